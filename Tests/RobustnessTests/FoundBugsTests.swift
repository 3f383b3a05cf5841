@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutFuzzing
import Testing

/// Each bug the fuzzer or the property suite found, as the smallest input that showed it.
@Suite("Robustness: bugs the fuzzer found")
struct FoundBugsTests {
    /// Fuzz/corpus/grid/crash-ad1abff3…: right to left, the grid tested overlap against the mirrored
    /// query, which differs from the rect in the last bit: cell [0, 0] ended at 62.948225102616921 and
    /// was returned for a rect starting there, which a brute-force filter does not.
    @Test("Grid, right to left: elements(in:) agrees with a brute-force filter to the last bit")
    func gridMirroredQueryRounding() throws {
        let layout = StaggeredGridLayout(
            configuration: try .init(
                itemSize: CGSize(width: 1.0319371328297855, height: 1.0), spacing: 1e-6, staggerFraction: 0))
        let prepared = layout.prepare(in: LayoutEnvironment(layoutDirection: .rightToLeft, itemCounts: [61]))
        let rect = CGRect(x: 62.94822510261692, y: 0.9999999999999999, width: 100, height: 100)
        let expected = (0..<61).compactMap { prepared.attributes(for: ElementIndex(0, $0)) }.filter {
            $0.frame.overlaps(rect)
        }
        #expect(prepared.elements(in: rect).map(\.index) == expected.map(\.index))
        #expect(!prepared.elements(in: rect).contains { $0.index == ElementIndex(0, 0) })
    }

    /// The catalog accepted `--item-size 1e308` (and `--spacing`, `--inset`): the grid's content
    /// size overflowed to infinity. Lengths in a configuration are now at most a million points.
    @Test("Grid: configuration lengths above a million points are rejected, so the content size stays finite")
    func gridHugeLengths() {
        #expect(throws: LayoutError.tooLarge(parameter: "itemSize.width", value: 1e308, maximum: 1_000_000)) {
            try StaggeredGridLayout.Configuration(itemSize: CGSize(width: 1e308, height: 1))
        }
        let largest = try? StaggeredGridLayout.Configuration(
            itemSize: CGSize(width: 1e6, height: 1e6), spacing: 1e6,
            insets: LayoutInsets(all: 1e6))
        let prepared = largest.map {
            StaggeredGridLayout(configuration: $0).prepare(
                in: LayoutEnvironment(
                    boundsSize: CGSize(width: 375, height: 667), itemCounts: [100_000]))
        }
        #expect(prepared.map { $0.contentSize.width.isFinite && $0.contentSize.height.isFinite } == true)
    }
}

extension FoundBugsTests {
    /// Fuzz/corpus/grid/crash-…(1e-300): items of 1e-300 points after an inset of 1e-7 all sat at
    /// the same rounded position, and elements(in:) missed some that a brute-force filter found.
    /// Item lengths are now at least a thousandth of a point.
    @Test("Grid: item lengths below a thousandth of a point are rejected")
    func gridTinyItems() {
        #expect(
            throws: LayoutError.tooSmall(parameter: "itemSize.width", value: 1e-300, minimum: 0.001, inclusive: true)
        ) {
            try StaggeredGridLayout.Configuration(itemSize: CGSize(width: 1e-300, height: 1e-300), spacing: 1e-300)
        }
        #expect((try? StaggeredGridLayout.Configuration(itemSize: CGSize(width: 0.001, height: 0.001))) != nil)
    }
}

extension FoundBugsTests {
    /// The property suite: a fling at the largest finite velocity rested infinitely far away, and
    /// a subnormal threshold gave an infinite duration (threshold / v underflowed to 0).
    @Test("Scroll physics: the largest velocities and the smallest thresholds give finite answers")
    func physicsOverflow() {
        let v = CGFloat.greatestFiniteMagnitude
        #expect(
            ScrollPhysics.restingDistance(velocity: v)
                == ScrollPhysics.restingDistance(velocity: ScrollPhysics.maximumVelocity))
        #expect(ScrollPhysics.restingDistance(velocity: -v).isFinite)
        #expect(ScrollPhysics.restingOffset(from: CGPoint(x: v, y: -v), velocity: CGPoint(x: v, y: -v)).x.isFinite)
        #expect(ScrollPhysics.distance(after: 1e300, velocity: v).isFinite)
        #expect(ScrollPhysics.duration(velocity: -5_000, threshold: 5e-324).isFinite)
        #expect(ScrollPhysics.duration(velocity: -5_000, threshold: 5e-324) > 0)
    }
}

