@_spi(Tools) import CollectionLayouts
import Foundation
import Testing

@Suite("Wheel snapping")
struct WheelSnappingTests {
    private func prepare(
        _ configuration: WheelLayout.Configuration = .standard, bounds: CGSize = CGSize(width: 375, height: 667),
        counts: [Int]
    ) -> PreparedWheel {
        WheelLayout(configuration: configuration).prepare(in: LayoutEnvironment(boundsSize: bounds, itemCounts: counts))
    }

    /// The wheel at `offset`, with the item it rests on and that item's angle.
    private func rest(_ wheel: PreparedWheel, at offset: CGPoint) -> (ElementIndex, CGFloat)? {
        var moved = wheel
        moved.updateContentOffset(offset)
        guard let index = moved.centeredItem(at: offset), let a = moved.attributes(for: index) else { return nil }
        return (index, a.transform.rotation)
    }

    @Test(
        "Simulated flings rest with an item upright, never against the fling",
        arguments: [DecelerationRate.normal, .fast])
    func flings(rate: DecelerationRate) throws {
        var rng = SeededGenerator(seed: rate == .normal ? 11 : 12)
        for round in 0..<400 {
            let count = [2, 3, 7, 30, 500][round % 5]
            // Two items need a container narrower than their 266 points to scroll at all.
            let wheel = prepare(bounds: CGSize(width: count == 2 ? 200 : 375, height: 667), counts: [count])
            #expect(wheel.pitch > 0)
            let current = CGPoint(x: .random(in: 0...wheel.maximumOffset, using: &rng), y: 0)
            let v = CGFloat.random(in: -6...6, using: &rng) * (Bool.random(using: &rng) ? 1 : 0.05)
            let velocity = CGPoint(x: v, y: 0)
            let proposed = ScrollPhysics.restingOffset(from: current, velocity: velocity, rate: rate)
            let target = wheel.targetContentOffset(proposed: proposed, velocity: velocity, current: current)
            let context = "round \(round) count \(count) current \(current.x) v \(v)"
            #expect(target.y == 0)
            #expect(target.x >= 0 && target.x <= wheel.maximumOffset, "\(context)")
            // Upright: the item the offset shows is at angle 0.
            let (index, angle) = try #require(rest(wheel, at: target))
            #expect(abs(angle) < 1e-9, "\(context): item \(index) at \(angle)")
            let page = (target.x / wheel.pitch).rounded()
            #expect(abs(target.x - page * wheel.pitch) < 1e-9 * Swift.max(1, target.x), "\(context)")
            // Never against the fling; a flick moves at least one item unless at the end.
            let here = current.x / wheel.pitch
            if v >= wheel.configuration.snapping.flickVelocity {
                #expect(target.x >= current.x, "\(context)")
                #expect(page > here + 1e-9 || Int(page) == count - 1, "\(context)")
            } else if v <= -wheel.configuration.snapping.flickVelocity {
                #expect(target.x <= current.x, "\(context)")
                #expect(page < here - 1e-9 || page == 0, "\(context)")
            } else {
                // A slow release settles on the item nearest where the fling would rest.
                let nearest = Swift.min(Swift.max((proposed.x / wheel.pitch).rounded(), 0), CGFloat(count - 1))
                #expect(page == nearest, "\(context)")
            }
            // A fast fling reaches at least as far as the projection, within the items.
            if abs(v) >= wheel.configuration.snapping.flickVelocity {
                let projected = Swift.min(Swift.max((proposed.x / wheel.pitch).rounded(), 0), CGFloat(count - 1))
                #expect(v > 0 ? page >= projected : page <= projected, "\(context)")
            }
        }
    }

    @Test("Released beyond the ends (rubber-banding): rests on the first or last item")
    func beyondTheEnds() {
        let wheel = prepare(counts: [30])
        for (x, v, expected) in [
            (-300.0, 2.0, 0.0), (-300, -2, 0), (-1e9, 0, 0), (wheel.maximumOffset + 200, 1, wheel.maximumOffset),
            (wheel.maximumOffset + 200, -0.1, wheel.maximumOffset), (1e12, -5, wheel.maximumOffset),
        ] as [(CGFloat, CGFloat, CGFloat)] {
            let current = CGPoint(x: x, y: 0), velocity = CGPoint(x: v, y: 0)
            let proposed = ScrollPhysics.restingOffset(from: current, velocity: velocity)
            let target = wheel.targetContentOffset(proposed: proposed, velocity: velocity, current: current)
            if v > 0.3 && x < 0 {
                // A flick forwards from before the start moves at least to item 1.
                #expect(target.x >= wheel.pitch - 1e-9, "x \(x) v \(v)")
            } else {
                #expect(target.x == expected, "x \(x) v \(v): \(target.x)")
            }
        }
        // The last item rests exactly at the end, upright.
        let last = wheel.targetContentOffset(
            proposed: CGPoint(x: 1e6, y: 0), velocity: CGPoint(x: 9, y: 0), current: CGPoint(x: 3000, y: 0))
        #expect(last.x == 3615)
        #expect(rest(wheel, at: last)?.0 == ElementIndex(0, 29))
    }

    @Test("Non-finite input rests somewhere finite")
    func nonFinite() {
        let wheel = prepare(counts: [30])
        let target = wheel.targetContentOffset(
            proposed: CGPoint(x: CGFloat.nan, y: .infinity), velocity: CGPoint(x: CGFloat.infinity, y: 0),
            current: CGPoint(x: CGFloat.nan, y: 0))
        #expect(target.x.isFinite && target.y.isFinite)
        #expect(wheel.centeredItem(at: CGPoint(x: CGFloat.nan, y: 0)) == ElementIndex(0, 0))
        #expect(wheel.centeredItem(at: CGPoint(x: 1e300, y: 0)) == ElementIndex(0, 29))
    }

    @Test("Sections count as one sequence of positions")
    func sections() {
        let wheel = prepare(counts: [3, 0, 4])
        #expect(wheel.itemCount == 7)
        #expect(wheel.centeredItem(at: CGPoint(x: 3 * wheel.pitch, y: 0)) == ElementIndex(2, 0))
        #expect(wheel.centeredItem(at: CGPoint(x: wheel.maximumOffset, y: 0)) == ElementIndex(2, 3))
        var moved = wheel
        moved.updateContentOffset(CGPoint(x: 3 * wheel.pitch, y: 0))
        #expect(moved.attributes(for: ElementIndex(2, 0))?.transform.rotation == 0)
        #expect(moved.attributes(for: ElementIndex(2, 0))?.zIndex == 3)
    }
}
