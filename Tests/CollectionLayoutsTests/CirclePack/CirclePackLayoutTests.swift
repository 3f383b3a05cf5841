@_spi(Tools) import CollectionLayouts
import Foundation
import Testing

@Suite("Circle packing")
struct CirclePackLayoutTests {
    static let sample: [CGFloat] = [120, 160, 80, 120, 80, 140, 100, 200]

    private func prepare(
        _ configuration: CirclePackLayout.Configuration = .standard, width: CGFloat = 375,
        counts: [Int], sizes: ItemSizes, direction: LayoutDirection = .leftToRight
    ) -> PreparedCirclePack {
        CirclePackLayout(configuration: configuration).prepare(
            in: LayoutEnvironment(
                boundsSize: CGSize(width: width, height: 667), layoutDirection: direction, itemCounts: counts,
                itemSizes: sizes))
    }

    private func diameters(_ values: [CGFloat]) -> ItemSizes {
        .cycle(values.map { CGSize(width: $0, height: $0) })
    }

    private func frame(_ layout: PreparedCirclePack, _ item: Int) -> CGRect {
        frame(layout, 0, item)
    }

    private func frame(_ layout: PreparedCirclePack, _ section: Int, _ item: Int) -> CGRect {
        layout.attributes(for: ElementIndex(section, item))!.frame
    }

    private func expectClose(
        _ a: CGRect, _ b: CGRect, _ comment: String = "", sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let close =
            abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6
            && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
        #expect(close, "\(a) is not \(b) \(comment)", sourceLocation: sourceLocation)
    }

    @Test("One circle sits in the top-left corner of the insets")
    func oneCircle() {
        let layout = prepare(counts: [1], sizes: diameters([120]))
        #expect(frame(layout, 0) == CGRect(x: 20, y: 20, width: 120, height: 120))
        #expect(layout.contentSize == CGSize(width: 375, height: 160))
    }

    @Test("Three equal circles fill the first row from the left, touching at the spacing")
    func firstRow() {
        let layout = prepare(counts: [3], sizes: diameters([100]))
        // Centres 110 apart (100 + 10) on the top line y = 70; the third fits before the right inset (355).
        expectClose(frame(layout, 0), CGRect(x: 20, y: 20, width: 100, height: 100))
        expectClose(frame(layout, 1), CGRect(x: 130, y: 20, width: 100, height: 100))
        expectClose(frame(layout, 2), CGRect(x: 240, y: 20, width: 100, height: 100))
        #expect(layout.contentSize == CGSize(width: 375, height: 140))
    }

    @Test("Look-ahead: with a fourth circle to come, the third takes the right inset, leaving a deeper notch")
    func secondRow() {
        let layout = prepare(counts: [4], sizes: diameters([100]))
        // At x = 290 the next circle's lowest place would be the notch between circles 0 and 1
        // (centres 110 apart); at the right inset, x = 305, the notch between circles 1 and 2
        // (125 apart) is deeper, so the sum of the two heights is smaller.
        expectClose(frame(layout, 2), CGRect(x: 255, y: 20, width: 100, height: 100))
        let y = 70 + (110.0 * 110.0 - 62.5 * 62.5).squareRoot()
        expectClose(frame(layout, 3), CGRect(x: 242.5 - 50, y: y - 50, width: 100, height: 100))
        #expect(abs(layout.contentSize.height - (y + 50 + 20)) < 1e-6)
    }

    @Test("The tutorial's first two circles: the second on the top line, touching the first")
    func tutorialStart() {
        let layout = prepare(counts: [2], sizes: diameters(Self.sample))
        // Centre (80, 80) r 60, then r 80 on y = 100: x = 80 + √(150² − 20²).
        expectClose(frame(layout, 0), CGRect(x: 20, y: 20, width: 120, height: 120))
        let x = 80 + (150.0 * 150.0 - 20.0 * 20.0).squareRoot()
        expectClose(frame(layout, 1), CGRect(x: x - 80, y: 20, width: 160, height: 160))
    }

    @Test("Dense fills the hole beside a big circle; reading order keeps below the previous top edge")
    func orderings() {
        let sizes = diameters([200, 200, 40])
        let dense = prepare(.dense, counts: [3], sizes: sizes)
        let reading = prepare(.standard, counts: [3], sizes: sizes)
        // Dense: the small circle goes on the top line, touching the first big one (centre (120, 120)).
        let x = 120 + (130.0 * 130.0 - 80.0 * 80.0).squareRoot()
        expectClose(frame(dense, 2), CGRect(x: x - 20, y: 20, width: 40, height: 40))
        // Reading order: its centre is at or below the second big circle's top edge.
        let second = frame(reading, 1)
        #expect(frame(reading, 2).midY >= second.minY - 1e-9)
        #expect(frame(reading, 2).midY > frame(dense, 2).midY)
        #expect(frame(reading, 0) == frame(dense, 0))
    }

    @Test("Right to left mirrors every frame")
    func rightToLeft() {
        let ltr = prepare(counts: [50], sizes: diameters(Self.sample))
        let rtl = prepare(counts: [50], sizes: diameters(Self.sample), direction: .rightToLeft)
        #expect(rtl.contentSize == ltr.contentSize)
        for item in 0..<50 {
            expectClose(frame(rtl, item), frame(ltr, item).mirroredHorizontally(in: 375), "item \(item)")
        }
        #expect(frame(rtl, 0) == CGRect(x: 235, y: 20, width: 120, height: 120))
    }

