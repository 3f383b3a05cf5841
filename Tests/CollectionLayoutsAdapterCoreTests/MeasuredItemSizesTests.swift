@_spi(Tools) import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation
import Testing

/// The core's decisions for cells that size themselves: which sizes are taken (once per item and
/// text size), the store that follows its items, the layout laid out again from the measured item
/// on, and the offset's move that keeps what the user reads in place. No collection view.
@Suite("Measured item sizes in the adapter core")
struct MeasuredItemSizesTests {
    private static let estimate = CGSize(width: 60, height: 60)

    private static func geometry(y: CGFloat = 0, category: String = "large") -> ContainerGeometry {
        ContainerGeometry(
            bounds: CGRect(x: 0, y: y, width: 375, height: 667), contentSizeCategory: category)
    }

    /// A state prepared for `count` items of `layout`.
    private static func prepared(_ layout: any CollectionLayout, count: Int, y: CGFloat = 0) -> LayoutAdapterState {
        var state = LayoutAdapterState(layout: layout)
        let copy = state
        _ = state.prepare(
            geometry(y: y), counts: { [count] }, itemSize: nil, preparing: { copy.prepareLayout(in: $0)! },
            updating: { _ = copy.prepareLayout(in: $1, updating: &$0) })
        return state
    }

    @Test("The store answers the measured size, else the estimate; once per item and text size")
    func storeOncePerItemAndTextSize() {
        var store = MeasuredItemSizes()
        let index = ElementIndex(0, 1)
        #expect(store.takes(CGSize(width: 10, height: 20), of: index, category: "large"))
        store.record(CGSize(width: 10, height: 20), of: index, category: "large")
        #expect(!store.takes(CGSize(width: 30, height: 20), of: index, category: "large"), "measured once")
        #expect(store.takes(CGSize(width: 30, height: 20), of: index, category: "xxxLarge"), "again at another size")
        #expect(!store.takes(CGSize(width: CGFloat.nan, height: 20), of: ElementIndex(0, 2), category: "large"))
        #expect(!store.takes(CGSize(width: 0, height: 20), of: ElementIndex(0, 2), category: "large"))
        #expect(
            store.itemSizes(counts: [3], category: "large", estimate: Self.estimate)
                == .perSection([[Self.estimate, CGSize(width: 10, height: 20), Self.estimate]]))
    }

    @Test("Sizes follow their items through a batch update; a deleted item's is forgotten")
    func storeFollowsItems() {
        var store = MeasuredItemSizes()
        store.record(CGSize(width: 1, height: 1), of: ElementIndex(0, 0), category: "large")
        store.record(CGSize(width: 2, height: 2), of: ElementIndex(0, 2), category: "large")
        store.followItems(through: BatchUpdateMap([.insertItem(ElementIndex(0, 0)), .deleteItem(ElementIndex(0, 0))]))
        #expect(store.size(of: ElementIndex(0, 0), category: "large") == nil, "deleted")
        #expect(store.size(of: ElementIndex(0, 2), category: "large") == CGSize(width: 2, height: 2))
        store.followItems(through: BatchUpdateMap([.insertItem(ElementIndex(0, 0))]))
        #expect(store.size(of: ElementIndex(0, 3), category: "large") == CGSize(width: 2, height: 2), "moved down one")
    }

    @Test("A layout with fixed sizes takes no cell's size")
    func fixedTakesNothing() {
        let state = Self.prepared(CirclePackLayout(), count: 10)
        #expect(!state.takesItemSize(CGSize(width: 30, height: 30), at: ElementIndex(0, 0), category: "large"))
    }

    @Test(
        "A size above the visible area moves the offset by what the top visible cell moved; the layout is a fresh prepare's"
    )
    func offsetKeepsTheTopVisibleCell() throws {
        let layout = CirclePackLayout(configuration: try .init(itemSizing: .measured(estimate: Self.estimate)))
        let y: CGFloat = 1_500
        var state = Self.prepared(layout, count: 300, y: y)
        let geometry = Self.geometry(y: y)
        let before = try #require(state.prepared)
        // The top visible cell, and an item well above the visible area.
        var top: LayoutAttributes?
        before.forEachElement(in: geometry.bounds) { element in
            if element.frame.maxY > y, top.map({ element.frame.minY < $0.frame.minY }) ?? true { top = element }
            return true
        }
        let anchor = try #require(top)
        let measured = ElementIndex(0, 5)
        #expect(try #require(before.attributes(for: measured)).frame.maxY < y)
        #expect(state.takesItemSize(CGSize(width: 30, height: 140), at: measured, category: "large"))
        let taken = state.takeItemSize(CGSize(width: 30, height: 140), at: measured, in: geometry)
        let change = try #require(taken)
        let after = try #require(state.prepared)
        let moved = try #require(after.attributes(for: anchor.index)).frame.minY - anchor.frame.minY
        #expect(moved != 0, "a circle of 140 above reshapes what follows")
        #expect(change.contentOffsetAdjustment == moved)
        #expect(change.contentSizeAdjustment == after.contentSize.height - before.contentSize.height)
        #expect(after.attributes(for: measured)?.frame.width == 140, "the larger side is the diameter")
        var sizes = [CGSize](repeating: Self.estimate, count: 300)
        sizes[5] = CGSize(width: 30, height: 140)
        let fresh = layout.prepare(
            in: LayoutEnvironment(boundsSize: geometry.bounds.size, itemCounts: [300], itemSizes: .perSection([sizes])))
        for item in 0..<300 {
            #expect(
                after.attributes(for: ElementIndex(0, item))?.frame
                    == fresh.attributes(for: ElementIndex(0, item))?.frame)
        }
        // Asked again at this text size: no change, so no loop.
        #expect(!state.takesItemSize(CGSize(width: 30, height: 150), at: measured, category: "large"))
    }

    @Test("A size below the visible area moves nothing shown and not the offset")
    func belowMovesNothing() throws {
        let layout = JustifiedGalleryLayout(
            configuration: try .init(
                mode: .widthRange(min: 40, max: 300, height: 32), headerHeight: 0,
                itemSizing: .measured(estimate: CGSize(width: 80, height: 32))))
        var state = Self.prepared(layout, count: 200)
        let taken = state.takeItemSize(CGSize(width: 200, height: 32), at: ElementIndex(0, 190), in: Self.geometry())
        let change = try #require(taken)
        #expect(change.contentOffsetAdjustment == nil)
        #expect(change.moved.map(\.index) == [ElementIndex(0, 190)], "only the measured cell, for UIKit to lay out")
    }
}
