#if !os(watchOS) && (canImport(UIKit) || (canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)))
import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

// Reordering by drag and drop: an app whose drag delegate lifts items and whose drop delegate
// proposes `.move` with `.insertAtDestinationIndexPath` moves the item in
// `collectionView(_:performDropWith:)` (its data, then `performBatchUpdates { moveItem(at:to:) }`,
// then the coordinator's `drop(_:toItemAt:)`). The layouts need nothing more for the move: it is a
// batch update, animated from the item's old place and keeping the user's place as any other. What
// this file adds is where the item goes when the collection view's destination index path is nil
// or at the end of a section; the core decides (`LayoutAdapterState+Drop.swift`).

extension EngineCollectionViewLayout {
    /// The index path the item at `source` moves to when a local drag drops it: the collection
    /// view's destination index path (`UICollectionViewDropCoordinator.destinationIndexPath`) when
    /// it is in the item's section (the end of the section, one past its last item, is its last
    /// place), else, as interactive movement decides, the item of that section under `location`
    /// (the drop session's location in the collection view), else the nearest on screen, else
    /// `source`.
    ///
    /// Call it in `collectionView(_:performDropWith:)`, then move the item there in the data and in
    /// `performBatchUpdates(_:completion:)`, then call the coordinator's `drop(_:toItemAt:)` with
    /// it. Items move within their section. Nil when the layout has no item at `source` or
    /// `destinationIndexPath` is past the end of the section: the drop moves nothing.
    /// - Complexity: O(visible items).
    public func targetIndexPath(
        forDroppingItemAt source: IndexPath, destinationIndexPath: IndexPath?, location: CGPoint
    ) -> IndexPath? {
        guard let item = ElementIndex(source) else { return nil }
        let visible = collectionView?.bounds ?? .zero
        return state.dropTarget(
            forMoving: item, proposed: destinationIndexPath.flatMap(ElementIndex.init), at: location,
            visible: visible
        ).map(IndexPath.init)
    }
}
#endif