    @Test("Right to left keeps the insets physical: the packing is mirrored within them")
    func rightToLeftInsets() throws {
        let configuration = try CirclePackLayout.Configuration(
            insets: LayoutInsets(top: 20, left: 40, bottom: 20, right: 10))
        let ltr = prepare(configuration, counts: [30], sizes: diameters(Self.sample))
        let rtl = prepare(configuration, counts: [30], sizes: diameters(Self.sample), direction: .rightToLeft)
        #expect(frame(ltr, 0).minX == 40)
        #expect(frame(rtl, 0).maxX == 365)
        for item in 0..<30 {
            #expect(frame(rtl, item).minX >= 40 - 1e-9 && frame(rtl, item).maxX <= 365 + 1e-9)
        }
    }

    @Test("A section starts `spacing` below the lowest circle of the sections before it; empty sections take no room")
    func sections() {
        let layout = prepare(counts: [3, 0, 2], sizes: diameters([120, 60, 90]))
        let firstBottom = (0..<3).map { frame(layout, 0, $0).maxY }.max()!
        let secondTop = (0..<2).map { frame(layout, 2, $0).minY }.min()!
        #expect(abs(secondTop - (firstBottom + 10)) < 1e-6)
        #expect(frame(layout, 2, 0).minX == 20)
        #expect(layout.attributes(for: ElementIndex(1, 0)) == nil)
        #expect(
            layout.allElements().map(\.index) == [
                ElementIndex(0, 0), ElementIndex(0, 1), ElementIndex(0, 2),
                ElementIndex(2, 0), ElementIndex(2, 1),
            ])
        #expect(layout.contentSize.height == (0..<2).map { frame(layout, 2, $0).maxY }.max()! + 20)
    }

    @Test("elements(in:) returns the circles whose frames overlap the rect, in index order")
    func query() {
        let layout = prepare(counts: [3], sizes: diameters([100]))
        #expect(layout.elements(in: CGRect(x: 0, y: 0, width: 375, height: 667)).map(\.index.item) == [0, 1, 2])
        #expect(layout.elements(in: CGRect(x: 125, y: 50, width: 10, height: 10)).map(\.index.item) == [1])
        #expect(layout.elements(in: CGRect(x: 120, y: 50, width: 10, height: 10)).isEmpty)
        #expect(layout.elements(in: CGRect(x: 0, y: 0, width: 375, height: 20)).isEmpty)
        #expect(layout.elements(in: CGRect(x: 0, y: 0, width: 0, height: 100)).isEmpty)
        #expect(layout.elements(in: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)).isEmpty)
    }

    @Test("A new offset invalidates nothing, a new size everything")
    func invalidation() {
        let layout = prepare(counts: [10], sizes: diameters(Self.sample))
        let height = layout.environment.boundsSize.height
        #expect(layout.invalidation(forBoundsChange: CGRect(x: 0, y: 500, width: 375, height: height)) == .nothing)
        // The packing is the same, but the visible area and where a scroll may rest are not.
        #expect(layout.invalidation(forBoundsChange: CGRect(x: 0, y: 500, width: 375, height: 300)) == .everything)
        #expect(layout.invalidation(forBoundsChange: CGRect(x: 0, y: 0, width: 414, height: 667)) == .everything)
    }

    @Test("Invalid configurations are rejected with the parameter named")
    func invalidConfiguration() {
        #expect(throws: LayoutError.tooSmall(parameter: "spacing", value: -1, minimum: 0, inclusive: true)) {
            try CirclePackLayout.Configuration(spacing: -1)
        }
        #expect(throws: LayoutError.notFinite(parameter: "spacing", value: .infinity)) {
            try CirclePackLayout.Configuration(spacing: .infinity)
        }
        #expect(throws: LayoutError.tooSmall(parameter: "defaultDiameter", value: 0, minimum: 0, inclusive: false)) {
            try CirclePackLayout.Configuration(defaultDiameter: 0)
        }
        #expect(throws: LayoutError.self) { try CirclePackLayout.Configuration(defaultDiameter: .nan) }
        #expect(throws: LayoutError.self) { try CirclePackLayout.Configuration(insets: LayoutInsets(left: -1)) }
        #expect(throws: LayoutError.self) { try CirclePackLayout.Configuration(insets: LayoutInsets(top: .nan)) }
        let zero = try? CirclePackLayout.Configuration(insets: .zero, spacing: 0, ordering: .dense)
        #expect(zero?.ordering == .dense)
    }

    @Test("The tutorial's data at iPad widths: no two circles closer than the spacing")
    func wideContainers() {
        for width: CGFloat in [768, 1024] {
            for configuration in [CirclePackLayout.Configuration.standard, .dense] {
                let layout = prepare(configuration, width: width, counts: [1_500], sizes: diameters(Self.sample))
                let frames = layout.allElements().map(\.frame)
                #expect(frames.count == 1_500)
                #expect(CirclePackChecks.closestGap(frames) >= 10 - 1e-6, "width \(width) \(configuration.ordering)")
            }
        }
    }
}
