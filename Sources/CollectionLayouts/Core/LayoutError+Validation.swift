import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The checks configuration initializers run, each returning the value or throwing a
/// ``LayoutError`` that names the parameter.
package enum Validate {
    /// The largest length a configuration accepts (item sides, spacings, insets, header and
    /// footer heights), in points, so that no content size or distance can overflow: a million is
    /// far beyond any screen. (Values from a running app are clamped instead, to
    /// `LayoutEnvironment.maximumExtent`.)
    package static let maximumLength: CGFloat = 1_000_000
    /// The smallest item side a configuration accepts, in points: a thousandth of a point, far
    /// below a pixel. Smaller items vanish in the rounding of their own positions.
    package static let minimumItemLength: CGFloat = 0.001

    /// A finite number.
    package static func finite(_ value: CGFloat, _ parameter: String) throws(LayoutError) -> CGFloat {
        guard value.isFinite else { throw .notFinite(parameter: parameter, value: Double(value)) }
        return value
    }

    /// A finite number that is not negative.
    package static func nonNegative(_ value: CGFloat, _ parameter: String) throws(LayoutError) -> CGFloat {
        let v = try finite(value, parameter)
        guard v >= 0 else { throw .tooSmall(parameter: parameter, value: Double(v), minimum: 0, inclusive: true) }
        return v
    }

    /// A finite number greater than 0.
    package static func positive(_ value: CGFloat, _ parameter: String) throws(LayoutError) -> CGFloat {
        let v = try finite(value, parameter)
        guard v > 0 else { throw .tooSmall(parameter: parameter, value: Double(v), minimum: 0, inclusive: false) }
        return v
    }

    /// A finite number in `range`.
    package static func inRange(
        _ value: CGFloat, _ range: ClosedRange<CGFloat>, _ parameter: String
    ) throws(LayoutError) -> CGFloat {
        let v = try finite(value, parameter)
        guard v >= range.lowerBound else {
            throw .tooSmall(parameter: parameter, value: Double(v), minimum: Double(range.lowerBound), inclusive: true)
        }
        guard v <= range.upperBound else {
            throw .tooLarge(parameter: parameter, value: Double(v), maximum: Double(range.upperBound))
        }
        return v
    }

    /// A size whose width and height are both finite and greater than 0.
    package static func positive(_ size: CGSize, _ parameter: String) throws(LayoutError) -> CGSize {
        CGSize(
            width: try positive(size.width, "\(parameter).width"),
            height: try positive(size.height, "\(parameter).height"))
    }

    /// Insets whose values are all finite and not negative.
    package static func nonNegative(_ insets: LayoutInsets, _ parameter: String) throws(LayoutError) -> LayoutInsets {
        LayoutInsets(
            top: try nonNegative(insets.top, "\(parameter).top"),
            left: try nonNegative(insets.left, "\(parameter).left"),
            bottom: try nonNegative(insets.bottom, "\(parameter).bottom"),
            right: try nonNegative(insets.right, "\(parameter).right"))
    }

    /// An integer of at least `minimum`.
    package static func atLeast(_ value: Int, _ minimum: Int, _ parameter: String) throws(LayoutError) -> Int {
        guard value >= minimum else {
            throw .tooSmall(parameter: parameter, value: Double(value), minimum: Double(minimum), inclusive: true)
        }
        return value
    }

    /// A length from 0 to ``maximumLength``.
    package static func length(_ value: CGFloat, _ parameter: String) throws(LayoutError) -> CGFloat {
        try inRange(value, 0...maximumLength, parameter)
    }

    /// An item size whose sides are finite and from ``minimumItemLength`` to ``maximumLength``
    /// (a side that is not positive is reported as such).
    @_spi(Tools) public static func itemSize(_ size: CGSize, _ parameter: String) throws(LayoutError) -> CGSize {
        let checked = try positive(size, parameter)
        let range = minimumItemLength...maximumLength
        return CGSize(
            width: try inRange(checked.width, range, "\(parameter).width"),
            height: try inRange(checked.height, range, "\(parameter).height"))
    }

    /// Insets whose values are all finite, not negative and at most ``maximumLength``.
    package static func insets(_ insets: LayoutInsets, _ parameter: String) throws(LayoutError) -> LayoutInsets {
        let checked = try nonNegative(insets, parameter)
        for (value, edge) in [
            (checked.top, "top"), (checked.left, "left"), (checked.bottom, "bottom"), (checked.right, "right"),
        ] {
            _ = try length(value, "\(parameter).\(edge)")
        }
        return checked
    }
}
