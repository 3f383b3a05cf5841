#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
import Foundation
import LayoutFuzzing

/// Random numbers from the fuzzer's bytes, eight at a time, then from a generator seeded with them.
struct SessionBytesGenerator: RandomNumberGenerator {
    private let bytes: [UInt8]
    private var position = 0
    private var rest: SeededGenerator

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        // FNV-1a over the bytes: the numbers after them still depend on all of them.
        var seed: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { seed = (seed ^ UInt64(byte)) &* 0x100_0000_01B3 }
        rest = SeededGenerator(seed: seed)
    }

    /// Whether every byte has been used.
    var isExhausted: Bool { position >= bytes.count }

    mutating func next() -> UInt64 {
        guard position < bytes.count else { return rest.next() }
        var value: UInt64 = 0
        for _ in 0..<8 {
            // Past the end, the generator's bits fill the number: a draw never sees a run of zeros
            // (which `random(in:)` would reject without end).
            let byte = position < bytes.count ? UInt64(bytes[position]) : rest.next() & 0xFF
            value = value << 8 | byte
            position += 1
        }
        return value
    }
}
#endif
