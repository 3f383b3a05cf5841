import CollectionLayouts
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// Where scrolling rests: a release (a fling or a drag's end), a change that was not a fling (a
// rotation, an update), a scroll to an item, and the centred item reported once scrolling rests.
extension LayoutAdapterState {
    /// The front's release (UIKit's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`):
    /// the user takes over from any scroll of the front's own and from a change of size, and the
    /// engine says where the content rests. `landing` is the items on screen there, in index order
    /// (`PreparedLayout.landingItems`), when `wantsLandingItems` and the content moves; nil
    /// otherwise. Nil before the first prepare.
    package mutating func release(
        proposed: CGPoint, velocity: CGPoint, current: CGPoint, wantsLandingItems: Bool
    ) -> (target: CGPoint, landing: [ElementIndex]?)? {
        guard let prepared else { return nil }
        centering.cancelScroll()
        resizing = nil
        let target = prepared.targetContentOffset(proposed: proposed, velocity: velocity, current: current)
        guard wantsLandingItems, target != current else { return (target, nil) }
        return (target, prepared.landingItems(proposed: proposed, velocity: velocity, current: current))
    }

    /// Where to rest after a change that was not a fling (UIKit's
    /// `targetContentOffset(forProposedContentOffset:)`: rotation, updates): the offset that keeps
    /// the user's place (``placeKeepingOffset(in:)``), else the engine's answer for a release at
    /// `proposed` with no velocity, so paging layouts stay on a page. Nil before the first prepare.
    package func restingOffset(proposed: CGPoint) -> CGPoint? {
        guard let prepared else { return nil }
        if let kept = placeKeepingOffset(in: prepared) { return kept }
        return prepared.targetContentOffset(proposed: proposed, velocity: .zero, current: proposed)
    }

    /// The content offset at which the item at `index` rests in the middle; nil when there is no
    /// such item or before the first prepare. Layouts with their own exact answer (the carousel,
    /// the wheel: `PreparedLayout.contentOffset(centering:)`) give it; for the others the item's centre goes to the
    /// middle of the bounds less the insets, and the engine says where a release there rests (kept
    /// inside the content, snapped where the layout snaps).
    package func contentOffset(centering index: ElementIndex) -> CGPoint? {
        guard let prepared else { return nil }
        if let exact = prepared.contentOffset(centering: index) { return exact }
        guard let item = prepared.attributes(for: index) else { return nil }
        let e = prepared.environment, available = e.availableSize
        let proposed = CGPoint(
            x: item.center.x - e.contentInsets.left - available.width / 2,
            y: item.center.y - e.contentInsets.top - available.height / 2)
        return prepared.targetContentOffset(proposed: proposed, velocity: .zero, current: proposed)
    }

    /// The item in the middle at `offset` (`PreparedLayout.centeredItem(at:)`); nil when there are
    /// no items or before the first prepare.
    package func centeredItem(at offset: CGPoint) -> ElementIndex? {
        prepared?.centeredItem(at: offset)
    }

    /// ``centeredItem(at:)`` as an index path: what the fronts' `centeredItem` answers.
    package func centeredIndexPath(at offset: CGPoint) -> IndexPath? {
        centeredItem(at: offset).map(IndexPath.init)
    }

    /// Whether a scroll to an item must wait for a layout pass first: the data changed since the
    /// last prepare, or nothing is prepared.
    package var needsLayoutBeforeScrolling: Bool {
        !lifecycle.isUpToDate || prepared == nil
    }

    /// Starts a scroll of the front's own to `offset`, bringing `item` to rest (nil: a scroll to
    /// an offset): when `animated`, the centred item is reported once it arrives, not for the
    /// items on the way; if the content moves under it on the way (a header or footer takes its
    /// measured height), it also arrives where `item` then rests.
    package mutating func beginScroll(
        to offset: CGPoint, animated: Bool, centering item: ElementIndex? = nil, now: Date
    ) {
        centering.setScrollTarget(animated ? offset : nil, item: item, now: now)
    }

    /// What the front does about the centred item now, with the view at `offset`, a finger down or
    /// not (`isTouched`), decelerating or not, at `now`: see ``CenteredItemReporting/Check``.
    package mutating func checkCenteredItem(
        at offset: CGPoint, isTouched: Bool, isDecelerating: Bool, now: Date
    ) -> CenteredItemReporting.Check {
        guard prepared != nil, lifecycle.isUpToDate else { return .wait }
        // Content that moved under the scroll on its way moved where its item rests: the scroll
        // has also arrived when the view is there, in the layout prepared since.
        if centering.contentMovedUnderScroll, let item = centering.scrollItem,
            let resting = contentOffset(centering: item), CenteredItemReporting.isAt(resting, offset)
        {
            centering.scrollArrivedElsewhere()
        }
        return centering.check(
            at: offset, isTouched: isTouched, isDecelerating: isDecelerating, now: now,
            centeredItem: centeredItem(at: offset))
    }
}
