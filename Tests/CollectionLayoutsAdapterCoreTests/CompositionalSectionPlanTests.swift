@_spi(Tools) import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation
import LayoutFuzzing
import Testing

/// The sections of compositional layout as both fronts (UIKit, AppKit) make them, decided once:
/// the custom group's frames are the layout's own prepare of the section's items, and the
/// carousel's row pages to its resting items with the carousel's side effects.
@Suite("CompositionalSectionPlan: our layouts as sections of compositional layout")
struct CompositionalSectionPlanTests {
    @Test("Exact: a centred carousel's row, and what the handler does where items are shown")
    func carousel() throws {
        let configuration = try CarouselLayout.Configuration(sideItemScale: 0.8, sideItemAlpha: 0.5)
        let plan = CompositionalSectionPlan.carousel(
            configuration, itemCount: 3, container: CGSize(width: 390, height: 844))
        #expect(plan.groupSize == CGSize(width: 240, height: 320))
        #expect(plan.customFrames == nil)
        #expect(plan.scrolling == .groupPagingCentered)
        #expect(plan.interGroupSpacing == 10)
        #expect(plan.leadingInset == 75 && plan.trailingInset == 75)
        #expect(plan.shownCount == 3 && plan.itemCount == 3)
        #expect(plan.adjustsVisibleItems)
        // Item 1's centre in the row is 75 + 250 + 120 = 445. Row at offset 0: one pitch (250) right
        // of the middle (195), a side item.
        #expect(
            plan.change(ofItem: 1, centerX: 445, sectionOffsetX: 0) == .carousel(scale: 0.8, alpha: 0.5, zIndex: -100))
        // Row scrolled by 250: item 1 in the middle, at rest.
        #expect(plan.change(ofItem: 1, centerX: 445, sectionOffsetX: 250) == .carousel(scale: 1, alpha: 1, zIndex: 0))
        // Halfway: both neighbours half a pitch from the middle.
        #expect(
            plan.change(ofItem: 0, centerX: 195, sectionOffsetX: 125) == .carousel(scale: 0.9, alpha: 0.75, zIndex: -50)
        )
        #expect(plan.change(ofItem: 3, centerX: 0, sectionOffsetX: 0) == nil, "no such item")
        #expect(plan.change(ofItem: -1, centerX: 0, sectionOffsetX: 0) == nil)
        #expect(plan.change(ofItem: 0, centerX: .nan, sectionOffsetX: 0) == nil, "a bad position changes nothing")
    }

    @Test("Exact: a leading carousel without side effects pages on leading edges and needs no handler")
    func leadingCarousel() throws {
        let configuration = try CarouselLayout.Configuration(
            itemSize: .absolute(CGSize(width: 100, height: 50)), spacing: 20, alignment: .leading)
        let plan = CompositionalSectionPlan.carousel(
            configuration, itemCount: 4, container: CGSize(width: 300, height: 600))
        #expect(plan.scrolling == .groupPaging)
        #expect(plan.groupSize == CGSize(width: 100, height: 50))
        #expect(plan.leadingInset == 0 && plan.trailingInset == 200)
        #expect(!plan.adjustsVisibleItems)
        #expect(plan.change(ofItem: 1, centerX: 170, sectionOffsetX: 0) == nil)
        let empty = CompositionalSectionPlan.carousel(configuration, itemCount: -2, container: .zero)
        #expect(empty.itemCount == 0 && empty.groupSize.width >= 1 && empty.groupSize.height >= 1)
    }

    @Test("Exact: a custom group of the engine's frames, sideways for a horizontal grid, hidden rows")
    func engineSections() throws {
        let grid = try StaggeredGridLayout.Configuration(itemSize: CGSize(width: 80, height: 60), spacing: 8)
        let sideways = CompositionalSectionPlan.engine(
            StaggeredGridLayout(configuration: grid), itemCount: 6, container: CGSize(width: 390, height: 220))
        #expect(sideways.scrolling == .continuous)
        // The rows come from the container's height (220: three rows of 60 with 8 between).
        let expected = StaggeredGridLayout(configuration: grid).prepare(
            in: LayoutEnvironment(boundsSize: CGSize(width: 0, height: 220), itemCounts: [6]))
        #expect(sideways.customFrames == (0..<6).map { expected.attributes(for: ElementIndex(0, $0))!.frame })
        #expect(sideways.groupSize == expected.contentSize)
        #expect(!sideways.adjustsVisibleItems)
        #expect(sideways.change(ofItem: 2, centerX: 0, sectionOffsetX: 0) == nil)
        let down = try StaggeredGridLayout.Configuration(scrollAxis: .vertical)
        let vertical = CompositionalSectionPlan.engine(
            StaggeredGridLayout(configuration: down), itemCount: 6, across: 300,
            container: CGSize(width: 390, height: 220))
        #expect(vertical.scrolling == .none)
        // `across` (300) wins over the container's width (390, room for three 100-point columns 10
        // apart): two columns, 210 points.
        #expect(vertical.groupSize.width == 210)

        let gallery = try JustifiedGalleryLayout.Configuration(
            mode: .aspectRatios(targetRowHeight: 100, tolerance: 0.3), headerHeight: 0, maximumRowsPerSection: 1)
        let limited = CompositionalSectionPlan.engine(
            JustifiedGalleryLayout(configuration: gallery), itemCount: 12, container: CGSize(width: 390, height: 800))
        #expect(limited.shownCount > 0 && limited.shownCount < 12)
        #expect(limited.adjustsVisibleItems)
        #expect(limited.change(ofItem: 0, centerX: 0, sectionOffsetX: 0) == .hidden(false))
        #expect(limited.change(ofItem: limited.shownCount, centerX: 0, sectionOffsetX: 0) == .hidden(true))
        #expect(limited.change(ofItem: 12, centerX: 0, sectionOffsetX: 0) == nil)

        let none = CompositionalSectionPlan.engine(
            CirclePackLayout(configuration: try .init(insets: .zero)), itemCount: 0,
            container: CGSize(width: 390, height: 800))
        #expect(none.customFrames == [] && none.groupSize.width >= 1 && none.groupSize.height >= 1, "no empty group")
    }

    @Test("Promise: for random layouts, sizes and containers, the frames are the layout's own prepare")
    func framesAreThePrepared() throws {
        var random = SeededGenerator(seed: 37)
        for _ in 0..<60 {
            let count = Int.random(in: 0...40, using: &random)
            let width = CGFloat.random(in: 1...1200, using: &random)
            let height = CGFloat.random(in: 1...900, using: &random)
            let sizes = (0..<count).map { _ in
                CGSize(width: .random(in: 10...200, using: &random), height: .random(in: 10...200, using: &random))
            }
            let circles = CirclePackLayout(
                configuration: try .init(spacing: .random(in: 0...20, using: &random), ordering: .dense))
            try check(
                circles, count, sizes, CGSize(width: width, height: height), bounds: CGSize(width: width, height: 0))
            let gallery = JustifiedGalleryLayout(
                configuration: try .init(
                    mode: .aspectRatios(targetRowHeight: .random(in: 40...300, using: &random), tolerance: 0.3),
                    maximumRowsPerSection: Bool.random(using: &random) ? nil : Int.random(in: 1...4, using: &random)))
            try check(
                gallery, count, sizes, CGSize(width: width, height: height), bounds: CGSize(width: width, height: 0))
            // Sizes cells measured: the width-range mode reads their widths.
            let tags = JustifiedGalleryLayout(
                configuration: try .init(
                    mode: .widthRange(min: 30, max: 160, height: 32),
                    itemSizing: .measured(estimate: CGSize(width: 60, height: 32))))
            try check(tags, count, sizes, CGSize(width: width, height: height), bounds: CGSize(width: width, height: 0))
            let grid = StaggeredGridLayout(
                configuration: try .init(
                    itemSize: CGSize(
                        width: .random(in: 20...200, using: &random), height: .random(in: 20...200, using: &random)),
                    scrollAxis: Bool.random(using: &random) ? .horizontal : .vertical))
            let bounds =
                grid.scrollAxis == .horizontal ? CGSize(width: 0, height: height) : CGSize(width: width, height: 0)
            try check(grid, count, [], CGSize(width: width, height: height), bounds: bounds)
        }
    }

    /// Checks `layout`'s plan against its own prepare of one section of `count` items with `sizes`
    /// (as a collection view hands them, whether the layout reads them or not) in `bounds`.
    private func check<Layout: StackableLayout>(
        _ layout: Layout, _ count: Int, _ sizes: [CGSize], _ container: CGSize, bounds: CGSize
    ) throws {
        let plan = CompositionalSectionPlan.engine(layout, itemCount: count, itemSizes: sizes, container: container)
        let prepared = layout.prepare(
            in: LayoutEnvironment(
                boundsSize: bounds, itemCounts: [count],
                itemSizes: sizes.isEmpty ? .none : .perSection([sizes])))
        let frames = try #require(plan.customFrames)
        #expect(frames.count == count)
        for item in 0..<count {
            let attributes = try #require(prepared.attributes(for: ElementIndex(0, item)))
            #expect(frames[item] == attributes.frame, "\(Layout.self) item \(item) of \(count)")
            let hidden = item >= plan.shownCount
            #expect(attributes.isHidden == hidden, "\(Layout.self) item \(item): shown as the layout shows it")
            #expect(
                plan.change(ofItem: item, centerX: 0, sectionOffsetX: 0)
                    == (plan.adjustsVisibleItems ? .hidden(hidden) : nil))
        }
        #expect(plan.groupSize.width == max(prepared.contentSize.width, 1))
        #expect(plan.groupSize.height == max(prepared.contentSize.height, 1))
        #expect(plan.scrolling == (layout.scrollAxis == .horizontal ? .continuous : .none))
    }
}
