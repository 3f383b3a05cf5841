import Foundation
import LayoutFuzzing

/// The property tests' own driver: `count` inputs drawn from a fixed seed, so that every run checks
/// the same cases and a failure names the case that broke (rerun it with that index). No shrinking:
/// the inputs are a few dozen bytes or numbers, small enough to read as they are.
struct PropertyDraw {
    private(set) var generator: SeededGenerator
    let index: Int

    /// `1...24` random bytes, read as adversarial numbers by the fuzzer's `ByteReader` palette.
    mutating func numbers(_ count: Int = 8) -> [CGFloat] {
        var reader = ByteReader(bytes(1...24))
        return (0..<count).map { _ in reader.double(typical: -5_000...5_000) }
    }

    mutating func bytes(_ lengths: ClosedRange<Int>) -> [UInt8] {
        generator.bytes(count: Int.random(in: lengths, using: &generator))
    }

    mutating func int(in range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }
}

/// Runs `body` on `count` seeded draws (bounded: exactly `count` calls).
func forAllDraws(count: Int, seed: UInt64 = 0x5EED_C0DE, _ body: (inout PropertyDraw) throws -> Void) rethrows {
    var generator = SeededGenerator(seed: seed)
    for index in 0..<count {
        var draw = PropertyDraw(generator: SeededGenerator(seed: generator.next()), index: index)
        try body(&draw)
    }
}
