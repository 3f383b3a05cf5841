@_spi(Tools) import CollectionLayouts
import Foundation
import Testing

/// VoiceOver's order, position and steps as the engine answers them, per layout, in both directions.
@Suite("Accessibility: reading order, position, increment and decrement")
struct AccessibilityOrderTests {
    private static let bounds = CGSize(width: 375, height: 667)

    private func environment(
        _ counts: [Int], _ direction: LayoutDirection = .leftToRight, sizes: ItemSizes = .none,
        bounds: CGSize = bounds
    ) -> LayoutEnvironment {
        var e = LayoutEnvironment(boundsSize: bounds, itemCounts: counts)
        e.layoutDirection = direction
        e.itemSizes = sizes
        return e
    }

    private func order(_ p: some PreparedLayout, in rect: CGRect? = nil) -> [ElementIndex] {
        p.accessibilityOrder(in: rect ?? CGRect(origin: .zero, size: p.contentSize)).map(\.index)
    }

    private func items(_ pairs: [(Int, Int)]) -> [ElementIndex] { pairs.map { ElementIndex($0.0, $0.1) } }

    @Test("Grid, gallery and wheel read in item order, across sections, in both directions")
    func itemOrder() {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let grid = StaggeredGridLayout().prepare(
                in: environment([3, 2], direction, bounds: CGSize(width: 375, height: 300)))
            #expect(order(grid) == items([(0, 0), (0, 1), (0, 2), (1, 0), (1, 1)]), "\(direction)")
            let gallery = JustifiedGalleryLayout().prepare(in: environment([4, 3], direction))
            #expect(order(gallery) == items([(0, 0), (0, 1), (0, 2), (0, 3), (1, 0), (1, 1), (1, 2)]), "\(direction)")
            var wheel = WheelLayout().prepare(in: environment([9], direction))
            wheel.updateContentOffset(wheel.contentOffset(centering: ElementIndex(0, 4))!)
            let visible = order(wheel, in: wheel.environment.visibleRect)
            #expect(
                visible == visible.sorted() && visible.contains(ElementIndex(0, 4)) && visible.count >= 3,
                "\(direction)")
        }
    }

    @Test("The gallery's order is row by row: each row's items come after every item of the rows above")
    func galleryRows() {
        let gallery = JustifiedGalleryLayout().prepare(in: environment([12]))
        let frames = gallery.accessibilityOrder(in: CGRect(origin: .zero, size: gallery.contentSize)).map(\.frame)
        #expect(frames.count == 12)
        for (a, b) in zip(frames, frames.dropFirst()) {
            // The next item is on the same row to the right, or on a lower row.
            #expect((a.minY == b.minY && b.minX > a.minX) || b.minY > a.minY)
        }
    }

    @Test("Dense circles read top to bottom, then from the leading edge; mirrored, the same items in the same order")
    func denseCircles() throws {
        let sizes = ItemSizes.perSection([[200, 200, 40].map { CGSize(width: $0, height: $0) }])
        let dense = CirclePackLayout(configuration: .dense).prepare(in: environment([3], sizes: sizes))
        // The small circle fills the hole on the top line, right of the first big one: it is read
        // second, before the big circle below.
        #expect(order(dense) == items([(0, 0), (0, 2), (0, 1)]))
        let mirrored = CirclePackLayout(configuration: .dense).prepare(in: environment([3], .rightToLeft, sizes: sizes))
        #expect(
            order(mirrored) == items([(0, 0), (0, 2), (0, 1)]), "the mirror image reads from the right: the same order")
        let reading = CirclePackLayout().prepare(in: environment([3], sizes: sizes))
        #expect(order(reading) == items([(0, 0), (0, 1), (0, 2)]), "the reading-order packing reads in item order")
    }

    @Test("Dense circles: every item once, each read before any circle whose top is lower")
    func denseCirclesProperty() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<20 {
            let count = Int.random(in: 1...60, using: &generator)
            let sizes = (0..<count).map { _ in CGFloat.random(in: 20...160, using: &generator) }
            let layout = CirclePackLayout(configuration: .dense).prepare(
                in: environment([count], sizes: .perSection([sizes.map { CGSize(width: $0, height: $0) }])))
            let read = layout.accessibilityOrder(in: CGRect(origin: .zero, size: layout.contentSize))
            #expect(Set(read.map(\.index)).count == count && read.count == count)
            for (a, b) in zip(read, read.dropFirst()) { #expect(a.frame.minY <= b.frame.minY) }
        }
    }

    @Test("The carousel reads along its axis: item order, continued across the endless carousel's seam, each item once")
    func carouselOrder() throws {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            var carousel = CarouselLayout(
                configuration: try .init(itemSize: .absolute(CGSize(width: 100, height: 100)), wraps: true)
            )
            .prepare(in: environment([9], direction))
            carousel.updateContentOffset(carousel.startingContentOffset(centering: ElementIndex(0, 8))!)
            let read = carousel.accessibilityOrder(in: carousel.environment.visibleRect)
            #expect(read.map(\.index) == items([(0, 6), (0, 7), (0, 8), (0, 0), (0, 1)]), "\(direction)")
            var plain = CarouselLayout(configuration: try .init(itemSize: .absolute(CGSize(width: 100, height: 100))))
                .prepare(in: environment([9], direction))
            plain.updateContentOffset(plain.contentOffset(centering: ElementIndex(0, 4))!)
            #expect(
                order(plain, in: plain.environment.visibleRect) == items([(0, 2), (0, 3), (0, 4), (0, 5), (0, 6)]),
                "\(direction)")
        }
    }

    @Test("Position and steps: '3 of 9', across sections; the ends stop unless the carousel wraps")
    func positionAndSteps() throws {
        let plain = CarouselLayout().prepare(in: environment([4, 0, 5]))
        #expect(plain.accessibilityPosition(of: ElementIndex(0, 2))! == (3, 9))
        #expect(plain.accessibilityPosition(of: ElementIndex(2, 0))! == (5, 9))
        #expect(plain.accessibilityPosition(of: ElementIndex(1, 0)) == nil)
        #expect(
            plain.accessibilityItem(after: ElementIndex(0, 3), steps: 1) == ElementIndex(2, 0),
            "skips the empty section")
        #expect(plain.accessibilityItem(after: ElementIndex(2, 0), steps: -1) == ElementIndex(0, 3))
        #expect(plain.accessibilityItem(after: ElementIndex(2, 4), steps: 1) == nil, "the last item has no next")
        #expect(plain.accessibilityItem(after: ElementIndex(0, 0), steps: -1) == nil)
        #expect(plain.accessibilityItem(after: ElementIndex(0, 0), steps: .min) == nil, "no overflow")
        #expect(!plain.wrapsAround)
        let endless = CarouselLayout(configuration: try .init(wraps: true)).prepare(in: environment([4, 0, 5]))
        #expect(endless.wrapsAround)
        #expect(endless.accessibilityItem(after: ElementIndex(2, 4), steps: 1) == ElementIndex(0, 0))
        #expect(endless.accessibilityItem(after: ElementIndex(0, 0), steps: -1) == ElementIndex(2, 4))
        #expect(endless.accessibilityItem(after: ElementIndex(0, 1), steps: 20) == ElementIndex(0, 3), "21 mod 9")
        let wheel = WheelLayout().prepare(in: environment([9]))
        #expect(wheel.accessibilityPosition(of: ElementIndex(0, 8))! == (9, 9))
        #expect(wheel.accessibilityItem(after: ElementIndex(0, 8), steps: 1) == nil)
    }
}
