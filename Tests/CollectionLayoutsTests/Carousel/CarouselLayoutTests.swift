@_spi(Tools) import CollectionLayouts
import Foundation
import Testing

/// Builds a carousel for a test.
func carousel(
    _ configuration: CarouselLayout.Configuration = .standard, bounds: CGSize = CGSize(width: 375, height: 420),
    counts: [Int] = [9], offset: CGPoint = .zero, insets: LayoutInsets = .zero,
    direction: LayoutDirection = .leftToRight
) -> PreparedCarousel {
    CarouselLayout(configuration: configuration).prepare(
        in: LayoutEnvironment(
            boundsSize: bounds, contentOffset: offset, contentInsets: insets, layoutDirection: direction,
            itemCounts: counts))
}

@Suite("Carousel")
struct CarouselLayoutTests {
    @Test("Standard carousel: 240 × 320 items 250 apart, room for the first and last to sit centred")
    func frames() {
        let c = carousel()
        #expect(c.pitch == 250)
        // Room of half the bounds (187.5) on each side: 375 + 8 × 250.
        #expect(c.contentSize == CGSize(width: 2375, height: 420))
        #expect(c.attributes(for: ElementIndex(0, 0))?.frame == CGRect(x: 67.5, y: 50, width: 240, height: 320))
        #expect(c.attributes(for: ElementIndex(0, 1))?.frame == CGRect(x: 317.5, y: 50, width: 240, height: 320))
        #expect(c.attributes(for: ElementIndex(0, 8))?.frame == CGRect(x: 2067.5, y: 50, width: 240, height: 320))
        #expect(c.attributes(for: ElementIndex(0, 9)) == nil)
        #expect(c.attributes(for: ElementIndex(0, -1)) == nil)
        #expect(c.attributes(for: ElementIndex(1, 0)) == nil)
        // At offset 0 item 0 is centred with item 1 peeking; the last offset centres item 8.
        #expect(c.elements(in: c.environment.visibleRect).map(\.index.item) == [0, 1])
        #expect(c.contentOffsetBounds.max == CGPoint(x: 2000, y: 0))
        #expect(c.contentOffset(centering: ElementIndex(0, 8)) == CGPoint(x: 2000, y: 0))
        for element in c.allElements() {
            #expect(element.transform == .identity && element.alpha == 1 && element.zIndex == 0)
        }
    }

