import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Distances from the four edges of a rectangle, like `UIEdgeInsets`.
///
/// `left` and `right` are physical edges, as in UIKit: they do not swap in right-to-left layouts.
public struct LayoutInsets: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The room at the top, in points.
    public var top: CGFloat
    /// The room at the left edge, in points (a physical edge: right to left does not swap it).
    public var left: CGFloat
    /// The room at the bottom, in points.
    public var bottom: CGFloat
    /// The room at the right edge, in points.
    public var right: CGFloat

    /// Creates insets. Every value defaults to 0.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all value: CGFloat) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// No insets.
    public static let zero = LayoutInsets()

    /// `left + right`.
    package var horizontal: CGFloat { left + right }
    /// `top + bottom`.
    package var vertical: CGFloat { top + bottom }

    /// Whether every value is a finite number that is not negative.
    package var isValid: Bool {
        [top, left, bottom, right].allSatisfy { $0.isFinite && $0 >= 0 }
    }

    /// The insets with every non-finite or negative value replaced by 0.
    package var clamped: LayoutInsets {
        LayoutInsets(
            top: top.clampedLength, left: left.clampedLength,
            bottom: bottom.clampedLength, right: right.clampedLength)
    }

    /// The inset before the content along `axis` (top or left).
    package func leading(along axis: ScrollAxis) -> CGFloat { axis == .horizontal ? left : top }
    /// The inset after the content along `axis` (bottom or right).
    package func trailing(along axis: ScrollAxis) -> CGFloat { axis == .horizontal ? right : bottom }

    public var description: String { "(top: \(top), left: \(left), bottom: \(bottom), right: \(right))" }
}
