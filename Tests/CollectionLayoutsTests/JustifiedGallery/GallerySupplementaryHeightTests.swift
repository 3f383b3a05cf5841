@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutFuzzing
import Testing

/// The gallery's headers and footers at the heights their views ask for
/// (`LayoutEnvironment.supplementaryHeights`): the heights taken, only the sections below moved,
/// and the same frames, bit for bit, as a fresh prepare.
@Suite("Gallery: headers and footers that size themselves")
struct GallerySupplementaryHeightTests {
    private let phone = CGSize(width: 375, height: 667)

    private func environment(_ counts: [Int], headers: [CGFloat?] = [], footers: [CGFloat?] = []) -> LayoutEnvironment {
        var e = LayoutEnvironment(boundsSize: phone, itemCounts: counts)
        if !headers.isEmpty { e.supplementaryHeights[.header] = headers }
        if !footers.isEmpty { e.supplementaryHeights[.footer] = footers }
        return e
    }

    private func header(_ p: PreparedJustifiedGallery, _ section: Int) -> CGRect? {
        p.supplementaryAttributes(ofKind: ElementKind.headerKind, at: ElementIndex(section, 0))?.frame
    }

    private func footer(_ p: PreparedJustifiedGallery, _ section: Int) -> CGRect? {
        p.supplementaryAttributes(ofKind: ElementKind.footerKind, at: ElementIndex(section, 0))?.frame
    }

    @Test("A header asking for 3× its estimated height gets it; the items below move down by exactly the difference")
    func threeTimesTheEstimate() throws {
        let layout = JustifiedGalleryLayout(configuration: try .init(footerHeight: 20))
        let estimate = layout.configuration.headerHeight
        #expect(estimate == 62.5, "the standard estimate: a quarter of the 250-point rows")
        let before = layout.prepare(in: environment([5, 4]))
        var after = before
        layout.prepare(in: environment([5, 4], headers: [3 * estimate]), updating: &after)
        #expect(header(after, 0) == CGRect(x: 0, y: 0, width: 375, height: 187.5))
        for section in 0..<2 {
            for item in 0..<[5, 4][section] {
                let index = ElementIndex(section, item)
                let old = try #require(before.attributes(for: index)?.frame)
                #expect(after.attributes(for: index)?.frame == old.offsetBy(dx: 0, dy: 125), "\(index)")
            }
            #expect(footer(after, section) == footer(before, section)?.offsetBy(dx: 0, dy: 125))
        }
        #expect(header(after, 1) == header(before, 1)?.offsetBy(dx: 0, dy: 125))
        #expect(after.contentSize.height == before.contentSize.height + 125)
        #expect(after.contentSize.width == before.contentSize.width)
    }

