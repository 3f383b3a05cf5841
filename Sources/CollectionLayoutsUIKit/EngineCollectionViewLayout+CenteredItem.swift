#if !os(watchOS) && (canImport(UIKit) || (canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)))
import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

extension EngineCollectionViewLayout {
    /// The item at the middle of the collection view at its current offset — for the carousel and
    /// the wheel the centred (upright) item, for the other layouts the item nearest the middle —
    /// or nil when there are no items or before the first `prepare()`. A carousel whose items rest
    /// at the leading edge (`CarouselLayout.Alignment.leading`) answers the item resting there:
    /// the current page, as `PreparedCarousel.centeredItem(at:)` does.
    public var centeredItem: IndexPath? {
        collectionView.flatMap { state.centeredIndexPath(at: $0.contentOffset) }
    }

    /// Called with ``centeredItem`` when it changes, once per change, after scrolling has
    /// come to rest: after a fling or a drag, a programmatic scroll (``scrollToItem(at:animated:)``
    /// when it arrives; a `contentOffset` set directly), a rotation or a data change. Nil means
    /// there are no items.
    ///
    /// It is called on a later turn of the main run loop, never inside a layout pass, and never
    /// while a finger is down, the content decelerates or an animated ``scrollToItem(at:animated:)``
    /// is on its way (an animated `setContentOffset` of your own reports the items it passes:
    /// use ``scrollToItem(at:animated:)``). Setting it reports the current item once the layout
    /// has prepared. The default is nil.
    public var centeredItemDidChange: (@MainActor (IndexPath?) -> Void)? {
        get { centeredItemTracker.onChange }
        set {
            centeredItemTracker.onChange = newValue
            state.centering.reset()
            centeredItemTracker.setNeedsCheck(self)
        }
    }

    /// Scrolls so that the item at `indexPath` rests in the middle, where the layout's snapping
    /// would rest (``contentOffset(centering:)``): for the carousel and the wheel, centred (a
    /// leading carousel: its leading edge on the leading inset); with wrapping, its nearest
    /// instance. Does nothing when there is no such item.
    ///
    /// With Reduce Motion on (`UIAccessibility.isReduceMotionEnabled`) it jumps there: every
    /// programmatic scroll of the package goes through here (a tap that centres an item, the SwiftUI
    /// binding, VoiceOver's increment and three-finger swipe), so none of them animates then.
    /// - Parameters:
    ///   - indexPath: The item to centre.
    ///   - animated: Whether to animate (`setContentOffset(_:animated:)`) when Reduce Motion is off;
    ///     ``centeredItemDidChange`` is called when the animation arrives, not for the items on the way.
    public func scrollToItem(at indexPath: IndexPath, animated: Bool) {
        guard let collectionView else { return }
        // Data changed since the last layout pass: lay out first, so that the item exists.
        if state.needsLayoutBeforeScrolling { collectionView.layoutIfNeeded() }
        guard let offset = contentOffset(centering: indexPath) else { return }
        let animates = animated && !UIAccessibility.isReduceMotionEnabled && offset != collectionView.contentOffset
        state.beginScroll(to: offset, animated: animates, centering: ElementIndex(indexPath), now: Date())
        collectionView.setContentOffset(offset, animated: animates)
    }

    /// Reports the centred item if the collection view is at rest and the layout is prepared for
    /// what it shows (see ``centeredItemDidChange``); otherwise a later check will.
    func reportCenteredItemIfResting() {
        guard let collectionView else { return }
        let check = state.checkCenteredItem(
            at: collectionView.contentOffset, isTouched: collectionView.isTracking || collectionView.isDragging,
            isDecelerating: collectionView.isDecelerating, now: Date())
        switch check {
        case .wait, .unchanged: return
        case .poll: centeredItemTracker.poll(self)
        case .report(let item): centeredItemTracker.onChange?(item.map(IndexPath.init))
        }
    }
}
#endif
