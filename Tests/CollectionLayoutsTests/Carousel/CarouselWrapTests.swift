@_spi(Tools) import CollectionLayouts
import Foundation
import Testing

@Suite("Carousel endless mode")
struct CarouselWrapTests {
    private func wrapping(
        counts: [Int] = [9], direction: LayoutDirection = .leftToRight, side: Bool = false,
        bounds: CGSize = CGSize(width: 375, height: 420)
    ) throws -> PreparedCarousel {
        var c = carousel(
            try .init(sideItemScale: side ? 0.8 : 1, sideItemAlpha: side ? 0.6 : 1, wraps: true),
            bounds: bounds, counts: counts, direction: direction)
        if let first = c.environment.itemCounts.firstIndex(where: { $0 > 0 }) {
            c.updateContentOffset(c.startingContentOffset(centering: ElementIndex(first, 0))!)
        }
        return c
    }

    /// Flings from `from` at `speed` points/ms along x, `.fast`, returning the resting offset.
    private func fling(_ c: PreparedCarousel, from: CGPoint, _ speed: CGFloat) -> CGPoint {
        let velocity = CGPoint(x: speed, y: 0)
        return c.targetContentOffset(
            proposed: ScrollPhysics.restingOffset(from: from, velocity: velocity, rate: .fast),
            velocity: velocity, current: from)
    }

    @Test("A finite content of an odd number of cycles, starting in the middle one")
    func cycles() throws {
        let c = try wrapping()
        #expect(c.cycleCount == 1113)  // ⌈10,000 / 9⌉ = 1112, made odd
        #expect(c.slotCount == 10_017)
        #expect(c.contentSize == CGSize(width: 375 + 10_016 * 250, height: 420))
        #expect(c.startingContentOffset(centering: ElementIndex(0, 4)) == CGPoint(x: CGFloat(556 * 9 + 4) * 250, y: 0))
        #expect(try wrapping(counts: [5000]).cycleCount == 3)
        #expect(try wrapping(counts: [1]).cycleCount == 10_001)
        #expect(try wrapping(counts: [2]).slotCount == 10_002)
        #expect(c.wrapsSeamlessly)
        #expect(try !wrapping(counts: [2]).wrapsSeamlessly)
    }

    @Test(
        "Past the last item comes the first, and before the first the last, flick after flick",
        arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func bothDirections(direction: LayoutDirection) throws {
        var c = try wrapping(direction: direction)
        let forward: CGFloat = direction == .leftToRight ? 1 : -1
        var expected = 0
        for _ in 0..<40 {
            let from = c.environment.contentOffset
            let to = fling(c, from: from, forward)
            expected = (expected + 1) % 9
            #expect(abs(to.x - from.x) == 250)
            #expect(c.centeredItem(at: to) == ElementIndex(0, expected))
            c.updateContentOffset(to)
            // The centred item is the one the page index names, exactly in the middle.
            #expect(c.attributes(for: ElementIndex(0, expected))!.center.x == to.x + 187.5)
        }
        for _ in 0..<100 {
            let from = c.environment.contentOffset
            let to = fling(c, from: from, -forward)
            expected = (expected + 8) % 9
            #expect(c.centeredItem(at: to) == ElementIndex(0, expected))
            c.updateContentOffset(to)
        }
        #expect(expected == (40 - 100 + 900) % 9)
        // A fast fling crosses the wrap point many items at once.
        let from = c.environment.contentOffset
        let far = fling(c, from: from, 12 * forward)
        let moved = Int(abs(far.x - from.x) / 250)
        #expect(moved == Int((12 * 99 / 250 as CGFloat).rounded()))
        #expect(c.centeredItem(at: far) == ElementIndex(0, (expected + moved) % 9))
    }

    @Test("Far from the middle: near the content's ends the page index and snapping stay right")
    func farAway() throws {
        var c = try wrapping()
        let last = c.slotCount - 1
        for slot in [0, 1, 8, 9, 17, 5000, last - 9, last - 1, last] {
            let offset = CGPoint(x: CGFloat(slot) * 250, y: 0)
            c.updateContentOffset(offset)
            #expect(c.centeredItem(at: offset) == ElementIndex(0, slot % 9), "slot \(slot)")
            #expect(c.contentOffset(centering: ElementIndex(0, slot % 9)) == offset, "slot \(slot)")
            let forward = fling(c, from: offset, 1), back = fling(c, from: offset, -1)
            #expect(forward.x == CGFloat(Swift.min(slot + 1, last)) * 250, "slot \(slot)")
            #expect(back.x == CGFloat(Swift.max(slot - 1, 0)) * 250, "slot \(slot)")
            let visible = c.elements(in: c.environment.visibleRect)
            #expect(
                visible.first { $0.center.x == offset.x + 187.5 }?.index == ElementIndex(0, slot % 9), "slot \(slot)")
            LayoutInvariants.check(
                c, as: .carousel, rects: [c.environment.visibleRect.insetBy(dx: -600, dy: 0)], context: "slot \(slot)")
        }
        // The documented end: a fling at the very last slot stays there.
        #expect(fling(c, from: CGPoint(x: CGFloat(last) * 250, y: 0), 10).x == CGFloat(last) * 250)
    }

