@_spi(Tools) import CollectionLayouts
import Foundation
import Testing

@Suite("Circle packing: random cases and bad input")
struct CirclePackPropertyTests {
    /// The room between the insets, as the layout computes it (insets shrink to fit a narrow container).
    private func room(width: CGFloat, insets: LayoutInsets) -> (left: CGFloat, right: CGFloat) {
        guard insets.left + insets.right > width else { return (insets.left, width - insets.right) }
        let left = insets.left + insets.right > 0 ? insets.left * width / (insets.left + insets.right) : 0
        return (left, left)
    }

    /// The property suite caps circle inputs at 1,000 (the fuzzer's throughput under ASan); this
    /// holds the top of the range the other layouts are fuzzed at. One prepare of 100,000 circles
    /// takes about 20 s in a debug build (`layouts render circles --count 100000`: 19.6 s), so it
    /// is prepared once, moved with `updateContentOffset` and checked at one offset.
    @Test("Full scale: 100,000 circles in two sections keep the spacing, and every promise holds")
    func fullScale() {
        let diameters: [CGFloat] = [120, 160, 80, 120, 80, 140, 100, 200]  // the sample data
        let environment = LayoutEnvironment(
            boundsSize: CGSize(width: 390, height: 844), itemCounts: [60_000, 0, 40_000],
            itemSizes: .cycle(diameters.map { CGSize(width: $0, height: $0) }))
        var packing = CirclePackLayout().prepare(in: environment)
        let cells = LayoutInvariants.bruteForce(packing)
        #expect(cells.count == 100_000)
        let gap = CirclePackChecks.closestGap(cells.map(\.frame))
        #expect(gap >= CirclePackLayout.Configuration.standard.spacing - 1e-6, "closest gap \(gap)")
        // Near the section break, in the middle of the content. The whole test takes about 27 s.
        packing.updateContentOffset(CGPoint(x: 0, y: cells[59_990].frame.minY))
        var rng = SeededGenerator(seed: 100_000)
        let visible = packing.environment.visibleRect
        let rects =
            LayoutInvariants.randomRects(in: packing.contentSize, count: 4, using: &rng)
            + [visible.insetBy(dx: -30, dy: -400), visible.offsetBy(dx: 0, dy: 844)]
        LayoutInvariants.check(packing, as: .circles, rects: rects, context: "100,000 circles")
    }

