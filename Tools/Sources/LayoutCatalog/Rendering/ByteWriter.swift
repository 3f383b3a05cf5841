import Foundation

/// A reusable output buffer of fixed capacity that formats text and numbers itself and hands its
/// bytes to `sink` each time it fills: the streaming writers' one buffer, so memory stays at its
/// capacity whatever the element count.
package final class ByteWriter {
    /// 256 KiB: a system call per 256 KiB is noise, and the buffer stays within the L2 cache. 64 KiB
    /// measured the same (1M grid elements as JSON to /dev/null: 0.27–0.33 s against 0.27–0.28 s),
    /// so the size is not critical; a quarter of the system calls on a pipe.
    package static let defaultCapacity = 256 * 1024

    private let base: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    private var count = 0
    private let sink: (UnsafeRawBufferPointer) throws -> Void

    /// - Parameter sink: Called with each full buffer, in order, and with the rest by ``flush()``;
    ///   the bytes are valid only during the call.
    package init(capacity: Int = ByteWriter.defaultCapacity, sink: @escaping (UnsafeRawBufferPointer) throws -> Void) {
        precondition(capacity >= 1024)
        self.capacity = capacity
        base = .allocate(capacity: capacity)
        self.sink = sink
    }

    deinit { base.deallocate() }

    /// Hands what is buffered to the sink.
    package func flush() throws {
        guard count > 0 else { return }
        let n = count
        count = 0
        try sink(UnsafeRawBufferPointer(start: base, count: n))
    }

    /// Makes room for `n` more bytes, flushing when they do not fit.
    @inline(__always)
    private func reserve(_ n: Int) throws {
        if count + n > capacity { try flush() }
    }

    @inline(__always)
    package func byte(_ b: UInt8) throws {
        if count == capacity { try flush() }
        base[count] = b
        count += 1
    }

    /// ASCII or UTF-8 text, copied as it is.
    package func raw(_ s: StaticString) throws {
        let n = s.utf8CodeUnitCount
        if n > capacity {
            try flush()
            try sink(UnsafeRawBufferPointer(start: s.utf8Start, count: n))
            return
        }
        try reserve(n)
        (base + count).update(from: s.utf8Start, count: n)
        count += n
    }

    /// `text`, then `value` as a JSON number: a key and its value.
    @inline(__always)
    package func raw(_ text: StaticString, then value: Double) throws {
        try raw(text)
        try number(value)
    }

    /// `text`, then `value` as a JSON number: a key and its value.
    @inline(__always)
    package func raw(_ text: StaticString, then value: Int) throws {
        try raw(text)
        try int(value)
    }

    /// Text copied as it is (no escaping).
    package func raw(_ s: String) throws {
        var s = s
        try s.withUTF8 { bytes in
            if bytes.count > capacity {
                try flush()
                try sink(UnsafeRawBufferPointer(bytes))
                return
            }
            try reserve(bytes.count)
            if let start = bytes.baseAddress { (base + count).update(from: start, count: bytes.count) }
            count += bytes.count
        }
    }

    /// `s` as a JSON string, quoted, escaping what JSON must (quotes, backslashes, control
    /// characters) and nothing else (not `/`, as `JSONOutput` writes it).
    package func jsonString(_ s: String) throws {
        try byte(UInt8(ascii: "\""))
        for b in s.utf8 {
            switch b {
            case UInt8(ascii: "\""): try raw("\\\"")
            case UInt8(ascii: "\\"): try raw("\\\\")
            case 0x0A: try raw("\\n")
            case 0x0D: try raw("\\r")
            case 0x09: try raw("\\t")
            case 0..<0x20:
                try raw("\\u00")
                let hex: StaticString = "0123456789abcdef"
                try byte(hex.utf8Start[Int(b >> 4)])
                try byte(hex.utf8Start[Int(b & 15)])
            default: try byte(b)
            }
        }
        try byte(UInt8(ascii: "\""))
    }

    /// An integer in decimal.
    @inline(__always)
    package func int(_ value: Int) throws {
        if value < 0 {
            try byte(UInt8(ascii: "-"))
            try unsigned(value.magnitude)
        } else {
            try unsigned(UInt(value))
        }
    }

    @inline(__always)
    private func unsigned(_ value: UInt) throws {
        if value < 10 {
            try byte(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
            return
        }
        try reserve(20)
        var digits = 1, v = value
        while v >= 10 {
            v /= 10
            digits += 1
        }
        var p = base + count + digits
        v = value
        repeat {
            p -= 1
            p.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: v % 10)
            v /= 10
        } while v > 0
        count += digits
    }

    /// A finite number in its shortest form that reads back as the same `Double`, as `JSONEncoder`
    /// writes it (`Double.description` without a trailing ".0"), except that a negative zero is
    /// written `0`.
    ///
    /// Integers below 10^15, and numbers of at most six decimals between 0.001 and 10^9 (every
    /// number of the grid and the gallery), are formatted here, in 9–22 ns where `description`
    /// takes 31–33 ns; the others (thirds, trigonometry) go through `description`, 49–74 ns with a
    /// heap string above 15 characters (measured on 2 million numbers of each sort, release). The
    /// runtime's own formatter into the buffer (`swift_float64ToString`) is no stable interface:
    /// declared as the standard library declares it, it wrote "1e-.5" for 100 here.
    package func number(_ value: Double) throws {
        precondition(value.isFinite, "a non-finite number has no JSON")
        if value == 0 {
            try byte(UInt8(ascii: "0"))
            return
        }  // also -0
        var a = value
        if a < 0 {
            try byte(UInt8(ascii: "-"))
            a = -a
        }
        // Conversions to and from UInt rather than `rounded()`, a call into libm on x86-64 without
        // SSE4.1 (integers went from 11 to 9.5 ns a number).
        if a < 1e15 {
            let whole = UInt(a)
            if Double(whole) == a {
                try unsigned(whole)
                return
            }
        }
        if a >= 0.001 && a < 1e9 {
            // m = round(a·10^6) < 10^15 is exact, and m / 10^6 == a means the decimal m·10^-6 reads
            // back as a (the division is correctly rounded, as a parser is). Any decimal of k ≤ 6
            // places that reads back as a is m·10^-6 without its trailing zeros (below 10^15 only one
            // decimal of those places is that close to a), so dropping them gives the shortest. One
            // multiplication and one division where trying k = 1…6 took up to six of each (30 ns
            // more for a number that then needs `description`).
            let m = UInt(a * 1e6 + 0.5)  // rounded half up; below 2^52 the addition is exact
            if Double(m) / 1e6 == a {
                try fixed(m)
                return
            }
        }
        var text = a.description  // "1e+16", "0.3333333333333333", "1e-05"
        try text.withUTF8 { bytes in
            var n = bytes.count
            if n >= 2 && bytes[n - 2] == UInt8(ascii: ".") && bytes[n - 1] == UInt8(ascii: "0") { n -= 2 }
            try reserve(n)
            (base + count).update(from: bytes.baseAddress!, count: n)
            count += n
        }
    }

    /// `m · 10^-6` without trailing zeros (m is not a multiple of 10^6).
    private func fixed(_ m: UInt) throws {
        try unsigned(m / 1_000_000)
        try reserve(7)
        base[count] = UInt8(ascii: ".")
        var f = m % 1_000_000
        var i = 6
        while i > 0 {
            base[count + i] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: f % 10)
            f /= 10
            i -= 1
        }
        count += 7
        while base[count - 1] == UInt8(ascii: "0") { count -= 1 }  // stops at a digit: the fraction is not 0
    }

    /// `Double.code(places: 2)`, the SVG renderer's numbers: rounded to two decimals, in the
    /// shortest form, without a trailing ".0", never "-0".
    package func drawingNumber(_ value: Double) throws {
        let r = (value * 100).rounded() / 100 + 0  // `pow(10, 2)` is exactly 100, as `code(places:)` computes it
        if abs(r) < 1e15 { try number(r) } else { try raw(r.code) }
    }
}
