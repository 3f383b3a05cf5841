@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutFuzzing
import Testing

/// Containers at the edges of the numbers: zero, subnormal (5e-324) and huge (10⁹, and the
/// greatest finite magnitude, which the environment clamps to 10⁹). Every query of every layout
/// answers (the centred-item search once hung here, growing a square of side 0 by four for
/// ever), with finite numbers, within the bounds `LayoutChecker` holds its searches to.
@Suite("Zero, subnormal and huge containers")
struct DegenerateContainerTests {
    static let tiny = CGFloat.leastNonzeroMagnitude  // 5e-324
    static let huge = CGFloat.greatestFiniteMagnitude

    static let containers: [(String, CGSize)] = [
        ("zero", .zero),
        ("5e-324", CGSize(width: tiny, height: tiny)),
        ("5e-324 wide, 10⁹ tall", CGSize(width: tiny, height: 1e9)),
        ("10⁹ wide, 5e-324 tall", CGSize(width: 1e9, height: tiny)),
        ("2.5e-321 (the search's old edge)", CGSize(width: 2.5e-321, height: 2.5e-321)),
        ("10⁹", CGSize(width: 1e9, height: 1e9)),
        ("greatest finite magnitude", CGSize(width: huge, height: huge)),
    ]

    /// Each layout with its default configuration, and one without insets (so that the room
    /// between them is the container itself, down to 5e-324).
    static let layouts: [(any CollectionLayout, LayoutFuzzTarget)] = [
        (StaggeredGridLayout(), .grid),
        (
            StaggeredGridLayout(
                configuration: try! .init(
                    itemSize: CGSize(width: 0.001, height: 0.001), spacing: 0, scrollAxis: .vertical,
                    insets: .zero)), .grid
        ),
        (CarouselLayout(), .carousel),
        (
            CarouselLayout(
                configuration: try! .init(
                    itemSize: .fractionOfBounds(width: 0.8, height: 0.5), spacing: 0,
                    sideItemScale: 0.7, sideItemAlpha: 0.5, wraps: true)), .carousel
        ),
        (JustifiedGalleryLayout(), .gallery),
        (
            JustifiedGalleryLayout(
                configuration: try! .init(
                    mode: .aspectRatios(targetRowHeight: 100, tolerance: 0.3), insets: .zero,
                    itemSpacing: 0, rowSpacing: 0, headerHeight: 10, footerHeight: 5)), .gallery
        ),
        (WheelLayout(), .wheel),
        (WheelLayout(configuration: try! .init(radius: 1, anglePerItem: 0.001, hanging: true, tilt: 0.5)), .wheel),
        (CirclePackLayout(), .circles),
        (CirclePackLayout(configuration: try! .init(insets: .zero, spacing: 0, ordering: .dense)), .circles),
    ]

    static func environments(_ size: CGSize) -> [(String, LayoutEnvironment)] {
        let sizes = ItemSizes.cycle([
            CGSize(width: 80, height: 60), CGSize(width: tiny, height: tiny), CGSize(width: 1e9, height: 1),
        ])
        return [
            ("30 items", LayoutEnvironment(boundsSize: size, itemCounts: [30])),
            (
                "three sections with sizes, right to left, offset",
                LayoutEnvironment(
                    boundsSize: size, contentOffset: CGPoint(x: 40, y: 70), layoutDirection: .rightToLeft,
                    itemCounts: [5, 0, 9], itemSizes: sizes)
            ),
            (
                "one item, insets",
                LayoutEnvironment(boundsSize: size, contentInsets: LayoutInsets(all: tiny), itemCounts: [1])
            ),
            ("no items", LayoutEnvironment(boundsSize: size, itemCounts: [0])),
        ]
    }

    /// The offsets a query is asked at: the ends of the content, its middle, far away, NaN.
    static func offsets(_ p: any PreparedLayout) -> [CGPoint] {
        let (lo, hi) = p.contentOffsetBounds
        return [
            p.environment.contentOffset, .zero, lo, hi, CGPoint(x: (lo.x + hi.x) / 2, y: (lo.y + hi.y) / 2),
            CGPoint(x: tiny, y: tiny), CGPoint(x: 1e15, y: -1e15), CGPoint(x: huge, y: huge),
            CGPoint(x: CGFloat.nan, y: CGFloat.infinity),
        ]
    }