    @Test(
        "Random packings: spacing kept, inside the insets, order rule, sections, determinism, queries",
        arguments: 0..<60)
    func randomPackings(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let spacing = CGFloat.random(in: 0...30, using: &rng).rounded(.down) + (Bool.random(using: &rng) ? 0 : 0.5)
        let insets = LayoutInsets(
            top: .random(in: 0...40, using: &rng), left: .random(in: 0...40, using: &rng),
            bottom: .random(in: 0...40, using: &rng), right: .random(in: 0...40, using: &rng))
        let ordering: CirclePackLayout.Ordering = Bool.random(using: &rng) ? .readingOrder : .dense
        let configuration = try CirclePackLayout.Configuration(
            insets: insets, spacing: spacing,
            defaultDiameter: .random(in: 10...150, using: &rng), ordering: ordering)
        let counts = (0..<Int.random(in: 1...3, using: &rng)).map { _ in Int.random(in: 0...220, using: &rng) }
        // Diameters from a narrow or a wide range, sometimes with some items missing a size.
        let low = CGFloat.random(in: 1...80, using: &rng)
        let high = low * CGFloat.random(in: 1...6, using: &rng)
        let sizes = counts.map { count in
            (0..<Int(Double(count) * Double.random(in: 0.8...1, using: &rng))).map { _ -> CGSize in
                let d = CGFloat.random(in: low...high, using: &rng)
                return CGSize(width: d, height: d)
            }
        }
        let width = [
            CGFloat.random(in: 0...120, using: &rng), .random(in: 120...1200, using: &rng),
            .random(in: 300...450, using: &rng),
        ][Int.random(in: 0...2, using: &rng)]
        let environment = LayoutEnvironment(
            boundsSize: CGSize(width: width, height: .random(in: 100...900, using: &rng)),
            contentOffset: CGPoint(x: 0, y: .random(in: 0...2000, using: &rng)),
            layoutDirection: Bool.random(using: &rng) ? .leftToRight : .rightToLeft, itemCounts: counts,
            itemSizes: .perSection(sizes))
        let layout = CirclePackLayout(configuration: configuration)
        let packing = layout.prepare(in: environment)
        let context = "seed \(seed): width \(width), spacing \(spacing), \(ordering), counts \(counts)"

        let all = packing.allElements()
        let cells = LayoutInvariants.bruteForce(packing)
        #expect(cells.count == counts.reduce(0, +), "\(context)")
        let (left, right) = room(width: width, insets: insets)
        let available = max(0, right - left)
        for cell in cells {
            let f = cell.frame
            // Inside the insets horizontally and below the top inset.
            #expect(
                f.minX >= left - 1e-9 && f.maxX <= right + 1e-9,
                "\(context): \(cell.index) \(f) outside \(left)…\(right)")
            #expect(f.minY >= insets.top - 1e-9, "\(context): \(cell.index) above the top inset")
            #expect(f.width == f.height, "\(context)")
            // The diameter: the data's, or the default, scaled down to the room.
            let given =
                sizes[cell.index.section].indices.contains(cell.index.item)
                ? sizes[cell.index.section][cell.index.item].width : configuration.defaultDiameter
            let expected = min(max(min(given, available), available / 65_536), available)
            #expect(
                abs(f.width - expected) < 1e-9, "\(context): \(cell.index) diameter \(f.width), expected \(expected)")
        }
        if let (a, b, gap) = CirclePackChecks.tooClose(cells, spacing: spacing), available > 0 {
            Issue.record("\(context): \(a) and \(b) are \(gap) apart")
        }
        var previous: CGRect?
        var sectionBottom = -CGFloat.infinity, earlierBottom = -CGFloat.infinity
        var section = -1
        for cell in cells {
            if cell.index.section != section {
                earlierBottom = max(earlierBottom, sectionBottom)
                section = cell.index.section
                previous = nil
            }
            // Sections follow one another.
            if earlierBottom.isFinite {
                #expect(
                    cell.frame.minY >= earlierBottom + spacing - 1e-6,
                    "\(context): \(cell.index) reaches into an earlier section")
            }
            if ordering == .readingOrder, let previous {
                #expect(
                    cell.frame.midY >= previous.minY - 1e-9,
                    "\(context): \(cell.index) is above the previous circle's top edge")
            }
            sectionBottom = max(sectionBottom, cell.frame.maxY)
            previous = cell.frame
        }
        #expect(all.count == cells.filter { $0.frame.width > 0 }.count, "\(context)")
        LayoutInvariants.check(
            packing, as: .circles,
            rects: LayoutInvariants.randomRects(in: packing.contentSize, count: 25, using: &rng), context: context)
        #expect(layout.prepare(in: environment).allElements() == all, "\(context): not deterministic")
        if let cell = cells.last(where: { $0.frame.width > 0 }) {
            #expect(packing.contentSize.height >= cell.frame.maxY + insets.bottom - 1e-9, "\(context)")
        }
    }

    @Test("Zero, negative, NaN and −∞ diameters get the default; +∞ and too wide ones the room")
    func badDiameters() {
        let widths: [CGFloat] = [0, -5, CGFloat.nan, -CGFloat.infinity, CGFloat.infinity, 1_000, 1e300, 50]
        let layout = CirclePackLayout(configuration: try! .init(defaultDiameter: 70))
        let packing = layout.prepare(
            in: LayoutEnvironment(
                boundsSize: CGSize(width: 375, height: 667), itemCounts: [widths.count],
                itemSizes: .perSection([widths.map { CGSize(width: $0, height: 10) }])))
        let diameters = (0..<widths.count).map { packing.attributes(for: ElementIndex(0, $0))!.frame.width }
        #expect(diameters == [70, 70, 70, 70, 335, 335, 335, 50])
        #expect(CirclePackChecks.tooClose(packing.allElements(), spacing: 10) == nil)
        // No sizes at all: every circle has the default diameter.
        let none = CirclePackLayout().prepare(
            in: LayoutEnvironment(boundsSize: CGSize(width: 375, height: 667), itemCounts: [5]))
        #expect(none.allElements().map(\.frame.width) == Array(repeating: 100, count: 5))
    }

    @Test("Tiny diameters are raised to 1/65,536 of the room and still pack, without spacing too")
    func tinyDiameters() throws {
        let layout = CirclePackLayout(configuration: try .init(spacing: 0))
        let packing = layout.prepare(
            in: LayoutEnvironment(
                boundsSize: CGSize(width: 375, height: 667), itemCounts: [400],
                itemSizes: .uniform(CGSize(width: 1e-300, height: 1e-300))))
        let smallest: CGFloat = 335 / 65_536
        let frames = (0..<400).map { packing.attributes(for: ElementIndex(0, $0))!.frame }
        #expect(frames.allSatisfy { abs($0.width - smallest) < 1e-15 })
        #expect(CirclePackChecks.closestGap(frames) >= -1e-6)
        // They fill the first row from the left, touching.
        #expect(frames.allSatisfy { abs($0.minY - 20) < 1e-9 })
        #expect(abs(frames[399].maxX - (20 + 400 * smallest)) < 1e-4)
    }

    @Test("Very different diameters side by side stay apart")
    func mixedDiameters() {
        let packing = CirclePackLayout(configuration: .dense).prepare(
            in: LayoutEnvironment(
                boundsSize: CGSize(width: 1_024, height: 667), itemCounts: [600],
                itemSizes: .cycle([
                    CGSize(width: 900, height: 900), CGSize(width: 3, height: 3), CGSize(width: 3, height: 3),
                    CGSize(width: 40, height: 40), CGSize(width: 3, height: 3),
                ])))
        #expect(CirclePackChecks.closestGap(packing.allElements().map(\.frame)) >= 10 - 1e-6)
    }

    @Test("A container narrower than the insets: insets shrink to fit, circles become points `spacing` apart")
    func narrowContainer() {
        for ordering in CirclePackLayout.Ordering.allCases {
            let layout = CirclePackLayout(configuration: try! .init(ordering: ordering))
            let narrow = layout.prepare(
                in: LayoutEnvironment(
                    boundsSize: CGSize(width: 30, height: 667), itemCounts: [4, 2],
                    itemSizes: .uniform(CGSize(width: 80, height: 80))))
            let frames = LayoutInvariants.bruteForce(narrow).map(\.frame)
            #expect(frames == [20, 30, 40, 50, 60, 70].map { CGRect(x: 15, y: $0, width: 0, height: 0) })
            #expect(narrow.contentSize == CGSize(width: 30, height: 90))
            #expect(narrow.allElements().isEmpty)
            LayoutInvariants.check(
                narrow, as: .circles, rects: [CGRect(x: 0, y: 0, width: 30, height: 100)], context: "narrow")

            // Exactly the insets wide, zero wide, or not a number: the same clamp.
            for width in [40, 0, CGFloat.nan, -10] {
                let packing = layout.prepare(
                    in: LayoutEnvironment(
                        boundsSize: CGSize(width: width, height: 667), itemCounts: [3],
                        itemSizes: .uniform(CGSize(width: 80, height: 80))))
                let x: CGFloat = width == 40 ? 20 : 0
                #expect(
                    LayoutInvariants.bruteForce(packing).map(\.frame)
                        == [20, 30, 40].map { CGRect(x: x, y: $0, width: 0, height: 0) },
                    "width \(width)")
                #expect(packing.contentSize.height == 60)
            }
        }
        // Without spacing the points coincide, and that is immediate even for many.
        let packing = CirclePackLayout(configuration: try! .init(spacing: 0)).prepare(
            in: LayoutEnvironment(
                boundsSize: CGSize(width: 10, height: 667), itemCounts: [100_000]))
        #expect(packing.attributes(for: ElementIndex(0, 99_999))!.frame == CGRect(x: 5, y: 20, width: 0, height: 0))
        #expect(packing.contentSize == CGSize(width: 10, height: 40))
    }

    @Test("An absurdly wide container packs as if 10^9 points wide, with finite frames and no overlap")
    func hugeContainer() {
        for width in [1e12, 1e300, CGFloat.greatestFiniteMagnitude] {
            let packing = CirclePackLayout().prepare(
                in: LayoutEnvironment(
                    boundsSize: CGSize(width: width, height: 667), itemCounts: [300],
                    itemSizes: .cycle([CGSize(width: 1e300, height: 1e300), CGSize(width: 120, height: 120)])))
            #expect(packing.contentSize.width == 1e9)
            let cells = LayoutInvariants.bruteForce(packing)
            #expect(cells.allSatisfy { $0.isFinite })
            #expect(cells[0].frame.width == 1e9 - 40)
            // Coordinates near 10^9 round to about 10^-7.
            #expect(CirclePackChecks.closestGap(cells.map(\.frame)) >= 10 - 1e-6)
        }
    }

    @Test("No items: the content is the insets, and nothing is returned")
    func noItems() {
        for counts in [[], [0], [0, 0], [-3]] {
            let packing = CirclePackLayout().prepare(
                in: LayoutEnvironment(boundsSize: CGSize(width: 375, height: 667), itemCounts: counts))
            #expect(packing.contentSize == CGSize(width: 375, height: 40))
            #expect(packing.allElements().isEmpty)
            #expect(packing.attributes(for: ElementIndex(0, 0)) == nil)
            #expect(packing.centeredItem(at: .zero) == nil)
        }
    }

    @Test("Content insets narrow the room; offsets and bounds that are not finite are clamped")
    func environmentClamps() {
        let packing = CirclePackLayout().prepare(
            in: LayoutEnvironment(
                boundsSize: CGSize(width: 415, height: CGFloat.nan), contentOffset: CGPoint(x: CGFloat.infinity, y: -5),
                contentInsets: LayoutInsets(left: 20, right: 20), itemCounts: [30],
                itemSizes: .uniform(CGSize(width: 1_000, height: 1_000))))
        #expect(packing.contentSize.width == 375)
        #expect(packing.attributes(for: ElementIndex(0, 0))!.frame == CGRect(x: 20, y: 20, width: 335, height: 335))
        #expect(packing.environment.contentOffset == CGPoint(x: 0, y: -5))
        LayoutInvariants.check(
            packing, as: .circles, rects: [CGRect(x: 0, y: 1_000, width: 375, height: 667)], context: "clamps")
    }
}
