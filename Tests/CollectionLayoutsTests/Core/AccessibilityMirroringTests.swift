@_spi(Tools) import CollectionLayouts
import Foundation
import Testing

/// VoiceOver's order for a small case of each layout in both directions, with where the items sit:
/// right to left reads the same items in the same order, starting from the right.
@Suite("Accessibility: each layout's small case, mirrored")
struct AccessibilityMirroringTests {
    private func environment(_ counts: [Int], _ direction: LayoutDirection, height: CGFloat = 667) -> LayoutEnvironment
    {
        var e = LayoutEnvironment(boundsSize: CGSize(width: 375, height: height), itemCounts: counts)
        e.layoutDirection = direction
        return e
    }

    private func everything(_ p: some PreparedLayout) -> [LayoutAttributes] {
        p.accessibilityOrder(in: CGRect(origin: .zero, size: p.contentSize))
    }

    @Test("Grid: item order, section after section; the first item at the leading edge")
    func grid() {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let grid = StaggeredGridLayout().prepare(in: environment([3, 2], direction, height: 300))
            let read = everything(grid)
            #expect(
                read.map(\.index) == [
                    ElementIndex(0, 0), ElementIndex(0, 1), ElementIndex(0, 2), ElementIndex(1, 0), ElementIndex(1, 1),
                ])
            // Two columns of 100-point items 10 apart, the second section's column after the first.
            let first = read[0].frame, next = read[3].frame
            if direction == .leftToRight {
                #expect(first.minX == 0 && next.minX == 110, "\(direction)")
            } else {
                #expect(
                    first.maxX == grid.contentSize.width && next.maxX == grid.contentSize.width - 110, "\(direction)")
            }
        }
    }

    @Test("Gallery: row by row, each row read from the leading edge")
    func gallery() {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let gallery = JustifiedGalleryLayout().prepare(in: environment([4, 3], direction))
            let read = everything(gallery)
            #expect(read.map(\.index) == (0..<4).map { ElementIndex(0, $0) } + (0..<3).map { ElementIndex(1, $0) })
            // Rows of two (the last alone): items 0, 2 (section 0) and 0, 2 (section 1) start rows.
            for start in [0, 2, 4, 6] {
                let frame = read[start].frame
                #expect(direction == .leftToRight ? frame.minX == 15 : frame.maxX == 360, "\(direction), item \(start)")
            }
            for (a, b) in [(0, 1), (2, 3), (4, 5)] {
                let (left, right) = direction == .leftToRight ? (read[a], read[b]) : (read[b], read[a])
                #expect(left.frame.maxX < right.frame.minX && left.frame.minY == right.frame.minY, "\(direction)")
            }
        }
    }

    @Test("Wheel: the items on screen in item order; right to left they turn the other way")
    func wheel() throws {
        var centres: [LayoutDirection: [CGFloat]] = [:]
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            var wheel = WheelLayout().prepare(in: environment([9], direction))
            wheel.updateContentOffset(try #require(wheel.contentOffset(centering: ElementIndex(0, 4))))
            let read = wheel.accessibilityOrder(in: wheel.environment.visibleRect)
            #expect(read.map(\.index.item) == [2, 3, 4, 5, 6], "\(direction)")
            centres[direction] = read.map(\.visualBounds.midX)
        }
        let ltr = try #require(centres[.leftToRight]), rtl = try #require(centres[.rightToLeft])
        #expect(ltr == ltr.sorted(), "left to right, the next item is to the right")
        #expect(rtl == rtl.sorted(by: >), "right to left, the next item is to the left")
        #expect(
            zip(ltr, rtl).allSatisfy { abs(($0 - ltr[2]) + ($1 - rtl[2])) < 1e-9 },
            "mirror images about the upright item")
    }
}
