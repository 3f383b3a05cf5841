import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The checks configuration initializers run, each returning the value or throwing a
/// ``LayoutError`` that names the parameter.
package enum Validate {
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
    package static func inRange(_ value: CGFloat, _ range: ClosedRange<CGFloat>, _ parameter: String) throws(LayoutError) -> CGFloat {
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
        CGSize(width: try positive(size.width, "\(parameter).width"), height: try positive(size.height, "\(parameter).height"))
    }

    /// Insets whose values are all finite and not negative.
    package static func nonNegative(_ insets: LayoutInsets, _ parameter: String) throws(LayoutError) -> LayoutInsets {
        LayoutInsets(top: try nonNegative(insets.top, "\(parameter).top"),
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
}
