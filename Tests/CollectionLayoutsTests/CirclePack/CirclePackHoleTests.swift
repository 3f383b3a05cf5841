@testable import CollectionLayouts
@_spi(Tools) import CollectionLayouts
import Foundation
import Testing

/// Dense placement keeps the holes the chain leaves behind (a circle spanning chain elements, or
/// closing the way to a neighbour) and fills them with later, smaller circles.
@Suite("Circle packing: dense placement's holes")
struct CirclePackHoleTests {
    static let sample: [CGFloat] = [120, 160, 80, 120, 80, 140, 100, 200]

    private func prepare(
        _ configuration: CirclePackLayout.Configuration, width: CGFloat = 375, count: Int,
        diameters: [CGFloat] = sample
    ) -> PreparedCirclePack {
        CirclePackLayout(configuration: configuration).prepare(
            in: LayoutEnvironment(
                boundsSize: CGSize(width: width, height: 667), itemCounts: [count],
                itemSizes: .cycle(diameters.map { CGSize(width: $0, height: $0) })))
    }

    private func frames(_ layout: PreparedCirclePack) -> [CGRect] {
        (0..<layout.count).map { layout.attributes(for: ElementIndex(0, $0))!.frame }
    }

    /// The gap between the edges of two circles given by their frames.
    private func gap(_ a: CGRect, _ b: CGRect) -> CGFloat {
        hypot(a.midX - b.midX, a.midY - b.midY) - a.width / 2 - b.width / 2
    }

    @Test("The docs' sample: dense puts item 10 in the hole item 7 closed, touching items 5 and 6; reading order below")
    func sampleHole() {
        let dense = frames(prepare(.dense, count: 40)), reading = frames(prepare(.standard, count: 40))
        // Items 0 to 9 find the same places in both orders.
        #expect(Array(dense[..<10]) == Array(reading[..<10]))
        // Item 7 (diameter 200) went in beside item 5 and closed the room between items 5, 6 and
        // itself: item 10 (80) goes there, above item 7's top edge, touching 5 and 6.
        #expect(dense[10].midY < dense[7].minY)
        #expect(abs(gap(dense[10], dense[5]) - 10) < 1e-6)
        #expect(abs(gap(dense[10], dense[6]) - 10) < 1e-6)
        #expect(dense[10].midY < reading[10].midY - 200)
        #expect(CirclePackChecks.closestGap(dense) >= 10 - 1e-6)
        #expect(prepare(.dense, count: 40).statistics.circlesInHoles >= 1)
    }

    @Test("Dense is at least as dense as reading order on the tutorial's data at phone and iPad widths")
    func density() {
        for width: CGFloat in [375, 1024] {
            let dense = prepare(.dense, width: width, count: 3_000)
            let reading = prepare(.standard, width: width, count: 3_000)
            #expect(dense.contentSize.height <= reading.contentSize.height, "width \(width)")
            #expect(dense.statistics.circlesInHoles > 0, "width \(width)")
            #expect(CirclePackChecks.closestGap(frames(dense)) >= 10 - 1e-6, "width \(width)")
        }
    }

    @Test("Reading order keeps no holes: its floor keeps circles out of them")
    func readingKeepsNone() {
        let reading = prepare(.standard, width: 1024, count: 2_000)
        #expect(reading.statistics.circlesInHoles == 0)
        #expect(reading.statistics.averageHoles == 0)
    }

    @Test("At most maximumHoles holes stay open, the oldest given up first, each of at most maximumElements")
    func bounded() {
        // A first circle of diameter 2 makes every gap between the 60s a hole worth keeping; no
        // circle small enough comes to fill them.
        let radii = [1.0] + Array(repeating: 30.0, count: 400)
        var packer = CirclePacker(
            left: 0, right: 1_000, top: 0, spacing: 4, readingOrder: false, cellSize: 128,
            expectedCircles: radii.count)
        packer.placesRunsOnPatterns = false  // the general packer's holes: a pattern leaves none
        packer.beginSection(top: 0)
        var most = 0
        var firstHoles: [Int32] = []
        for (i, r) in radii.enumerated() {
            packer.place(r, next: i + 1 < radii.count ? radii[i + 1] : nil)
            let holes = packer.holes
            most = max(most, holes.count)
            for h in 0..<holes.count {
                #expect(holes.length(h) <= CirclePacker.HoleSet.maximumElements)
                #expect(holes.length(h) >= 3)
            }
            if firstHoles.isEmpty, holes.count == CirclePacker.HoleSet.maximumHoles {
                firstHoles = (0..<holes.length(0)).map { holes.element(0, $0) }
            }
        }
        #expect(most == CirclePacker.HoleSet.maximumHoles)
        // The hole that was oldest when the set first filled has been evicted since.
        let holes = packer.holes
        let remaining = (0..<holes.count).map { h in (0..<holes.length(h)).map { holes.element(h, $0) } }
        #expect(!firstHoles.isEmpty && !remaining.contains(firstHoles))
    }
}
