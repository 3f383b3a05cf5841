import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The direction a layout scrolls in.
///
/// Layouts that can scroll either way write their maths once in terms of the scroll axis
/// ("along") and the other axis ("across"), and convert with the helpers below.
public enum ScrollAxis: String, Hashable, Sendable, Codable, CaseIterable {
    /// Scrolling left and right: items follow each other along x.
    case horizontal
    /// Scrolling up and down: items follow each other along y.
    case vertical

    /// The other axis.
    package var cross: ScrollAxis { self == .horizontal ? .vertical : .horizontal }
}

/// The direction in which items are read.
public enum LayoutDirection: String, Hashable, Sendable, Codable, CaseIterable {
    /// Items start at the left, as in English.
    case leftToRight
    /// Items start at the right, as in Arabic and Hebrew: each layout mirrors itself horizontally.
    case rightToLeft
}

extension CGPoint {
    /// The coordinate along `axis`.
    @inlinable package func value(along axis: ScrollAxis) -> CGFloat { axis == .horizontal ? x : y }

    /// A point from its coordinate along `axis` and across it.
    @inlinable package init(along value: CGFloat, across crossValue: CGFloat, axis: ScrollAxis) {
        self = axis == .horizontal ? CGPoint(x: value, y: crossValue) : CGPoint(x: crossValue, y: value)
    }
}

extension CGSize {
    /// The length along `axis`.
    @inlinable package func length(along axis: ScrollAxis) -> CGFloat { axis == .horizontal ? width : height }

    /// A size from its length along `axis` and across it.
    @inlinable package init(along length: CGFloat, across crossLength: CGFloat, axis: ScrollAxis) {
        self =
            axis == .horizontal
            ? CGSize(width: length, height: crossLength)
            : CGSize(width: crossLength, height: length)
    }
}

extension CGRect {
    /// The smallest coordinate along `axis`.
    @inlinable package func minValue(along axis: ScrollAxis) -> CGFloat { axis == .horizontal ? minX : minY }
    /// The largest coordinate along `axis`.
    @inlinable package func maxValue(along axis: ScrollAxis) -> CGFloat { axis == .horizontal ? maxX : maxY }

    /// A rectangle from its extent along `axis` and across it.
    @inlinable package init(
        along origin: CGFloat, across crossOrigin: CGFloat,
        length: CGFloat, crossLength: CGFloat, axis: ScrollAxis
    ) {
        self.init(
            origin: CGPoint(along: origin, across: crossOrigin, axis: axis),
            size: CGSize(along: length, across: crossLength, axis: axis))
    }

    /// Whether the two rectangles share an area of positive size.
    ///
    /// Stricter than `intersects(_:)`: rectangles that only touch along an edge do not overlap,
    /// and an empty rectangle overlaps nothing. Every layout's `elements(in:)` uses this rule.
    @inlinable package func overlaps(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
            && width > 0 && height > 0 && other.width > 0 && other.height > 0
    }

    /// Whether some finite rectangle can overlap this one (``overlaps(_:)``, positive area): a query
    /// rect for which this is false meets no element, and every query answers it with nothing.
    ///
    /// False when the width or height is not positive (an empty, zero-area or null rectangle, a NaN
    /// size), when an edge is NaN (an origin of −∞ with a size of +∞ has a NaN far edge), or when
    /// the rectangle lies wholly at an infinity on either axis (an origin of ±∞ with a finite size).
    /// `CGRect.infinite` and other huge finite rectangles can overlap. A necessary condition only:
    /// the exact `overlaps(_:)` test on each element follows.
    @inlinable package var canOverlapFiniteRects: Bool {
        // A NaN edge fails both comparisons.
        width > 0 && height > 0 && minX < .infinity && maxX > -.infinity && minY < .infinity && maxY > -.infinity
    }

    /// The rectangle mirrored horizontally inside a container of width `containerWidth`.
    @inlinable package func mirroredHorizontally(in containerWidth: CGFloat) -> CGRect {
        CGRect(x: containerWidth - maxX, y: minY, width: width, height: height)
    }
}

extension CGFloat {
    /// The value if it is finite and not negative, otherwise 0: the clamp for lengths that come
    /// from the environment or the data.
    @inlinable package var clampedLength: CGFloat { isFinite && self > 0 ? self : 0 }

    /// The value if it is finite, otherwise 0: the clamp for offsets and velocities.
    @inlinable package var finiteOrZero: CGFloat { isFinite ? self : 0 }

    /// The clamp for content offsets: 0 if not finite, and within ±10¹⁵ points, so that an
    /// offset plus a bounds size never overflows (10¹⁵ is a billion screens).
    @inlinable package var clampedOffset: CGFloat { isFinite ? Swift.min(Swift.max(self, -1e15), 1e15) : 0 }

    /// The value rounded by `rule` and clamped into `range`, as an index; `nan` when the value is
    /// NaN. Never traps: infinities and values beyond `Int` land on the range's ends. The layouts
    /// turn a query's edge (a position divided by a pitch) into the first or last line, slot or
    /// item with it.
    func roundedIndex(_ rule: FloatingPointRoundingRule, in range: ClosedRange<Int>, nan: Int) -> Int {
        guard !isNaN else { return nan }
        let r = rounded(rule)
        if r <= CGFloat(range.lowerBound) { return range.lowerBound }
        if r >= CGFloat(range.upperBound) { return range.upperBound }
        return Int(r)
    }
}
