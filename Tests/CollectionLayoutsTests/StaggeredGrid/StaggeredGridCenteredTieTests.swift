@_spi(Tools) import CollectionLayouts
import Foundation
import Testing

/// Fuzz/corpus/grid/crash-61b6c2cc…: with the middle of the visible rect 5·10⁸ points along the
/// axis from a line of 1-point items, the distances of lanes a few points apart round to the same
/// value, and the lowest index must win the tie; the grid's search looked at two lanes either side
/// of the middle's and answered a higher one than the default search (and brute force).
@Suite("Grid centred item: ties in rounding")
struct StaggeredGridCenteredTieTests {
    @Test("A far middle's rounded ties go to the lowest index", arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func farMiddleTies(direction: LayoutDirection) throws {
        let layout = StaggeredGridLayout(
            configuration: try .init(
                itemSize: CGSize(width: 1, height: 1), spacing: 0, staggerFraction: 0,
                scrollAxis: .horizontal, insets: .zero))
        for counts in [[6], [0, 6], [6, 6, 4], [14, 3]] {
            let p = layout.prepare(
                in: LayoutEnvironment(
                    boundsSize: CGSize(width: 1e9, height: 14.447241931792172),
                    layoutDirection: direction, itemCounts: counts))
            let visible = p.environment.visibleRect
            let middle = CGPoint(x: visible.midX, y: visible.midY)
            func distance(_ a: LayoutAttributes) -> CGFloat { hypot(a.center.x - middle.x, a.center.y - middle.y) }
            let expected = p.allElements().filter { $0.visualBounds.overlaps(visible) }
                .min { (distance($0), $0.index) < (distance($1), $1.index) }?.index
            #expect(p.centeredItem(at: .zero) == expected, "\(direction), counts \(counts)")
            #expect(p.centeredItem(at: .zero) == p.nearestCell(to: .zero)?.index, "\(direction), counts \(counts)")
            LayoutInvariants.check(p, as: .grid, rects: [], context: "\(direction), counts \(counts)")
        }
    }
}
