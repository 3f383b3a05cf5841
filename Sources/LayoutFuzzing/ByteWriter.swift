import Foundation

/// Writes the bytes that a ``ByteReader`` reads back as chosen values: how a committed corpus
/// entry that stands for a named input is made, so that it can be made again (see
/// ``CornerCases/circlesCorpus()``).
///
/// Each method writes what the reader's method of the same name reads, exactly: numbers as their
/// raw bits (the palette's last selector), counts and integers through the branch that holds them.
/// A value the reader cannot give back exactly is a programming error and traps.
public struct ByteWriter: Sendable {
    /// The bytes written so far.
    public private(set) var bytes: [UInt8] = []

    /// An empty writer.
    public init() {}

    /// One byte, for ``ByteReader/byte()``.
    public mutating func byte(_ value: UInt8) { bytes.append(value) }

    /// Two bytes, for ``ByteReader/uint16()``.
    public mutating func uint16(_ value: UInt16) {
        byte(UInt8(value >> 8))
        byte(UInt8(value & 0xFF))
    }

    /// Eight bytes, for ``ByteReader/uint64()``.
    public mutating func uint64(_ value: UInt64) {
        for shift in stride(from: 56, through: 0, by: -8) { byte(UInt8((value >> UInt64(shift)) & 0xFF)) }
    }

    /// A byte, for ``ByteReader/bool()``.
    public mutating func bool(_ value: Bool) { byte(value ? 1 : 0) }

    /// Any number, NaN and infinities included, for ``ByteReader/double(typical:)`` and
    /// ``ByteReader/length(typical:least:most:)``: the palette's raw-bits selector (31) and the
    /// number's eight bytes.
    public mutating func double(_ value: CGFloat) {
        byte(31)
        uint64(Double(value).bitPattern)
    }

    /// A size, for ``ByteReader/size(typical:)`` and ``ByteReader/lengthSize(typical:least:most:)``.
    public mutating func size(_ value: CGSize) {
        double(value.width)
        double(value.height)
    }

    /// A point, for ``ByteReader/point(typical:)``.
    public mutating func point(_ value: CGPoint) {
        double(value.x)
        double(value.y)
    }

    /// `value`, for ``ByteReader/int(in:)`` over `range` (nothing when the range holds one value).
    /// - Precondition: `range` holds `value` and fewer than 65,536 values.
    public mutating func int(_ value: Int, in range: ClosedRange<Int>) {
        precondition(range.contains(value) && range.upperBound - range.lowerBound < 65_536, "\(value) in \(range)")
        if range.upperBound > range.lowerBound { uint16(UInt16(value - range.lowerBound)) }
    }

    /// `value`, for ``ByteReader/count(maximum:)``.
    /// - Precondition: `value` is from 0 to 2,000, or to `maximum` when that is below 65,536.
    public mutating func count(_ value: Int, maximum: Int) {
        switch value {
        case 0: byte(0)
        case 1: byte(1)
        case ...20:
            byte(2)
            int(value, in: 0...20)
        case ...200:
            byte(9)
            int(value, in: 0...200)
        case ...2_000:
            byte(12)
            int(value, in: 0...2_000)
        default:
            byte(13)
            int(value, in: 0...maximum)
        }
    }

    /// Insets, for ``ByteReader/insets(typical:)`` and ``ByteReader/lengthInsets(typical:)``.
    public mutating func insets(_ value: LayoutInsets) {
        guard value != .zero else { return bool(false) }
        bool(true)
        for side in [value.top, value.left, value.bottom, value.right] { double(side) }
    }

    /// An environment, for ``ByteReader/environment(maximumItems:)``.
    /// - Precondition: the environment is one the reader can give: at most 2,000 sections, every
    ///   section after the first from −1 to 8 items when there are more than six, at most
    ///   `maximumItems` in all, no per-section sizes and a cycle of at most eight, no
    ///   supplementary heights and a Dynamic Type scale of 1.
    public mutating func environment(_ e: LayoutEnvironment, maximumItems: Int) {
        precondition(e.supplementaryHeights.isEmpty && e.dynamicTypeScale == 1, "not read from bytes")
        precondition(e.itemCounts.reduce(0) { $0 + Swift.max(0, $1) } <= maximumItems, "more than \(maximumItems)")
        size(e.boundsSize)
        point(e.contentOffset)
        insets(e.contentInsets)
        bool(e.layoutDirection == .rightToLeft)
        let counts = e.itemCounts
        switch counts.count {
        case 0: byte(0)
        case 1: byte(1)
        case 2...6:
            byte(6)
            int(counts.count, in: 2...6)
        default:
            byte(7)
            int(counts.count, in: 0...2_000)
        }
        for (section, n) in counts.enumerated() {
            if counts.count > 6 && section > 0 { int(n, in: -1...8) } else { count(n, maximum: maximumItems) }
        }
        switch e.itemSizes {
        case .none:
            byte(0)
        case .uniform(let value):
            byte(4)
            size(value)
        case .cycle(let sizes):
            byte(5)
            int(sizes.count, in: 0...8)
            sizes.forEach { size($0) }
        case .perSection:
            preconditionFailure("per-section sizes are not written")
        }
    }

    /// The bytes that end every named corpus entry, which the checker reads as its queries
    /// (rects, offsets, velocities): (53·k + 7) mod 256 for k from 0 to 95, as in the first ones.
    public mutating func queries() {
        for k in 0..<96 { byte(UInt8((53 * k + 7) % 256)) }
    }
}
