@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutFuzzing
import Testing

/// Runs of (nearly) equal circles go on the densest periodic-rows pattern that fits the width
/// (``CirclePacker/Honeycomb``).
@Suite("Circle packing: equal circles pack to the honeycomb")
struct CirclePackHoneycombTests {
    /// The density of the best periodic-rows packing of `count` circles of diameter `d`, `s` apart,
    /// in a container `width` wide with insets `inset` (as `layouts bench --layout
    /// circles-honeycomb` defines it): rows of `k` (as many as fit across) alternating with rows
    /// of `k` shifted by the room left (at most `p / 2`) or of `k − 1` shifted by `p / 2`, in either
    /// order, `√(p² − δ²)` apart; the content from the top inset to the bottom inset. `area` is the
    /// circles' total area (their diameters may be less than `d`).
    static func bound(count: Int, d: Double, s: Double, inset: Double, width: Double, area: Double) -> Double {
        let p = d + s, room = width - 2 * inset - d
        let k = Int(room / p) + 1
        let delta = min(room - Double(k - 1) * p, p / 2)
        var patterns = [(k, k, (p * p - delta * delta).squareRoot())]
        if k > 1 { patterns += [(k, k - 1, p * 3.0.squareRoot() / 2), (k - 1, k, p * 3.0.squareRoot() / 2)] }
        return patterns.map { a, b, pitch in
            let pairs = count / (a + b), rest = count % (a + b)
            let rows = 2 * pairs + (rest == 0 ? 0 : rest <= a ? 1 : 2)
            return area / (width * (2 * inset + Double(rows - 1) * pitch + d))
        }.max()!
    }

    private static func environment(width: CGFloat, diameters: [CGFloat]) -> LayoutEnvironment {
        LayoutEnvironment(
            boundsSize: CGSize(width: width, height: 667), itemCounts: [diameters.count],
            itemSizes: .perSection([diameters.map { CGSize(width: $0, height: $0) }]))
    }

    @Test("15 circles of 40 at 430 points: rows of 8 and 7, exactly", arguments: CirclePackLayout.Ordering.allCases)
    func fifteenCircles(ordering: CirclePackLayout.Ordering) throws {
        let layout = CirclePackLayout(configuration: try .init(ordering: ordering))
        let packing = layout.prepare(in: Self.environment(width: 430, diameters: Array(repeating: 40, count: 15)))
        // 8 across fill the room exactly (8 × 50 = 390 + 10), so the sites are exactly 50 apart;
        // the row pitch is the packer's margin more than √(50² − 25²).
        let reach: Double = 50 + 1e-7
        let pitch: Double = (reach * reach - 625).squareRoot()
        let top: [CGPoint] = (0..<8).map { (k: Int) -> CGPoint in CGPoint(x: 40 + 50 * Double(k), y: 40) }
        let second: [CGPoint] = (0..<7).map { (k: Int) -> CGPoint in CGPoint(x: 65 + 50 * Double(k), y: 40 + pitch) }
        let expected = top + second
        let centres = (0..<15).map { packing.attributes(for: ElementIndex(0, $0))!.frame }.map {
            CGPoint(x: $0.midX, y: $0.midY)
        }
        for (got, want) in zip(centres, expected) {
            #expect(abs(got.x - want.x) < 1e-9 && abs(got.y - want.y) < 1e-9, "\(got) ≠ \(want)")
        }
        #expect(abs(packing.contentSize.height - (40 + pitch + 20 + 20)) < 1e-9)
    }

