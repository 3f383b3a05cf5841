@_spi(Tools) import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation
import Testing

/// Reordering as the core decides it, without a collection view: the shown order, the target for
/// a position, the sizes following their items, and the move's lifecycle.
@Suite("InteractiveMove: an item reordered by the finger, as a value")
struct InteractiveMoveTests {
    /// The grid of `LayoutAdapterStateTests.grid()`: item k's centre is at
    /// (50 + 110 · (k mod 3), 45 + 100 · ⌊k / 3⌋).
    static func centre(of item: Int) -> CGPoint {
        CGPoint(x: 50 + 110 * CGFloat(item % 3), y: 45 + 100 * CGFloat(item / 3))
    }

    /// The app's size of the data's item at `index`: distinct per item.
    static func appSize(_ index: ElementIndex) -> CGSize {
        CGSize(width: 10 + CGFloat(index.item), height: 100 + CGFloat(index.section))
    }

    @Test("Shown and data indices: the item at the target, those between shifted towards the source")
    func indices() {
        var down = InteractiveMove(source: ElementIndex(0, 2), position: .zero, sectionCount: 8)
        let moved = down.move(to: ElementIndex(0, 5), at: CGPoint(x: 1, y: 2))
        #expect(moved)
        #expect(down.position == CGPoint(x: 1, y: 2))
        #expect((0..<8).map { down.dataIndex(ofShown: ElementIndex(0, $0)).item } == [0, 1, 3, 4, 5, 2, 6, 7])
        var up = InteractiveMove(source: ElementIndex(0, 5), position: .zero, sectionCount: 8)
        up.move(to: ElementIndex(0, 1), at: .zero)
        #expect((0..<8).map { up.dataIndex(ofShown: ElementIndex(0, $0)).item } == [0, 5, 1, 2, 3, 4, 6, 7])
        for move in [down, up] {
            for item in 0..<8 {
                let data = ElementIndex(0, item)
                #expect(move.dataIndex(ofShown: move.shownIndex(ofData: data)) == data)
            }
            #expect(move.dataIndex(ofShown: ElementIndex(1, 5)) == ElementIndex(1, 5), "other sections stay")
            #expect(move.shownIndex(ofData: ElementIndex(1, 2)) == ElementIndex(1, 2))
        }
    }

    @Test("A target in another section, outside the section's items or where it is already is refused")
    func refusals() {
        var move = InteractiveMove(source: ElementIndex(1, 2), position: .zero, sectionCount: 4)
        let otherSection = move.move(to: ElementIndex(0, 1), at: CGPoint(x: 5, y: 5))
        #expect(!otherSection)
        #expect(move.position == CGPoint(x: 5, y: 5), "the finger still moves")
        let beyond = move.move(to: ElementIndex(1, 4), at: .zero)
        #expect(!beyond)
        let negative = move.move(to: ElementIndex(1, -1), at: .zero)
        #expect(!negative)
        let same = move.move(to: ElementIndex(1, 2), at: .zero)
        #expect(!same)
        #expect(move.target == ElementIndex(1, 2))
        let next = move.move(to: ElementIndex(1, 3), at: .zero)
        #expect(next)
    }

    @Test("Sizes follow their items; with other counts the app's sizes are used as they are")
    func sizesFollowTheirItems() {
        var move = InteractiveMove(source: ElementIndex(0, 0), position: .zero, sectionCount: 3)
        move.move(to: ElementIndex(0, 2), at: .zero)
        let shown = move.sizes(Self.appSize, counts: [3, 2])
        #expect((0..<3).map { shown(ElementIndex(0, $0)).width } == [11, 12, 10])
        #expect(shown(ElementIndex(1, 0)) == Self.appSize(ElementIndex(1, 0)))
        let changed = move.sizes(Self.appSize, counts: [2, 2])
        #expect((0..<2).map { changed(ElementIndex(0, $0)).width } == [10, 11], "the data changed under the move")
    }

