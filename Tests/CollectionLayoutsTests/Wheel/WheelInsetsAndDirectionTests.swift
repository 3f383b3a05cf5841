@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutFuzzing
import Testing

/// The wheel with content insets (the safe area) and right to left.
@Suite("Wheel: insets and right to left")
struct WheelInsetsAndDirectionTests {
    /// 100 × 200 items on a radius of 100: 45° apart.
    private var small: WheelLayout.Configuration {
        get throws { try WheelLayout.Configuration(itemSize: CGSize(width: 100, height: 200), radius: 100) }
    }

    private func prepare(
        _ configuration: WheelLayout.Configuration, insets: LayoutInsets = .zero,
        direction: LayoutDirection = .leftToRight, offset: CGPoint = .zero, counts: [Int] = [3]
    ) -> PreparedWheel {
        WheelLayout(configuration: configuration).prepare(
            in: LayoutEnvironment(
                boundsSize: CGSize(width: 200, height: 400), contentOffset: offset, contentInsets: insets,
                layoutDirection: direction, itemCounts: counts))
    }

    private func expectClose(
        _ a: CGFloat, _ b: CGFloat, _ message: String = "", sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(abs(a - b) <= 1e-9, "\(a) ≠ \(b) \(message)", sourceLocation: sourceLocation)
    }

