import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// UIScrollView's deceleration, in the engine, so that snapping can be tested with real flings and
/// the playground animates the way a device does.
///
/// After a release at velocity v0 (points per millisecond), the velocity after t milliseconds is
/// v0 · rate^t. Summed per millisecond, the distance travelled until rest is v0 · rate / (1 − rate):
/// about 499 · v0 at `.normal` and 99 · v0 at `.fast` (Apple, "Designing Fluid Interfaces", 2018).
public enum ScrollPhysics {
    /// The fastest velocity the physics takes, in points per millisecond; faster ones are clamped
    /// to it so that no distance overflows. A finger manages about 10; this is 100,000 times that.
    package static let maximumVelocity: CGFloat = 1_000_000

    /// `velocity` clamped into ±``maximumVelocity``, with a non-finite velocity taken as 0.
    static func clamped(_ velocity: CGFloat) -> CGFloat {
        Swift.min(Swift.max(velocity.finiteOrZero, -maximumVelocity), maximumVelocity)
    }

    /// The distance a fling at `velocity` (points per millisecond) travels until it rests.
    /// A non-finite velocity counts as 0, one beyond ±10⁶ points/ms as that.
    package static func restingDistance(velocity: CGFloat, rate: DecelerationRate = .normal) -> CGFloat {
        let r = rate.rawValue
        return clamped(velocity) * r / (1 - r)
    }

    /// Where a fling from `offset` at `velocity` comes to rest, before any clamping or snapping:
    /// the `proposed` offset UIKit passes to `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`.
    public static func restingOffset(
        from offset: CGPoint, velocity: CGPoint, rate: DecelerationRate = .normal
    ) -> CGPoint {
        CGPoint(
            x: offset.x.finiteOrZero + restingDistance(velocity: velocity.x, rate: rate),
            y: offset.y.finiteOrZero + restingDistance(velocity: velocity.y, rate: rate))
    }

    /// The distance travelled `milliseconds` after a release at `velocity`.
    package static func distance(
        after milliseconds: CGFloat, velocity: CGFloat, rate: DecelerationRate = .normal
    ) -> CGFloat {
        let t = Swift.max(0, milliseconds.finiteOrZero)
        let r = rate.rawValue
        return clamped(velocity) * r * (1 - pow(r, t)) / (1 - r)
    }

    /// The time in milliseconds until a fling at `velocity` slows below `threshold` points per
    /// millisecond; 0 when it is already slower. The default threshold, 0.01 (10 points per
    /// second), is below what an eye notices, so an animation that ends there looks finished.
    package static func duration(
        velocity: CGFloat, rate: DecelerationRate = .normal, threshold: CGFloat = 0.01
    ) -> CGFloat {
        let v = abs(clamped(velocity))
        guard v > threshold, threshold > 0 else { return 0 }
        // The difference of logs, not the log of the quotient, which underflows to log(0) for
        // subnormal thresholds.
        return (log(threshold) - log(v)) / log(rate.rawValue)
    }

    /// The velocity (points per millisecond) whose fling travels exactly `distance` until it
    /// rests: the inverse of ``restingDistance(velocity:rate:)``, for animating a fling to a
    /// snapped target.
    package static func velocity(toTravel distance: CGFloat, rate: DecelerationRate = .normal) -> CGFloat {
        let r = rate.rawValue
        return distance.finiteOrZero * (1 - r) / r
    }
}
