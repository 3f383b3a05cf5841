#if !canImport(UIKit)
import Foundation

// Scrolling by the user: a fling (UIKit asks the layout's
// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` where to rest, then
// decelerates there), a drag under the finger, and the steps of a deceleration or an animated
// scroll, one bounds change each.
extension FakeCollectionView {
    /// Flings at `velocity` (points per millisecond): asks the layout where to rest, scrolls there
    /// in ``animationSteps`` bounds changes, and returns the target.
    @discardableResult
    public func fling(velocity: CGPoint) -> CGPoint {
        let target = beginFling(velocity: velocity)
        finishScrolling()
        return target
    }

    /// Starts a fling at `velocity` (points per millisecond): asks the layout where to rest and
    /// returns the target; ``stepScrolling()`` then moves there, decelerating. A fling that rests
    /// where it is does not move (UIKit does not decelerate then).
    @discardableResult
    public func beginFling(velocity: CGPoint) -> CGPoint {
        let rate = decelerationRate.rawValue
        let start = contentOffset
        let proposed = CGPoint(x: start.x + velocity.x * rate / (1 - rate), y: start.y + velocity.y * rate / (1 - rate))
        let target = collectionViewLayout.targetContentOffset(
            forProposedContentOffset: proposed, withScrollingVelocity: velocity)
        events.append(.targetContentOffset(proposed: proposed, velocity: velocity, answer: target))
        motion = target == start ? nil : Motion(start: start, target: target, isDeceleration: true)
        return target
    }

    /// Puts a finger on the content: stops any scroll in progress; `isTracking` and `isDragging` become true.
    public func beginDrag() {
        motion = nil
        touching = true
    }

    /// Moves the content under the finger to `offset` (a bounds change).
    public func drag(to offset: CGPoint) {
        scroll(to: offset)
    }

    /// Lifts the finger at `velocity`: `isTracking` and `isDragging` become false, and the content
    /// flings from where it is (``beginFling(velocity:)``); returns where it will rest.
    @discardableResult
    public func endDrag(velocity: CGPoint) -> CGPoint {
        touching = false
        return beginFling(velocity: velocity)
    }

    /// Makes one bounds change of the fling or animated scroll in progress; returns whether more
    /// are to come. The last step lands exactly on the target, then the deceleration ends.
    @discardableResult
    public func stepScrolling() -> Bool {
        guard var m = motion else { return false }
        let steps = max(animationSteps, 1)
        m.step += 1
        motion = m
        let t = CGFloat(m.step) / CGFloat(steps)
        scroll(
            to: m.step >= steps
                ? m.target
                : CGPoint(x: m.start.x + (m.target.x - m.start.x) * t, y: m.start.y + (m.target.y - m.start.y) * t))
        if m.step >= steps {
            lingering = m.isDeceleration && holdsDecelerationAfterLastStep
            motion = nil
        }
        return motion != nil
    }

    /// Makes every remaining step of the scroll in progress.
    public func finishScrolling() {
        while stepScrolling() {}
    }
}
#endif
