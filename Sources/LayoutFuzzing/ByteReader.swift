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

    /// Whether any unread byte is left.
    public var isExhausted: Bool { position >= bytes.count }

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
    /// (about one draw in three).
    public mutating func double(typical: ClosedRange<CGFloat> = 0...1000) -> CGFloat {
        let selector = byte() % 32
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
