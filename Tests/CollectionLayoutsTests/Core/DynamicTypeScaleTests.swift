@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutFuzzing
import Testing

/// `LayoutEnvironment.dynamicTypeScale`: which sizes each layout scales, the clamps, and that a
/// scale of 1 changes nothing.
@Suite("Dynamic Type: sizes in points scale with the environment's factor")
struct DynamicTypeScaleTests {
    private func environment(_ counts: [Int], scale: CGFloat, sizes: ItemSizes = .none) -> LayoutEnvironment {
        LayoutEnvironment(
            boundsSize: CGSize(width: 375, height: 667), itemCounts: counts, itemSizes: sizes, dynamicTypeScale: scale)
    }

    @Test("The grid's item size scales; spacing and stagger stay")
    func grid() throws {
        let grid = StaggeredGridLayout(configuration: try .init(scrollAxis: .vertical)).prepare(
            in: environment([4], scale: 2))
        #expect(grid.configuration.itemSize == CGSize(width: 200, height: 180) && grid.configuration.spacing == 10)
        #expect(grid.attributes(for: ElementIndex(0, 0))?.frame == CGRect(x: 0, y: 0, width: 200, height: 180))
        // One 200-point column fits in 375: items go down, the odd ones shifted by half an item.
        #expect(grid.attributes(for: ElementIndex(0, 1))?.frame == CGRect(x: 0, y: 190, width: 200, height: 180))
    }

    @Test("The carousel's size in points scales; a fraction of the bounds does not")
    func carousel() throws {
        let points = CarouselLayout().prepare(in: environment([5], scale: 1.5))
        #expect(points.itemSize == CGSize(width: 360, height: 480) && points.pitch == 370)
        let fraction = CarouselLayout(configuration: try .init(itemSize: .fractionOfBounds(width: 0.8, height: 0.5)))
        #expect(fraction.prepare(in: environment([5], scale: 1.5)).itemSize == CGSize(width: 300, height: 333.5))
    }

    @Test("The wheel grows as a whole: item size and radius scale, the angle between items stays")
    func wheel() {
        let base = WheelLayout().prepare(in: environment([9], scale: 1))
        let big = WheelLayout().prepare(in: environment([9], scale: 2))
        #expect(big.configuration.itemSize == CGSize(width: 266, height: 346))
        #expect(big.configuration.radius == 1000)
        #expect(big.configuration.anglePerItem == base.configuration.anglePerItem)
    }

    @Test("The gallery's rows, width range and header and footer estimates scale; spacings and insets stay")
    func gallery() throws {
        let widths = JustifiedGalleryLayout(configuration: try .init(footerHeight: 10)).prepare(
            in: environment([3], scale: 1.2))
        #expect(widths.configuration.mode == .widthRange(min: 180, max: 360, height: 300))
        #expect(widths.configuration.headerHeight == 75 && widths.configuration.footerHeight == 12)
        #expect(widths.configuration.itemSpacing == 15 && widths.configuration.insets == LayoutInsets(all: 15))
        #expect(widths.rows.first?.height == 300 && widths.rows.first?.minY == 75 + 15)
        let photos = JustifiedGalleryLayout(configuration: .photos).prepare(in: environment([3], scale: 2))
        #expect(photos.configuration.mode == .aspectRatios(targetRowHeight: 500, tolerance: 0.5))
    }

