import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The fraction of its velocity a scroll view keeps each millisecond after a fling, like
/// `UIScrollView.DecelerationRate`.
public struct DecelerationRate: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The fraction kept per millisecond, in (0, 1).
    public let rawValue: CGFloat

    /// Creates a rate. Values outside (0, 1) or not finite are clamped into [0.5, 0.9999].
    public init(rawValue: CGFloat) {
        self.rawValue = rawValue.isFinite ? Swift.min(Swift.max(rawValue, 0.5), 0.9999) : 0.998
    }

    /// UIScrollView's default: 0.998.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// UIScrollView's `.fast`, used by paging carousels: 0.99.
    public static let fast = DecelerationRate(rawValue: 0.99)

    /// `normal`, `fast`, or the number.
    public var description: String {
        self == .normal ? "normal" : self == .fast ? "fast" : "\(rawValue)"
    }
}
