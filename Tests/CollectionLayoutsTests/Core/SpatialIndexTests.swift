@_spi(Tools) import CollectionLayouts
import Foundation
import Testing

@Suite("Spatial index")
struct SpatialIndexTests {
    @Test("Small case: overlap is strict, touching edges do not count")
    func small() {
        let frames = [
            CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 10, y: 0, width: 10, height: 10),
            CGRect(x: 5, y: 20, width: 10, height: 10),
        ]
        let index = SpatialIndex(frames: frames, axis: .vertical)
        #expect(index.query(CGRect(x: 0, y: 0, width: 10, height: 10)) == [0])
        #expect(index.query(CGRect(x: 9, y: 9, width: 2, height: 12)) == [0, 1, 2])
        #expect(index.query(CGRect(x: 0, y: 10, width: 30, height: 10)) == [])
        #expect(index.query(CGRect(x: 0, y: 0, width: 0, height: 100)) == [])
        #expect(index.query(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)) == [])
        #expect(SpatialIndex(frames: [], axis: .horizontal).query(CGRect(x: 0, y: 0, width: 1, height: 1)) == [])
    }

    @Test("Random frames of mixed sizes, sorted or not, either axis: equal to a brute-force filter", arguments: 0..<30)
    func matchesBruteForce(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let axis: ScrollAxis = seed % 2 == 0 ? .vertical : .horizontal
        let count = Int.random(in: 0...400, using: &rng)
        var frames = (0..<count).map { i -> CGRect in
            // Mostly flowing along the axis, with a few giants that span far, as real layouts have.
            let along = CGFloat(i) * 7 + .random(in: -30...30, using: &rng)
            let giant = Int.random(in: 0..<40, using: &rng) == 0
            return CGRect(
                along: along, across: .random(in: 0...300, using: &rng),
                length: giant ? 900 : .random(in: 0...60, using: &rng),
                crossLength: .random(in: 0...80, using: &rng), axis: axis)
        }
        if seed % 3 == 0 { frames.shuffle(using: &rng) }
        let index = SpatialIndex(frames: frames, axis: axis)
        for _ in 0..<60 {
            let rect = CGRect(
                x: .random(in: -100...3000, using: &rng), y: .random(in: -100...3000, using: &rng),
                width: .random(in: 0...500, using: &rng), height: .random(in: 0...500, using: &rng))
            let expected = frames.indices.filter { frames[$0].overlaps(rect) }
            #expect(index.query(rect) == expected, "seed \(seed), rect \(rect)")
        }
    }
}
