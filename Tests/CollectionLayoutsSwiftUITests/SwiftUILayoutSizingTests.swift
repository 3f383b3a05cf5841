@_spi(Tools) import CollectionLayouts
import CollectionLayoutsSwiftUI
import Foundation
import Testing

/// What the SwiftUI `Layout`s compute without SwiftUI (which Linux lacks): the cache that makes
/// one prepare per change, and the natural sizes of unspecified proposals.
@Suite("SwiftUI layouts: cache and natural sizes")
struct SwiftUILayoutSizingTests {
    @Test func theCachePreparesOncePerSize() {
        var cache = EngineLayoutCache<PreparedCirclePack>(
            count: 3, idealSizes: [CGSize(width: 50, height: 50), .zero, CGSize(width: 80, height: 1)])
        var prepares = 0
        func make(_ e: LayoutEnvironment) -> PreparedCirclePack {
            prepares += 1
            return CirclePackLayout().prepare(in: e)
        }
        let a = cache.prepared(for: CGSize(width: 300, height: 0), make: make)
        let b = cache.prepared(for: CGSize(width: 300, height: 0), make: make)
        #expect(prepares == 1, "sizeThatFits and placeSubviews at the same width share one prepare")
        #expect(a.contentSize == b.contentSize)
        #expect(a.environment.itemCounts == [3])
        #expect(
            a.environment.itemSizes
                == .perSection([[CGSize(width: 50, height: 50), .zero, CGSize(width: 80, height: 1)]]))
        _ = cache.prepared(for: CGSize(width: 200, height: 0), make: make)
        #expect(prepares == 2, "a new width prepares again")
        #expect(cache.preparedSize == CGSize(width: 200, height: 0))
        // New subviews make a new cache (updateCache): prepared again even at the same width.
        cache = EngineLayoutCache(count: 4, idealSizes: [])
        _ = cache.prepared(for: CGSize(width: 200, height: 0), make: make)
        #expect(prepares == 3 && cache.itemSizes == .none)
    }

    @Test func eachLayoutSaysWhatTheStackReadsAndWhichSizeMatters() throws {
        #expect(CirclePackLayout().usesItemSizes && CirclePackLayout().scrollAxis == .vertical)
        #expect(JustifiedGalleryLayout(configuration: .photos).usesItemSizes)
        #expect(
            !JustifiedGalleryLayout(configuration: .standard).usesItemSizes
                && JustifiedGalleryLayout().scrollAxis == .vertical)
        #expect(
            !StaggeredGridLayout().usesItemSizes
                && StaggeredGridLayout(configuration: .standard).scrollAxis == .horizontal)
        // The size across the axis is the width of a vertical layout, the height of a horizontal one.
        var circles = EngineLayoutCache<PreparedCirclePack>(count: 2, idealSizes: [])
        _ = circles.prepared(CirclePackLayout(), across: 300)
        #expect(circles.preparedSize == CGSize(width: 300, height: 0))
        var grid = EngineLayoutCache<PreparedStaggeredGrid>(count: 2, idealSizes: [])
        _ = grid.prepared(StaggeredGridLayout(configuration: .standard), across: 90)
        #expect(grid.preparedSize == CGSize(width: 0, height: 90))
    }

    @Test func circlesWithoutAWidthFormASquareAtLeastAsWideAsTheWidestCircle() throws {
        let c = CirclePackLayout.Configuration.standard  // insets 20, spacing 10, default diameter 100
        // Four circles of 100: four squares of 110 make a square of side 220, plus 2 × 20.
        let four = Array(repeating: CGSize(width: 100, height: 100), count: 4)
        #expect(CirclePackLayout(configuration: c).naturalSizeAcrossScrollAxis(itemCount: 4, itemSizes: four) == 260)
        // One circle of 300: its square with the spacing, 310, plus the insets.
        #expect(
            CirclePackLayout(configuration: c).naturalSizeAcrossScrollAxis(
                itemCount: 1, itemSizes: [CGSize(width: 300, height: 1)]) == 350)
        // Missing, zero, NaN sizes take the default diameter (100): the same as four circles of 100.
        let bad = [CGSize.zero, CGSize(width: CGFloat.nan, height: 1), CGSize(width: -5, height: 5)]
        #expect(CirclePackLayout(configuration: c).naturalSizeAcrossScrollAxis(itemCount: 4, itemSizes: bad) == 260)
        #expect(CirclePackLayout(configuration: c).naturalSizeAcrossScrollAxis(itemCount: 0, itemSizes: []) == 40)
        // The circles fit at that width: none is scaled down to the room.
        let packed = CirclePackLayout(configuration: c).prepare(
            in: LayoutEnvironment(
                boundsSize: CGSize(width: 260, height: 0), itemCounts: [4], itemSizes: .perSection([four])))
        #expect((0..<4).allSatisfy { packed.attributes(for: ElementIndex(0, $0))?.size.width == 100 })
        #expect(packed.contentSize.height > 100 && packed.contentSize.height.isFinite)
    }

    @Test func aGalleryWithoutAWidthIsOneRowOfNaturalSizes() throws {
        let photos = JustifiedGalleryLayout.Configuration.photos  // target 250, spacing 15, insets 15
        let sizes = [CGSize(width: 4000, height: 3000), CGSize(width: 3000, height: 4000), .zero]
        // 250 · 4/3 + 250 · 3/4 + 250 (a bad size is square) + 2 spacings + 2 insets.
        let width = JustifiedGalleryLayout(configuration: photos).naturalSizeAcrossScrollAxis(
            itemCount: 3, itemSizes: sizes)
        #expect(abs(width - (250 * 4 / 3 + 250 * 3 / 4 + 250 + 30 + 30)) < 1e-9)
        // At that width the gallery makes exactly one row, 250 high.
        let gallery = JustifiedGalleryLayout(configuration: photos).prepare(
            in: LayoutEnvironment(
                boundsSize: CGSize(width: width, height: 0), itemCounts: [3], itemSizes: .perSection([sizes])))
        let frames = (0..<3).compactMap { gallery.attributes(for: ElementIndex(0, $0))?.frame }
        #expect(frames.count == 3 && Set(frames.map(\.minY)).count == 1)
        #expect(frames.allSatisfy { abs($0.height - 250) < 1e-6 })
        // The width-range mode: the middle of the range per item.
        let tutorial = JustifiedGalleryLayout.Configuration.standard  // 150…300
        #expect(
            JustifiedGalleryLayout(configuration: tutorial).naturalSizeAcrossScrollAxis(itemCount: 2, itemSizes: [])
                == 495)  // 2 × 225 + 15 + 2 × 15
    }

    @Test func aGridWithoutItsCrossSizeIsOneLane() throws {
        #expect(
            StaggeredGridLayout(configuration: .standard).naturalSizeAcrossScrollAxis(itemCount: 0, itemSizes: []) == 90
        )
        let vertical = try StaggeredGridLayout.Configuration(
            itemSize: CGSize(width: 100, height: 90), spacing: 10,
            scrollAxis: .vertical, insets: LayoutInsets(all: 8))
        #expect(
            StaggeredGridLayout(configuration: vertical).naturalSizeAcrossScrollAxis(itemCount: 0, itemSizes: []) == 116
        )
        let grid = StaggeredGridLayout(configuration: .standard).prepare(
            in: LayoutEnvironment(
                boundsSize: CGSize(width: 0, height: 90), itemCounts: [5]))
        let rows = Set((0..<5).compactMap { grid.attributes(for: ElementIndex(0, $0))?.frame.minY })
        #expect(rows.count == 1, "one row")
    }
}
