@_spi(Tools) import CollectionLayouts
import Foundation
import Testing

@Suite("Wheel")
struct WheelLayoutTests {
    private func prepare(
        _ configuration: WheelLayout.Configuration = .standard, bounds: CGSize = CGSize(width: 375, height: 667),
        offset: CGPoint = .zero, counts: [Int]
    ) -> PreparedWheel {
        WheelLayout(configuration: configuration)
            .prepare(in: LayoutEnvironment(boundsSize: bounds, contentOffset: offset, itemCounts: counts))
    }

    /// 100 × 200 items on a radius of 100: 45° apart, anchor point y = (100 + 100) / 200 = 1.
    private var small: WheelLayout.Configuration {
        get throws { try WheelLayout.Configuration(itemSize: CGSize(width: 100, height: 200), radius: 100) }
    }

    private func expectClose(
        _ a: CGFloat, _ b: CGFloat, _ message: String = "", tolerance: CGFloat = 1e-9,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(abs(a - b) <= tolerance, "\(a) ≠ \(b) \(message)", sourceLocation: sourceLocation)
    }

    @Test("Small case: angles, anchor points, frames and content size exactly")
    func smallCase() throws {
        // 3 items of width 100 in a 200-wide container: content 300, maxOffset 100, pitch 50.
        let configuration = try small
        #expect(configuration.anglePerItem == .pi / 4)
        #expect(configuration.anchorPointY == 1)
        let wheel = prepare(configuration, bounds: CGSize(width: 200, height: 400), counts: [3])
        #expect(wheel.contentSize == CGSize(width: 300, height: 400))
        #expect(wheel.maximumOffset == 100)
        #expect(wheel.pitch == 50)
        for (offset, angles) in [
            (0.0, [0, CGFloat.pi / 4, .pi / 2]), (50, [-.pi / 4, 0, .pi / 4]),
            (25, [-.pi / 8, .pi / 8, 3 * .pi / 8]), (100, [-.pi / 2, -.pi / 4, 0]),
        ] as [(CGFloat, [CGFloat])] {
            var moved = wheel
            moved.updateContentOffset(CGPoint(x: offset, y: 0))
            for item in 0..<3 {
                let a = try #require(moved.attributes(for: ElementIndex(0, item)))
                #expect(a.transform == LayoutTransform(rotation: angles[item]), "offset \(offset) item \(item)")
                #expect(a.anchorPoint == CGPoint(x: 0.5, y: 1))
                #expect(a.frame == CGRect(x: offset + 50, y: 100, width: 100, height: 200))
                #expect(a.anchorPosition == CGPoint(x: offset + 100, y: 300))
                #expect(a.zIndex == item)
                #expect(!a.isHidden && a.alpha == 1)
            }
        }
        // The item at 90° lies on its side to the right of the centre: x 100…300, y 250…350.
        let side = try #require(wheel.attributes(for: ElementIndex(0, 2))).visualBounds
        for (got, want) in [(side.minX, 100), (side.maxX, 300), (side.minY, 250), (side.maxY, 350)]
            as [(CGFloat, CGFloat)]
        {
            expectClose(got, want)
        }
        #expect(wheel.attributes(for: ElementIndex(0, 3)) == nil)
        #expect(wheel.attributes(for: ElementIndex(1, 0)) == nil)
        #expect(wheel.attributes(for: ElementIndex(0, -1)) == nil)
    }

    @Test("The tutorial's numbers: atan(133/500), anchor y = (86.5 + 500)/173, angle at the extreme")
    func tutorialNumbers() throws {
        let c = WheelLayout.Configuration.standard
        expectClose(c.anglePerItem, atan(133.0 / 500), tolerance: 1e-15)
        #expect(c.anchorPointY == (86.5 + 500) / 173)
        let wheel = prepare(counts: [30])
        #expect(wheel.contentSize == CGSize(width: 3990, height: 667))
        var end = wheel
        end.updateContentOffset(CGPoint(x: 3990 - 375, y: 0))
        expectClose(end.angle, -29 * atan(133.0 / 500))
        // Offset 1000 of 3615: angle = −29 · atan(133/500) · 1000 / 3615.
        end.updateContentOffset(CGPoint(x: 1000, y: 0))
        expectClose(end.angle, -29 * atan(133.0 / 500) * 1000 / 3615)
    }

