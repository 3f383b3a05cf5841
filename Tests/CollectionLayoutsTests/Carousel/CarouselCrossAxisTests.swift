@_spi(Tools) import CollectionLayouts
import Foundation
import Testing

/// A rect beside the band the items occupy across the axis meets none of them, and is answered
/// without visiting the slots it spans (Fuzz/corpus/carousel/timeout-9ea7b260…); rects that reach
/// the band by the least amount still find the items there.
@Suite("Carousel rects across the axis")
struct CarouselCrossAxisTests {
    @Test("Rects at the edges of the items' band answer as brute force", arguments: [ScrollAxis.horizontal, .vertical])
    func bandEdges(axis: ScrollAxis) throws {
        let layout = CarouselLayout(
            configuration: try .init(
                itemSize: .absolute(CGSize(width: 240, height: 320)), spacing: 10,
                scrollAxis: axis, sideItemScale: 0.7, sideItemAlpha: 0.5))
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let p = layout.prepare(
                in: LayoutEnvironment(
                    boundsSize: CGSize(width: 375, height: 667), layoutDirection: direction,
                    itemCounts: [30]))
            let cells = p.allElements()
            let low = cells.map { $0.visualBounds.minValue(along: axis.cross) }.min()!
            let high = cells.map { $0.visualBounds.maxValue(along: axis.cross) }.max()!
            var rects: [CGRect] = []
            for (start, length) in [
                (low - 5, 5.0), (low - 5, 5 + 1e-9), (low - 5, 6), (high, 5), (high - 1e-9, 5), (high - 1, 5),
                (high + 1e-9, 5), (low - 1e12, 1e12),
            ] {
                rects.append(CGRect(along: -1e6, across: start, length: 1e7, crossLength: length, axis: axis))
            }
            LayoutInvariants.check(p, as: .carousel, rects: rects, context: "\(axis), \(direction)")
            // Beside the band: nothing; a point into it: the item in the middle, the only one not
            // shrunk to the side items' 0.7.
            #expect(p.elements(in: rects[0]).isEmpty)
            #expect(p.elements(in: rects[3]).isEmpty)
            #expect(p.elementCount(in: rects[2]) == 1)
            #expect(p.elementCount(in: rects[5]) == 1)
        }
    }
}
