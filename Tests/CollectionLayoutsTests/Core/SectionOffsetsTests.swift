@_spi(Tools) import CollectionLayouts
import Foundation
import Testing

@Suite("Section offsets")
struct SectionOffsetsTests {
    /// Every item of `counts` (negative as 0), in flat order: the reference.
    private func flatIndices(_ counts: [Int]) -> [ElementIndex] {
        counts.enumerated().flatMap { section, count in (0..<Swift.max(count, 0)).map { ElementIndex(section, $0) } }
    }

    @Test func smallCaseExactly() {
        let offsets = SectionOffsets(counts: [3, 0, -2, 2, 0])
        #expect(offsets.sectionCount == 5)
        #expect(offsets.total == 5)
        #expect((0...5).map(offsets.start(of:)) == [0, 3, 3, 3, 5, 5])
        #expect((0..<5).map(offsets.count(inSection:)) == [3, 0, 0, 2, 0])
        #expect(
            (0..<5).map(offsets.index(ofFlat:)) == [
                ElementIndex(0, 0), ElementIndex(0, 1), ElementIndex(0, 2),
                ElementIndex(3, 0), ElementIndex(3, 1),
            ])
        #expect(offsets.flatIndex(of: ElementIndex(3, 1)) == 4)
        for missing in [
            ElementIndex(0, 3), ElementIndex(1, 0), ElementIndex(2, 0), ElementIndex(4, 0), ElementIndex(5, 0),
            ElementIndex(-1, 0), ElementIndex(0, -1), ElementIndex(Int.max, Int.max), ElementIndex(Int.min, 0),
        ] {
            #expect(offsets.flatIndex(of: missing) == nil, "\(missing)")
        }
        #expect(offsets.count(inSection: -1) == 0 && offsets.count(inSection: 5) == 0)
    }

    @Test func noSections() {
        let offsets = SectionOffsets(counts: [Int]())
        #expect(offsets.sectionCount == 0 && offsets.total == 0)
        #expect(offsets.flatIndex(of: ElementIndex(0, 0)) == nil)
    }

    /// The total stops at the limit: the section that crosses it keeps what fits, later ones none.
    @Test func limitCutsTheSectionsPastIt() {
        let offsets = SectionOffsets(counts: [4, 5, 3], limit: 6)
        #expect(offsets.total == 6)
        #expect((0..<3).map(offsets.count(inSection:)) == [4, 2, 0])
        #expect(offsets.flatIndex(of: ElementIndex(1, 1)) == 5)
        #expect(offsets.flatIndex(of: ElementIndex(1, 2)) == nil)
        #expect(offsets.flatIndex(of: ElementIndex(2, 0)) == nil)
    }

    /// Counts whose sum passes `Int.max` saturate instead of trapping.
    @Test func hugeCountsSaturate() {
        let offsets = SectionOffsets(counts: [Int.max, Int.max, 7])
        #expect(offsets.total == Int.max)
        #expect(offsets.count(inSection: 1) == 0)
        #expect(offsets.index(ofFlat: Int.max - 1) == ElementIndex(0, Int.max - 1))
        #expect(offsets.flatIndex(of: ElementIndex(2, 0)) == nil)
        #expect(SectionOffsets(counts: [Int.max, 5], limit: Int(Int32.max)).total == Int(Int32.max))
    }

    /// Random sections (many empty): every flat position maps to its index and back, and a cursor
    /// agrees with the binary search for ascending walks, jumps ahead and jumps back.
    @Test(arguments: 0..<20) func randomRoundTrips(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let counts = (0..<Int.random(in: 0...40, using: &rng)).map { _ in
            Bool.random(using: &rng) ? 0 : Int.random(in: -2...12, using: &rng)
        }
        let offsets = SectionOffsets(counts: counts)
        let reference = flatIndices(counts)
        #expect(offsets.total == reference.count, "seed \(seed)")
        for (flat, index) in reference.enumerated() {
            #expect(offsets.index(ofFlat: flat) == index, "seed \(seed)")
            #expect(offsets.flatIndex(of: index) == flat, "seed \(seed)")
        }
        guard !reference.isEmpty else { return }
        var cursor = offsets.cursor()
        for flat in reference.indices { #expect(cursor.index(ofFlat: flat) == reference[flat], "seed \(seed)") }
        var jumping = offsets.cursor()
        for _ in 0..<50 {
            let flat = Int.random(in: 0..<reference.count, using: &rng)
            #expect(jumping.index(ofFlat: flat) == reference[flat], "seed \(seed), flat \(flat)")
        }
    }
}
