@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutFuzzing
import Testing

/// The gallery's pinned section headers (`sectionHeadersPinToVisibleBounds`): the section at the
/// top of the visible area keeps its header there until the section's end pushes it up; every
/// header stays inside its section; the pinned frame is the frame every query answers.
@Suite("Gallery: pinned headers")
struct PinnedHeaderTests {
    /// Items 100 × 100, two to a row (200 points of room between 10-point insets), headers 40 and
    /// footers 20 tall. Section 0 (4 items): header 0…40, rows 50 and 150, footer 260…280;
    /// section 1 (2 items): header 280…320, a row at 330, footer 440…460. The extents are 0…280
    /// and 280…460.
    static func configuration(
        pinned: Bool = true, headerHeight: CGFloat = 40
    ) throws
        -> JustifiedGalleryLayout.Configuration
    {
        try .init(
            mode: .widthRange(min: 100, max: 100, height: 100), insets: LayoutInsets(all: 10), itemSpacing: 0,
            rowSpacing: 0, headerHeight: headerHeight, footerHeight: 20, sectionHeadersPinToVisibleBounds: pinned)
    }

    static func gallery(
        pinned: Bool = true, y: CGFloat = 0, x: CGFloat = 0, direction: LayoutDirection = .leftToRight,
        headerHeight: CGFloat = 40
    ) throws -> PreparedJustifiedGallery {
        JustifiedGalleryLayout(configuration: try configuration(pinned: pinned, headerHeight: headerHeight)).prepare(
            in: environment(y: y, x: x, direction: direction))
    }

    /// 220 × 200, a 30-point navigation bar above the content (the top content inset).
    static func environment(y: CGFloat, x: CGFloat = 0, direction: LayoutDirection = .leftToRight) -> LayoutEnvironment
    {
        LayoutEnvironment(
            boundsSize: CGSize(width: 220, height: 200), contentOffset: CGPoint(x: x, y: y),
            contentInsets: LayoutInsets(top: 30, left: 0, bottom: 0, right: 0), layoutDirection: direction,
            itemCounts: [4, 2])
    }

    static func header(_ g: PreparedJustifiedGallery, _ section: Int) -> LayoutAttributes? {
        g.supplementaryAttributes(ofKind: ElementKind.headerKind, at: ElementIndex(section, 0))
    }

