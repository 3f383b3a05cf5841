@_spi(Tools) import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation
import Testing

/// Where the content rests when focus moves to an item (`FocusScrolling`), over engine layouts
/// alone (the adapter core): exact offsets for small layouts. Runs without UIKit and without the
/// TestSupport trait.
@Suite("Focus: the content offset for a newly focused item")
struct FocusScrollingTests {
    /// A plain grid scrolling vertically: 320 points wide, three columns of 100 × 90 items at
    /// x = 0, 110, 220, one line every 100 points (item k at line k / 3), 400 points high.
    private func grid(_ count: Int, insets: LayoutInsets = .zero) throws -> PreparedStaggeredGrid {
        let configuration = try StaggeredGridLayout.Configuration(staggerFraction: 0, scrollAxis: .vertical)
        return StaggeredGridLayout(configuration: configuration).prepare(
            in: LayoutEnvironment(
                boundsSize: CGSize(width: 320, height: 400), contentInsets: insets, itemCounts: [count]))
    }

    /// The standard carousel (240-point items 10 apart, centred) in a 390 × 600 view: item k rests
    /// in the middle at x = 250 k.
    private func carousel(_ count: Int) -> PreparedCarousel {
        CarouselLayout().prepare(
            in: LayoutEnvironment(boundsSize: CGSize(width: 390, height: 600), itemCounts: [count]))
    }

    private func offset(_ item: Int, _ layout: any PreparedLayout, from current: CGPoint) -> CGPoint? {
        FocusScrolling.contentOffset(focusing: ElementIndex(0, item), in: layout, from: current)
    }

    @Test("The grid: a wholly visible item moves nothing")
    func gridVisibleItemStays() throws {
        let g = try grid(60)
        #expect(offset(0, g, from: .zero) == .zero)
        #expect(offset(11, g, from: .zero) == .zero, "line 3, 300…390, inside 0…400")
        #expect(offset(4, g, from: CGPoint(x: 0, y: 100)) == CGPoint(x: 0, y: 100))
    }

    @Test("The grid: an item below or above moves the content just far enough to show it whole")
    func gridRevealsByTheLeastMove() throws {
        let g = try grid(60)
        #expect(offset(12, g, from: .zero) == CGPoint(x: 0, y: 90), "line 4, 400…490: its bottom on the bottom")
        #expect(offset(3, g, from: CGPoint(x: 0, y: 145)) == CGPoint(x: 0, y: 100), "line 1: its top on the top")
        #expect(offset(59, g, from: .zero) == CGPoint(x: 0, y: 1_590), "the last line, 1,900…1,990")
    }

    @Test("The grid: the insets bound what counts as visible, and the offset stays in the content")
    func gridInsets() throws {
        let g = try grid(60, insets: LayoutInsets(top: 20, left: 0, bottom: 0, right: 0))
        // At 0 the view shows 20…400 of the content below the inset: item 0 (0…90) is cut.
        #expect(offset(0, g, from: .zero) == CGPoint(x: 0, y: -20))
        #expect(offset(12, g, from: .zero) == CGPoint(x: 0, y: 90))
    }

    @Test("The carousel: the focused item comes to the middle, one item's pitch per step")
    func carouselCentres() {
        let c = carousel(10)
        #expect(offset(1, c, from: .zero) == CGPoint(x: 250, y: 0))
        #expect(offset(2, c, from: CGPoint(x: 250, y: 0)) == CGPoint(x: 500, y: 0))
        #expect(offset(0, c, from: CGPoint(x: 250, y: 0)) == .zero)
        #expect(offset(9, c, from: .zero) == CGPoint(x: 2_250, y: 0))
        #expect(offset(3, c, from: CGPoint(x: 750, y: 0)) == CGPoint(x: 750, y: 0), "already centred: no move")
    }

    @Test("The wheel: the focused item becomes the centred one")
    func wheelCentres() throws {
        let w = WheelLayout().prepare(
            in: LayoutEnvironment(boundsSize: CGSize(width: 390, height: 600), itemCounts: [12]))
        for item in 0..<12 {
            let target = try #require(offset(item, w, from: .zero))
            #expect(w.centeredItem(at: target) == ElementIndex(0, item))
            #expect(target == w.contentOffset(centering: ElementIndex(0, item)))
        }
    }

    @Test("No such item: no offset")
    func missingItem() throws {
        #expect(offset(60, try grid(60), from: .zero) == nil)
        #expect(offset(10, carousel(10), from: .zero) == nil)
        #expect(FocusScrolling.contentOffset(focusing: ElementIndex(1, 0), in: carousel(10), from: .zero) == nil)
    }

    @Test("Focus entering: the carousel's centred item; UIKit's own choice for the grid")
    func preferredItem() throws {
        #expect(FocusScrolling.preferredFocusedItem(in: carousel(10), at: CGPoint(x: 500, y: 0)) == ElementIndex(0, 2))
        #expect(FocusScrolling.preferredFocusedItem(in: carousel(10), at: CGPoint(x: 620, y: 0)) == ElementIndex(0, 2))
        #expect(FocusScrolling.preferredFocusedItem(in: carousel(0), at: .zero) == nil)
        #expect(FocusScrolling.preferredFocusedItem(in: try grid(60), at: .zero) == nil)
    }
}