    @Test("Hanging: the centre above, anchor y = (h/2 − r)/h, turned the other way", arguments: [false, true])
    func hanging(tilted: Bool) throws {
        let c = try WheelLayout.Configuration(
            itemSize: CGSize(width: 100, height: 200), radius: 100, hanging: true,
            tilt: tilted ? 0.3 : 0)
        #expect(c.anchorPointY == 0)
        let wheel = prepare(c, bounds: CGSize(width: 200, height: 400), counts: [3])
        let a = try #require(wheel.attributes(for: ElementIndex(0, 1)))
        #expect(a.transform.rotation == -.pi / 4)
        #expect(a.transform.rotationX == (tilted ? -0.3 : 0))
        #expect(a.anchorPosition == CGPoint(x: 100, y: 100))
        #expect(wheel.wheelCentre == CGPoint(x: 100, y: 100))
        // Item 1 hangs to the right of the centre, below it.
        let b = a.visualBounds
        #expect(b.midX > 100 && b.midY > 100)
    }

    @Test(
        "Item 0 upright at offset 0, item i at i · pitch, the last at the last offset",
        arguments: [1, 2, 3, 7, 30, 1000])
    func upright(count: Int) throws {
        for configuration in [
            WheelLayout.Configuration.standard,
            try .init(itemSize: CGSize(width: 50, height: 80), radius: 120, anglePerItem: 0.5, hanging: true),
        ] {
            let wheel = prepare(configuration, bounds: CGSize(width: 320, height: 480), counts: [count])
            #expect(wheel.attributes(for: ElementIndex(0, 0))?.transform.rotation == 0)
            // Content no wider than the container cannot scroll: only item 0 is ever upright.
            #expect((wheel.pitch == 0) == (count < 2 || CGFloat(count) * configuration.itemSize.width <= 320))
            for item in Set([0, 1, count / 2, count - 1]) where item < count && (item == 0 || wheel.pitch > 0) {
                var moved = wheel
                let offset = item == count - 1 ? wheel.maximumOffset : CGFloat(item) * wheel.pitch
                moved.updateContentOffset(CGPoint(x: offset, y: 0))
                let a = try #require(moved.attributes(for: ElementIndex(0, item)))
                expectClose(a.transform.rotation, 0, "count \(count) item \(item)", tolerance: 1e-12)
                #expect(moved.centeredItem(at: CGPoint(x: offset, y: 0)) == ElementIndex(0, item))
                // Upright in the centre of the visible rect.
                #expect(a.center == CGPoint(x: offset + 160, y: 240))
            }
        }
    }