    static func isFinite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }

    @Test("Every query answers with finite numbers", arguments: layouts.indices)
    func everyQueryAnswers(layoutIndex: Int) {
        let (layout, target) = Self.layouts[layoutIndex]
        for (containerName, size) in Self.containers {
            for (name, environment) in Self.environments(size) {
                let context = "\(layout), \(containerName) container, \(name)"
                let p = layout.prepare(in: environment)
                // The promises the fuzzer holds every layout to (elements by rect and by index, brute
                // force, centred items, the bounded searches), with rects of every scale.
                let content = CGRect(origin: .zero, size: p.contentSize)
                let rects = [
                    content, CGRect(x: 0, y: 0, width: Self.tiny, height: Self.tiny),
                    CGRect(x: -1e9, y: -1e9, width: 3e9, height: 3e9), p.environment.visibleRect,
                ]
                LayoutInvariants.check(p, as: target, rects: rects, context: context)
                LayoutInvariants.checkOffsetUpdates(
                    layout, in: environment, as: target, offsets: Self.offsets(p), context: context)

                #expect(
                    p.contentSize.width.isFinite && p.contentSize.height.isFinite,
                    "\(context): content size \(p.contentSize)")
                for offset in Self.offsets(p) {
                    let search = p.nearestCellSearch(to: offset)
                    #expect(
                        search.passes <= NearestCellSearch.maximumPasses && !search.cutShort,
                        "\(context): the default search at \(offset) took \(search.passes) passes")
                    if let index = p.centeredItem(at: offset) {
                        #expect(p.environment.contains(index), "\(context): centeredItem(at: \(offset)) = \(index)")
                    }
                    for velocity in [CGPoint.zero, CGPoint(x: 8, y: -8), CGPoint(x: CGFloat.infinity, y: CGFloat.nan)] {
                        let t = p.targetContentOffset(
                            proposed: offset, velocity: velocity, current: p.environment.contentOffset)
                        #expect(
                            Self.isFinite(t),
                            "\(context): targetContentOffset(proposed: \(offset), velocity: \(velocity)) = \(t)")
                    }
                    _ = p.invalidation(forBoundsChange: CGRect(origin: offset, size: size))
                }
                let last = p.environment.itemCounts.indices.last.map {
                    ElementIndex($0, p.environment.numberOfItems(inSection: $0) - 1)
                }
                for index in [ElementIndex(0, 0), last ?? ElementIndex(0, 0), ElementIndex(0, Int.max)] {
                    let exists = p.environment.contains(index)
                    #expect((p.attributes(for: index) != nil) == exists, "\(context): attributes(for: \(index))")
                    if let carousel = p as? PreparedCarousel {
                        for answer in [
                            carousel.contentOffset(centering: index), carousel.startingContentOffset(centering: index),
                        ] {
                            #expect(
                                (answer != nil) == exists && answer.map(Self.isFinite) != false,
                                "\(context): carousel offset for \(index): \(String(describing: answer))")
                        }
                        let recentred = carousel.recenteredContentOffset(carousel.environment.contentOffset)
                        #expect(Self.isFinite(recentred), "\(context): recenteredContentOffset = \(recentred)")
                    }
                    if let wheel = p as? PreparedWheel {
                        let answer = wheel.contentOffset(centering: index)
                        #expect(
                            (answer != nil) == exists && answer.map(Self.isFinite) != false,
                            "\(context): wheel offset for \(index): \(String(describing: answer))")
                    }
                }
            }
        }
    }

    /// The reported hang: `centeredItem` for the circles and the gallery (the default search) in a
    /// 5e-324 container. The visible rect there is narrower than any cell's rounding, so the
    /// answer is the first cell when the cells reach the visible rect's origin, as they do here
    /// without insets.
    @Test("The centred item of a 5e-324 container is found in one pass")
    func subnormalCenteredItem() throws {
        let environment = LayoutEnvironment(boundsSize: CGSize(width: Self.tiny, height: Self.tiny), itemCounts: [12])
        let layouts: [any CollectionLayout] = [
            CirclePackLayout(), JustifiedGalleryLayout(),
            JustifiedGalleryLayout(
                configuration: try .init(
                    mode: .aspectRatios(targetRowHeight: 1, tolerance: 0), insets: .zero,
                    itemSpacing: 0, rowSpacing: 0, headerHeight: 0)),
        ]
        for layout in layouts {
            let p = layout.prepare(in: environment)
            let search = p.nearestCellSearch(to: .zero)
            // The first square (half side the least normal number) already holds the whole rect.
            #expect(search.passes == 1 && !search.cutShort, "\(layout): \(search.passes) passes")
            #expect(p.centeredItem(at: .zero) == search.cell?.index)
            let expected = p.allElements().first {
                $0.kind == .cell && $0.visualBounds.overlaps(p.environment.visibleRect)
            }?.index
            #expect(p.centeredItem(at: .zero) == expected, "\(layout)")
        }
    }

    /// The search's squares grow from a 1,024th of the larger side to the whole rect in at most
    /// seven passes, for visible rects of every scale, and find the nearest cell.
    @Test("The default search takes at most seven passes at every scale")
    func searchPassesAtEveryScale() {
        let layout = JustifiedGalleryLayout()
        for side in [Self.tiny, 1e-320, 1e-310, CGFloat.leastNormalMagnitude, 1e-300, 1e-6, 1, 375, 1e6, 1e9] {
            let environment = LayoutEnvironment(
                boundsSize: CGSize(width: side, height: Swift.max(side / 3, Self.tiny)), itemCounts: [40])
            let p = layout.prepare(in: environment)
            for offset in [CGPoint.zero, CGPoint(x: 10, y: 300), CGPoint(x: -side, y: 1e12)] {
                let search = p.nearestCellSearch(to: offset)
                #expect(
                    search.passes >= 1 && search.passes <= NearestCellSearch.maximumPasses && !search.cutShort,
                    "side \(side), offset \(offset): \(search.passes) passes")
            }
        }
    }
}
