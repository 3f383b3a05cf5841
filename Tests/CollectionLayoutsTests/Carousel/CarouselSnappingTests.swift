@_spi(Tools) import CollectionLayouts
import Foundation
import Testing

/// A carousel with the geometry a test knows independently: the page (slot) an offset shows and
/// the offset of a page, and the velocity that scrolls towards higher pages.
private struct Scenario: CustomStringConvertible {
    let name: String
    let layout: PreparedCarousel
    let pages: Int
    let cap: Int?
    /// The offset showing `page` in the middle.
    let offset: (CGFloat) -> CGPoint
    /// The page shown by `offset`.
    let page: (CGPoint) -> CGFloat
    /// A velocity of `speed` towards higher pages.
    let velocity: (CGFloat) -> CGPoint
    var description: String { name }

    static func all() throws -> [Scenario] {
        let n = 20
        let last = CGFloat(n - 1) * 250
        let ltr = carousel(counts: [n])
        let rtl = carousel(counts: [n], direction: .rightToLeft)
        let vertical = carousel(try .init(scrollAxis: .vertical), counts: [n])
        let capped = carousel(try .init(maximumItemsPerFling: 2), counts: [n])
        let side = carousel(try .init(spacing: 0, sideItemScale: 0.7, sideItemAlpha: 0.5), counts: [n])
        var wrap = carousel(try .init(wraps: true), counts: [n])
        let slots = wrap.slotCount
        wrap.updateContentOffset(wrap.startingContentOffset(centering: ElementIndex(0, 0))!)
        return [
            Scenario(
                name: "left to right", layout: ltr, pages: n, cap: nil,
                offset: { CGPoint(x: $0 * 250, y: 0) }, page: { $0.x / 250 }, velocity: { CGPoint(x: $0, y: 0) }),
            Scenario(
                name: "right to left", layout: rtl, pages: n, cap: nil,
                offset: { CGPoint(x: last - $0 * 250, y: 0) }, page: { (last - $0.x) / 250 },
                velocity: { CGPoint(x: -$0, y: 0) }),
            Scenario(
                name: "vertical", layout: vertical, pages: n, cap: nil,
                offset: { CGPoint(x: 0, y: $0 * 330) }, page: { $0.y / 330 }, velocity: { CGPoint(x: 0, y: $0) }),
            Scenario(
                name: "capped at 2", layout: capped, pages: n, cap: 2,
                offset: { CGPoint(x: $0 * 250, y: 0) }, page: { $0.x / 250 }, velocity: { CGPoint(x: $0, y: 0) }),
            Scenario(
                name: "side items, no spacing", layout: side, pages: n, cap: nil,
                offset: { CGPoint(x: $0 * 240, y: 0) }, page: { $0.x / 240 }, velocity: { CGPoint(x: $0, y: 0) }),
            Scenario(
                name: "wrapping", layout: wrap, pages: slots, cap: nil,
                offset: { CGPoint(x: $0 * 250, y: 0) }, page: { $0.x / 250 }, velocity: { CGPoint(x: $0, y: 0) }),
        ]
    }
}

@Suite("Carousel snapping")
struct CarouselSnappingTests {
    static let speeds: [CGFloat] = [
        -12, -6, -3, -1.5, -1, -0.6, -0.31, -0.3, -0.29, -0.1, -0.01, 0,
        0.01, 0.1, 0.29, 0.3, 0.31, 0.6, 1, 1.5, 3, 6, 12,
    ]

