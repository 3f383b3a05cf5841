#if !os(watchOS) && (canImport(UIKit) || (canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)))
import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

// Cells that size themselves (`ItemSizing.measured(estimate:)` on the gallery or the circles):
// UIKit's preferred-attributes calls translated into the core's decisions.
extension EngineCollectionViewLayout {
    /// Whether the layout's items are sized by their cells (`ItemSizing.measured(estimate:)`):
    /// its cells' preferred sizes are then taken, once per item and text size.
    public var measuresItemSizes: Bool { state.measuredSizeEstimate != nil }

    /// Whether the size a cell asks for (its `preferredLayoutAttributesFitting(_:)`) is taken (the
    /// core's `takesItemSize`): `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`
    /// for a cell.
    func takesPreferredItemSize(
        _ preferred: UICollectionViewLayoutAttributes, for original: UICollectionViewLayoutAttributes
    ) -> Bool {
        guard let index = ElementIndex(original.indexPath), let collectionView else { return false }
        return state.takesItemSize(
            preferred.size, at: index,
            category: collectionView.traitCollection.preferredContentSizeCategory.rawValue)
    }

    /// Keeps the size a cell asks for and lays the layout out again from that item on (the core's
    /// `takeItemSize`), and says in `context` what moves: the cells and views shown whose frames
    /// changed, which UIKit lays out again, the content's growth and the offset's, which keeps
    /// the top visible cell where the user reads it.
    func takePreferredItemSize(
        _ preferred: UICollectionViewLayoutAttributes, for original: UICollectionViewLayoutAttributes,
        in context: UICollectionViewLayoutInvalidationContext
    ) {
        guard let index = ElementIndex(original.indexPath), let collectionView,
            let change = state.takeItemSize(preferred.size, at: index, in: geometry(of: collectionView))
        else { return }
        invalidate(for: change, in: context)
    }
}
#endif
