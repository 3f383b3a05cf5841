@_spi(Tools) import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation
import Testing

/// The stacked sections' plain grid and carousel row (#37): exact frames, the clamps, and what the
/// stack's collection view shows of a carousel section (its row).
@Suite("Stacked sections: grids and carousel rows")
struct StackedSectionsGridAndCarouselTests {
    typealias Section = StackedSectionsLayout.Section

    /// The stack of `sections` prepared `width` wide for `counts` items.
    static func prepared(
        _ sections: [Section], counts: [Int], width: CGFloat = 320,
        direction: LayoutDirection = .leftToRight
    ) -> PreparedStackedSections {
        StackedSectionsLayout(configuration: .init(sections: sections)).prepare(
            in: LayoutEnvironment(
                boundsSize: CGSize(width: width, height: 600), layoutDirection: direction, itemCounts: counts))
    }

    /// Item `item` of `section`'s frame.
    static func frame(_ prepared: PreparedStackedSections, _ section: Int, _ item: Int) -> CGRect? {
        prepared.attributes(for: ElementIndex(section, item))?.frame
    }

    @Test("Exact: three columns of five items, 10 apart, under a header")
    func grid() {
        let p = Self.prepared(
            [Section(layout: .grid(columns: 3, rowHeight: 50, spacing: 10), headerHeight: 20)], counts: [5])
        // (320 - 2 × 10) / 3 = 100 points a column.
        #expect(Self.frame(p, 0, 0) == CGRect(x: 0, y: 20, width: 100, height: 50))
        #expect(Self.frame(p, 0, 1) == CGRect(x: 110, y: 20, width: 100, height: 50))
        #expect(Self.frame(p, 0, 2) == CGRect(x: 220, y: 20, width: 100, height: 50))
        #expect(Self.frame(p, 0, 3) == CGRect(x: 0, y: 80, width: 100, height: 50))
        #expect(Self.frame(p, 0, 4) == CGRect(x: 110, y: 80, width: 100, height: 50))
        #expect(p.contentSize == CGSize(width: 320, height: 130))
    }

    @Test("Right to left: the grid fills from the right")
    func gridRightToLeft() {
        let p = Self.prepared(
            [Section(layout: .grid(columns: 3, rowHeight: 50, spacing: 10))], counts: [2], direction: .rightToLeft)
        #expect(Self.frame(p, 0, 0) == CGRect(x: 220, y: 0, width: 100, height: 50))
        #expect(Self.frame(p, 0, 1) == CGRect(x: 110, y: 0, width: 100, height: 50))
    }

    @Test("Clamps: fewer than 1 column is 1, a row at least 1 point, gaps wider than the view leave 0-wide cells")
    func gridClamps() {
        let one = Self.prepared([Section(layout: .grid(columns: 0, rowHeight: -5, spacing: -3))], counts: [2])
        #expect(Self.frame(one, 0, 0) == CGRect(x: 0, y: 0, width: 320, height: 1))
        #expect(Self.frame(one, 0, 1) == CGRect(x: 0, y: 1, width: 320, height: 1))
        #expect(one.contentSize.height == 2)
        let wide = Self.prepared(
            [Section(layout: .grid(columns: 2, rowHeight: .nan, spacing: 400))], counts: [2])
        #expect(Self.frame(wide, 0, 0) == CGRect(x: 0, y: 0, width: 0, height: 1))
        #expect(Self.frame(wide, 0, 1) == CGRect(x: 400, y: 0, width: 0, height: 1))
        let empty = Self.prepared([Section(layout: .grid(columns: 4, rowHeight: 40, spacing: 8))], counts: [0])
        #expect(empty.contentSize.height == 0)
    }

    @Test("Exact: a carousel row above a list, as high as the carousel's items")
    func carouselRow() throws {
        let carousel = try CarouselLayout.Configuration(itemSize: .absolute(CGSize(width: 200, height: 150)))
        let p = Self.prepared(
            [
                Section(layout: .carousel(carousel), headerHeight: 30, footerHeight: 10),
                Section(layout: .list(rowHeight: 44, spacing: 0)),
            ], counts: [1, 1])
        #expect(Self.frame(p, 0, 0) == CGRect(x: 0, y: 30, width: 320, height: 150))
        #expect(
            p.supplementaryAttributes(ofKind: ElementKind.footerKind, at: ElementIndex(0, 0))?.frame
                == CGRect(x: 0, y: 180, width: 320, height: 10))
        #expect(Self.frame(p, 1, 0) == CGRect(x: 0, y: 190, width: 320, height: 44))
        #expect(p.contentSize == CGSize(width: 320, height: 234))
    }

    @Test("A fraction of the bounds: the row is that fraction of the width high; the hosted carousel fills it")
    func carouselFraction() throws {
        let carousel = try CarouselLayout.Configuration(
            itemSize: .fractionOfBounds(width: 0.8, height: 0.5), scrollAxis: .vertical, sideItemScale: 0.7,
            maximumItemsPerFling: 2)
        let p = Self.prepared([Section(layout: .carousel(carousel))], counts: [1], width: 400)
        #expect(Self.frame(p, 0, 0) == CGRect(x: 0, y: 0, width: 400, height: 200))
        let hosted = StackedSectionsLayout.SectionLayout.rowCarousel(carousel)
        #expect(hosted.itemSize == .fractionOfBounds(width: 0.8, height: 1))
        #expect(hosted.scrollAxis == .horizontal)
        #expect(hosted.sideItemScale == 0.7 && hosted.snapping == carousel.snapping)
        #expect(StackedSectionsLayout.SectionLayout.rowCarousel(.standard) == .standard)
    }

    @Test("An empty carousel section has no row; items after the first (never given by the front) are hidden")
    func carouselEmptyAndExtra() {
        let empty = Self.prepared([Section(layout: .carousel(.standard), headerHeight: 20)], counts: [0])
        #expect(empty.contentSize.height == 20)
        let extra = Self.prepared([Section(layout: .carousel(.standard))], counts: [3])
        #expect(Self.frame(extra, 0, 0) == CGRect(x: 0, y: 0, width: 320, height: 320))
        #expect(Self.frame(extra, 0, 2) == CGRect(x: 0, y: 0, width: 0, height: 0))
        #expect(extra.contentSize.height == 320)
    }

    @Test("What the stack shows: a carousel section's first item stands for its row")
    func rows() {
        let configuration = StackedSectionsLayout.Configuration(sections: [
            Section(layout: .carousel(.standard)), Section(layout: .grid(columns: 2, rowHeight: 40, spacing: 0)),
            Section(layout: .carousel(.standard)),
        ])
        #expect(
            configuration.rows([["a", "b", "c"], ["d", "e"], [], ["f", "g"]]) == [["a"], ["d", "e"], [], ["f", "g"]])
        #expect(configuration.rows([[String]]()) == [])
        #expect(StackedSectionsLayout.Configuration.standard.rows([[1, 2]]) == [[1, 2]])
    }
}