    @Test("The target: the cell under the finger, else the nearest centre on screen, else where it is")
    func targets() throws {
        var state = LayoutAdapterState(layout: try LayoutAdapterStateTests.grid())
        LayoutAdapterStateTests.prepare(&state, LayoutAdapterStateTests.geometry(), counts: [30])
        let item = ElementIndex(0, 0), screen = CGRect(x: 0, y: 0, width: 320, height: 400)
        #expect(state.interactiveTarget(forMoving: item, at: Self.centre(of: 5), visible: screen) == ElementIndex(0, 5))
        #expect(
            state.interactiveTarget(forMoving: item, at: CGPoint(x: 20, y: 80), visible: screen) == ElementIndex(0, 0))
        // In the gap between the first two columns (x 100 to 110), nearer the second.
        #expect(
            state.interactiveTarget(forMoving: item, at: CGPoint(x: 107, y: 45), visible: screen) == ElementIndex(0, 1))
        #expect(
            state.interactiveTarget(forMoving: item, at: CGPoint(x: 105, y: 45), visible: screen) == ElementIndex(0, 0),
            "a tie")
        #expect(state.interactiveTarget(forMoving: item, at: CGPoint(x: CGFloat.nan, y: 0), visible: screen) == item)
        #expect(
            state.interactiveTarget(forMoving: ElementIndex(0, 30), at: Self.centre(of: 5), visible: screen)
                == ElementIndex(0, 30))
        // Scrolled to y = 600 (the grid's scrolling invalidates nothing, so the prepared layout's
        // own offset is still 0): off the cells, the nearest in the view's visible rect.
        let scrolled = CGRect(x: 0, y: 600, width: 320, height: 400)
        #expect(
            state.interactiveTarget(forMoving: item, at: CGPoint(x: 1_000, y: 700), visible: scrolled)
                == ElementIndex(0, 23))
    }

    @Test("The move's lifecycle: started by the first context, re-prepared with permuted sizes, ended afresh")
    func lifecycle() throws {
        var state = LayoutAdapterState(layout: try LayoutAdapterStateTests.grid())
        let geometry = LayoutAdapterStateTests.geometry()
        LayoutAdapterStateTests.prepare(&state, geometry, counts: [30], itemSize: Self.appSize)
        let start = ElementIndex(0, 1)
        let begin = state.moveInteractively(to: [start], from: [start], at: Self.centre(of: 1))
        #expect(begin == .nothing)
        #expect(state.interactiveMove?.source == start)
        let fingerOnly = state.moveInteractively(to: [start], from: [start], at: CGPoint(x: 170, y: 50))
        #expect(fingerOnly == .nothing)
        let reorder = state.moveInteractively(to: [ElementIndex(0, 4)], from: [start], at: Self.centre(of: 4))
        #expect(reorder == .everything)
        state.invalidate(
            everything: false, dataSourceCounts: false, level: .everything, isForMeasuredHeight: false, offset: .zero,
            isPaging: false)
        #expect(
            LayoutAdapterStateTests.prepare(&state, geometry, counts: [30], itemSize: Self.appSize) == .prepareAfresh)
        guard case .perSection(let sizes)? = state.prepared?.environment.itemSizes else {
            Issue.record("no sizes")
            return
        }
        #expect(sizes[0].prefix(6).map(\.width) == [10, 12, 13, 14, 11, 15])
        let moving = try #require(state.movingItemAttributes(at: ElementIndex(0, 4), position: CGPoint(x: 3, y: 4)))
        #expect(moving.center == CGPoint(x: 3, y: 4) && moving.zIndex == Int(Int32.max))
        #expect(moving.size == state.prepared?.attributes(for: ElementIndex(0, 4))?.size)
        let twoItems = state.moveInteractively(to: [ElementIndex(0, 4), ElementIndex(0, 5)], from: [], at: .zero)
        #expect(twoItems == .nothing)
        let cancel = state.endInteractiveMove(cancelled: true)
        #expect(cancel == .everything)
        #expect(state.interactiveMove == nil)
        let again = state.endInteractiveMove(cancelled: false)
        #expect(again == .nothing)
        state.invalidate(
            everything: false, dataSourceCounts: false, level: .everything, isForMeasuredHeight: false, offset: .zero,
            isPaging: false)
        LayoutAdapterStateTests.prepare(&state, geometry, counts: [30], itemSize: Self.appSize)
        guard case .perSection(let after)? = state.prepared?.environment.itemSizes else { return }
        #expect(after[0].prefix(6).map(\.width) == [10, 11, 12, 13, 14, 15], "back to the data's order")
    }
}