    @Test("Vertical scrolling: the same maths along y, centred across")
    func vertical() throws {
        let c = carousel(try .init(scrollAxis: .vertical))
        #expect(c.pitch == 330)
        #expect(c.contentSize == CGSize(width: 375, height: 420 + 8 * 330))
        #expect(c.attributes(for: ElementIndex(0, 0))?.frame == CGRect(x: 67.5, y: 50, width: 240, height: 320))
        #expect(c.attributes(for: ElementIndex(0, 2))?.frame == CGRect(x: 67.5, y: 710, width: 240, height: 320))
        #expect(c.contentOffset(centering: ElementIndex(0, 2)) == CGPoint(x: 0, y: 660))
        #expect(c.centeredItem(at: CGPoint(x: 0, y: 660)) == ElementIndex(0, 2))
        let proposed = ScrollPhysics.restingOffset(from: .zero, velocity: CGPoint(x: 0, y: 1), rate: .fast)
        #expect(
            c.targetContentOffset(proposed: proposed, velocity: CGPoint(x: 0, y: 1), current: .zero)
                == CGPoint(x: 0, y: 330))
    }

    @Test("Item size as a fraction of the available size")
    func fraction() throws {
        let c = carousel(try .init(itemSize: .fractionOfBounds(width: 0.8, height: 0.6)))
        #expect(c.itemSize == CGSize(width: 300, height: 252))
        #expect(c.pitch == 310)
        #expect(c.attributes(for: ElementIndex(0, 1))?.frame == CGRect(x: 347.5, y: 84, width: 300, height: 252))
        // An empty container still gives items of at least a point (documented clamp).
        let empty = carousel(try .init(itemSize: .fractionOfBounds(width: 0.8, height: 0.6)), bounds: .zero)
        #expect(empty.itemSize == CGSize(width: 1, height: 1))
        #expect(empty.contentSize == CGSize(width: 1 + 8 * 11, height: 1))
    }

    @Test("Content insets: items centred in the bounds less the insets, no scrolling across")
    func insets() {
        let c = carousel(insets: LayoutInsets(top: 30, left: 20, bottom: 50, right: 20))
        // Available 335 × 340: room 167.5, items centred at y = 170.
        #expect(c.contentSize == CGSize(width: 335 + 8 * 250, height: 340))
        #expect(c.attributes(for: ElementIndex(0, 0))?.frame == CGRect(x: 47.5, y: 10, width: 240, height: 320))
        // Item 0 centred at the smallest offset the insets allow, item 8 at the largest.
        #expect(c.contentOffset(centering: ElementIndex(0, 0)) == CGPoint(x: -20, y: -30))
        #expect(c.contentOffset(centering: ElementIndex(0, 8)) == CGPoint(x: 1980, y: -30))
        #expect(c.contentOffsetBounds.min == CGPoint(x: -20, y: -30))
        #expect(c.contentOffsetBounds.max == CGPoint(x: 1980, y: -30))
    }

    @Test("Right to left: item 0 on the right, offsets mirrored")
    func rightToLeft() {
        let ltr = carousel(), rtl = carousel(direction: .rightToLeft)
        #expect(rtl.contentSize == ltr.contentSize)
        for item in 0..<9 {
            let index = ElementIndex(0, item)
            #expect(
                rtl.attributes(for: index)!.frame == ltr.attributes(for: index)!.frame.mirroredHorizontally(in: 2375))
            #expect(rtl.contentOffset(centering: index) == CGPoint(x: 2000 - CGFloat(item) * 250, y: 0))
            #expect(rtl.centeredItem(at: CGPoint(x: 2000 - CGFloat(item) * 250, y: 0)) == index)
        }
        #expect(rtl.attributes(for: ElementIndex(0, 0))!.frame.maxX == 2375 - 67.5)
        // Starting at item 0 means starting at the right end; a fling to the left (negative
        // velocity) moves to the next item.
        let start = rtl.startingContentOffset(centering: ElementIndex(0, 0))!
        #expect(start == CGPoint(x: 2000, y: 0))
        let velocity = CGPoint(x: -1, y: 0)
        let proposed = ScrollPhysics.restingOffset(from: start, velocity: velocity, rate: .fast)
        let target = rtl.targetContentOffset(proposed: proposed, velocity: velocity, current: start)
        #expect(target == CGPoint(x: 1750, y: 0))
        #expect(rtl.centeredItem(at: target) == ElementIndex(0, 1))
        // Against the reading direction at item 0: nowhere to go.
        let back = CGPoint(x: 1, y: 0)
        #expect(
            rtl.targetContentOffset(
                proposed: ScrollPhysics.restingOffset(from: start, velocity: back, rate: .fast),
                velocity: back, current: start) == start)
    }

    @Test("No items: empty content, no elements, no page, the offset kept inside")
    func noItems() {
        for counts in [[], [0], [0, 0], [-3]] {
            for wraps in [false, true] {
                let c = carousel(try! .init(wraps: wraps), counts: counts)
                #expect(c.contentSize == .zero)
                #expect(c.itemCount == 0 && c.slotCount == 0)
                #expect(c.allElements().isEmpty)
                #expect(c.centeredItem(at: .zero) == nil)
                #expect(c.contentOffset(centering: ElementIndex(0, 0)) == nil)
                #expect(c.startingContentOffset(centering: ElementIndex(0, 0)) == nil)
                #expect(
                    c.targetContentOffset(
                        proposed: CGPoint(x: 500, y: 3), velocity: CGPoint(x: 5, y: 0), current: .zero) == .zero)
                #expect(c.windowSlots.isEmpty)
            }
        }
    }

    @Test("One item: always centred, every fling rests on it")
    func oneItem() {
        let c = carousel(counts: [1])
        #expect(c.contentSize == CGSize(width: 375, height: 420))
        #expect(c.allElements().map(\.frame) == [CGRect(x: 67.5, y: 50, width: 240, height: 320)])
        for v in [-10, -0.5, 0, 0.5, 10] as [CGFloat] {
            let velocity = CGPoint(x: v, y: 0)
            for x in [-80, 0, 40] as [CGFloat] {
                let current = CGPoint(x: x, y: 0)
                let proposed = ScrollPhysics.restingOffset(from: current, velocity: velocity, rate: .fast)
                #expect(c.targetContentOffset(proposed: proposed, velocity: velocity, current: current) == .zero)
            }
        }
        #expect(c.centeredItem(at: CGPoint(x: 1e9, y: 0)) == ElementIndex(0, 0))
    }

    @Test("Two items: a flick either way moves between them and stops at the ends")
    func twoItems() {
        let c = carousel(counts: [2])
        #expect(c.contentSize == CGSize(width: 625, height: 420))
        func fling(from x: CGFloat, _ v: CGFloat) -> CGFloat {
            let current = CGPoint(x: x, y: 0), velocity = CGPoint(x: v, y: 0)
            return c.targetContentOffset(
                proposed: ScrollPhysics.restingOffset(from: current, velocity: velocity, rate: .fast),
                velocity: velocity, current: current
            ).x
        }
        #expect(fling(from: 0, 0.5) == 250)
        #expect(fling(from: 0, 20) == 250)
        #expect(fling(from: 250, 0.5) == 250)
        #expect(fling(from: 250, -0.5) == 0)
        #expect(fling(from: 0, -0.5) == 0)
        #expect(fling(from: 100, 0) == 0)
        #expect(fling(from: 130, 0) == 250)
    }

    @Test("An item wider than the bounds: room of half the item, centred resting, edges reachable")
    func itemWiderThanBounds() throws {
        let c = carousel(try .init(itemSize: .absolute(CGSize(width: 500, height: 600)), spacing: 10), counts: [4])
        #expect(c.pitch == 510)
        #expect(c.contentSize == CGSize(width: 500 + 3 * 510, height: 600))
        #expect(c.attributes(for: ElementIndex(0, 0))?.frame == CGRect(x: 0, y: 0, width: 500, height: 600))
        // Centring item n puts its middle at the middle of the 375-wide bounds.
        for item in 0..<4 {
            let offset = c.contentOffset(centering: ElementIndex(0, item))!
            #expect(offset == CGPoint(x: 62.5 + CGFloat(item) * 510, y: 0))
            #expect(c.attributes(for: ElementIndex(0, item))!.center.x == offset.x + 187.5)
        }
        // Resting at the very start (the item's left edge) snaps to centre it.
        #expect(c.targetContentOffset(proposed: .zero, velocity: .zero, current: .zero) == CGPoint(x: 62.5, y: 0))
        let velocity = CGPoint(x: 1, y: 0)
        let from = CGPoint(x: 62.5, y: 0)
        #expect(
            c.targetContentOffset(
                proposed: ScrollPhysics.restingOffset(from: from, velocity: velocity, rate: .fast),
                velocity: velocity, current: from) == CGPoint(x: 572.5, y: 0))
        // The content's largest offset shows the last item's right edge.
        #expect(c.contentOffsetBounds.max.x == c.contentSize.width - 375)
        #expect(c.contentOffset(centering: ElementIndex(0, 3))!.x < c.contentOffsetBounds.max.x)
    }

    @Test("Several sections are one flat sequence; empty sections take no room")
    func sections() {
        let c = carousel(counts: [2, 0, 3])
        #expect(c.itemCount == 5)
        let order = c.allElements().map(\.index)
        #expect(
            order == [
                ElementIndex(0, 0), ElementIndex(0, 1), ElementIndex(2, 0), ElementIndex(2, 1), ElementIndex(2, 2),
            ])
        #expect(c.attributes(for: ElementIndex(2, 0))?.frame.minX == 67.5 + 500)
        #expect(c.attributes(for: ElementIndex(1, 0)) == nil)
        #expect(c.attributes(for: ElementIndex(0, 2)) == nil)
        #expect(c.attributes(for: ElementIndex(3, 0)) == nil)
        #expect(c.contentOffset(centering: ElementIndex(2, 1)) == CGPoint(x: 750, y: 0))
        #expect(c.centeredItem(at: CGPoint(x: 750, y: 0)) == ElementIndex(2, 1))
        #expect(c.centeredItem(at: CGPoint(x: 500, y: 0)) == ElementIndex(2, 0))
        #expect(c.centeredItem(at: CGPoint(x: 260, y: 0)) == ElementIndex(0, 1))
        // A leading empty section is passed over too.
        let leading = carousel(counts: [0, 0, 2])
        #expect(leading.allElements().map(\.index) == [ElementIndex(2, 0), ElementIndex(2, 1)])
        #expect(leading.centeredItem(at: .zero) == ElementIndex(2, 0))
    }

    @Test("Side items: scale and alpha interpolated by distance from the centre, exact at known offsets")
    func sideItems() throws {
        let configuration = try CarouselLayout.Configuration(sideItemScale: 0.8, sideItemAlpha: 0.6)
        func check(
            _ offset: CGFloat, _ item: Int, scale: CGFloat, alpha: CGFloat, zIndex: Int,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            let c = carousel(configuration, offset: CGPoint(x: offset, y: 0))
            let a = c.attributes(for: ElementIndex(0, item))!
            #expect(
                abs(a.transform.scale - scale) < 1e-12, "scale \(a.transform.scale)", sourceLocation: sourceLocation)
            #expect(abs(a.alpha - alpha) < 1e-12, "alpha \(a.alpha)", sourceLocation: sourceLocation)
            #expect(a.zIndex == zIndex, sourceLocation: sourceLocation)
            // The same values from a rect query, for the items it returns.
            if let fromQuery = c.elements(in: c.environment.visibleRect).first(where: { $0.index.item == item }) {
                #expect(fromQuery == a, sourceLocation: sourceLocation)
            }
        }
        check(0, 0, scale: 1, alpha: 1, zIndex: 0)
        check(0, 1, scale: 0.8, alpha: 0.6, zIndex: -100)
        check(0, 5, scale: 0.8, alpha: 0.6, zIndex: -500)  // full effect beyond one pitch
        check(125, 0, scale: 0.9, alpha: 0.8, zIndex: -50)  // halfway: both at half effect
        check(125, 1, scale: 0.9, alpha: 0.8, zIndex: -50)
        check(62.5, 0, scale: 0.95, alpha: 0.9, zIndex: -25)
        check(62.5, 1, scale: 0.85, alpha: 0.7, zIndex: -75)
        check(250, 1, scale: 1, alpha: 1, zIndex: 0)
        // A scaled item is drawn smaller about its centre: item 1 at offset 0 covers 192 × 256.
        let c = carousel(configuration)
        let item1 = c.attributes(for: ElementIndex(0, 1))!
        #expect(item1.frame == CGRect(x: 317.5, y: 50, width: 240, height: 320))
        #expect(abs(item1.visualBounds.minX - 341.5) < 1e-9 && abs(item1.visualBounds.width - 192) < 1e-9)
        // A query that meets only the part a scaled item no longer covers does not return it.
        #expect(c.elements(in: CGRect(x: 318, y: 0, width: 20, height: 420)).isEmpty)
        // zIndex is higher nearer the centre.
        let mid = carousel(configuration, offset: CGPoint(x: 400, y: 0))
        // The middle is at 587.5: item 2 is 0.4 pitch away, 1 is 0.6, 3 is 1.4, 0 is 1.6.
        let z = mid.allElements().sorted { $0.zIndex > $1.zIndex }.map(\.index.item)
        #expect(z.prefix(4) == [2, 1, 3, 0])
    }

    @Test("Offset changes: O(1) update; invalidation by what depends on the offset")
    func invalidation() throws {
        let plain = carousel()
        let side = carousel(try .init(sideItemScale: 0.9))
        let faded = carousel(try .init(sideItemAlpha: 0.5))
        let wrapping = carousel(try .init(wraps: true))
        let moved = CGRect(x: 120, y: 0, width: 375, height: 420)
        #expect(plain.invalidation(forBoundsChange: moved) == .nothing)
        #expect(side.invalidation(forBoundsChange: moved) == .offsetDependent)
        #expect(faded.invalidation(forBoundsChange: moved) == .offsetDependent)
        #expect(wrapping.invalidation(forBoundsChange: moved) == .offsetDependent)
        for c in [plain, side, wrapping] {
            #expect(c.invalidation(forBoundsChange: CGRect(x: 0, y: 0, width: 375, height: 420)) == .nothing)
            #expect(c.invalidation(forBoundsChange: CGRect(x: 120, y: 0, width: 376, height: 420)) == .everything)
            #expect(c.invalidation(forBoundsChange: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 420)) == .everything)
        }
        // Moving the offset gives exactly what preparing at that offset gives.
        var updated = side
        updated.updateContentOffset(CGPoint(x: 300, y: 0))
        let fresh = carousel(try .init(sideItemScale: 0.9), offset: CGPoint(x: 300, y: 0))
        #expect(
            updated.elements(in: updated.environment.visibleRect) == fresh.elements(in: fresh.environment.visibleRect))
        updated.updateContentOffset(CGPoint(x: CGFloat.nan, y: CGFloat.infinity))
        #expect(updated.environment.contentOffset == .zero)
    }

    @Test("NaN and infinite values from the app are clamped, never trapped on")
    func nonFinite() {
        let c = carousel(bounds: CGSize(width: CGFloat.nan, height: 420), offset: CGPoint(x: CGFloat.nan, y: .infinity))
        #expect(c.environment.boundsSize == CGSize(width: 0, height: 420))
        #expect(c.environment.contentOffset == .zero)
        #expect(c.contentSize.width.isFinite)
        let d = carousel()
        for bad in [CGFloat.nan, .infinity, -.infinity] {
            #expect(d.elements(in: CGRect(x: bad, y: 0, width: 100, height: 100)).isEmpty || bad.isInfinite)
            #expect(d.pagePosition(at: CGPoint(x: bad, y: 0)) == 0)
            let t = d.targetContentOffset(
                proposed: CGPoint(x: bad, y: bad), velocity: CGPoint(x: bad, y: bad), current: CGPoint(x: 500, y: 0))
            #expect(t == CGPoint(x: 500, y: 0), "\(bad)")
            let u = d.targetContentOffset(
                proposed: CGPoint(x: 600, y: 0), velocity: CGPoint(x: bad, y: 0), current: CGPoint(x: bad, y: 0))
            #expect(u == CGPoint(x: 500, y: 0), "\(bad)")
            #expect(d.centeredItem(at: CGPoint(x: bad, y: bad)) == ElementIndex(0, 0))
        }
        // Far outside the content: the nearest end.
        #expect(d.centeredItem(at: CGPoint(x: 1e300, y: 0)) == ElementIndex(0, 8))
        #expect(
            d.targetContentOffset(
                proposed: CGPoint(x: 1e300, y: 0), velocity: CGPoint(x: 1e300, y: 0), current: CGPoint(x: -1e300, y: 0))
                == CGPoint(x: 2000, y: 0))
        #expect(
            d.elements(in: CGRect(x: -1e300, y: -1e300, width: CGFloat.infinity, height: CGFloat.infinity)).count <= 9)
        #expect(d.elements(in: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)).isEmpty)
    }

    @Test("Invalid configurations are rejected with the parameter named")
    func invalidConfiguration() throws {
        #expect(throws: LayoutError.tooSmall(parameter: "itemSize.width", value: 0, minimum: 0, inclusive: false)) {
            try CarouselLayout.Configuration(itemSize: .absolute(CGSize(width: 0, height: 10)))
        }
        #expect(throws: LayoutError.notFinite(parameter: "itemSize.height", value: Double.infinity)) {
            try CarouselLayout.Configuration(itemSize: .absolute(CGSize(width: 10, height: CGFloat.infinity)))
        }
        #expect(throws: LayoutError.tooLarge(parameter: "itemSize.width", value: 2e6, maximum: 1e6)) {
            try CarouselLayout.Configuration(itemSize: .absolute(CGSize(width: 2e6, height: 10)))
        }
        #expect(
            throws: LayoutError.tooSmall(parameter: "itemFraction.height", value: -0.5, minimum: 0, inclusive: false)
        ) {
            try CarouselLayout.Configuration(itemSize: .fractionOfBounds(width: 0.5, height: -0.5))
        }
        #expect(throws: LayoutError.self) {
            try CarouselLayout.Configuration(itemSize: .fractionOfBounds(width: CGFloat.nan, height: 1))
        }
        #expect(throws: LayoutError.self) {
            try CarouselLayout.Configuration(itemSize: .fractionOfBounds(width: 101, height: 1))
        }
        #expect(throws: LayoutError.tooSmall(parameter: "spacing", value: -1, minimum: 0, inclusive: true)) {
            try CarouselLayout.Configuration(spacing: -1)
        }
        #expect(throws: LayoutError.self) { try CarouselLayout.Configuration(spacing: .nan) }
        #expect(throws: LayoutError.tooSmall(parameter: "sideItemScale", value: 0, minimum: 0, inclusive: false)) {
            try CarouselLayout.Configuration(sideItemScale: 0)
        }
        #expect(throws: LayoutError.tooLarge(parameter: "sideItemScale", value: 1.5, maximum: 1)) {
            try CarouselLayout.Configuration(sideItemScale: 1.5)
        }
        #expect(throws: LayoutError.tooSmall(parameter: "sideItemAlpha", value: -0.1, minimum: 0, inclusive: true)) {
            try CarouselLayout.Configuration(sideItemAlpha: -0.1)
        }
        #expect(throws: LayoutError.tooSmall(parameter: "maximumItemsPerFling", value: 0, minimum: 1, inclusive: true))
        {
            try CarouselLayout.Configuration(maximumItemsPerFling: 0)
        }
        #expect(throws: LayoutError.self) { try CarouselLayout.Configuration(flickVelocity: -1) }
        #expect(throws: LayoutError.self) { try CarouselLayout.Configuration(flickVelocity: .infinity) }
        // Alpha 0 and scale 1 are allowed; the standard preset equals the checked defaults.
        #expect(throws: Never.self) { try CarouselLayout.Configuration(sideItemScale: 1, sideItemAlpha: 0) }
        #expect(try CarouselLayout.Configuration() == .standard)
        #expect(CarouselLayout.Configuration.standard.decelerationRate == .fast)
    }

    @Test("Random carousels: inside the content, elements(in:) equals brute force, deterministic", arguments: 0..<60)
    func randomCarousels(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let itemSize: CarouselLayout.ItemSize =
            Bool.random(using: &rng)
            ? .absolute(CGSize(width: .random(in: 1...600, using: &rng), height: .random(in: 1...600, using: &rng)))
            : .fractionOfBounds(
                width: .random(in: 0.05...1.5, using: &rng), height: .random(in: 0.05...1.2, using: &rng))
        let configuration = try CarouselLayout.Configuration(
            itemSize: itemSize, spacing: .random(in: 0...40, using: &rng),
            scrollAxis: Bool.random(using: &rng) ? .horizontal : .vertical,
            sideItemScale: Bool.random(using: &rng) ? 1 : .random(in: 0.3...1, using: &rng),
            sideItemAlpha: Bool.random(using: &rng) ? 1 : .random(in: 0...1, using: &rng),
            wraps: Int.random(in: 0..<4, using: &rng) == 0)
        let counts = (0..<Int.random(in: 1...3, using: &rng)).map { _ in Int.random(in: 0...40, using: &rng) }
        let bounds = CGSize(width: .random(in: 0...900, using: &rng), height: .random(in: 0...900, using: &rng))
        let environment = LayoutEnvironment(
            boundsSize: bounds,
            contentOffset: CGPoint(x: .random(in: -200...3000, using: &rng), y: .random(in: -200...3000, using: &rng)),
            contentInsets: Bool.random(using: &rng)
                ? .zero
                : LayoutInsets(
                    top: .random(in: 0...30, using: &rng), left: .random(in: 0...30, using: &rng),
                    bottom: .random(in: 0...30, using: &rng), right: .random(in: 0...30, using: &rng)),
            layoutDirection: Bool.random(using: &rng) ? .leftToRight : .rightToLeft, itemCounts: counts)
        let layout = CarouselLayout(configuration: configuration)
        let c = layout.prepare(in: environment)
        let visible = c.environment.visibleRect
        let near = (0..<10).map { _ in
            visible.insetBy(dx: .random(in: -400...100, using: &rng), dy: .random(in: -400...100, using: &rng))
                .offsetBy(dx: .random(in: -300...300, using: &rng), dy: .random(in: -300...300, using: &rng))
        }
        let rects = LayoutInvariants.randomRects(in: c.contentSize, count: 20, using: &rng) + near.filter { !$0.isNull }
        LayoutInvariants.check(c, as: .carousel, rects: rects, context: "seed \(seed)")
        #expect(layout.prepare(in: environment).allElements() == c.allElements(), "seed \(seed): not deterministic")
        // Every element returned by a query is sorted by index and unique.
        let answer = c.elements(in: visible.insetBy(dx: -500, dy: -500))
        #expect(answer.map(\.index) == answer.map(\.index).sorted(), "seed \(seed)")
    }
}
