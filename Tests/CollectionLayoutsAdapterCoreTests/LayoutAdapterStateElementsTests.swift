@_spi(Tools) import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation
import Testing

/// The elements a front answers for, by index path and in a rect, and the centred item's index
/// path: the core finds them, the fronts only make their framework's objects.
@Suite("LayoutAdapterState: elements by index path, for every front")
struct LayoutAdapterStateElementsTests {
    /// The grid of `LayoutAdapterStateTests` (three columns of 100 × 90 items, one line every 100
    /// points, 320 points wide), prepared with 30 items.
    private func preparedGrid() throws -> LayoutAdapterState {
        var state = LayoutAdapterState(layout: try LayoutAdapterStateTests.grid())
        LayoutAdapterStateTests.prepare(&state, LayoutAdapterStateTests.geometry(), counts: [30])
        return state
    }

    @Test("Before the first prepare there are no elements")
    func nothingBeforePrepare() throws {
        let state = LayoutAdapterState(layout: try LayoutAdapterStateTests.grid())
        #expect(state.elements(in: CGRect(x: 0, y: 0, width: 320, height: 400)) { $0 }.isEmpty)
        #expect(state.itemAttributes(at: IndexPath(indexes: [0, 0])) == nil)
        #expect(state.centeredIndexPath(at: .zero) == nil)
    }

    @Test("The first line's rect holds the first three items, made by the front's function, in order")
    func elementsInRect() throws {
        let state = try preparedGrid()
        let indexes = state.elements(in: CGRect(x: 0, y: 0, width: 320, height: 90)) { $0.index }
        #expect(indexes == [ElementIndex(0, 0), ElementIndex(0, 1), ElementIndex(0, 2)])
    }

    @Test("An item by index path is the engine's; a path that is not a section and an item, or past the data, is nil")
    func itemByIndexPath() throws {
        let state = try preparedGrid()
        let item = state.itemAttributes(at: IndexPath(indexes: [0, 4]))
        #expect(item != nil && item == state.prepared?.attributes(for: ElementIndex(0, 4)))
        #expect(item?.frame.origin == CGPoint(x: 110, y: 100))
        #expect(state.itemAttributes(at: IndexPath(indexes: [0, 30])) == nil)
        #expect(state.itemAttributes(at: IndexPath(indexes: [4])) == nil)
        #expect(state.itemAttributes(at: IndexPath(indexes: [0, 4, 1])) == nil)
        // The grid has no headers, footers or backgrounds.
        #expect(state.supplementaryAttributes(ofKind: ElementKind.headerKind, at: IndexPath(indexes: [0, 0])) == nil)
        #expect(state.decorationAttributes(ofKind: "background", at: IndexPath(indexes: [0, 0])) == nil)
    }

    @Test("The centred item's index path is the engine's centred item, section then item")
    func centeredIndexPath() throws {
        let state = try preparedGrid()
        for y in [0, 150, 400] as [CGFloat] {
            let offset = CGPoint(x: 0, y: y)
            let index = try #require(state.centeredItem(at: offset))
            #expect(state.centeredIndexPath(at: offset) == IndexPath(indexes: [index.section, index.item]))
        }
    }

    @Test("A carousel's starting offset by index path is the engine's by index; nil for a path of one index")
    func carouselStartingOffset() throws {
        let carousel = CarouselLayout(configuration: try .init(wraps: true))
        let prepared = carousel.prepare(
            in: LayoutEnvironment(boundsSize: CGSize(width: 375, height: 300), itemCounts: [12]))
        let offset = prepared.startingContentOffset(centering: IndexPath(indexes: [0, 3]))
        #expect(offset != nil && offset == prepared.startingContentOffset(centering: ElementIndex(0, 3)))
        #expect(prepared.startingContentOffset(centering: IndexPath(indexes: [3])) == nil)
    }
}