    @Test("Insets: the wheel turns in the bounds less the insets, over UIKit's scrollable range")
    func insets() throws {
        // Bounds 200 × 400 less left 20, right 30, top 10, bottom 40: 150 × 350. Content 300 × 350;
        // offsets run from −20 (item 0 upright) to −20 + 300 − 150 = 130 (item 2), pitch 75.
        let insets = LayoutInsets(top: 10, left: 20, bottom: 40, right: 30)
        let wheel = prepare(try small, insets: insets, offset: CGPoint(x: -20, y: -10))
        #expect(wheel.contentSize == CGSize(width: 300, height: 350))
        #expect(wheel.minimumOffset == -20 && wheel.maximumOffset == 130 && wheel.pitch == 75)
        #expect(
            wheel.contentOffsetBounds.min == CGPoint(x: -20, y: -10)
                && wheel.contentOffsetBounds.max == CGPoint(x: 130, y: -10))
        for (x, upright) in [(-20.0, 0), (55, 1), (130, 2)] as [(CGFloat, Int)] {
            var moved = wheel
            moved.updateContentOffset(CGPoint(x: x, y: -10))
            // The middle of the insets: x + 20 + 75, −10 + 10 + 175.
            #expect(moved.middle == CGPoint(x: x + 95, y: 175))
            #expect(moved.wheelCentre == CGPoint(x: x + 95, y: 275))
            let a = try #require(moved.attributes(for: ElementIndex(0, upright)))
            #expect(a.transform.rotation == 0, "offset \(x)")
            #expect(a.frame == CGRect(x: x + 45, y: 75, width: 100, height: 200))
            #expect(moved.centeredItem(at: CGPoint(x: x, y: -10)) == ElementIndex(0, upright))
            #expect(moved.contentOffset(centering: ElementIndex(0, upright)) == CGPoint(x: x, y: -10))
        }
        // A flick right from item 0 rests on item 1; flung past the end, on item 2 at the end exactly.
        #expect(
            wheel.targetContentOffset(
                proposed: CGPoint(x: 0, y: -10), velocity: CGPoint(x: 0.5, y: 0),
                current: CGPoint(x: -20, y: -10)) == CGPoint(x: 55, y: -10))
        #expect(
            wheel.targetContentOffset(
                proposed: CGPoint(x: 900, y: 0), velocity: CGPoint(x: 5, y: 0),
                current: CGPoint(x: -20, y: -10)) == CGPoint(x: 130, y: -10))
        #expect(wheel.contentOffset(centering: ElementIndex(0, 3)) == nil)
    }

    @Test("Without insets, left to right: the tutorial's mapping, bit for bit")
    func noInsetsIsTheTutorial() throws {
        let wheel = prepare(.standard, counts: [30])
        #expect(wheel.minimumOffset == 0 && wheel.maximumOffset == 3990 - 200)
        for x in [0, 1000, 1234.5, 3790] as [CGFloat] {
            #expect(wheel.position(at: CGPoint(x: x, y: 0)) == x / ((3990 - 200) / 29))
        }
        #expect(wheel.contentOffset(centering: ElementIndex(0, 29))?.x == 3790)
    }

    @Test("Right to left: item 0 upright at the right end, later items to the left, the wheel turning the other way")
    func rightToLeft() throws {
        // Content 300, bounds 200: offsets 0…100, pitch 50; item 0 upright at 100.
        let wheel = prepare(try small, direction: .rightToLeft, offset: CGPoint(x: 100, y: 0))
        for (x, angles) in [
            (100.0, [0, -CGFloat.pi / 4, -.pi / 2]), (50, [.pi / 4, 0, -.pi / 4]),
            (75, [.pi / 8, -.pi / 8, -3 * .pi / 8]), (0, [.pi / 2, .pi / 4, 0]),
        ] as [(CGFloat, [CGFloat])] {
            var moved = wheel
            moved.updateContentOffset(CGPoint(x: x, y: 0))
            for item in 0..<3 {
                let a = try #require(moved.attributes(for: ElementIndex(0, item)))
                expectClose(a.transform.rotation, angles[item], "offset \(x) item \(item)")
                #expect(a.frame == CGRect(x: x + 50, y: 100, width: 100, height: 200))
                #expect(a.zIndex == item)
            }
        }
        // Item 1 lies to the left of the centre at offset 100.
        let left = try #require(wheel.attributes(for: ElementIndex(0, 1))).visualBounds
        #expect(left.midX < wheel.wheelCentre.x)
        #expect(wheel.centeredItem(at: CGPoint(x: 100, y: 0)) == ElementIndex(0, 0))
        #expect(wheel.centeredItem(at: CGPoint(x: 0, y: 0)) == ElementIndex(0, 2))
        #expect(wheel.contentOffset(centering: ElementIndex(0, 2)) == CGPoint(x: 0, y: 0))
        #expect(wheel.contentOffset(centering: ElementIndex(0, 0)) == CGPoint(x: 100, y: 0))
        // A flick to the left (negative velocity) moves on to item 1; to the right, stays at item 0.
        #expect(
            wheel.targetContentOffset(
                proposed: CGPoint(x: 90, y: 0), velocity: CGPoint(x: -0.5, y: 0),
                current: CGPoint(x: 100, y: 0)) == CGPoint(x: 50, y: 0))
        #expect(
            wheel.targetContentOffset(
                proposed: CGPoint(x: 140, y: 0), velocity: CGPoint(x: 0.5, y: 0),
                current: CGPoint(x: 100, y: 0)) == CGPoint(x: 100, y: 0))
        // On the right end's screen: item 0 and its left neighbours, the last lying on its side
        // left of the centre (x 100…300 here; item 2's turned bounds span x 0…200).
        let shown = wheel.elements(in: wheel.environment.visibleRect)
        #expect(shown.map(\.index.item) == [0, 1, 2])
        let item2 = try #require(shown.last).visualBounds
        expectClose(item2.minX, 0)
        expectClose(item2.maxX, 200)
    }

    @Test(
        "Seeded wheels with insets, either direction, at any offset: every promise of the checker, the mirror image included",
        arguments: 0..<40)
    func checker(seed: UInt64) throws {
        var rng = SeededGenerator(seed: 0x57EE1 &+ seed)
        let configuration = try WheelLayout.Configuration(
            itemSize: CGSize(width: .random(in: 20...200, using: &rng), height: .random(in: 20...300, using: &rng)),
            radius: .random(in: 30...900, using: &rng), hanging: Bool.random(using: &rng),
            tilt: Bool.random(using: &rng) ? 0 : .random(in: -0.8...0.8, using: &rng))
        let bounds = CGSize(width: .random(in: 150...900, using: &rng), height: .random(in: 200...900, using: &rng))
        let insets = LayoutInsets(
            top: .random(in: 0...60, using: &rng), left: .random(in: 0...80, using: &rng),
            bottom: .random(in: 0...40, using: &rng), right: .random(in: 0...80, using: &rng))
        let environment = LayoutEnvironment(
            boundsSize: bounds, contentOffset: CGPoint(x: .random(in: -300...4000, using: &rng), y: -insets.top),
            contentInsets: insets, layoutDirection: Bool.random(using: &rng) ? .rightToLeft : .leftToRight,
            itemCounts: [Int.random(in: 0...40, using: &rng), Int.random(in: 0...3, using: &rng)])
        var reader = ByteReader((0..<256).map { _ in UInt8.random(in: 0...255, using: &rng) })
        let report = LayoutChecker.check(
            WheelLayout(configuration: configuration), in: environment, target: .wheel, reader: &reader)
        #expect(report.violations.isEmpty, "seed \(seed):\n\(report)")
    }

    @Test("The checker catches a wheel that ignores the direction")
    func checkerCatchesAMirrorError() throws {
        let environment = LayoutEnvironment(
            boundsSize: CGSize(width: 200, height: 400), contentOffset: CGPoint(x: 30, y: 0),
            layoutDirection: .rightToLeft, itemCounts: [5])
        let check = try #require(LayoutFuzzTarget.wheel.environmentCheck)
        #expect(check(WheelLayout(configuration: try small), environment) == nil)
        let problem = check(LeftToRightOnlyWheel(wheel: WheelLayout(configuration: try small)), environment)
        #expect(problem?.hasPrefix("mirror image") == true, "\(problem ?? "no problem found")")
    }
}

/// A broken wheel: it lays out left to right whatever the direction.
private struct LeftToRightOnlyWheel: CollectionLayout {
    let wheel: WheelLayout
    func prepare(in environment: LayoutEnvironment) -> PreparedWheel {
        var e = environment
        e.layoutDirection = .leftToRight
        return wheel.prepare(in: e)
    }
}