    @Test("Circle diameters are the app's data: the packing does not scale them")
    func circles() {
        let sizes = ItemSizes.cycle([CGSize(width: 60, height: 60), CGSize(width: 90, height: 90)])
        let plain = CirclePackLayout().prepare(in: environment([12], scale: 1, sizes: sizes))
        let scaled = CirclePackLayout().prepare(in: environment([12], scale: 3, sizes: sizes))
        #expect(
            LayoutChecker.attributesByIndex(plain, supplementaryKinds: [])
                == LayoutChecker.attributesByIndex(scaled, supplementaryKinds: []))
    }

    @Test("A scale of 1 is the configuration itself, for every layout")
    func one() throws {
        #expect(CarouselLayout.Configuration.standard.scaled(by: 1) == .standard)
        #expect(StaggeredGridLayout.Configuration.standard.scaled(by: 1) == .standard)
        #expect(WheelLayout.Configuration.standard.scaled(by: 1) == .standard)
        #expect(JustifiedGalleryLayout.Configuration.photos.scaled(by: 1) == .photos)
    }

    @Test("The scale is clamped into 0.25…4; NaN, infinite, zero and negative count as 1")
    func clamps() {
        let cases: [(CGFloat, CGFloat)] = [
            (.nan, 1), (.infinity, 1), (-.infinity, 1), (0, 1), (-2, 1), (0.1, 0.25), (100, 4), (3.1, 3.1),
            (.leastNonzeroMagnitude, 0.25),
        ]
        for (given, kept) in cases {
            #expect(environment([1], scale: given).sanitized.dynamicTypeScale == kept, "\(given)")
        }
    }

    @Test("At the largest scale the largest sizes stop at the configuration's limits, and the layouts still hold")
    func extremes() throws {
        let huge = CGSize(width: 1e6, height: 1e6), tiny = CGSize(width: 0.001, height: 0.001)
        for (size, scale, expected) in [(huge, CGFloat(4), huge), (tiny, 0.25, tiny)] {
            let grid = StaggeredGridLayout(configuration: try .init(itemSize: size)).prepare(
                in: environment([50], scale: scale))
            #expect(grid.configuration.itemSize == expected)
            LayoutInvariants.check(grid, as: .grid, rects: [], context: "grid at \(scale)")
            let carousel = CarouselLayout(configuration: try .init(itemSize: .absolute(size)))
                .prepare(in: environment([50], scale: scale))
            #expect(carousel.configuration.itemSize == .absolute(expected))
            LayoutInvariants.check(carousel, as: .carousel, rects: [], context: "carousel at \(scale)")
            let wheel = WheelLayout(configuration: try .init(itemSize: size, radius: 1e9)).prepare(
                in: environment([50], scale: scale))
            #expect(wheel.configuration.itemSize == expected)
            #expect(wheel.configuration.radius == (scale > 1 ? 1e9 : 2.5e8))
            LayoutInvariants.check(wheel, as: .wheel, rects: [], context: "wheel at \(scale)")
        }
        let gallery = JustifiedGalleryLayout(
            configuration: try .init(mode: .widthRange(min: 1e6, max: 1e6, height: 1e6), headerHeight: 1e6))
        let prepared = gallery.prepare(in: environment([20], scale: 4))
        #expect(prepared.configuration.mode == .widthRange(min: 1e6, max: 1e6, height: 1e6))
        #expect(prepared.configuration.headerHeight == 1e6)
        LayoutInvariants.check(prepared, as: .gallery, rects: [], context: "gallery at 4")
    }

    @Test("A new scale is a new layout: never continued as an append")
    func newScaleIsNotAnAppend() throws {
        var e = environment([10], scale: 1)
        var prepared = JustifiedGalleryLayout().prepare(in: e)
        e.itemCounts = [14]
        e.dynamicTypeScale = 1.5
        JustifiedGalleryLayout().prepare(in: e, updating: &prepared)
        let fresh = JustifiedGalleryLayout().prepare(in: e)
        #expect(prepared.rows == fresh.rows && prepared.configuration == fresh.configuration)
        #expect(e.sanitized.appendStart(after: environment([10], scale: 1).sanitized) == nil)
    }

    /// Scaling changes the sizes and nothing else: a configuration with every option away from its
    /// default, scaled and given its sizes back, is the configuration it was (the leading carousel
    /// and the pinned headers were dropped by a scaling that rebuilt the configuration, issue #35).
    @Test("Scaling for Dynamic Type keeps every option but the sizes", arguments: [0.8, 1.5, 3.1])
    func scalingKeepsEveryOtherOption(factor: CGFloat) throws {
        let carousel = try CarouselLayout.Configuration(
            itemSize: .absolute(CGSize(width: 200, height: 300)), spacing: 7, scrollAxis: .vertical,
            alignment: .leading, sideItemScale: 0.7, sideItemAlpha: 0.4, wraps: true, maximumItemsPerFling: 2,
            flickVelocity: 0.9, decelerationRate: .normal)
        var scaledCarousel = carousel.scaled(by: factor)
        #expect(scaledCarousel.alignment == .leading)
        #expect(scaledCarousel.itemSize != carousel.itemSize)
        scaledCarousel.itemSize = carousel.itemSize
        #expect(scaledCarousel == carousel)

        let gallery = try JustifiedGalleryLayout.Configuration(
            mode: .aspectRatios(targetRowHeight: 120, tolerance: 0.2), insets: LayoutInsets(all: 3), itemSpacing: 4,
            rowSpacing: 5, headerHeight: 40, footerHeight: 20, lastRow: .centered, maximumRowsPerSection: 9,
            seed: 42, sectionHeadersPinToVisibleBounds: true)
        var scaledGallery = gallery.scaled(by: factor)
        #expect(scaledGallery.sectionHeadersPinToVisibleBounds)
        #expect(scaledGallery.headerHeight == 40 * factor)
        (scaledGallery.mode, scaledGallery.headerHeight, scaledGallery.footerHeight) = (
            gallery.mode, gallery.headerHeight, gallery.footerHeight
        )
        #expect(scaledGallery == gallery)

        let grid = try StaggeredGridLayout.Configuration(
            itemSize: CGSize(width: 50, height: 60), spacing: 3, staggerFraction: 0.25, scrollAxis: .vertical,
            insets: LayoutInsets(all: 8))
        var scaledGrid = grid.scaled(by: factor)
        scaledGrid.itemSize = grid.itemSize
        #expect(scaledGrid == grid)

        let wheel = try WheelLayout.Configuration(
            itemSize: CGSize(width: 80, height: 90), radius: 300, anglePerItem: 0.3, hanging: true, tilt: 0.2,
            snapping: PageSnapping(flickVelocity: 0.5, maximumItemsPerFling: 3))
        var scaledWheel = wheel.scaled(by: factor)
        (scaledWheel.itemSize, scaledWheel.radius) = (wheel.itemSize, wheel.radius)
        #expect(scaledWheel == wheel)
    }
}
