@_spi(Tools) import CollectionLayouts
import Foundation
import Testing

@Suite("Scroll physics")
struct ScrollPhysicsTests {
    @Test("Resting distance: v·r/(1−r), about 499·v at normal and 99·v at fast")
    func restingDistance() {
        #expect(abs(ScrollPhysics.restingDistance(velocity: 1, rate: .normal) - 499) < 1e-9)
        #expect(abs(ScrollPhysics.restingDistance(velocity: -2, rate: .fast) - (-198)) < 1e-9)
        #expect(ScrollPhysics.restingDistance(velocity: CGFloat.nan) == 0)
        #expect(ScrollPhysics.restingDistance(velocity: CGFloat.infinity) == 0)
        let p = ScrollPhysics.restingOffset(from: CGPoint(x: 100, y: 5), velocity: CGPoint(x: 1, y: 0))
        #expect(abs(p.x - 599) < 1e-9 && p.y == 5)
    }

    @Test("Distance over time approaches the resting distance and matches the per-millisecond sum")
    func distanceOverTime() {
        var position: CGFloat = 0, velocity: CGFloat = 3
        for _ in 0..<100 {
            velocity *= 0.998
            position += velocity
        }
        #expect(abs(ScrollPhysics.distance(after: 100, velocity: 3) - position) < 1e-6)
        #expect(
            abs(ScrollPhysics.distance(after: 1e7, velocity: 3) - ScrollPhysics.restingDistance(velocity: 3)) < 1e-6)
        #expect(ScrollPhysics.distance(after: -5, velocity: 3) == 0)
    }

    @Test("Duration until the fling is slower than the threshold, and the inverse velocity")
    func durationAndInverse() {
        let t = ScrollPhysics.duration(velocity: 2, rate: .fast, threshold: 0.01)
        #expect(abs(2 * pow(0.99, t) - 0.01) < 1e-9)
        #expect(ScrollPhysics.duration(velocity: 0.001) == 0)
        let v = ScrollPhysics.velocity(toTravel: 300, rate: .normal)
        #expect(abs(ScrollPhysics.restingDistance(velocity: v) - 300) < 1e-9)
    }

    @Test("Deceleration rates clamp nonsense into (0, 1)")
    func rates() {
        #expect(DecelerationRate.normal.rawValue == 0.998)
        #expect(DecelerationRate.fast.rawValue == 0.99)
        #expect(DecelerationRate(rawValue: 2).rawValue == 0.9999)
        #expect(DecelerationRate(rawValue: -1).rawValue == 0.5)
        #expect(DecelerationRate(rawValue: CGFloat.nan) == .normal)
    }
}

@Suite("Page snapping")
struct PageSnappingTests {
    let snapping = PageSnapping.standard

    @Test("A slow release settles on the page nearest the projection")
    func slowRelease() {
        #expect(snapping.targetPage(current: 2.4, projected: 2.45, velocity: 0.1, pageCount: 10) == 2)
        #expect(snapping.targetPage(current: 2.6, projected: 2.55, velocity: -0.1, pageCount: 10) == 3)
        #expect(snapping.targetPage(current: 3, projected: 3, velocity: 0, pageCount: 10) == 3)
    }

    @Test("A flick moves at least one page and never against the fling")
    func flick() {
        #expect(snapping.targetPage(current: 3, projected: 3.2, velocity: 0.5, pageCount: 10) == 4)
        #expect(snapping.targetPage(current: 3, projected: 2.8, velocity: -0.5, pageCount: 10) == 2)
        #expect(snapping.targetPage(current: 3.9, projected: 4.1, velocity: 0.5, pageCount: 10) == 4)
        #expect(snapping.targetPage(current: 3.1, projected: 2.9, velocity: -0.5, pageCount: 10) == 3)
    }

    @Test("A fast fling goes as far as the projection, capped when asked, clamped to the pages")
    func fastFling() {
        #expect(snapping.targetPage(current: 1, projected: 6.4, velocity: 3, pageCount: 10) == 6)
        #expect(snapping.targetPage(current: 1, projected: 60, velocity: 30, pageCount: 10) == 9)
        #expect(snapping.targetPage(current: 5, projected: -60, velocity: -30, pageCount: 10) == 0)
        #expect(snapping.targetPage(current: 5, projected: -60, velocity: -30, pageCount: nil) == -60)
        let capped = PageSnapping(maximumItemsPerFling: 2)
        #expect(capped.targetPage(current: 1, projected: 6.4, velocity: 3, pageCount: 10) == 3)
        #expect(capped.targetPage(current: 1.5, projected: -6.4, velocity: -3, pageCount: 10) == 0)
        #expect(PageSnapping(maximumItemsPerFling: 0).maximumItemsPerFling == 1)
    }

    @Test("Nonsense input: no pages, NaN and infinities give a valid page")
    func nonsense() {
        #expect(snapping.targetPage(current: 1, projected: 2, velocity: 1, pageCount: 0) == 0)
        #expect(
            snapping.targetPage(current: CGFloat.nan, projected: CGFloat.nan, velocity: CGFloat.nan, pageCount: 5) == 0)
        #expect(
            snapping.targetPage(current: 2, projected: CGFloat.infinity, velocity: CGFloat.infinity, pageCount: 5) == 2)
        #expect(snapping.targetPage(current: 1e300, projected: 1e300, velocity: 1, pageCount: nil) == Int(Int32.max))
    }

    @Test(
        "Simulated flings: the target is a page, in range, never against the fling",
        arguments: [DecelerationRate.normal, .fast])
    func simulated(rate: DecelerationRate) {
        var rng = SeededGenerator(seed: 7)
        let pitch: CGFloat = 250
        for _ in 0..<2000 {
            let current = CGFloat.random(in: 0...(pitch * 19), using: &rng)
            let velocity = CGFloat.random(in: -8...8, using: &rng)
            let projected = ScrollPhysics.restingOffset(
                from: CGPoint(x: current, y: 0), velocity: CGPoint(x: velocity, y: 0), rate: rate
            ).x
            let page = snapping.targetPage(
                current: current / pitch, projected: projected / pitch, velocity: velocity, pageCount: 20)
            #expect((0..<20).contains(page))
            let target = CGFloat(page) * pitch
            if velocity >= snapping.flickVelocity && current < 19 * pitch { #expect(target > current) }
            if velocity <= -snapping.flickVelocity && current > 0 { #expect(target < current) }
        }
    }
}