/// SwiftUI's move from a reordered section.
@Suite("InteractiveMove.offsets: a reordering as SwiftUI's move")
struct InteractiveMoveOffsetsTests {
    @Test("One element moved down or up, in Array.move(fromOffsets:toOffset:)'s convention")
    func offsets() throws {
        let before = Array("abcdef")
        for (after, source, destination) in [("acdbef", 1, 4), ("aebcdf", 4, 1), ("bacdef", 0, 2), ("fabcde", 5, 0)] {
            let move = try #require(InteractiveMove.offsets(from: before, to: Array(after)))
            #expect(move.source == IndexSet(integer: source) && move.destination == destination, "\(after)")
            // SwiftUI's `move(fromOffsets:toOffset:)` for one offset, written out.
            var moved = before
            let element = moved.remove(at: source)
            moved.insert(element, at: destination > source ? destination - 1 : destination)
            #expect(String(moved) == after)
        }
        #expect(InteractiveMove.offsets(from: before, to: before) == nil, "nothing moved")
        #expect(InteractiveMove.offsets(from: before, to: Array("badcef")) == nil, "two swaps are no move")
        #expect(InteractiveMove.offsets(from: before, to: Array("abc")) == nil)
    }
}

/// AppKit's drop target and gap indicator, as the core decides them.
@Suite("InteractiveMove: where a drop inserts, and its gap")
struct InteractiveMoveDropTargetTests {
    @Test("A drop inserts before the item under the pointer, after the last when past its centre")
    func dropIndex() throws {
        var state = LayoutAdapterState(layout: try LayoutAdapterStateTests.grid())
        LayoutAdapterStateTests.prepare(&state, LayoutAdapterStateTests.geometry(), counts: [5])
        let prepared = try #require(state.prepared), screen = CGRect(x: 0, y: 0, width: 320, height: 400)
        #expect(
            InteractiveMove.dropIndex(at: InteractiveMoveTests.centre(of: 2), in: prepared, visible: screen)
                == ElementIndex(0, 2))
        #expect(
            InteractiveMove.dropIndex(at: CGPoint(x: 20, y: 80), in: prepared, visible: screen) == ElementIndex(0, 0))
        #expect(
            InteractiveMove.dropIndex(at: CGPoint(x: 200, y: 145), in: prepared, visible: screen) == ElementIndex(0, 5))
        #expect(
            InteractiveMove.dropIndex(at: CGPoint(x: 120, y: 145), in: prepared, visible: screen) == ElementIndex(0, 4))
        #expect(InteractiveMove.dropIndex(at: CGPoint(x: CGFloat.infinity, y: 0), in: prepared, visible: screen) == nil)
    }

    @Test("The gap is a 4-point strip on the item's leading edge, or the last item's trailing edge")
    func gapFrame() throws {
        var state = LayoutAdapterState(layout: try LayoutAdapterStateTests.grid())
        LayoutAdapterStateTests.prepare(&state, LayoutAdapterStateTests.geometry(), counts: [5])
        let prepared = try #require(state.prepared)
        #expect(
            InteractiveMove.gapFrame(before: ElementIndex(0, 1), in: prepared)
                == CGRect(x: 108, y: 0, width: 4, height: 90))
        #expect(
            InteractiveMove.gapFrame(before: ElementIndex(0, 5), in: prepared)
                == CGRect(x: 208, y: 100, width: 4, height: 90))
        #expect(InteractiveMove.gapFrame(before: ElementIndex(0, 6), in: prepared) == nil)
        #expect(InteractiveMove.gapFrame(before: ElementIndex(1, 0), in: prepared) == nil)
    }
}
