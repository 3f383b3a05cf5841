@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutFuzzing
import Testing

/// The circle packing's headers, footers (pinned, measured, scaled) and section backgrounds, and
/// the gallery's backgrounds: exact frames for small cases, every promise of the checker for them.
@Suite("Circle packing: headers, footers and section backgrounds")
struct CirclePackSectionTests {
    /// Insets 10, circles 100 wide (the default diameter) 10 apart, headers 40 and footers 20 tall.
    static func configuration(
        pinned: Bool = true, backgrounds: Bool = true, headerHeight: CGFloat = 40, footerHeight: CGFloat = 20
    ) throws -> CirclePackLayout.Configuration {
        try .init(
            insets: LayoutInsets(all: 10), spacing: 10, defaultDiameter: 100, headerHeight: headerHeight,
            footerHeight: footerHeight, sectionHeadersPinToVisibleBounds: pinned, showsSectionBackgrounds: backgrounds)
    }

    /// 220 × 200, a 30-point bar above the content (the top content inset), sections of 1, 0 and
    /// 1 items. Section 0: header 0…40, the circle at 50…150, footer 160…180; section 1 (empty):
    /// header 180…220, footer 220…240; section 2: header 240…280, the circle at 290…390, footer
    /// 400…420.
    static func environment(
        y: CGFloat = -30, direction: LayoutDirection = .leftToRight, counts: [Int] = [1, 0, 1]
    ) -> LayoutEnvironment {
        LayoutEnvironment(
            boundsSize: CGSize(width: 220, height: 200), contentOffset: CGPoint(x: 0, y: y),
            contentInsets: LayoutInsets(top: 30, left: 0, bottom: 0, right: 0), layoutDirection: direction,
            itemCounts: counts)
    }

    static func supplementary(_ p: PreparedCirclePack, _ kind: String, _ section: Int) -> CGRect? {
        p.supplementaryAttributes(ofKind: kind, at: ElementIndex(section, 0))?.frame
    }

    static func rect(_ y: CGFloat, _ height: CGFloat, x: CGFloat = 0, width: CGFloat = 220) -> CGRect {
        CGRect(x: x, y: y, width: width, height: height)
    }

