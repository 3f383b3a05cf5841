import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The snapping rule that paging layouts share (the carousel and the wheel).
///
/// Positions are measured in pages: page `p` rests when the scroll position equals `p`, and
/// positions between pages are fractions. The rules:
/// - the result is always a whole page, inside `0..<pageCount` unless the layout wraps;
/// - a slow release (|velocity| below ``flickVelocity``) settles on the page nearest where the
///   scroll would rest on its own;
/// - a flick never moves against the fling and moves at least one page: with velocity > 0 the
///   target is at least the first page after the current position, with velocity < 0 at most the
///   last page before it;
/// - a fast fling goes as far as the projected resting position reaches, at most
///   ``maximumItemsPerFling`` pages beyond the current one when that is set.
public struct PageSnapping: Hashable, Sendable, Codable {
    /// The speed, in points per millisecond, from which a release counts as a flick. The default
    /// is 0.3 (300 points per second): slower releases settle on the nearest page.
    public var flickVelocity: CGFloat
    /// The most pages one fling may move, or nil for no limit. The default is nil.
    public var maximumItemsPerFling: Int?

    /// Creates a snapping rule; a negative or non-finite flick velocity is taken as 0 and a cap
    /// below 1 as 1.
    public init(flickVelocity: CGFloat = 0.3, maximumItemsPerFling: Int? = nil) {
        self.flickVelocity = flickVelocity.clampedLength
        self.maximumItemsPerFling = maximumItemsPerFling.map { Swift.max(1, $0) }
    }

    /// The default rule.
    public static let standard = PageSnapping()

    /// The page to rest on.
    ///
    /// - Parameters:
    ///   - current: The position at release, in pages.
    ///   - projected: The position where the fling would rest on its own, in pages.
    ///   - velocity: The release velocity along the scroll axis, in points per millisecond, in
    ///     the direction of increasing pages.
    ///   - pageCount: The number of pages, or nil when the pages repeat without end.
    /// - Returns: A whole page; 0 when `pageCount` is 0.
    package func targetPage(current: CGFloat, projected: CGFloat, velocity: CGFloat, pageCount: Int?) -> Int {
        if let pageCount, pageCount <= 0 { return 0 }
        let c = current.isFinite ? current : 0
        let p = projected.isFinite ? projected : c
        let v = velocity.finiteOrZero
        let epsilon: CGFloat = 1e-6
        var target: CGFloat
        if abs(v) < flickVelocity || v == 0 {
            target = p.rounded()
        } else if v > 0 {
            let next = (c + epsilon).rounded(.down) + 1
            target = Swift.max(next, p.rounded())
            if let cap = maximumItemsPerFling { target = Swift.min(target, next + CGFloat(cap - 1)) }
        } else {
            let previous = (c - epsilon).rounded(.up) - 1
            target = Swift.min(previous, p.rounded())
            if let cap = maximumItemsPerFling { target = Swift.max(target, previous - CGFloat(cap - 1)) }
        }
        if let pageCount { target = Swift.min(Swift.max(target, 0), CGFloat(pageCount - 1)) }
        // Keep the result an Int even for absurd positions.
        let limit = CGFloat(Int32.max)
        return Int(Swift.min(Swift.max(target, -limit), limit))
    }
}
