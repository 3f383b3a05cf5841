#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import CollectionLayouts
import XCTest

@testable import CollectionLayoutsAppKit

/// Items sized by their content on the Mac (`ItemSizing.measured(estimate:)`): each item's view
/// says its size through its constraints, ``AnchoredCollectionViewItem`` answers AppKit's
/// `preferredLayoutAttributesFitting(_:)` with it, and the layout packs the circles at those sizes.
final class AppKitMeasuredSizesTests: XCTestCase {
    /// Item `item`'s diameter, as its view's constraints say.
    nonisolated static func diameter(_ item: Int) -> CGFloat { 40 + 10 * CGFloat(item % 5) }

    /// An item whose view is as wide and tall as its index's diameter.
    @MainActor
    final class SizedItem: AnchoredCollectionViewItem {
        private var width: NSLayoutConstraint?
        private var height: NSLayoutConstraint?

        override func preferredLayoutAttributesFitting(
            _ layoutAttributes: NSCollectionViewLayoutAttributes
        ) -> NSCollectionViewLayoutAttributes {
            let side = AppKitMeasuredSizesTests.diameter(layoutAttributes.indexPath?.item ?? 0)
            if width == nil {
                width = view.widthAnchor.constraint(equalToConstant: side)
                height = view.heightAnchor.constraint(equalToConstant: side)
                width?.isActive = true
                height?.isActive = true
            }
            width?.constant = side
            height?.constant = side
            return super.preferredLayoutAttributesFitting(layoutAttributes)
        }
    }

    @MainActor
    func testTheCirclesTakeTheSizesTheirItemsAskFor() throws {
        let layout = CirclePackCollectionViewLayout(
            configuration: try CirclePackLayout.Configuration(
                itemSizing: .measured(estimate: CGSize(width: 100, height: 100))))
        XCTAssertTrue(layout.measuresItemSizes)
        let host = WindowedCollectionView(layout: layout, size: CGSize(width: 480, height: 360), itemCounts: [12])
        defer { host.close() }
        host.collectionView.register(SizedItem.self, forItemWithIdentifier: NSUserInterfaceItemIdentifier("item"))
        host.collectionView.reloadData()
        host.layOut()
        host.layOut()
        let visible = host.collectionView.indexPathsForVisibleItems()
        XCTAssertFalse(visible.isEmpty)
        for indexPath in visible {
            let frame = try XCTUnwrap(layout.layoutAttributesForItem(at: indexPath)).frame
            XCTAssertEqual(frame.width, Self.diameter(indexPath.item), accuracy: 1e-9, "item \(indexPath.item)")
        }
        XCTAssertFalse(CirclePackCollectionViewLayout().measuresItemSizes, "fixed sizes by default")
    }
}
#endif