    @Test("zIndex increases with the angle: items further right are drawn on top")
    func zIndexOrder() throws {
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<20 {
            var wheel = prepare(counts: [40, 0, 25])
            wheel.updateContentOffset(CGPoint(x: .random(in: -500...6000, using: &rng), y: 0))
            let shown = wheel.allElements()
            #expect(shown.count > 3)
            let byZ = shown.sorted { $0.zIndex < $1.zIndex }
            #expect(
                zip(byZ, byZ.dropFirst()).allSatisfy {
                    $0.zIndex < $1.zIndex && $0.transform.rotation < $1.transform.rotation
                })
        }
    }

    @Test("Only one turn is shown: items more than half a turn from the top are hidden, without area")
    func oneTurn() throws {
        // 30 items at 14.9° make 7.6 rad: at offset 0, items past 180° (13 and on) are hidden.
        let wheel = prepare(counts: [30])
        let a = wheel.configuration.anglePerItem
        for item in 0..<30 {
            let attributes = try #require(wheel.attributes(for: ElementIndex(0, item)))
            #expect(attributes.isHidden == (CGFloat(item) * a > .pi), "item \(item)")
            if attributes.isHidden {
                #expect(attributes.size == .zero && attributes.alpha == 0)
            }
        }
        #expect(wheel.allElements().map(\.index.item) == Array(0...Int(CGFloat.pi / a)))
    }

    @Test("No items and one item: no crash, nothing to divide by")
    func emptyAndSingle() throws {
        for counts in [[], [0], [0, 0], [-3]] {
            let wheel = prepare(offset: CGPoint(x: 40, y: 0), counts: counts)
            #expect(wheel.itemCount == 0)
            #expect(wheel.contentSize == CGSize(width: 0, height: 667))
            #expect(wheel.elements(in: CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)).isEmpty)
            #expect(wheel.centeredItem(at: .zero) == nil)
            #expect(
                wheel.targetContentOffset(
                    proposed: CGPoint(x: 300, y: 0), velocity: CGPoint(x: 2, y: 0), current: .zero) == .zero)
            #expect(wheel.angle == 0)
        }
        // One item, narrower and wider than the container.
        for width in [100.0, 1000] as [CGFloat] {
            let c = try WheelLayout.Configuration(itemSize: CGSize(width: width, height: 100), radius: 300)
            for offset in [-200, 0, 50, 1e9] as [CGFloat] {
                let wheel = prepare(c, offset: CGPoint(x: offset, y: 0), counts: [1])
                let a = try #require(wheel.attributes(for: ElementIndex(0, 0)))
                #expect(a.transform.rotation == 0 && a.isFinite && !a.isHidden)
                #expect(wheel.elements(in: wheel.environment.visibleRect).map(\.index) == [ElementIndex(0, 0)])
                #expect(
                    wheel.targetContentOffset(
                        proposed: CGPoint(x: 500, y: 0), velocity: CGPoint(x: 3, y: 0),
                        current: CGPoint(x: offset, y: 0)) == .zero)
                #expect(wheel.centeredItem(at: CGPoint(x: offset, y: 0)) == ElementIndex(0, 0))
            }
        }
        // Two items in a container wider than their content: nowhere to scroll, the wheel stays put.
        let wide = prepare(bounds: CGSize(width: 1000, height: 600), offset: CGPoint(x: -80, y: 0), counts: [2])
        #expect(wide.pitch == 0 && wide.angle == 0)
        #expect(wide.allElements().count == 2)
    }

    @Test("Radius 0, negative, NaN or infinite, and other bad configurations are rejected")
    func invalidConfiguration() {
        #expect(throws: LayoutError.tooSmall(parameter: "radius", value: 0, minimum: 0, inclusive: false)) {
            try WheelLayout.Configuration(radius: 0)
        }
        #expect(throws: LayoutError.tooSmall(parameter: "radius", value: -5, minimum: 0, inclusive: false)) {
            try WheelLayout.Configuration(radius: -5)
        }
        #expect(throws: LayoutError.self) { try WheelLayout.Configuration(radius: .nan) }
        #expect(throws: LayoutError.notFinite(parameter: "radius", value: .infinity)) {
            try WheelLayout.Configuration(radius: .infinity)
        }
        #expect(throws: LayoutError.tooLarge(parameter: "radius", value: 1e10, maximum: 1e9)) {
            try WheelLayout.Configuration(radius: 1e10)
        }
        #expect(throws: LayoutError.tooSmall(parameter: "itemSize.width", value: 0, minimum: 0, inclusive: false)) {
            try WheelLayout.Configuration(itemSize: CGSize(width: 0, height: 10))
        }
        #expect(throws: LayoutError.self) {
            try WheelLayout.Configuration(itemSize: CGSize(width: 10, height: CGFloat.nan))
        }
        #expect(throws: LayoutError.tooSmall(parameter: "anglePerItem", value: 0, minimum: 0, inclusive: false)) {
            try WheelLayout.Configuration(anglePerItem: 0)
        }
        #expect(throws: LayoutError.self) { try WheelLayout.Configuration(anglePerItem: -0.1) }
        #expect(throws: LayoutError.self) { try WheelLayout.Configuration(anglePerItem: .nan) }
        #expect(throws: LayoutError.tooLarge(parameter: "anglePerItem", value: 4, maximum: Double.pi)) {
            try WheelLayout.Configuration(anglePerItem: 4)
        }
        #expect(throws: LayoutError.self) { try WheelLayout.Configuration(tilt: 1.1) }
        #expect(throws: LayoutError.self) { try WheelLayout.Configuration(tilt: .nan) }
        #expect((try? WheelLayout.Configuration(anglePerItem: .pi)) != nil)
        #expect((try? WheelLayout.Configuration(tilt: -1)) != nil)
    }

    @Test("Offset changes are offset-dependent and O(1); size changes invalidate everything")
    func invalidation() {
        let wheel = prepare(offset: CGPoint(x: 100, y: 0), counts: [30])
        #expect(wheel.invalidation(forBoundsChange: CGRect(x: 100, y: 0, width: 375, height: 667)) == .nothing)
        #expect(wheel.invalidation(forBoundsChange: CGRect(x: 180, y: 0, width: 375, height: 667)) == .offsetDependent)
        #expect(wheel.invalidation(forBoundsChange: CGRect(x: 100, y: 0, width: 667, height: 375)) == .everything)
        #expect(
            wheel.invalidation(forBoundsChange: CGRect(x: 100, y: 0, width: 375, height: CGFloat.nan)) == .everything)
        // Moving the offset answers exactly as preparing at the new offset.
        for x in [-400, 0, 180, 1745.17, 3615, 9000] as [CGFloat] {
            var moved = wheel
            moved.updateContentOffset(CGPoint(x: x, y: 0))
            let fresh = prepare(offset: CGPoint(x: x, y: 0), counts: [30])
            #expect(moved.allElements() == fresh.allElements(), "offset \(x)")
            #expect(moved.environment == fresh.environment)
        }
        var nan = wheel
        nan.updateContentOffset(CGPoint(x: CGFloat.nan, y: .infinity))
        #expect(nan.environment.contentOffset == .zero && nan.angle == 0)
    }

    @Test("Random wheels at random offsets, beyond both ends: elements(in:) equals brute force", arguments: 0..<60)
    func randomWheels(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let configuration = try WheelLayout.Configuration(
            itemSize: CGSize(width: .random(in: 5...300, using: &rng), height: .random(in: 5...300, using: &rng)),
            radius: [CGFloat.random(in: 1...60, using: &rng), .random(in: 60...900, using: &rng)][
                Int.random(in: 0...1, using: &rng)],
            anglePerItem: Bool.random(using: &rng) ? nil : .random(in: 0.01...CGFloat.pi, using: &rng),
            hanging: Bool.random(using: &rng),
            tilt: Int.random(in: 0...2, using: &rng) == 0 ? .random(in: -1...1, using: &rng) : 0)
        let counts = (0..<Int.random(in: 1...3, using: &rng)).map { _ in Int.random(in: 0...120, using: &rng) }
        let bounds = CGSize(width: .random(in: 0...900, using: &rng), height: .random(in: 0...900, using: &rng))
        let layout = WheelLayout(configuration: configuration)
        var wheel = layout.prepare(in: LayoutEnvironment(boundsSize: bounds, itemCounts: counts))
        let end = wheel.maximumOffset
        let offsets: [CGFloat] = [
            0, end, .random(in: 0...Swift.max(end, 1), using: &rng), -.random(in: 0...2000, using: &rng),
            end + .random(in: 0...2000, using: &rng), -1e7, end + 1e9,
        ]
        for x in offsets {
            wheel.updateContentOffset(CGPoint(x: x, y: .random(in: -50...50, using: &rng)))
            let rects = WheelInvariants.randomRects(for: wheel, count: 24, using: &rng)
            LayoutInvariants.check(wheel, as: .wheel, rects: rects, context: "seed \(seed) offset \(x)")
            #expect(LayoutInvariants.bruteForce(wheel).count == wheel.itemCount, "seed \(seed) offset \(x)")
            let again = layout.prepare(in: wheel.environment)
            #expect(again.allElements() == wheel.allElements(), "seed \(seed): not deterministic")
        }
    }

    @Test("A million items: the screen holds the same items as with a hundred, and answers like brute force nearby")
    func million() throws {
        let small = prepare(counts: [100]), large = prepare(counts: [1_000_000])
        var s = small, l = large
        s.updateContentOffset(CGPoint(x: 50 * small.pitch, y: 0))
        l.updateContentOffset(CGPoint(x: 500_000 * large.pitch, y: 0))
        let a = s.elements(in: s.environment.visibleRect), b = l.elements(in: l.environment.visibleRect)
        #expect(a.count == b.count && a.count >= 3)
        #expect(b.map(\.index.item) == a.map { $0.index.item + 499_950 })
        // Brute force over the turn around item 500,000: everything else is hidden.
        let turn = Int(CGFloat.pi / large.configuration.anglePerItem) + 2
        let nearby = (500_000 - turn...500_000 + turn).compactMap { l.attributes(for: ElementIndex(0, $0)) }
        for rect in [
            l.environment.visibleRect, CGRect(x: -1e12, y: -1e12, width: 2e12, height: 2e12),
            CGRect(x: l.wheelCentre.x - 1, y: l.wheelCentre.y - 600, width: 2, height: 1200),
        ] {
            #expect(l.elements(in: rect).map(\.index) == nearby.filter { $0.visualBounds.overlaps(rect) }.map(\.index))
        }
        #expect(l.attributes(for: ElementIndex(0, 0))?.isHidden == true)
        #expect(l.attributes(for: ElementIndex(0, 999_999))?.isHidden == true)
    }

    @Test("Degenerate rects give nothing; huge offsets stay finite")
    func degenerate() {
        let wheel = prepare(offset: CGPoint(x: 1e300, y: -1e300), counts: [30])
        #expect(wheel.allElements().allSatisfy { $0.isFinite })
        #expect(LayoutInvariants.bruteForce(wheel).allSatisfy { $0.isFinite })
        let normal = prepare(counts: [30])
        #expect(normal.elements(in: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)).isEmpty)
        #expect(normal.elements(in: CGRect(x: 0, y: 0, width: 0, height: 10)).isEmpty)
        #expect(
            normal.elements(
                in: CGRect(
                    x: -CGFloat.infinity, y: -CGFloat.infinity, width: CGFloat.infinity, height: CGFloat.infinity)
            ).isEmpty)
    }

    @Test("Tilt: a 3-D turn about the wheel's centre in perspective; the visual bounds hold the projected item")
    func tilt() throws {
        let c = try WheelLayout.Configuration(tilt: 0.5)
        expectClose(c.perspective, 3 * hypot(66.5, 586.5))
        let wheel = prepare(c, counts: [30])
        let flat = prepare(counts: [30])
        let a = try #require(wheel.attributes(for: ElementIndex(0, 1)))
        #expect(a.transform.rotationX == 0.5 && a.transform.perspective == c.perspective)
        // Leaning back, the top of the wheel moves down towards the centre and shrinks.
        let b = a.visualBounds, f = try #require(flat.attributes(for: ElementIndex(0, 1))).visualBounds
        #expect(b.minY > f.minY && b.height < f.height)
        // Every point of the item (sampled) projects inside its visual bounds.
        let anchor = a.anchorPosition
        for u in stride(from: 0.0, through: 1, by: 0.125) {
            for v in stride(from: 0.0, through: 1, by: 0.125) {
                let p = CGPoint(
                    x: a.frame.minX + u * a.frame.width - anchor.x, y: a.frame.minY + v * a.frame.height - anchor.y)
                let q = a.transform.project(p)
                #expect(b.insetBy(dx: -1e-9, dy: -1e-9).contains(CGPoint(x: anchor.x + q.x, y: anchor.y + q.y)))
            }
        }
    }
}