    @Test("Exact frames: each section is its header, the top inset, its circles, the bottom inset, its footer")
    func exactFrames() throws {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let p = CirclePackLayout(configuration: try Self.configuration(pinned: false)).prepare(
                in: Self.environment(direction: direction))
            let x: CGFloat = direction == .leftToRight ? 10 : 110
            #expect(p.contentSize == CGSize(width: 220, height: 420))
            #expect(p.attributes(for: ElementIndex(0, 0))?.frame == Self.rect(50, 100, x: x, width: 100))
            #expect(p.attributes(for: ElementIndex(2, 0))?.frame == Self.rect(290, 100, x: x, width: 100))
            #expect(Self.supplementary(p, "header", 0) == Self.rect(0, 40))
            #expect(Self.supplementary(p, "footer", 0) == Self.rect(160, 20))
            #expect(Self.supplementary(p, "header", 1) == Self.rect(180, 40))
            #expect(Self.supplementary(p, "footer", 1) == Self.rect(220, 20))
            #expect(Self.supplementary(p, "header", 2) == Self.rect(240, 40))
            #expect(Self.supplementary(p, "footer", 2) == Self.rect(400, 20))
            #expect(Self.supplementary(p, "header", 3) == nil && Self.supplementary(p, "other", 0) == nil)
            #expect(p.sectionExtent(of: 0) == 0...180 && p.sectionExtent(of: 1) == 180...240)
            #expect(p.sectionExtent(of: 2) == 240...420)
            let backgrounds = (0..<3).map {
                p.decorationAttributes(ofKind: ElementKind.sectionBackgroundKind, at: ElementIndex($0, 0))
            }
            #expect(backgrounds.map { $0?.frame } == [Self.rect(0, 180), Self.rect(180, 60), Self.rect(240, 180)])
            #expect(backgrounds.allSatisfy { $0?.zIndex == -1 && $0?.kind == .decoration("background") })
            #expect(p.decorationAttributes(ofKind: "header", at: ElementIndex(0, 0)) == nil)
            #expect(p.decorationAttributes(ofKind: "background", at: ElementIndex(0, 1)) == nil)
            // The query: cells, then headers, footers and backgrounds, each in section order.
            let answer = p.elements(in: Self.rect(100, 100)).map { "\($0.kind)\($0.index.section)" }
            #expect(answer == ["cell0", "header1", "footer0", "decoration:background0", "decoration:background1"])
            LayoutInvariants.check(p, as: .circles, rects: [Self.rect(150, 100)], context: "\(direction)")
        }
    }

    @Test("Pinned headers stay below the top inset, inside their sections, above the circles")
    func pinned() throws {
        // offset y → the headers' tops; the visible top is y + 30.
        let cases: [(CGFloat, [CGFloat])] = [
            (-30, [0, 180, 240]), (70, [100, 180, 240]), (120, [140, 180, 240]), (160, [140, 190, 240]),
            (300, [140, 200, 330]), (1e9, [140, 200, 380]),
        ]
        let layout = CirclePackLayout(configuration: try Self.configuration())
        for (y, tops) in cases {
            let p = layout.prepare(in: Self.environment(y: y))
            #expect((0..<3).map { Self.supplementary(p, "header", $0) } == tops.map { Self.rect($0, 40) }, "y \(y)")
            #expect(p.supplementaryAttributes(ofKind: "header", at: ElementIndex(0, 0))?.zIndex == 1)
            // The circles do not move.
            #expect(p.attributes(for: ElementIndex(2, 0))?.frame == Self.rect(290, 100, x: 10, width: 100))
            LayoutInvariants.check(p, as: .circles, rects: [Self.rect(tops[0] - 5, 10)], context: "pinned, y \(y)")
        }
        let p = layout.prepare(in: Self.environment())
        #expect(p.invalidation(forBoundsChange: Self.rect(50, 200)) == .offsetDependent)
        #expect(p.invalidation(forBoundsChange: Self.rect(-30, 200)) == .nothing)
        LayoutInvariants.checkOffsetUpdates(
            layout, in: Self.environment(), as: .circles, offsets: [CGPoint(x: 0, y: 150), CGPoint(x: 0, y: 400)],
            context: "pinned offsets")
    }

    @Test("Measured heights replace the estimates; Dynamic Type scales the estimates, not the circles")
    func measuredAndScaled() throws {
        let layout = CirclePackLayout(configuration: try Self.configuration(pinned: false))
        var measured = Self.environment()
        measured.supplementaryHeights = [.header: [nil, nil, 64], .footer: [5]]
        let p = layout.prepare(in: measured)
        #expect(Self.supplementary(p, "footer", 0) == Self.rect(160, 5))
        #expect(Self.supplementary(p, "header", 2) == Self.rect(225, 64))
        #expect(p.attributes(for: ElementIndex(2, 0))?.frame == Self.rect(299, 100, x: 10, width: 100))
        #expect(p.contentSize.height == 429)
        var updated = layout.prepare(in: Self.environment())
        layout.prepare(in: measured, updating: &updated)
        #expect(
            LayoutInvariants.bruteForce(updated, supplementaryKinds: ["header", "footer"])
                == LayoutInvariants.bruteForce(p, supplementaryKinds: ["header", "footer"]))
        var scaled = Self.environment()
        scaled.dynamicTypeScale = 2
        let s = layout.prepare(in: scaled)
        #expect(s.configuration.headerHeight == 80 && s.configuration.footerHeight == 40)
        #expect(Self.supplementary(s, "header", 0) == Self.rect(0, 80))
        #expect(s.attributes(for: ElementIndex(0, 0))?.frame == Self.rect(90, 100, x: 10, width: 100))
        // Without headers and footers the scale changes nothing.
        let plain = CirclePackLayout(), plainScaled = plain.prepare(in: scaled)
        #expect(plainScaled.configuration == .standard)
        #expect(
            plainScaled.attributes(for: ElementIndex(0, 0))
                == plain.prepare(in: Self.environment()).attributes(for: ElementIndex(0, 0)))
    }

    @Test("Backgrounds without headers: sections tile the content from the circles' bottoms; the circles do not move")
    func plainBackgrounds() throws {
        let withBackgrounds = try CirclePackLayout.Configuration(
            insets: LayoutInsets(all: 10), spacing: 10, defaultDiameter: 100, showsSectionBackgrounds: true)
        let plainConfiguration = try CirclePackLayout.Configuration(
            insets: LayoutInsets(all: 10), spacing: 10, defaultDiameter: 100)
        let environment = Self.environment(counts: [1, 1])
        let p = CirclePackLayout(configuration: withBackgrounds).prepare(in: environment)
        let plain = CirclePackLayout(configuration: plainConfiguration).prepare(in: environment)
        #expect(LayoutInvariants.bruteForce(p) == LayoutInvariants.bruteForce(plain))
        #expect(p.contentSize == plain.contentSize)
        let bottom = try #require(p.attributes(for: ElementIndex(1, 0))).frame.maxY
        let backgrounds = (0..<2).compactMap { p.decorationAttributes(ofKind: "background", at: ElementIndex($0, 0)) }
        // Section 1 starts at the bottom of section 0's circle (110, to rounding) and ends the content.
        #expect(backgrounds.count == 2 && backgrounds[0].frame == Self.rect(0, 110))
        #expect(
            abs(backgrounds[1].frame.minY - 110) < 1e-9 && abs(backgrounds[1].frame.maxY - p.contentSize.height) < 1e-9)
        #expect(abs(p.contentSize.height - (bottom + 10)) < 1e-6)
        #expect(plain.decorationAttributes(ofKind: "background", at: ElementIndex(0, 0)) == nil)
        #expect(plain.supplementaryAttributes(ofKind: "header", at: ElementIndex(0, 0)) == nil)
        LayoutInvariants.check(p, as: .circles, rects: [Self.rect(100, 20)], context: "plain backgrounds")
    }

    @Test("Appending items with headers packs afresh, equal to a fresh prepare")
    func appends() throws {
        let layout = CirclePackLayout(configuration: try Self.configuration())
        var p = layout.prepare(in: Self.environment())
        let more = Self.environment(counts: [1, 0, 3, 2])
        layout.prepare(in: more, updating: &p)
        let fresh = layout.prepare(in: more)
        let kinds = ["header", "footer"]
        #expect(
            LayoutChecker.attributesByIndex(p, supplementaryKinds: kinds, decorationKinds: ["background"])
                == LayoutChecker.attributesByIndex(fresh, supplementaryKinds: kinds, decorationKinds: ["background"]))
        #expect(p.contentSize == fresh.contentSize)
    }

    @Test("Bad header and footer heights are rejected with the parameter named")
    func invalid() {
        #expect(throws: LayoutError.tooSmall(parameter: "headerHeight", value: -1, minimum: 0, inclusive: true)) {
            try CirclePackLayout.Configuration(headerHeight: -1)
        }
        #expect(throws: LayoutError.notFinite(parameter: "footerHeight", value: .infinity)) {
            try CirclePackLayout.Configuration(footerHeight: .infinity)
        }
    }

    @Test("Gallery backgrounds: each section's extent, below the items, after the footers in a query")
    func galleryBackgrounds() throws {
        // PinnedHeaderTests' gallery: extents 0…280 and 280…460.
        let configuration = try JustifiedGalleryLayout.Configuration(
            mode: .widthRange(min: 100, max: 100, height: 100), insets: LayoutInsets(all: 10), itemSpacing: 0,
            rowSpacing: 0, headerHeight: 40, footerHeight: 20, showsSectionBackgrounds: true)
        let g = JustifiedGalleryLayout(configuration: configuration).prepare(
            in: LayoutEnvironment(boundsSize: CGSize(width: 220, height: 200), itemCounts: [4, 2]))
        let backgrounds = (0..<2).compactMap { g.decorationAttributes(ofKind: "background", at: ElementIndex($0, 0)) }
        #expect(backgrounds.map(\.frame) == [Self.rect(0, 280), Self.rect(280, 180)])
        #expect(backgrounds.allSatisfy { $0.zIndex == -1 })
        let answer = g.elements(in: Self.rect(270, 20)).map { "\($0.kind)\($0.index.section)" }
        #expect(answer == ["header1", "footer0", "decoration:background0", "decoration:background1"])
        LayoutInvariants.check(g, as: .gallery, rects: [Self.rect(250, 60)], context: "gallery backgrounds")
    }

    @Test("The checker finds a section promise broken: a header over a circle, a background in the wrong place")
    func checkerCatches() throws {
        // The promises are held by the element check, which a layout that breaks them fails.
        let p = CirclePackLayout(configuration: try Self.configuration(pinned: false)).prepare(in: Self.environment())
        let cell = try #require(p.attributes(for: ElementIndex(0, 0)))
        var moved = cell
        moved.frame.origin.y = 30
        #expect(LayoutFuzzTarget.circles.elementCheck?(p, moved)?.contains("overlaps its section's header") == true)
        var background = try #require(p.decorationAttributes(ofKind: "background", at: ElementIndex(0, 0)))
        background.zIndex = 0
        #expect(LayoutFuzzTarget.circles.elementCheck?(p, background)?.contains("not below the items") == true)
        #expect(LayoutFuzzTarget.circles.elementCheck?(p, cell) == nil)
    }
}
