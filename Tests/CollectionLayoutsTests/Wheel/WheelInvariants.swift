@_spi(Tools) import CollectionLayouts
import Foundation
import Testing

/// Query rects for the wheel, whose items lie around its centre rather than inside the content
/// (``LayoutFuzzTarget/wheel`` holds them to the wheel's reach instead).
enum WheelInvariants {
    /// Random rects around the wheel and the content: thin, large, beyond both ends.
    static func randomRects(for wheel: PreparedWheel, count: Int, using rng: inout SeededGenerator) -> [CGRect] {
        let centre = wheel.wheelCentre
        let span = 2 * wheel.reach + 10
        var rects = LayoutInvariants.randomRects(in: wheel.contentSize, count: count / 2, using: &rng)
        for _ in 0..<(count - count / 2) {
            let x = centre.x + .random(in: -span...span, using: &rng),
                y = centre.y + .random(in: -span...span, using: &rng)
            let thin = Bool.random(using: &rng)
            rects.append(
                CGRect(
                    x: x, y: y, width: thin ? .random(in: 0.1...3, using: &rng) : .random(in: 1...span, using: &rng),
                    height: .random(in: 0.1...span, using: &rng)))
        }
        return rects
    }
}
