import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation
import Testing

/// Where a front's prepare reads item sizes from (UIKit and AppKit alike): the closure, else the
/// size delegate, else none.
@Suite("LayoutAdapterState.itemSize: the app's closure wins over its size delegate")
@MainActor
struct ItemSizeSourceTests {
    /// A size that says which source answered and for which index path.
    private static func source(_ width: CGFloat) -> @MainActor (IndexPath) -> CGSize {
        { CGSize(width: width, height: CGFloat($0[0] * 100 + $0[1])) }
    }

    @Test("The closure answers when both are set, by section then item")
    func closureWins() throws {
        let size = try #require(LayoutAdapterState.itemSize(provider: Self.source(1), delegate: Self.source(2)))
        #expect(size(ElementIndex(2, 7)) == CGSize(width: 1, height: 207))
    }

    @Test("The delegate answers without a closure")
    func delegateAlone() throws {
        let size = try #require(LayoutAdapterState.itemSize(provider: nil, delegate: Self.source(2)))
        #expect(size(ElementIndex(0, 3)) == CGSize(width: 2, height: 3))
    }

    @Test("Neither: no sizes, the layout's own")
    func neither() {
        #expect(LayoutAdapterState.itemSize(provider: nil, delegate: nil) == nil)
    }
}
