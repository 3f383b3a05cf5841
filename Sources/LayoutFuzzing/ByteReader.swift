import Foundation

/// Turns a byte string into the values a layout can be given, with an adversarial bias.
///
/// Every draw consumes a few bytes; once the bytes run out every byte reads as 0, so any byte
/// string, even an empty one, is a complete input, and the same bytes always give the same values.
/// Numbers come from a palette chosen by one byte: most draws are ordinary values in the range the
/// caller names, the rest are the values that break arithmetic — 0, −0, NaN, ±infinity, the
/// smallest and largest magnitudes, negatives, values next to 0 and 1, and raw bit patterns.
/// libFuzzer mutates the bytes; the property suite draws them at random.
public struct ByteReader: Sendable {
    private let bytes: [UInt8]
    private var position = 0

    /// A reader over `bytes`.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The number of bytes read so far.
    public var consumed: Int { Swift.min(position, bytes.count) }

    /// The next byte, or 0 past the end.
    public mutating func byte() -> UInt8 {
        defer { position += 1 }
        return position < bytes.count ? bytes[position] : 0
    }

    /// A 16-bit value from the next two bytes.
    public mutating func uint16() -> UInt16 {
        UInt16(byte()) << 8 | UInt16(byte())
    }

    /// A 64-bit value from the next eight bytes.
    public mutating func uint64() -> UInt64 {
        var value: UInt64 = 0
        for _ in 0..<8 { value = value << 8 | UInt64(byte()) }
        return value
    }

    /// True or false, from one byte.
    public mutating func bool() -> Bool { byte() & 1 == 1 }

    /// A number in 0...1 from two bytes.
    public mutating func fraction() -> CGFloat { CGFloat(uint16()) / CGFloat(UInt16.max) }