    @Test("Exact frames: pinned below the top inset, pushed up by the section's end, never out of its section")
    func exactFrames() throws {
        // offset y → (header 0's top, header 1's top); the visible top is y + 30.
        let cases: [(CGFloat, CGFloat, CGFloat)] = [
            (-30, 0, 280),  // resting at the top: both where they were laid out
            (-100, 0, 280),  // pulled down past the top: still there
            (70, 100, 280),  // section 0 under the bar: its header at 100
            (210, 240, 280),  // visible top 240: the header touches its section's end
            (220, 240, 280),  // visible top 250: pushed up, ending with its section at 280
            (300, 240, 330),  // section 1 at the top: its header pinned at 330
            (400, 240, 420),  // visible top 430: section 1's header at its section's end
            (1e9, 240, 420),  // far past the end
        ]
        for (y, top0, top1) in cases {
            let g = try Self.gallery(y: y)
            #expect(g.contentSize == CGSize(width: 220, height: 460))
            #expect(g.sectionExtent(of: 0) == 0...280 && g.sectionExtent(of: 1) == 280...460)
            let h0 = try #require(Self.header(g, 0)), h1 = try #require(Self.header(g, 1))
            #expect(h0.frame == CGRect(x: 0, y: top0, width: 220, height: 40), "y \(y)")
            #expect(h1.frame == CGRect(x: 0, y: top1, width: 220, height: 40), "y \(y)")
            #expect(h0.zIndex == 1 && h1.zIndex == 1 && h0.kind == .header && h0.index == ElementIndex(0, 0))
            // The cells and footers do not move, and stay below the headers.
            #expect(g.attributes(for: ElementIndex(0, 0))?.frame == CGRect(x: 10, y: 50, width: 100, height: 100))
            #expect(g.attributes(for: ElementIndex(0, 0))?.zIndex == 0)
            #expect(
                g.supplementaryAttributes(ofKind: ElementKind.footerKind, at: ElementIndex(0, 0))?.frame
                    == CGRect(x: 0, y: 260, width: 220, height: 20))
            // The visible rect's answer holds each header there, and equals brute force.
            let visible = g.elements(in: g.environment.visibleRect)
            for header in [h0, h1] where header.frame.overlaps(g.environment.visibleRect) {
                #expect(visible.contains(header), "y \(y): \(header.frame) missing from the visible rect")
            }
            LayoutInvariants.check(
                g, as: .gallery, rects: [CGRect(x: 0, y: top0 - 5, width: 220, height: 10)],
                context: "pinned, y \(y)")
        }
    }

    @Test("Off, or without headers, nothing moves: the headers where they were laid out, zIndex 0")
    func offLeavesHeadersInPlace() throws {
        for y: CGFloat in [-30, 70, 220, 300] {
            let g = try Self.gallery(pinned: false, y: y)
            #expect(Self.header(g, 0)?.frame == CGRect(x: 0, y: 0, width: 220, height: 40))
            #expect(Self.header(g, 1)?.frame == CGRect(x: 0, y: 280, width: 220, height: 40))
            #expect(Self.header(g, 0)?.zIndex == 0)
            // Without headers pinning changes nothing at all.
            let noHeaders = try Self.gallery(y: y, headerHeight: 0)
            let plain = try Self.gallery(pinned: false, y: y, headerHeight: 0)
            #expect(noHeaders.allElements() == plain.allElements())
            #expect(
                noHeaders.invalidation(forBoundsChange: CGRect(x: 0, y: y + 50, width: 220, height: 200)) == .nothing)
        }
    }

    @Test("Right to left: the same headers (full width), the cells mirrored")
    func rightToLeft() throws {
        for y: CGFloat in [70, 220, 300] {
            let rtl = try Self.gallery(y: y, direction: .rightToLeft)
            let ltr = try Self.gallery(y: y)
            #expect(Self.header(rtl, 0) == Self.header(ltr, 0) && Self.header(rtl, 1) == Self.header(ltr, 1))
            #expect(rtl.attributes(for: ElementIndex(0, 0))?.frame == CGRect(x: 110, y: 50, width: 100, height: 100))
            LayoutInvariants.check(rtl, as: .gallery, rects: [], context: "right to left, y \(y)")
        }
    }

    @Test("Scrolling: a vertical move invalidates the offset-dependent part, O(1), as a fresh prepare answers")
    func invalidationAndOffsetUpdates() throws {
        let g = try Self.gallery(y: 70)
        #expect(g.invalidation(forBoundsChange: CGRect(x: 0, y: 70, width: 220, height: 200)) == .nothing)
        #expect(g.invalidation(forBoundsChange: CGRect(x: 0, y: 71, width: 220, height: 200)) == .offsetDependent)
        #expect(g.invalidation(forBoundsChange: CGRect(x: 5, y: 70, width: 220, height: 200)) == .nothing)
        // A new height changes the visible area, where headers pin: everything.
        #expect(g.invalidation(forBoundsChange: CGRect(x: 0, y: 71, width: 220, height: 300)) == .everything)
        #expect(g.invalidation(forBoundsChange: CGRect(x: 0, y: 71, width: 221, height: 200)) == .everything)
        // A NaN offset is clamped to 0 as an update would: a move from 70.
        #expect(
            g.invalidation(forBoundsChange: CGRect(x: 0, y: CGFloat.nan, width: 220, height: 200)) == .offsetDependent)
        let unpinned = try Self.gallery(pinned: false, y: 70)
        #expect(unpinned.invalidation(forBoundsChange: CGRect(x: 0, y: 71, width: 220, height: 200)) == .nothing)

        var moved = g
        moved.updateContentOffset(CGPoint(x: 0, y: 300))
        #expect(Self.header(moved, 1)?.frame.minY == 330)
        #expect(moved.allElements() == (try Self.gallery(y: 300)).allElements())
        LayoutInvariants.checkOffsetUpdates(
            JustifiedGalleryLayout(configuration: try Self.configuration()), in: Self.environment(y: 70),
            as: .gallery, offsets: [CGPoint(x: 0, y: -30), CGPoint(x: 0, y: 215), CGPoint(x: 3, y: 333)],
            context: "pinned offset updates")
    }

    /// Seeded galleries in both modes, with headers pinned at random offsets: every header where
    /// the unpinned layout's sections say (from its own header and footer frames, not the
    /// pinned code's extents), and every promise of the checker.
    @Test("Random galleries: each header is where the unpinned sections put it", arguments: 0..<24)
    func randomGalleries(seed: UInt64) throws {
        var rng = SeededGenerator(seed: 0x9147 &+ seed)
        let mode: JustifiedGalleryLayout.Mode =
            Bool.random(using: &rng)
            ? .widthRange(min: 80, max: 200, height: .random(in: 60...200, using: &rng))
            : .aspectRatios(targetRowHeight: .random(in: 60...200, using: &rng))
        let footer: CGFloat = Bool.random(using: &rng) ? 0 : .random(in: 1...40, using: &rng)
        let h = CGFloat.random(in: 10...60, using: &rng)
        func make(_ pinned: Bool) throws -> JustifiedGalleryLayout {
            JustifiedGalleryLayout(
                configuration: try .init(
                    mode: mode, insets: LayoutInsets(all: 8), headerHeight: h, footerHeight: footer,
                    sectionHeadersPinToVisibleBounds: pinned))
        }
        let pinnedLayout = try make(true), plainLayout = try make(false)
        let counts = (0..<Int.random(in: 1...8, using: &rng)).map { _ in Int.random(in: 0...30, using: &rng) }
        let sizes = counts.map { n in
            (0..<n).map { _ in CGSize(width: .random(in: 0.5...2, using: &rng), height: 1) }
        }
        var environment = LayoutEnvironment(
            boundsSize: CGSize(
                width: .random(in: 300...1000, using: &rng), height: .random(in: 200...900, using: &rng)),
            contentInsets: LayoutInsets(top: .random(in: 0...100, using: &rng), left: 0, bottom: 0, right: 0),
            layoutDirection: Bool.random(using: &rng) ? .leftToRight : .rightToLeft, itemCounts: counts,
            itemSizes: .perSection(sizes))
        let plain = plainLayout.prepare(in: environment)
        let naturalTops = (0..<counts.count).map {
            plain.supplementaryAttributes(ofKind: "header", at: ElementIndex($0, 0))!.frame.minY
        }
        let ends = Array(naturalTops.dropFirst()) + [plain.contentSize.height]
        for _ in 0..<6 {
            environment.contentOffset = CGPoint(
                x: 0, y: .random(in: -200...(plain.contentSize.height + 100), using: &rng))
            let pinned = pinnedLayout.prepare(in: environment)
            let top = environment.contentOffset.y + environment.contentInsets.top
            for section in counts.indices {
                let expected = max(naturalTops[section], min(top, ends[section] - h))
                let header = try #require(
                    pinned.supplementaryAttributes(ofKind: "header", at: ElementIndex(section, 0)))
                #expect(
                    abs(header.frame.minY - expected) <= 1e-9 * (1 + expected),
                    "seed \(seed), section \(section), top \(top): \(header.frame.minY) vs \(expected)")
            }
            // Everything else is the unpinned layout's.
            #expect(
                pinned.allElements().filter { $0.kind != .header }
                    == plain.allElements().filter { $0.kind != .header }, "seed \(seed)")
            var rects = LayoutInvariants.randomRects(in: pinned.contentSize, count: 6, using: &rng)
            rects.append(environment.visibleRect)
            LayoutInvariants.check(pinned, as: .gallery, rects: rects, context: "seed \(seed)")
        }
    }

    /// The checker catches a header that is not where pinning puts it: a header placed for one
    /// offset, judged by the layout moved to another.
    @Test("The checker names a header left behind by the offset")
    func checkerCatchesStaleHeaders() throws {
        let g = try Self.gallery(y: 70)
        var moved = g
        moved.updateContentOffset(CGPoint(x: 0, y: 300))
        let check = try #require(LayoutFuzzTarget.gallery.elementCheck)
        let problem = check(moved, try #require(Self.header(g, 0)))
        #expect(problem?.contains("is not at its section's end") == true, "\(String(describing: problem))")
        #expect(check(g, try #require(Self.header(g, 0))) == nil)
        #expect(check(moved, try #require(Self.header(moved, 0))) == nil)
    }
}
