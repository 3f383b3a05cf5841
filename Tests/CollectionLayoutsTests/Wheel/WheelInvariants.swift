import CollectionLayouts
import Foundation
import Testing

/// The wheel's version of ``LayoutInvariants/check``: the same brute-force comparison, with the
/// "inside the content" property replaced by the wheel's documented one (see ``WheelLayout``):
/// shown items lie within ``PreparedWheel/reach`` of the wheel's centre, and hidden items (off the
/// shown turn) have no area.
enum WheelInvariants {
    static func check(_ wheel: PreparedWheel, rects: [CGRect], context: String,
                      sourceLocation: SourceLocation = #_sourceLocation) {
        let all = LayoutInvariants.bruteForce(wheel)
        #expect(all.count == wheel.itemCount, "\(context): brute force found \(all.count) of \(wheel.itemCount)", sourceLocation: sourceLocation)
        let centre = wheel.wheelCentre, reach = wheel.reach
        #expect(wheel.contentSize.width.isFinite && wheel.contentSize.height.isFinite, sourceLocation: sourceLocation)
        for element in all {
            guard element.isFinite else {
                Issue.record("\(context): non-finite \(element)", sourceLocation: sourceLocation)
                return
            }
            let b = element.visualBounds
            if element.isHidden {
                #expect(b.width == 0 && b.height == 0 && element.alpha == 0, "\(context): hidden \(element.index) has area", sourceLocation: sourceLocation)
                continue
            }
            let far = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY), CGPoint(x: b.minX, y: b.maxY), CGPoint(x: b.maxX, y: b.minY)]
                .map { Swift.max(abs($0.x - centre.x), abs($0.y - centre.y)) }.max()!
            // The bounds' corners are within `reach` of the centre on each axis.
            #expect(far <= reach * (1 + 1e-9) + 1e-6, "\(context): \(element.index) reaches \(far) > \(reach)", sourceLocation: sourceLocation)
        }
        for rect in rects + [wheel.environment.visibleRect] {
            let expected = all.filter { $0.visualBounds.overlaps(rect) }
            let answer = wheel.elements(in: rect)
            if answer.map(\.index) != expected.map(\.index) {
                let e = Set(expected.map(\.index)), g = Set(answer.map(\.index))
                Issue.record("\(context): elements(in: \(rect)) missing \(e.subtracting(g).sorted().prefix(5)) extra \(g.subtracting(e).sorted().prefix(5)) (or out of order)",
                             sourceLocation: sourceLocation)
                return
            }
            #expect(answer == expected, "\(context): attributes differ from attributes(for:)", sourceLocation: sourceLocation)
        }
    }

    /// Random rects around the wheel and the content: thin, large, beyond both ends.
    static func randomRects(for wheel: PreparedWheel, count: Int, using rng: inout SeededGenerator) -> [CGRect] {
        let centre = wheel.wheelCentre
        let span = 2 * wheel.reach + 10
        var rects = LayoutInvariants.randomRects(in: wheel.contentSize, count: count / 2, using: &rng)
        for _ in 0..<(count - count / 2) {
            let x = centre.x + .random(in: -span...span, using: &rng), y = centre.y + .random(in: -span...span, using: &rng)
            let thin = Bool.random(using: &rng)
            rects.append(CGRect(x: x, y: y, width: thin ? .random(in: 0.1...3, using: &rng) : .random(in: 1...span, using: &rng),
                                height: .random(in: 0.1...span, using: &rng)))
        }
        return rects
    }
}
