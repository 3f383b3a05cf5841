import CollectionLayouts
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The centred item's reports as a value: the last item reported, and the target of a scroll of
/// the front's own still on its way. A front reports the centred item once per change, when
/// scrolling has come to rest: no finger down, not decelerating, no animated scroll of its own on
/// its way (``check(at:isTouched:isDecelerating:now:centeredItem:)`` decides); when and how often it
/// checks is the front's (a later turn of the main run loop on UIKit).
package struct CenteredItemReporting: Equatable, Sendable {
    /// What a front does about the centred item at one check.
    package enum Check: Equatable, Sendable {
        /// Nothing now: another event will check again (a finger's release, a prepare).
        case wait
        /// Check again a little later: the content moves (decelerating, or a scroll on its way).
        case poll
        /// Tell the app the centred item (nil: there are no items): it changed since the last report.
        case report(ElementIndex?)
        /// At rest, and the centred item is the one last reported.
        case unchanged
    }

    /// How long an animated scroll may take: UIKit's `setContentOffset(_:animated:)` and AppKit's
    /// animated scrolls take a fraction of a second, so 2 s is only reached by one that will not
    /// arrive.
    package static let animationLimit: TimeInterval = 2

    /// The last item reported: `.none` before the first report.
    package private(set) var lastReported: ElementIndex?? = .none
    /// The target of an animated scroll of the front's own still on its way.
    package private(set) var scrollTarget: CGPoint?
    /// When to stop waiting for ``scrollTarget``: an animation that something else cut short (an
    /// offset set directly) never arrives.
    package private(set) var scrollTargetDeadline: Date?
    /// The item the scroll on its way brings to rest (nil: a scroll to an offset), whose resting
    /// offset is the scroll's target while the content under it does not move.
    package private(set) var scrollItem: ElementIndex?
    /// Whether the content moved under the scroll on its way since its target was set (a header
    /// or footer took its measured height): the scroll then also arrives where its item rests now
    /// (the offset's adjustment moved it there), or at its target (where an animation that
    /// ignores the adjustment lands).
    package private(set) var contentMovedUnderScroll = false

    /// Nothing reported, no scroll on its way.
    package init() {}

    /// Sets (or, with nil, forgets) the target of a scroll of the front's own, which may take up
    /// to ``animationLimit`` from `now`, bringing `item` (nil: none) to rest.
    package mutating func setScrollTarget(_ target: CGPoint?, item: ElementIndex? = nil, now: Date) {
        scrollTarget = target
        scrollItem = target == nil ? nil : item
        scrollTargetDeadline = target.map { _ in now.addingTimeInterval(Self.animationLimit) }
        contentMovedUnderScroll = false
    }

    /// Notes that the content moved under the scroll on its way, if there is one (nothing
    /// otherwise).
    package mutating func noteContentMoved() {
        if scrollTarget != nil { contentMovedUnderScroll = true }
    }

    /// Whether `offset` is at `target`, within half a point: the frameworks' animations land on
    /// their target exactly.
    package static func isAt(_ target: CGPoint, _ offset: CGPoint) -> Bool {
        abs(offset.x - target.x) <= 0.5 && abs(offset.y - target.y) <= 0.5
    }

    /// Ends the wait for the scroll on its way: it arrived where its item rests since the
    /// content moved under it, not at the target it set out for.
    package mutating func scrollArrivedElsewhere() {
        cancelScroll()
    }

    /// Forgets the target of the scroll on its way: the user took over.
    package mutating func cancelScroll() {
        scrollTarget = nil
        scrollItem = nil
        scrollTargetDeadline = nil
        contentMovedUnderScroll = false
    }

    /// Forgets the last report, so that the next check reports whatever is centred.
    package mutating func reset() {
        lastReported = .none
    }

    /// The check with the view at `offset`, whose centred item there is `centeredItem`: wait while
    /// a finger is down (its release checks again), poll while the content decelerates or a scroll
    /// of the front's own has not arrived (within half a point: the frameworks' animations land on
    /// the target exactly) before its deadline, else report the item if it changed.
    package mutating func check(
        at offset: CGPoint, isTouched: Bool, isDecelerating: Bool, now: Date, centeredItem: ElementIndex?
    ) -> Check {
        guard !isTouched else { return .wait }
        guard !isDecelerating else { return .poll }
        if let target = scrollTarget {
            let arrived = Self.isAt(target, offset)
            let overdue = scrollTargetDeadline.map { now > $0 } ?? true
            guard arrived || overdue else { return .poll }
            setScrollTarget(nil, now: now)
        }
        if case .some(let last) = lastReported, last == centeredItem { return .unchanged }
        lastReported = .some(centeredItem)
        return .report(centeredItem)
    }
}