    @Test("With enough items a query equals every slot's instance the test computes itself", arguments: [false, true])
    func seamless(side: Bool) throws {
        var c = try wrapping(side: side)
        let start = c.environment.contentOffset.x
        for k in -700...700 {
            let x = start + CGFloat(k) * 7.3
            c.updateContentOffset(CGPoint(x: x, y: 0))
            let visible = c.environment.visibleRect
            // Independently: slot j is centred at 187.5 + 250 j and shows item j mod 9, 240 wide,
            // scaled down to 0.8 one pitch from the middle when side items are on.
            let expected = (0..<c.slotCount).filter { j in
                let centre = 187.5 + 250 * CGFloat(j)
                let half = side ? 120 * (1 - 0.2 * Swift.min(abs(centre - visible.midX) / 250, 1)) : 120
                return centre + half > visible.minX && centre - half < visible.maxX
            }
            let got = c.elements(in: visible)
            #expect(Set(got.map(\.index.item)) == Set(expected.map { $0 % 9 }), "offset \(x)")
            #expect(Set(got.map(\.center.x)) == Set(expected.map { 187.5 + 250 * CGFloat($0) }), "offset \(x)")
            #expect(got.map(\.index) == got.map(\.index).sorted())
        }
    }

    @Test("No index twice in any query; attributes(for:) is the instance nearest the offset", arguments: [1, 2, 3, 9])
    func uniqueIndices(count: Int) throws {
        var c = try wrapping(counts: [count])
        var rng = SeededGenerator(seed: UInt64(count))
        let middle = CGFloat(c.slotCount / 2) * 250
        for _ in 0..<200 {
            let offset = CGPoint(x: middle + .random(in: -5000...5000, using: &rng), y: 0)
            c.updateContentOffset(offset)
            let width = CGFloat.random(in: 1...20_000, using: &rng)
            let rect = CGRect(x: offset.x + .random(in: -width...375, using: &rng), y: 0, width: width, height: 420)
            let answer = c.elements(in: rect)
            #expect(Set(answer.map(\.index)).count == answer.count, "\(count) items, rect \(rect)")
            #expect(answer.count <= count)
            let centre = offset.x + 187.5
            for item in 0..<count {
                let a = c.attributes(for: ElementIndex(0, item))!
                // The nearest instance: no other instance (a cycle away) is nearer the middle.
                let distance = abs(a.center.x - centre)
                #expect(distance <= abs(a.center.x + CGFloat(count) * 250 - centre) + 1e-6)
                #expect(distance <= abs(a.center.x - CGFloat(count) * 250 - centre) + 1e-6)
                #expect(c.contentOffset(centering: ElementIndex(0, item))!.x == a.center.x - 187.5)
            }
            // The centred item is always shown, whatever the count.
            let shown = c.centeredItem(at: offset)!
            #expect(c.elements(in: c.environment.visibleRect).contains { $0.index == shown })
            LayoutInvariants.check(c, as: .carousel, rects: [rect], context: "\(count) items at \(offset)")
        }
    }

    @Test(
        "Recentring keeps what is shown and lands in the middle cycle",
        arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func recentre(direction: LayoutDirection) throws {
        var c = try wrapping(direction: direction, side: true)
        for x in [1234.5, 77_777.25, 2_000_000, CGFloat(c.slotCount - 3) * 250] as [CGFloat] {
            c.updateContentOffset(CGPoint(x: x, y: 0))
            let before = c.elements(in: c.environment.visibleRect)
            let recentred = c.recenteredContentOffset(CGPoint(x: x, y: 0))
            let cycle = Int(c.pagePosition(at: recentred).rounded()) / 9
            #expect(cycle == c.cycleCount / 2, "\(x)")
            c.updateContentOffset(recentred)
            let after = c.elements(in: c.environment.visibleRect)
            let dx = recentred.x - x
            #expect(after.map(\.index) == before.map(\.index), "\(x)")
            for (a, b) in zip(after, before) {
                #expect(
                    abs(a.center.x - dx - b.center.x) < 1e-6 && abs(a.transform.scale - b.transform.scale) < 1e-9
                        && abs(a.alpha - b.alpha) < 1e-9, "\(x)")
            }
        }
        // At the content's ends the recentred offset also shows the slots the end cut off.
        for x in [0, CGFloat(c.slotCount - 1) * 250] {
            c.updateContentOffset(CGPoint(x: x, y: 0))
            let before = Set(c.elements(in: c.environment.visibleRect).map(\.index))
            c.updateContentOffset(c.recenteredContentOffset(CGPoint(x: x, y: 0)))
            let after = Set(c.elements(in: c.environment.visibleRect).map(\.index))
            #expect(after.isStrictSuperset(of: before), "\(x)")
        }
        let plain = carousel()
        #expect(plain.recenteredContentOffset(CGPoint(x: 123, y: CGFloat.nan)) == CGPoint(x: 123, y: 0))
    }

    @Test("Sections wrap as one sequence")
    func sections() throws {
        var c = try wrapping(counts: [2, 0, 3])
        #expect(c.centeredItem(at: c.environment.contentOffset) == ElementIndex(0, 0))
        var seen: [ElementIndex] = []
        for _ in 0..<7 {
            let to = fling(c, from: c.environment.contentOffset, 1)
            c.updateContentOffset(to)
            seen.append(c.centeredItem(at: to)!)
        }
        #expect(
            seen == [
                ElementIndex(0, 1), ElementIndex(2, 0), ElementIndex(2, 1), ElementIndex(2, 2),
                ElementIndex(0, 0), ElementIndex(0, 1), ElementIndex(2, 0),
            ])
    }
}
