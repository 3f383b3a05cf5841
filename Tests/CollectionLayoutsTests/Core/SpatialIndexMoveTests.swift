@_spi(Tools) import CollectionLayouts
import Foundation
import Testing

/// `SpatialIndex.moveFrames(from:toStarts:)`: the same answers, bit for bit, as an index built
/// from the moved frames, whether they stay in order or not.
@Suite("Spatial index: moving frames along the axis")
struct SpatialIndexMoveTests {
    /// `count` frames down a column, in order, with odd widths and heights.
    private func column(_ count: Int, using rng: inout SeededGenerator) -> [CGRect] {
        var y: CGFloat = 0
        return (0..<count).map { _ in
            let frame = CGRect(
                x: .random(in: 0...300, using: &rng), y: y, width: .random(in: 0.3...80, using: &rng),
                height: .random(in: 0.1...60, using: &rng))
            y += .random(in: 0...40, using: &rng) + 0.1
            return frame
        }
    }

    private func expectSame(_ a: SpatialIndex, _ b: SpatialIndex, _ context: String) {
        #expect(a.count == b.count, "\(context)")
        #expect((0..<a.count).allSatisfy { a[$0] == b[$0] }, "\(context): frames")
        for rect in [
            CGRect(x: 0, y: 0, width: 400, height: 50), CGRect(x: 50, y: 200, width: 100, height: 400),
            CGRect(x: -10, y: -10, width: 1_000, height: 100_000), CGRect(x: 0, y: 700, width: 10, height: 0.5),
        ] {
            #expect(a.query(rect) == b.query(rect), "\(context): \(rect)")
        }
    }

    @Test func movingEverythingBelowAPointKeepsTheOrderAndAgreesWithAFreshIndex() {
        var rng = SeededGenerator(seed: 11)
        for round in 0..<40 {
            let frames = column(Int.random(in: 1...80, using: &rng), using: &rng)
            let position = Int.random(in: 0...frames.count - 1, using: &rng)
            // A header above `position` grew or shrank: everything from there moves by the same amount.
            let shift = CGFloat.random(in: -frames[position].minY...300, using: &rng)
            let moved = frames.enumerated().map {
                $0.offset >= position ? $0.element.offsetBy(dx: 0, dy: shift) : $0.element
            }
            var index = SpatialIndex(frames: frames, axis: .vertical)
            index.moveFrames(from: position, toStarts: moved[position...].map(\.minY))
            expectSame(index, SpatialIndex(frames: moved, axis: .vertical), "round \(round)")
        }
    }

    @Test func framesMovedOutOfOrderAreSortedAgain() {
        var rng = SeededGenerator(seed: 12)
        for round in 0..<40 {
            let frames = column(Int.random(in: 2...60, using: &rng), using: &rng)
            let position = Int.random(in: 0...frames.count - 1, using: &rng)
            let moved = frames.enumerated().map {
                $0.offset >= position
                    ? $0.element.offsetBy(dx: 0, dy: .random(in: -500...500, using: &rng)) : $0.element
            }
            var index = SpatialIndex(frames: frames, axis: .vertical)
            index.moveFrames(from: position, toStarts: moved[position...].map(\.minY))
            expectSame(index, SpatialIndex(frames: moved, axis: .vertical), "round \(round)")
            // And moved back into order, from an index that no longer keeps the identity order.
            index.moveFrames(from: position, toStarts: frames[position...].map(\.minY))
            expectSame(index, SpatialIndex(frames: frames, axis: .vertical), "round \(round), back")
        }
    }

    @Test func aHorizontalIndexMovesAlongX() {
        let frames = (0..<10).map { CGRect(x: CGFloat($0) * 30, y: CGFloat($0 % 3) * 7, width: 25, height: 20) }
        let moved = frames.enumerated().map { $0.offset >= 4 ? $0.element.offsetBy(dx: 12.5, dy: 0) : $0.element }
        var index = SpatialIndex(frames: frames, axis: .horizontal)
        index.moveFrames(from: 4, toStarts: moved[4...].map(\.minX))
        expectSame(index, SpatialIndex(frames: moved, axis: .horizontal), "horizontal")
        var empty = SpatialIndex(frames: [], axis: .vertical)
        empty.moveFrames(from: 0, toStarts: [])
        #expect(empty.count == 0)
    }
}
