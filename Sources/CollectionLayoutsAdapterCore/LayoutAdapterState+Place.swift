import CollectionLayouts
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// The user's place across a batch update and a change of size (`keepsPlaceOnUpdates`).
//
// A batch update, in UIKit's order (Sources/CollectionLayoutsUIKit/CollectionLayoutsUIKit.docc/UsingTheLayoutsInUIKit.md): the invalidation with the data source's counts
// while the layout on screen is still the old one (the place is remembered: `PlaceAnchor`), the
// prepare, the check of the update (the place follows its items to their new index paths:
// `BatchUpdateMap`), the resting offset asked for (the offset that keeps the place), the end of
// the update (the place is forgotten).
//
// A change of size: the framework asks what the new bounds make stale while the layout and the
// offset on screen are still the old ones; the place is remembered there, the engine layout for the
// new size is prepared (staged) and the offset adjustment that keeps the place is answered; the next
// prepare takes the staged layout when the view is as it was told; the resting offset asked for in
// an animated change is the one that keeps the place; the end of the change forgets it.
extension LayoutAdapterState {
    /// Remembers the place the user sees at `offset` when a batch update begins (the data source's
    /// counts and not `everything`), while the prepared layout is still the one before it; a
    /// reload of the data (`everything`) forgets any place.
    mutating func rememberPlace(beforeUpdateAt offset: CGPoint, everything: Bool, isPaging: Bool) {
        placeBefore = nil
        placeAfter = nil
        guard !everything, keepsPlace, let prepared else { return }
        placeBefore = PlaceAnchor(in: prepared, at: offset, isPaging: isPaging)
    }

    /// Follows the remembered place's items to their index paths after the update (`map`).
    mutating func followPlace(through map: BatchUpdateMap) {
        guard let before = placeBefore else { return }
        placeBefore = nil
        placeAfter = before.updated(by: map)
    }

    /// The front's end of a batch update (UIKit's `finalizeCollectionViewUpdates()`): forgets the
    /// place kept through it and the layouts it animated between.
    package mutating func finishUpdates() {
        placeBefore = nil
        placeAfter = nil
        transitions.end()
    }

    /// The front's end of an animated change of size (UIKit's `finalizeAnimatedBoundsChange()`):
    /// forgets the place kept through it.
    package mutating func finishBoundsChange() {
        resizing = nil
    }

    /// The offset adjustment for the bounds change to `newBounds` from the view's `geometry` now,
    /// with the engine's invalidation for it: when the change invalidates everything and the size
    /// changes, the user's place is remembered, the layout for the new size is prepared (staged for
    /// the next prepare) at the offset that keeps it, and the answer is the difference from
    /// `newBounds`' origin to that offset; nil otherwise.
    package mutating func boundsChange(
        to newBounds: CGRect, from geometry: ContainerGeometry, counts: () -> [Int], itemSize: ItemSize?,
        isPaging: Bool, preparing: Preparing
    ) -> (invalidation: LayoutInvalidation, offsetAdjustment: CGPoint?) {
        let invalidation = invalidation(forBoundsChange: newBounds)
        guard invalidation == .everything else { return (invalidation, nil) }
        resizing = nil
        guard keepsPlace, let prepared, newBounds.size != geometry.bounds.size,
            let place = PlaceAnchor(in: prepared, at: geometry.contentOffset, isPaging: isPaging)
        else { return (invalidation, nil) }
        var environment = environment(of: geometry, counts: counts(), itemSize: itemSize)
        environment.boundsSize = newBounds.size
        environment.contentOffset = newBounds.origin
        // The heights views asked for at the new width, as a prepare after the change reads them.
        environment.supplementaryHeights = heights.heights(
            width: newBounds.width, scale: environment.dynamicTypeScale)
        var next = preparing(environment)
        guard let kept = place.contentOffset(in: next) else {
            resizing = (place, nil)
            return (invalidation, nil)
        }
        next.updateContentOffset(kept)
        resizing = (place, next)
        return (invalidation, CGPoint(x: kept.x - newBounds.origin.x, y: kept.y - newBounds.origin.y))
    }

    /// The layout prepared for the new size by ``boundsChange(to:from:counts:itemSize:isPaging:preparing:)``,
    /// at `geometry`'s offset, when the view's size, insets, direction, Dynamic Type scale and
    /// `counts` are those it was prepared for; nil otherwise (it is then forgotten).
    mutating func takeStagedLayout(_ geometry: ContainerGeometry, counts: [Int]) -> (any PreparedLayout)? {
        guard var staged = resizing?.staged else { return nil }
        resizing?.staged = nil
        let current = environment(of: geometry)
        let prepared = staged.environment
        guard current.boundsSize == prepared.boundsSize, current.contentInsets == prepared.contentInsets,
            current.layoutDirection == prepared.layoutDirection,
            current.dynamicTypeScale == prepared.dynamicTypeScale, counts == prepared.itemCounts,
            heights.heights(width: current.boundsSize.width, scale: current.dynamicTypeScale)
                == prepared.supplementaryHeights
        else { return nil }
        staged.updateContentOffset(geometry.contentOffset)
        return staged
    }

    /// The offset that keeps the user's place in `prepared` (the layout after the change): through
    /// the batch update in progress, else through the change of size in progress; nil outside
    /// either or when nothing of the place is left.
    package func placeKeepingOffset(in prepared: any PreparedLayout) -> CGPoint? {
        placeAfter?.contentOffset(in: prepared) ?? resizing?.place.contentOffset(in: prepared)
    }
}
