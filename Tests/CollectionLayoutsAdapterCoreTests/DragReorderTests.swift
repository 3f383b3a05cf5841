@_spi(Tools) import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation
import LayoutFuzzing
import Testing

/// Reordering by drag and drop on the Mac, as the core decides it: which drags can reorder, where
/// a drop may go, and the app's move for a drop.
@Suite("DragReorder: items moved by drag and drop within their section")
struct DragReorderTests {
    @Test("Exact: one item dragged down, up, and dropped where it is")
    func oneItem() throws {
        let drag = try #require(DragReorder(dragging: [ElementIndex(1, 2)]))
        #expect(drag.section == 1)
        let counts = [3, 6]
        // Before item 5: item 2 goes between 4 and 5.
        let target = try #require(drag.target(proposed: ElementIndex(1, 5), counts: counts))
        let move = try #require(drag.move(to: target, count: 6))
        #expect(move.source == IndexSet(integer: 2) && move.destination == 5)
        #expect(drag.reordered(Array(0..<6), to: target) == [0, 1, 3, 4, 2, 5])
        // To the end (the section's count), and to the top.
        #expect(drag.reordered(Array(0..<6), to: ElementIndex(1, 6)) == [0, 1, 3, 4, 5, 2])
        #expect(drag.reordered(Array(0..<6), to: ElementIndex(1, 0)) == [2, 0, 1, 3, 4, 5])
        // Before itself or before the next item: nothing moves.
        #expect(drag.move(to: ElementIndex(1, 2), count: 6) == nil)
        #expect(drag.move(to: ElementIndex(1, 3), count: 6) == nil)
        #expect(drag.reordered(Array(0..<6), to: ElementIndex(1, 3)) == Array(0..<6))
    }

    @Test("Exact: drops in another section, outside the section, or of no items are refused")
    func refused() throws {
        #expect(DragReorder(dragging: []) == nil)
        #expect(DragReorder(dragging: [ElementIndex(0, 1), ElementIndex(1, 1)]) == nil, "two sections")
        #expect(DragReorder(dragging: [ElementIndex(0, -1)]) == nil)
        let drag = try #require(DragReorder(dragging: [ElementIndex(0, 4), ElementIndex(0, 1), ElementIndex(0, 4)]))
        #expect(drag.dragged == [ElementIndex(0, 1), ElementIndex(0, 4)], "sorted, without duplicates")
        let counts = [6, 3]
        #expect(drag.target(proposed: ElementIndex(1, 0), counts: counts) == nil, "another section")
        #expect(drag.target(proposed: ElementIndex(0, 7), counts: counts) == nil, "past the end")
        #expect(drag.target(proposed: ElementIndex(0, -1), counts: counts) == nil)
        #expect(drag.target(proposed: ElementIndex(0, 6), counts: counts) == ElementIndex(0, 6), "the end")
        #expect(drag.target(proposed: ElementIndex(0, 0), counts: []) == nil, "no such section")
        #expect(drag.move(to: ElementIndex(0, 2), count: 3) == nil, "a dragged item past the count")
        #expect(drag.move(to: ElementIndex(1, 0), count: 6) == nil)
    }

    @Test("Exact: several items, apart, gather before the target in their order")
    func severalItems() throws {
        let drag = try #require(DragReorder(dragging: [ElementIndex(0, 1), ElementIndex(0, 4)]))
        let move = try #require(drag.move(to: ElementIndex(0, 3), count: 6))
        #expect(move.source == IndexSet([1, 4]) && move.destination == 3)
        #expect(drag.reordered(Array(0..<6), to: ElementIndex(0, 3)) == [0, 2, 1, 4, 3, 5])
        // Apart, dropped among themselves: they still gather, so the order changes.
        #expect(drag.reordered(Array(0..<6), to: ElementIndex(0, 2)) == [0, 1, 4, 2, 3, 5])
    }

    @Test("Promise: the order after a drop is Array.move's, and nil means no change")
    func promise() throws {
        var random = SeededGenerator(seed: 36)
        for _ in 0..<500 {
            let count = Int.random(in: 1...12, using: &random)
            let picked = (0..<Int.random(in: 1...min(count, 4), using: &random)).map { _ in
                ElementIndex(0, Int.random(in: 0..<count, using: &random))
            }
            let drag = try #require(DragReorder(dragging: picked))
            let target = ElementIndex(0, Int.random(in: 0...count, using: &random))
            let items = Array(0..<count)
            let after = drag.reordered(items, to: target)
            // Array.move(fromOffsets:toOffset:) (SwiftUI's), written out.
            let source = Set(drag.dragged.map(\.item))
            var expected = items.filter { !source.contains($0) }
            expected.insert(
                contentsOf: source.sorted(), at: (0..<target.item).filter { !source.contains($0) }.count)
            #expect(after == expected, "\(picked) before \(target.item) of \(count)")
            #expect((drag.move(to: target, count: count) == nil) == (after == items))
            #expect(after.sorted() == items, "a permutation")
        }
    }
}
