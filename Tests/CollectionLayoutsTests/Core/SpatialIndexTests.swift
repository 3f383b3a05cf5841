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

    /// Frames out of order are sorted by insertion while they are nearly sorted, and by the
    /// standard sort once the insertion has moved them 8 places each on average: both answer as
    /// brute force, ties on the start included.
    @Test(
        "Frames out of order, nearly sorted or far from it, with equal starts: equal to a brute-force filter",
        arguments: ["adjacent pairs swapped", "runs reversed", "all reversed", "equal starts reversed"], [1, 2, 9, 500])
    func unorderedFrames(shape: String, count: Int) {
        let frames = (0..<count).map { i -> CGRect in
            let rank: Int
            switch shape {
            case "adjacent pairs swapped": rank = i ^ 1
            case "runs reversed": rank = (i / 16) * 16 + 15 - i % 16
            case "all reversed": rank = count - 1 - i
            default: rank = (count - 1 - i) / 3
            }
            return CGRect(x: CGFloat(i % 7) * 10, y: CGFloat(rank) * 5, width: 8, height: 12)
        }
        let index = SpatialIndex(frames: frames, axis: .vertical)
        for y in stride(from: CGFloat(-10), through: CGFloat(count) * 5 + 10, by: 3.5) {
            let rect = CGRect(x: 0, y: y, width: 60, height: 9)
            let expected = frames.indices.filter { frames[$0].overlaps(rect) }
            #expect(index.query(rect) == expected, "\(shape), \(count) frames, rect \(rect)")
        }
    }

    @Test(
        "Rows of frames (starts and ends ascending) keep nothing beside them, and answer as brute force through every change of storage",
        arguments: [ScrollAxis.vertical, .horizontal])
    func rowsThroughEveryStorage(axis: ScrollAxis) {
        var rng = SeededGenerator(seed: 27)
        /// Rows of frames from `along` on, one row after another, each row's frames of one length.
        func rows(from along: CGFloat, count: Int) -> [CGRect] {
            var frames: [CGRect] = [], along = along
            while frames.count < count {
                let length = CGFloat(Int.random(in: 0...40, using: &rng))
                var across: CGFloat = 0
                for _ in 0..<Swift.min(count - frames.count, Int.random(in: 1...6, using: &rng)) {
                    let crossLength = CGFloat(Int.random(in: 0...90, using: &rng))
                    frames.append(
                        CGRect(along: along, across: across, length: length, crossLength: crossLength, axis: axis))
                    across += crossLength + 4
                }
                along += length + CGFloat(Int.random(in: 0...8, using: &rng))
            }
            return frames
        }
        func end(_ frames: [CGRect]) -> CGFloat { frames.map { $0.maxValue(along: axis) }.max() ?? 0 }
        func check(_ index: SpatialIndex, _ frames: [CGRect], _ context: String) {
            #expect(index.count == frames.count, "\(context)")
            for _ in 0..<40 {
                let rect = CGRect(
                    along: .random(in: -20...(end(frames) + 20), using: &rng),
                    across: .random(in: -20...400, using: &rng),
                    length: .random(in: 0...120, using: &rng), crossLength: .random(in: 0...300, using: &rng),
                    axis: axis)
                #expect(
                    index.query(rect) == frames.indices.filter { frames[$0].overlaps(rect) }, "\(context), rect \(rect)"
                )
            }
        }
        var frames = rows(from: 0, count: 300)
        // Gathered in runs and one by one, as the gallery writes them: the same index as from the array.
        var gathered = SpatialIndex.Frames(axis: axis)
        var position = 0
        while position < frames.count {
            let run = Swift.min(frames.count - position, Int.random(in: 1...50, using: &rng))
            if run == 1 {
                gathered.append(frames[position])
            } else {
                var pieces = Array(frames[position..<(position + run)])
                pieces.withUnsafeMutableBufferPointer { gathered.append(contentsOf: $0) }
            }
            position += run
        }
        var index = SpatialIndex(gathered)
        check(index, frames, "gathered")
        check(SpatialIndex(frames: frames, axis: axis), frames, "from the array")
        // A feed grows: rows replace the last ones and follow them (starts and ends still ascend).
        for round in 0..<5 {
            let from = Swift.max(0, frames.count - Int.random(in: 0...20, using: &rng))
            let added = rows(from: frames[from...].first?.minValue(along: axis) ?? end(frames), count: 30)
            frames.replaceSubrange(from..., with: added)
            index.replaceFrames(from: from, with: added)
            check(index, frames, "appended rows, round \(round)")
        }
        // A frame that ends before the one above it ends: running ends from then on.
        let last = frames[frames.count - 1]
        let short = CGRect(
            along: last.minValue(along: axis), across: 500, length: 0.5, crossLength: 10, axis: axis)
        let tall = CGRect(
            along: last.minValue(along: axis), across: 520, length: 300, crossLength: 10, axis: axis)
        frames += [tall, short] + rows(from: last.minValue(along: axis) + 1, count: 10)
        index.replaceFrames(from: frames.count - 12, with: Array(frames.suffix(12)))
        check(index, frames, "an end that falls")
        // A frame that starts before the last one: an order from then on.
        frames +=
            [CGRect(along: 3, across: 700, length: 5, crossLength: 5, axis: axis)] + rows(from: end(frames), count: 5)
        index.replaceFrames(from: frames.count - 6, with: Array(frames.suffix(6)))
        check(index, frames, "a start that falls")
        check(SpatialIndex(frames: frames, axis: axis), frames, "built afresh")
    }
}
