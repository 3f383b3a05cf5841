#if !os(watchOS)
import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

// Keeping the user's place across a change of size (a rotation, a split view, a window resize), as
// across a batch update (`keepsPlaceOnUpdates`). UIKit's calls for a bounds change, in order:
// - `shouldInvalidateLayout(forBoundsChange:)`, then `invalidationContext(forBoundsChange:)` with
//   the new bounds, while the layout and the offset on screen are still the old ones (Apple's
//   "shouldInvalidateLayout(forBoundsChange:)": called with the new bounds before the change; and
//   "invalidationContext(forBoundsChange:)"). The place is remembered there (`PlaceAnchor`), the
//   engine layout for the new size is prepared, and the context's `contentOffsetAdjustment`
//   ("UICollectionViewLayoutInvalidationContext.contentOffsetAdjustment": the delta applied to the
//   content offset) moves the view to the offset that keeps the place;
// - `invalidateLayout(with:)` and `prepare()`, which takes the layout prepared for the new size when
//   the collection view is as it was told, and prepares afresh otherwise;
// - in an animated change, `prepare(forAnimatedBoundsChange:)`, then
//   `targetContentOffset(forProposedContentOffset:)` ("Retrieves the content offset to use after an
//   animated layout update or change": documented for updates and transitions, not promised for
//   every bounds change, hence the adjustment above), answered with the offset that keeps the
//   place in the layout now prepared, and `finalizeAnimatedBoundsChange()`, which forgets it.
extension EngineCollectionViewLayout {
    /// Remembers the user's place before the bounds change to `newBounds` and, when the size
    /// changes, sets `context`'s offset adjustment to the offset that keeps it in the layout for
    /// the new size, which it keeps for the next `prepare()`.
    func keepPlace(acrossBoundsChange newBounds: CGRect, in context: UICollectionViewLayoutInvalidationContext) {
        resizing = nil
        guard placeKeeping.isEnabled, let preparedLayout, let collectionView,
            newBounds.size != collectionView.bounds.size,
            let place = PlaceAnchor(in: preparedLayout, at: collectionView.contentOffset, isPaging: isPaging)
        else { return }
        var environment = environment(of: collectionView)
        environment.boundsSize = newBounds.size
        environment.contentOffset = newBounds.origin
        // The heights views asked for at the new width, as a prepare after the change reads them.
        environment.supplementaryHeights = dynamicType.supplementaryHeights(
            width: newBounds.width, scale: environment.dynamicTypeScale)
        var next = makePreparedLayout(in: environment)
        guard let kept = place.contentOffset(in: next) else {
            resizing = (place, nil)
            return
        }
        next.updateContentOffset(kept)
        context.contentOffsetAdjustment = CGPoint(x: kept.x - newBounds.origin.x, y: kept.y - newBounds.origin.y)
        resizing = (place, next)
    }

    /// The layout prepared for the new size by ``keepPlace(acrossBoundsChange:in:)``, at the
    /// collection view's offset, when the collection view's size, insets, direction, Dynamic Type
    /// scale and counts are those it was prepared for; nil otherwise (it is then forgotten).
    func takeStagedLayout(for collectionView: UICollectionView) -> (any PreparedLayout)? {
        guard var staged = resizing?.staged else { return nil }
        resizing?.staged = nil
        var current = environment(of: collectionView, withData: false)
        let prepared = staged.environment
        current.itemCounts = (0..<max(collectionView.numberOfSections, 0)).map {
            collectionView.numberOfItems(inSection: $0)
        }
        guard current.boundsSize == prepared.boundsSize, current.contentInsets == prepared.contentInsets,
            current.layoutDirection == prepared.layoutDirection,
            current.dynamicTypeScale == prepared.dynamicTypeScale, current.itemCounts == prepared.itemCounts,
            dynamicType.supplementaryHeights(width: current.boundsSize.width, scale: current.dynamicTypeScale)
                == prepared.supplementaryHeights
        else { return nil }
        staged.updateContentOffset(collectionView.contentOffset)
        return staged
    }

    /// The offset that keeps the place through the change of size in progress, in `prepared` (the
    /// layout for the new size); nil when no size change is in progress or nothing of the place is
    /// left.
    func sizeChangeOffset(in prepared: any PreparedLayout) -> CGPoint? {
        resizing?.place.contentOffset(in: prepared)
    }
}
#endif