    @Test("A change in one section moves that section's items and the sections below, nothing above")
    func onlyBelowMoves() throws {
        let layout = JustifiedGalleryLayout(configuration: try .init(footerHeight: 30))
        let counts = [6, 3, 7]
        let before = layout.prepare(in: environment(counts))
        var after = before
        // Section 1's footer shrinks from 30 to 12: section 2 moves up 18; sections 0 and 1 stay.
        let resized = after.resizeSupplementaries(environment(counts, footers: [nil, 12]).sanitized)
        #expect(resized)
        for (section, shift) in [(0, 0.0), (1, 0.0), (2, -18.0)] {
            for item in 0..<counts[section] {
                let index = ElementIndex(section, item)
                #expect(
                    after.attributes(for: index)?.frame
                        == before.attributes(for: index)?.frame.offsetBy(dx: 0, dy: CGFloat(shift)), "\(index)")
            }
            #expect(header(after, section) == header(before, section)?.offsetBy(dx: 0, dy: CGFloat(shift)))
        }
        #expect(footer(after, 1)?.height == 12 && footer(after, 1)?.minY == footer(before, 1)?.minY)
    }

    @Test("Heights from a running app are clamped: bad ones keep the estimate, huge ones stop at 10⁶, −0 is 0")
    func clamps() throws {
        let layout = JustifiedGalleryLayout()
        let estimate = layout.configuration.headerHeight
        let bad: [CGFloat?] = [.nan, .infinity, -5, 2e6, -0.0, nil, 40]
        let p = layout.prepare(in: environment([1, 1, 1, 1, 1, 1, 1], headers: bad))
        let heights = (0..<7).map { header(p, $0)?.height }
        #expect(heights == [estimate, estimate, estimate, 1e6, 0, estimate, 40])
        #expect(p.environment.supplementaryHeights[.header]?[4]?.sign == .plus, "−0 is stored as 0")
        #expect(p.contentSize.height.isFinite)
        // Entries past the sections, and for kinds the gallery has not, change nothing.
        var extra = environment([2], headers: [nil, 500, 600])
        extra.supplementaryHeights[.supplementary("badge")] = [80]
        let plain = layout.prepare(in: environment([2]))
        #expect(
            LayoutChecker.attributesByIndex(layout.prepare(in: extra), supplementaryKinds: ["header", "footer"])
                == LayoutChecker.attributesByIndex(plain, supplementaryKinds: ["header", "footer"]))
    }

    @Test("Without headers (height 0) a measured height makes none")
    func noHeaders() throws {
        let layout = JustifiedGalleryLayout(configuration: try .init(headerHeight: 0))
        let p = layout.prepare(in: environment([3], headers: [120]))
        #expect(header(p, 0) == nil)
        #expect(p.attributes(for: ElementIndex(0, 0))?.frame.minY == 15, "the top inset only")
    }

    @Test("Resizing gives a fresh prepare's layout, bit for bit, and appends after it still do")
    func sameAsFresh() throws {
        var rng = SeededGenerator(seed: 25)
        for round in 0..<60 {
            let photos = Bool.random(using: &rng)
            let layout = JustifiedGalleryLayout(
                configuration: try .init(
                    mode: photos
                        ? .aspectRatios(targetRowHeight: .random(in: 80...260, using: &rng))
                        : .widthRange(
                            min: 90, max: 220, height: .random(in: 60...200, using: &rng)),
                    rowSpacing: .random(in: 0...20, using: &rng), headerHeight: .random(in: 1...90, using: &rng),
                    footerHeight: Bool.random(using: &rng) ? 0 : .random(in: 1...40, using: &rng),
                    maximumRowsPerSection: Bool.random(using: &rng) ? nil : Int.random(in: 1...3, using: &rng)))
            let counts = (0..<Int.random(in: 1...6, using: &rng)).map { _ in Int.random(in: 0...25, using: &rng) }
            var e = LayoutEnvironment(
                boundsSize: CGSize(width: .random(in: 200...900, using: &rng), height: 700), itemCounts: counts,
                itemSizes: .cycle(
                    (0..<7).map { _ in
                        CGSize(width: .random(in: 20...300, using: &rng), height: .random(in: 20...300, using: &rng))
                    }))
            var prepared = layout.prepare(in: e)
            // Three rounds of views reporting heights: some sections, either kind, up or down.
            for _ in 0..<3 {
                for kind in [ElementKind.header, .footer] where Bool.random(using: &rng) {
                    var heights = e.supplementaryHeights[kind] ?? Array(repeating: nil, count: counts.count)
                    let section = Int.random(in: 0..<counts.count, using: &rng)
                    heights[section] = Bool.random(using: &rng) ? .random(in: 0...400, using: &rng) : nil
                    e.supplementaryHeights[kind] = heights
                }
                layout.prepare(in: e, updating: &prepared)
                let fresh = layout.prepare(in: e)
                #expect(prepared.contentSize == fresh.contentSize, "round \(round)")
                #expect(prepared.rows == fresh.rows, "round \(round)")
                #expect(
                    LayoutChecker.attributesByIndex(prepared, supplementaryKinds: ["header", "footer"])
                        == LayoutChecker.attributesByIndex(fresh, supplementaryKinds: ["header", "footer"]),
                    "round \(round)")
                LayoutInvariants.check(
                    prepared, as: .gallery,
                    rects: LayoutInvariants.randomRects(in: prepared.contentSize, count: 6, using: &rng),
                    context: "round \(round)")
            }
            // Then items appended to the last section: the append continues the resized layout.
            e.itemCounts[counts.count - 1] += Int.random(in: 1...12, using: &rng)
            layout.prepare(in: e, updating: &prepared)
            let fresh = layout.prepare(in: e)
            #expect(
                LayoutChecker.attributesByIndex(prepared, supplementaryKinds: ["header", "footer"])
                    == LayoutChecker.attributesByIndex(fresh, supplementaryKinds: ["header", "footer"]),
                "round \(round), appended")
        }
    }

    @Test("An append that also changes an earlier section's height prepares afresh, not a stale append")
    func appendWithNewHeights() throws {
        let layout = JustifiedGalleryLayout(configuration: .photos)
        var e = LayoutEnvironment(
            boundsSize: phone, itemCounts: [4, 5], itemSizes: .uniform(CGSize(width: 4, height: 3)))
        var prepared = layout.prepare(in: e)
        e.itemCounts = [4, 9]
        e.supplementaryHeights[.header] = [200]
        layout.prepare(in: e, updating: &prepared)
        #expect(header(prepared, 0)?.height == 200)
        #expect(
            LayoutChecker.attributesByIndex(prepared, supplementaryKinds: ["header"])
                == LayoutChecker.attributesByIndex(layout.prepare(in: e), supplementaryKinds: ["header"]))
    }

    @Test("Anything else changing is not a resize")
    func onlyHeights() {
        let layout = JustifiedGalleryLayout()
        var prepared = layout.prepare(in: environment([4]))
        var other = environment([4], headers: [99])
        other.boundsSize.width = 320
        let newWidth = prepared.resizeSupplementaries(other.sanitized)
        #expect(!newWidth, "a new width")
        let newCounts = prepared.resizeSupplementaries(environment([5], headers: [99]).sanitized)
        #expect(!newCounts, "new counts")
        #expect(header(prepared, 0)?.height == 62.5, "unchanged after a refusal")
        var moved = environment([4], headers: [99])
        moved.contentOffset.y = 300
        let newOffset = prepared.resizeSupplementaries(moved.sanitized)
        #expect(newOffset, "a new offset with new heights is a resize")
        #expect(prepared.environment.contentOffset.y == 300 && header(prepared, 0)?.height == 99)
    }
}