    @Test("Equal and nearly equal circles, 5 or more across, reach 99 % of the periodic-rows bound", arguments: 0..<24)
    func randomRuns(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let d = CGFloat.random(in: 10...90, using: &rng).rounded(),
            s = CGFloat.random(in: 0...20, using: &rng).rounded()
        let inset = CGFloat.random(in: 0...30, using: &rng).rounded()
        // At least `lookAheadAcross` (5) circles across, where a section's run starts on the pattern.
        let width = CGFloat.random(in: (2 * inset + 5 * (d + s) - s)...1500, using: &rng)
        let count = Int.random(in: 30...1_500, using: &rng)
        let ordering: CirclePackLayout.Ordering = seed % 2 == 0 ? .readingOrder : .dense
        // Nearly equal: the first circle is the largest, the others up to 3 % smaller.
        let near = seed % 4 >= 2
        let diameters = (0..<count).map { k in k == 0 || !near ? d : d * .random(in: 0.97...1, using: &rng) }
        let layout = CirclePackLayout(
            configuration: try .init(insets: LayoutInsets(all: inset), spacing: s, ordering: ordering))
        let packing = layout.prepare(in: Self.environment(width: width, diameters: diameters))
        let frames = LayoutInvariants.bruteForce(packing).map(\.frame)
        let area = frames.reduce(0.0) { $0 + Double.pi * Double($1.width * $1.width) / 4 }
        let density = area / Double(packing.contentSize.width * packing.contentSize.height)
        let bound = Self.bound(
            count: count, d: Double(d), s: Double(s), inset: Double(inset), width: Double(width), area: area)
        let context =
            "seed \(seed): \(count) × \(d)\(near ? " or less" : ""), spacing \(s), width \(width), \(ordering)"
        #expect(density >= 0.99 * bound, "\(context): \(density) of \(bound)")
        #expect(CirclePackChecks.closestGap(frames) >= s - 1e-6, "\(context)")
        #expect(frames.allSatisfy { $0.minX >= inset - 1e-9 && $0.maxX <= width - inset + 1e-9 }, "\(context)")
        LayoutInvariants.check(
            packing, as: .circles, rects: LayoutInvariants.randomRects(in: packing.contentSize, count: 5, using: &rng),
            context: context)
    }

    @Test(
        "Runs among other sizes: appends place the new circles only, as a fresh prepare does",
        arguments: CirclePackLayout.Ordering.allCases)
    func appendsAndMixedRuns(ordering: CirclePackLayout.Ordering) throws {
        var rng = SeededGenerator(seed: 39)
        // Long runs of one size (some a little smaller), between single circles of other sizes.
        var diameters: [CGFloat] = []
        while diameters.count < 1_200 {
            let d = CGFloat.random(in: 20...80, using: &rng).rounded()
            for k in 0..<Int.random(in: 1...120, using: &rng) { diameters.append(k % 5 == 4 ? d * 0.98 : d) }
        }
        let layout = CirclePackLayout(configuration: try .init(ordering: ordering))
        var packing = layout.prepare(in: Self.environment(width: 430, diameters: Array(diameters.prefix(300))))
        var end = 300
        while end < diameters.count {
            let added = min(Int.random(in: 1...150, using: &rng), diameters.count - end)
            end += added
            let environment = Self.environment(width: 430, diameters: Array(diameters.prefix(end)))
            layout.prepare(in: environment, updating: &packing)
            #expect(packing.itemsLaidOutLastTime == added + 1)
            #expect(packing.allElements() == layout.prepare(in: environment).allElements(), "appended to \(end)")
        }
        let frames = LayoutInvariants.bruteForce(packing).map(\.frame)
        #expect(CirclePackChecks.closestGap(frames) >= 10 - 1e-6)
        var previous: CGRect?
        for frame in frames {
            #expect(frame.minX >= 20 - 1e-9 && frame.maxX <= 410 + 1e-9)
            if ordering == .readingOrder, let previous { #expect(frame.midY >= previous.minY - 1e-9) }
            previous = frame
        }
    }

    @Test("A run with more circles across than the chain holds hands back without overflowing it")
    func wideRun() throws {
        for ordering in CirclePackLayout.Ordering.allCases {
            let layout = CirclePackLayout(configuration: try .init(spacing: 0, ordering: ordering))
            let diameters = Array(repeating: CGFloat(1), count: 1_500) + [50, 3, 1, 1]
            let packing = layout.prepare(in: Self.environment(width: 1_024, diameters: diameters))
            let frames = LayoutInvariants.bruteForce(packing).map(\.frame)
            #expect(frames.count == diameters.count)
            #expect(CirclePackChecks.closestGap(frames) >= -1e-6)
        }
    }

    @Test("Measured sizes: a size changed in a run packs as a fresh prepare")
    func measuredSizes() throws {
        let layout = CirclePackLayout(
            configuration: try .init(itemSizing: .measured(estimate: CGSize(width: 40, height: 40))))
        var sizes = Array(repeating: CGSize(width: 40, height: 40), count: 600)
        var packing = layout.prepare(in: Self.environment(width: 390, diameters: sizes.map(\.width)))
        for k in [500, 250, 251, 100] {
            sizes[k] = CGSize(width: 60, height: 60)
            let environment = Self.environment(width: 390, diameters: sizes.map(\.width))
            layout.prepare(in: environment, updating: &packing)
            #expect(packing.allElements() == layout.prepare(in: environment).allElements(), "size \(k) changed")
        }
        #expect(CirclePackChecks.closestGap(packing.allElements().map(\.frame)) >= 10 - 1e-6)
    }
}