extension FoundBugsTests {
    /// The circles fuzzer: a query rect starting exactly at a circle's right edge missed the circle,
    /// because the spatial index held the frame as built from its origin and the attributes rebuilt
    /// it from centre ± half the size, one ulp apart. The index now keeps the attributes' frames.
    @Test("Circles: a rect at a circle's exact edge agrees with brute force")
    func circlesEdgeRounding() throws {
        let bytes: [UInt8] = [
            0, 9, 38, 137, 9, 137, 137, 137, 137, 137, 137, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13,
            13, 13, 13, 212, 13, 13, 13, 13, 13, 13, 13, 156, 13, 13, 13, 13, 13, 13, 13, 13, 137, 137, 137, 137, 137,
            0, 0, 29, 0, 0, 0, 0, 59, 157, 121, 29, 255, 157, 0, 0, 27,
        ]
        guard case .checked(let report) = LayoutChecker.run(.circles, bytes: bytes) else {
            Issue.record("the input no longer makes a valid configuration")
            return
        }
        #expect(report.violations.isEmpty, "\(report)")
    }

    @Test("Spatial index: frames are stored as the attributes report them")
    func spatialIndexKeepsAttributeFrames() {
        let rect = CGRect(x: 0.1, y: 0.7, width: 0.30000000000000004, height: 1e-9)
        let index = SpatialIndex(frames: [rect], axis: .vertical)
        #expect(index[0] == LayoutAttributes(index: ElementIndex(0, 0), frame: rect).frame)
    }

    /// Fuzz/corpus/gallery/timeout-b9dff7a9…: a target row height of 1 pt in a 508 pt wide
    /// container asks for rows of ~800 square items; 100,000 of them took 22 s under the fuzzer
    /// (four prepares with ASan), 0.40 s per prepare in a release build. Rows now hold at most 200
    /// items, which bounds the line breaker to 0.09 s for 100,000 items.
    @Test("Gallery: a row height far below the width gives rows of at most maximumItemsPerRow items")
    func galleryRowCap() throws {
        let layout = JustifiedGalleryLayout(
            configuration: try .init(
                mode: .aspectRatios(targetRowHeight: 1, tolerance: 0.39455252918287936), insets: LayoutInsets(all: 0),
                itemSpacing: 0, rowSpacing: 23.176470588235293, headerHeight: 0.25, footerHeight: 0, lastRow: .justified
            ))
        let gallery = layout.prepare(
            in: LayoutEnvironment(boundsSize: CGSize(width: 508.5648889906157, height: 1), itemCounts: [2_000]))
        let cells = (0..<2_000).compactMap { gallery.attributes(for: ElementIndex(0, $0)) }
        #expect(cells.count == 2_000)
        let rows = Dictionary(grouping: cells, by: \.frame.minY).values.map(\.count)
        #expect(rows.max() == JustifiedGalleryLayout.maximumItemsPerRow)
        #expect(rows.count == 10, "rows of \(rows.sorted())")
        #expect(
            LayoutChecker.check(
                gallery, as: .gallery, rects: [gallery.environment.visibleRect.insetBy(dx: 0, dy: -50)]) == [])
    }

    /// Fuzz/corpus/circles/oom-b87dcedd…: a packing begun with tiny circles and no spacing has a
    /// collision grid of tiny cells; continuing it with large circles (an append) covered those
    /// cells by the billion (17 GB asked for). Such an append now packs afresh, with cells sized
    /// for all the circles.
    @Test("Circles: large circles appended after tiny ones pack afresh instead of covering tiny grid cells")
    func circlesLargeAfterTiny() throws {
        let layout = CirclePackLayout(configuration: try .init(insets: .zero, spacing: 0, ordering: .dense))
        let sizes = ItemSizes.perSection([(0..<30).map { CGSize(width: $0 < 20 ? 0.01 : 500, height: 1) }])
        var environment = LayoutEnvironment(
            boundsSize: CGSize(width: 1024, height: 768), itemCounts: [20], itemSizes: sizes)
        var prepared = layout.prepare(in: environment)
        environment.itemCounts = [30]
        layout.prepare(in: environment, updating: &prepared)
        #expect(prepared.itemsLaidOutLastTime == 30, "packed afresh")
        #expect(prepared.allElements() == layout.prepare(in: environment).allElements())
        // Another tiny circle continues the packing: the old last one and the new one are placed.
        let tiny = ItemSizes.perSection([(0..<21).map { _ in CGSize(width: 0.01, height: 1) }])
        var continued = layout.prepare(
            in: LayoutEnvironment(boundsSize: CGSize(width: 1024, height: 768), itemCounts: [20], itemSizes: tiny))
        layout.prepare(
            in: LayoutEnvironment(boundsSize: CGSize(width: 1024, height: 768), itemCounts: [21], itemSizes: tiny),
            updating: &continued)
        #expect(continued.itemsLaidOutLastTime == 2)
    }
}