    @Test(
        "Flings projected by the scroll physics hold every snapping rule", arguments: [DecelerationRate.normal, .fast])
    func flings(rate: DecelerationRate) throws {
        var longest = 0
        for scenario in try Scenario.all() {
            let last = CGFloat(scenario.pages - 1)
            // Positions from before the first page to past the last, and around the middle when wrapping.
            let base: CGFloat = scenario.pages > 1000 ? CGFloat(scenario.pages / 2) : 0
            let span: CGFloat = scenario.pages > 1000 ? 25 : last
            for step in 0...Int((span + 2.6) / 0.13) {
                let c = base - 1.3 + CGFloat(step) * 0.13
                let current = scenario.offset(c)
                for speed in Self.speeds {
                    let velocity = scenario.velocity(speed)
                    let proposed = ScrollPhysics.restingOffset(from: current, velocity: velocity, rate: rate)
                    let target = scenario.layout.targetContentOffset(
                        proposed: proposed, velocity: velocity, current: current)
                    let context = "\(scenario) \(rate) from page \(c) at \(speed)"
                    let t = scenario.page(target), p = scenario.page(proposed)
                    // Always an item exactly centred, inside the content.
                    #expect(abs(t - t.rounded()) < 1e-9 && t >= 0 && t <= last, "\(context): rests at page \(t)")
                    var moved = scenario.layout
                    moved.updateContentOffset(target)
                    let shown = try #require(moved.centeredItem(at: target))
                    let centre = try #require(moved.attributes(for: shown)).center
                    let middle = CGPoint(x: target.x + 187.5, y: target.y + 210)
                    #expect(
                        abs(centre.x - middle.x) < 1e-6 && abs(centre.y - middle.y) < 1e-6,
                        "\(context): \(centre) not centred")
                    let clampedCurrent = Swift.min(Swift.max(c.rounded(), 0), last)
                    // Never against the fling: at or after the current item going forward, at or before going back.
                    if speed > 0 { #expect(t >= clampedCurrent, "\(context): went back to \(t)") }
                    if speed < 0 { #expect(t <= clampedCurrent, "\(context): went forward to \(t)") }
                    // The projection as the test computes it may differ from the layout's in the last bit, so
                    // a projection halfway between two items may round either way.
                    let projections = Set([(p - 1e-9).rounded(), (p + 1e-9).rounded()])
                    func clamped(_ page: CGFloat) -> CGFloat { Swift.min(Swift.max(page, 0), last) }
                    if abs(speed) < 0.3 {
                        // A slow release settles on the item nearest the projected offset.
                        #expect(
                            projections.map(clamped).contains(t), "\(context): slow release to \(t), projected \(p)")
                    } else {
                        // A flick moves at least one item, and a fast fling as far as the projection reaches.
                        let next = speed > 0 ? (c + 1e-6).rounded(.down) + 1 : (c - 1e-6).rounded(.up) - 1
                        let reaches = projections.map { speed > 0 ? Swift.max(next, $0) : Swift.min(next, $0) }
                        if speed > 0 { #expect(t >= Swift.min(next, last), "\(context): flick rested at \(t)") }
                        if speed < 0 { #expect(t <= Swift.max(next, 0), "\(context): flick rested at \(t)") }
                        if let cap = scenario.cap {
                            #expect(abs(t - c) <= CGFloat(cap) + 1e-6, "\(context): moved \(t - c) past the cap")
                            let capped = reaches.map {
                                speed > 0
                                    ? Swift.min($0, next + CGFloat(cap - 1)) : Swift.max($0, next - CGFloat(cap - 1))
                            }
                            #expect(capped.map(clamped).contains(t), "\(context): capped fling to \(t)")
                        } else {
                            #expect(reaches.map(clamped).contains(t), "\(context): fling to \(t), projected \(p)")
                        }
                        longest = Swift.max(longest, Int(abs(t - clampedCurrent)))
                    }
                }
            }
        }
        // The velocities include fast flings that travel many items.
        #expect(longest >= (rate == .normal ? 15 : 4))
    }

    @Test("The tutorial's cases: a slow drag back, a flick against a nearer item, a fast fling far")
    func tutorialCases() {
        let c = carousel(counts: [20])
        func rest(_ x: CGFloat, _ v: CGFloat, _ rate: DecelerationRate = .fast) -> CGFloat {
            let current = CGPoint(x: x, y: 0), velocity = CGPoint(x: v, y: 0)
            return c.targetContentOffset(
                proposed: ScrollPhysics.restingOffset(from: current, velocity: velocity, rate: rate),
                velocity: velocity, current: current
            ).x
        }
        // Released slowly just past the middle: the next item.
        #expect(rest(130, 0.1) == 250)
        // Released slowly before the middle moving forward: back to the current item.
        #expect(rest(100, 0.1) == 0)
        // A flick forward from 10 points past item 3 (projects 99 points on): item 4, not back to 3.
        #expect(rest(760, 1) == 1000)
        // A flick backward from 10 points before item 3 (projects to 641): item 2, never item 3.
        #expect(rest(740, -1) == 500)
        // A hard fling at .normal travels as far as it projects: 5 × 499 ≈ 2495 points ≈ 10 items.
        #expect(rest(0, 5, .normal) == 2500)
        // The flick threshold, in points per millisecond.
        #expect(rest(0, 0.3) == 250)
        #expect(rest(0, 0.29) == 0)
    }

    @Test("Page index and offset round-trip, spacing included", arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func roundTrips(direction: LayoutDirection) throws {
        for configuration in [
            CarouselLayout.Configuration.standard, try .init(spacing: 37.5),
            try .init(spacing: 0, scrollAxis: .vertical),
            try .init(itemSize: .absolute(CGSize(width: 500, height: 100)), spacing: 3),
            try .init(itemSize: .fractionOfBounds(width: 0.7, height: 0.5), spacing: 12.25),
        ] {
            for insets in [LayoutInsets.zero, LayoutInsets(top: 10, left: 30, bottom: 0, right: 5)] {
                let c = carousel(configuration, counts: [3, 0, 14], insets: insets, direction: direction)
                let mirrored = direction == .rightToLeft && configuration.scrollAxis == .horizontal
                let indices = c.allElements().map(\.index)
                #expect(indices.count == 17)
                for (flat, index) in indices.enumerated() {
                    let offset = try #require(c.contentOffset(centering: index))
                    #expect(c.centeredItem(at: offset) == index)
                    #expect(abs(c.pagePosition(at: offset) - CGFloat(flat)) < 1e-9)
                    #expect(c.startingContentOffset(centering: index) == offset)
                    // Neighbouring items are exactly one pitch (item + spacing) apart.
                    if flat > 0 {
                        let previous = try #require(c.contentOffset(centering: indices[flat - 1]))
                        let step =
                            offset.value(along: configuration.scrollAxis)
                            - previous.value(along: configuration.scrollAxis)
                        #expect(abs(step - (mirrored ? -c.pitch : c.pitch)) < 1e-9)
                    }
                    // Resting there shows the item's centre in the middle of the area the insets leave.
                    let centre = c.attributes(for: index)!.center
                    let available = c.environment.availableSize
                    #expect(
                        abs(centre.x - (offset.x + insets.left + available.width / 2)) < 1e-9
                            || configuration.scrollAxis == .vertical)
                    #expect(
                        abs(centre.y - (offset.y + insets.top + available.height / 2)) < 1e-9
                            || configuration.scrollAxis == .horizontal)
                }
                // Between items, the current page is the item whose centre is nearest the middle.
                let (lo, hi) = c.contentOffsetBounds
                for k in 0...200 {
                    let along =
                        lo.value(along: configuration.scrollAxis)
                        + (hi.value(along: configuration.scrollAxis) - lo.value(along: configuration.scrollAxis))
                        * CGFloat(k) / 200 + 0.37
                    let offset = CGPoint(
                        along: along, across: lo.value(along: configuration.scrollAxis.cross),
                        axis: configuration.scrollAxis)
                    let middle = CGPoint(
                        x: offset.x + insets.left + c.environment.availableSize.width / 2,
                        y: offset.y + insets.top + c.environment.availableSize.height / 2)
                    let nearest = c.allElements().min {
                        abs(
                            $0.center.value(along: configuration.scrollAxis)
                                - middle.value(along: configuration.scrollAxis))
                            < abs(
                                $1.center.value(along: configuration.scrollAxis)
                                    - middle.value(along: configuration.scrollAxis))
                    }!.index
                    #expect(c.centeredItem(at: offset) == nearest, "\(configuration) \(direction) at \(offset)")
                }
            }
        }
    }

    @Test("NaN and infinite velocities rest on the item nearest the current offset")
    func nonFiniteVelocity() {
        let c = carousel(counts: [20])
        for bad in [CGFloat.nan, .infinity, -.infinity] {
            for rate in [DecelerationRate.normal, .fast] {
                let current = CGPoint(x: 760, y: 0), velocity = CGPoint(x: bad, y: bad)
                let proposed = ScrollPhysics.restingOffset(from: current, velocity: velocity, rate: rate)
                #expect(proposed == current)
                #expect(
                    c.targetContentOffset(proposed: proposed, velocity: velocity, current: current)
                        == CGPoint(x: 750, y: 0))
            }
        }
    }
}
