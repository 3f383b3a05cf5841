@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutCatalog
import Testing

@Suite("carousel spec")
struct CarouselSpecTests {
    private func build(_ values: [String: String]) throws -> CatalogLayout {
        try LayoutCatalog.build("carousel", LayoutParameters(values))
    }

    private func carousel(_ layout: CatalogLayout) throws -> PreparedCarousel {
        try #require(layout.prepared as? PreparedCarousel)
    }

    @Test("Options reach the configuration; the carousel decelerates fast")
    func options() throws {
        let layout = try build([
            "item-size": "200x300", "spacing": "20", "side-scale": "0.8", "side-alpha": "0.6",
            "axis": "vertical", "max-items-per-fling": "2", "flick-velocity": "0.5",
        ])
        let c = try carousel(layout)
        #expect(
            c.configuration
                == (try CarouselLayout.Configuration(
                    itemSize: .absolute(CGSize(width: 200, height: 300)), spacing: 20, scrollAxis: .vertical,
                    sideItemScale: 0.8, sideItemAlpha: 0.6, maximumItemsPerFling: 2, flickVelocity: 0.5)))
        #expect(layout.decelerationRate == .fast)
        #expect(CarouselLayout().decelerationRate == .fast)
        #expect(layout.swiftCode.contains("sideItemScale: 0.8, sideItemAlpha: 0.6"))
        #expect(layout.swiftCode.contains("maximumItemsPerFling: 2"))
        let fraction = try carousel(try build(["item-fraction": "0.8x0.6"]))
        #expect(fraction.configuration.itemSize == .fractionOfBounds(width: 0.8, height: 0.6))
        #expect(fraction.itemSize == CGSize(width: 300, height: 252))
    }

    @Test("Without --offset the first item starts centred: middle cycle when wrapping, right end when right to left")
    func startingOffset() throws {
        #expect(try carousel(try build([:])).environment.contentOffset == .zero)
        let rtl = try carousel(try build(["rtl": "true"]))
        #expect(rtl.environment.contentOffset == CGPoint(x: 2000, y: 0))
        let wrap = try carousel(try build(["wrap": "true"]))
        #expect(wrap.centeredItem(at: wrap.environment.contentOffset) == ElementIndex(0, 0))
        #expect(wrap.pagePosition(at: wrap.environment.contentOffset) == CGFloat((wrap.cycleCount / 2) * 9))
        let sections = try carousel(try build(["sections": "0,4"]))
        #expect(sections.centeredItem(at: sections.environment.contentOffset) == ElementIndex(1, 0))
        let given = try carousel(try build(["offset": "125,0", "wrap": "true"]))
        #expect(given.environment.contentOffset == CGPoint(x: 125, y: 0))
    }

    @Test("Bad values are parameter errors that name the option")
    func badValues() {
        let cases: [([String: String], String)] = [
            (["item-size": "0x10"], "itemSize.width must be greater than 0"),
            (["item-fraction": "0.8x0"], "itemFraction.height must be greater than 0"),
            (["item-fraction": "0.8x0.5", "item-size": "10x10"], "not both"),
            (["side-scale": "1.5"], "sideItemScale must be at most 1"),
            (["side-alpha": "-1"], "sideItemAlpha must be at least 0"),
            (["max-items-per-fling": "0"], "--max-items-per-fling must be between 1 and"),
            (["wrap": "maybe"], "--wrap is a flag"),
        ]
        for (values, message) in cases {
            LayoutCatalog.expectRejection("carousel", values, message)
        }
    }

    /// Each builds and renders: `LayoutParametersTests.everySpec`.
    @Test("The samples: the plain carousel, one at the leading edge and one with side items")
    func samples() {
        #expect(CarouselSpec().samples.map(\.name) == ["carousel", "carousel-leading", "carousel-side"])
    }
}
