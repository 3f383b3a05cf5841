@_spi(Tools) import CollectionLayouts
import Foundation
@testable import LayoutCatalog
import Testing

/// The gallery's `--pin-headers`, the carousel's `--alignment` and the landing items of a snap, as
/// the catalog builds them for the command and the playground.
@Suite("Pinned headers, leading alignment, landing items in the catalog")
struct PinnedHeadersAndLeadingSpecTests {
    private func build(_ name: String, _ values: [String: String]) throws -> CatalogLayout {
        try LayoutCatalog.build(name, LayoutParameters(values))
    }

    @Test("--pin-headers reaches the configuration, the app code and the elements at an offset")
    func pinHeaders() throws {
        #expect(JustifiedGallerySpec.pinHeaders.isFlag && JustifiedGallerySpec.pinHeaders.defaultValue == nil)
        let plain = try #require(try build("gallery", [:]).prepared as? PreparedJustifiedGallery)
        #expect(!plain.configuration.sectionHeadersPinToVisibleBounds)
        let built = try build("gallery", ["sections": "11,6,14", "pin-headers": "true", "offset": "0,700"])
        let gallery = try #require(built.prepared as? PreparedJustifiedGallery)
        #expect(gallery.configuration == (try .init(sectionHeadersPinToVisibleBounds: true)))
        // Section 1 starts below 700 + a header (62.5): section 0's header is pinned at the top.
        let next = try build("gallery", ["sections": "11,6,14"]).prepared.supplementaryAttributes(
            ofKind: "header", at: ElementIndex(1, 0))
        #expect(try #require(next).frame.minY > 762.5)
        let header = try #require(built.elements(all: false).first { $0.kind == .header })
        #expect(header.index == ElementIndex(0, 0) && header.frame.minY == 700 && header.zIndex == 1)
        #expect(
            built.appCode.uikit == """
                let layout = JustifiedGalleryCollectionViewLayout(configuration: try .init(
                    sectionHeadersPinToVisibleBounds: true))
                collectionView.collectionViewLayout = layout
                """)
        #expect(
            try build("gallery", ["pin-headers": "true", "seed": "7"]).appCode.uikit.hasPrefix(
                """
                let layout = JustifiedGalleryCollectionViewLayout(configuration: try .init(
                    seed: 7, sectionHeadersPinToVisibleBounds: true))
                """))
        LayoutCatalog.expectRejection("gallery", ["pin-headers": "maybe"], "--pin-headers is a flag")
    }

    @Test("--alignment leading reaches the configuration, starts with item 0 at the leading edge, in the app code")
    func alignment() throws {
        #expect(CarouselSpec.alignment.choices == ["centered", "leading"])
        #expect(CarouselSpec.alignment.defaultValue == "centered")
        let built = try build("carousel", ["alignment": "leading"])
        let carousel = try #require(built.prepared as? PreparedCarousel)
        #expect(carousel.configuration == (try .init(alignment: .leading)))
        #expect(carousel.environment.contentOffset == .zero)
        #expect(carousel.attributes(for: ElementIndex(0, 0))?.frame.minX == 0)
        let rtl = try #require(
            try build("carousel", ["alignment": "leading", "rtl": "true"]).prepared as? PreparedCarousel)
        let start = rtl.environment.contentOffset
        #expect(start == rtl.contentOffsetBounds.max)
        #expect(rtl.attributes(for: ElementIndex(0, 0))?.frame.maxX == start.x + 375)
        // In the init's order: after the axis, before the side items.
        #expect(
            try build("carousel", ["axis": "vertical", "alignment": "leading", "side-scale": "0.8"]).appCode.uikit
                == """
                let layout = CarouselCollectionViewLayout(configuration: try .init(
                    scrollAxis: .vertical, alignment: .leading, sideItemScale: 0.8))
                collectionView.collectionViewLayout = layout
                """)
        #expect(try build("carousel", ["alignment": "centered"]).appCode == (try build("carousel", [:])).appCode)
        LayoutCatalog.expectRejection("carousel", ["alignment": "left"], "--alignment must be one of centered, leading")
    }

    @Test("A snap lists the items on screen where it rests, at most a thousand")
    func landingItems() throws {
        let carousel = try build("carousel", ["alignment": "leading"])
        let snap = SnapResult(layout: carousel, offset: .zero, velocity: CGPoint(x: 1, y: 0), rate: .fast)
        // A flick from item 0 rests item 1 on the leading edge, item 2 beside it.
        #expect(snap.target.x == 250)
        #expect(snap.landingItems.map(\.elementIndex) == [ElementIndex(0, 1), ElementIndex(0, 2)])
        let centred = SnapResult(
            layout: try build("carousel", [:]), offset: .zero, velocity: CGPoint(x: 1, y: 0), rate: .fast)
        #expect(centred.landingItems.map(\.item) == [0, 1, 2])
        // 2-point items with no gaps: some 60,000 on screen, a thousand listed.
        let dense = try build("grid", ["count": "100000", "item-size": "2x2", "spacing": "0"])
        let many = SnapResult(layout: dense, offset: .zero, velocity: CGPoint(x: 2, y: 0), rate: .normal)
        #expect(many.landingItems.count == SnapResult.maximumLandingItems)
        let proposed = many.proposed.cgPoint
        #expect(
            many.landingItems.map(\.elementIndex)
                == Array(
                    dense.prepared.landingItems(proposed: proposed, velocity: CGPoint(x: 2, y: 0), current: .zero)
                        .prefix(1_000)))
    }
}