    /// An integer in `range`, from two bytes (ranges wider than 65,536 are covered in steps).
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = range.upperBound.subtractingReportingOverflow(range.lowerBound)
        guard !span.overflow, span.partialValue > 0 else { return range.lowerBound }
        let raw = Int(uint16())
        if span.partialValue < 65_536 { return range.lowerBound + raw % (span.partialValue + 1) }
        return range.lowerBound + Int(Double(span.partialValue) * Double(raw) / 65_535)
    }

    /// One of `choices`, from one byte.
    public mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int(byte()) % choices.count]
    }

    /// A number: usually an ordinary value in `typical`, otherwise one from the adversarial palette
    /// (about one draw in three), and one draw in eight a number of any scale: a positive number
    /// from any binade (``magnitude(exponents:)``), its negative, a subnormal (``subnormal()``) or
    /// exactly 0.
    public mutating func double(typical: ClosedRange<CGFloat> = 0...1000) -> CGFloat {
        let selector = byte()
        // Below 224 a selector reads as it did before the draws of any scale (selector % 32), so
        // that the corpus kept its meaning when they came (each selector of 224 or more in it
        // became selector % 32).
        guard selector >= 224 else { return palette(selector % 32, typical: typical) }
        switch selector {
        case 224..<240: return magnitude()
        case 240..<244: return -magnitude()
        case 244..<252: return subnormal()
        default: return 0
        }
    }

    /// A length a configuration checks (a spacing, an inset, an item's side, a radius), which it
    /// accepts in `least...most`: half the draws are ``double(typical:)``'s palette without the
    /// draws of any scale (adversarial values included: a rejection is a valid outcome), the other
    /// half accepted values of every scale: exactly `least` (0 for a spacing or an inset) one draw
    /// in eight, a subnormal (or, when `least` is above the subnormals, `least` or the numbers
    /// either side of it) one in sixteen, a number from any binade between `least` and `most`
    /// one in four, and `most` or the numbers either side of it one in sixteen. The default
    /// `least` is 0 and `most` a million points, `Validate.maximumLength`.
    public mutating func length(
        typical: ClosedRange<CGFloat>, least: CGFloat = 0, most: CGFloat = 1_000_000
    ) -> CGFloat {
        let selector = byte()
        // Below 128 a selector reads as `double(typical:)`'s did before the draws of any scale
        // (selector % 32): the corpus kept its meaning (each selector of 128 or more in it became
        // selector % 32).
        guard selector >= 128 else { return palette(selector % 32, typical: typical) }
        switch selector {
        case 128..<160:
            return least
        case 160..<176:
            return least < CGFloat.leastNormalMagnitude ? Swift.max(least, subnormal()) : pick(Self.around(least))
        case 176..<240:
            let lowest = Swift.max(least, .leastNonzeroMagnitude).exponent
            return magnitude(exponents: Int(lowest)...Int(Swift.max(most, .leastNonzeroMagnitude).exponent))
        default:
            return pick(Self.around(most))
        }
    }

    /// A size whose sides are drawn with ``length(typical:least:most:)``.
    public mutating func lengthSize(
        typical: ClosedRange<CGFloat>, least: CGFloat = 0, most: CGFloat = 1_000_000
    ) -> CGSize {
        CGSize(
            width: length(typical: typical, least: least, most: most),
            height: length(typical: typical, least: least, most: most))
    }

    /// A positive number of any scale: 2^k · (1 + f), with k uniform in `exponents` and f in
    /// [0, 1) from two bytes (three bytes in all). Exponents below −1022 give subnormals, rounded:
    /// −1074 gives the least nonzero magnitude or twice it. The default, −1074...1023, is every
    /// binade of `Double`, from 5e-324 to 1.8e308.
    public mutating func magnitude(exponents: ClosedRange<Int> = -1074...1023) -> CGFloat {
        let k = int(in: exponents)
        return CGFloat(sign: .plus, exponent: k, significand: 1 + CGFloat(uint16()) / 65_536)
    }

    /// A number at the bottom of the range, from one byte (nine for raw bits): one of
    /// ``subnormals`` (the least nonzero magnitude up to the least normal magnitude), or a
    /// subnormal from raw bits (which may be 0).
    public mutating func subnormal() -> CGFloat {
        let choice = Int(byte() % 8)
        if choice < Self.subnormals.count { return Self.subnormals[choice] }
        return CGFloat(Double(bitPattern: uint64() & (1 << 52 - 1)))
    }

    /// The bottom of the range: the least nonzero magnitude (5e-324), subnormals between, the
    /// largest subnormal and the least normal magnitude (2.2e-308).
    public static let subnormals: [CGFloat] = [
        .leastNonzeroMagnitude, 1e-320, 1e-310, CGFloat.leastNormalMagnitude.nextDown, .leastNormalMagnitude,
    ]

    /// `value` and the numbers either side of it.
    private static func around(_ value: CGFloat) -> [CGFloat] { [value, value.nextUp, value.nextDown] }

    /// The palette of ``double(typical:)`` before the draws of any scale, by a selector below 32.
    private mutating func palette(_ selector: UInt8, typical: ClosedRange<CGFloat>) -> CGFloat {
        switch selector {
        case 0..<20:
            return typical.lowerBound + (typical.upperBound - typical.lowerBound) * fraction()
        case 20:
            return (typical.lowerBound + CGFloat(byte())).rounded()
        case 21:
            return 0
        case 22:
            return -0.0
        case 23:
            return .nan
        case 24:
            return .infinity
        case 25:
            return -.infinity
        case 26:
            return pick(Self.tiny)
        case 27:
            return pick(Self.huge)
        case 28:
            return -(typical.lowerBound + (typical.upperBound - typical.lowerBound) * fraction())
        case 29:
            return -pick(Self.tiny + Self.huge)
        case 30:
            return pick(Self.edges)
        default:
            return CGFloat(Double(bitPattern: uint64()))
        }
    }

    /// Tiny positive magnitudes.
    public static let tiny: [CGFloat] = [.leastNonzeroMagnitude, .leastNormalMagnitude, 1e-300, 1e-12, 1e-6, 0.001]
    /// Huge magnitudes, from large-but-plausible to the largest finite number.
    public static let huge: [CGFloat] = [1e5, 1e6, 1e7, 1e9, 1e12, 1e15, 1e18, 1e100, 1e300, .greatestFiniteMagnitude]
    /// Values at the edges of fractions and of rounding.
    public static let edges: [CGFloat] = [
        1, 0.5, 1.0.nextUp, 1.0.nextDown, 0.5.nextUp, 0.5.nextDown, 2, 0.0.nextUp, 1e-7,
    ]

    /// A size whose width and height are drawn with ``double(typical:)``.
    public mutating func size(typical: ClosedRange<CGFloat> = 0...1000) -> CGSize {
        CGSize(width: double(typical: typical), height: double(typical: typical))
    }

    /// A point whose coordinates are drawn with ``double(typical:)``.
    public mutating func point(typical: ClosedRange<CGFloat> = -1000...10_000) -> CGPoint {
        CGPoint(x: double(typical: typical), y: double(typical: typical))
    }

    /// Insets drawn with ``double(typical:)``: zero half the time.
    public mutating func insets(typical: ClosedRange<CGFloat> = 0...100) -> LayoutInsets {
        guard bool() else { return .zero }
        return LayoutInsets(
            top: double(typical: typical), left: double(typical: typical),
            bottom: double(typical: typical), right: double(typical: typical))
    }

    /// Insets for a configuration, drawn with ``length(typical:least:most:)``: zero half the time.
    public mutating func lengthInsets(typical: ClosedRange<CGFloat> = 0...100) -> LayoutInsets {
        guard bool() else { return .zero }
        return LayoutInsets(
            top: length(typical: typical), left: length(typical: typical),
            bottom: length(typical: typical), right: length(typical: typical))
    }

    /// A scroll axis.
    public mutating func axis() -> ScrollAxis { bool() ? .vertical : .horizontal }

    /// An item count: often 0, 1 or a few; sometimes hundreds or up to `maximum`; sometimes
    /// negative (a count from a running app is clamped to 0).
    public mutating func count(maximum: Int) -> Int {
        switch byte() % 16 {
        case 0: return 0
        case 1: return 1
        case 2..<9: return int(in: 0...20)
        case 9..<12: return int(in: 0...200)
        case 12: return int(in: 0...2_000)
        case 13: return int(in: 0...Swift.max(0, maximum))
        case 14: return Swift.max(0, maximum)
        default: return pick([-1, -1000, Int.min])
        }
    }
}
