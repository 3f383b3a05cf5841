#if !FUZZ_SINGLE_MODULE
import CollectionLayouts
#endif
import Foundation

extension LayoutFuzzTarget {
    /// The wheel: items turn about a centre below the visible rect, so they are held to the reach
    /// around it rather than to the content size, and items off the shown turn are hidden with no
    /// area; it snaps an item upright.
    public static let wheel = LayoutFuzzTarget(
        name: "wheel", standard: WheelLayout(), framesInsideContent: false,
        snapCheck: { layout, target in
            guard let wheel = layout as? PreparedWheel, wheel.pitch > 0 else { return nil }
            let position = wheel.position(at: target)
            if abs(position - position.rounded()) > 1e-6 * Swift.max(1, abs(position)) {
                return "rests between items, at position \(position)"
            }
            return wheel.restingIndex(at: target) == nil ? "rests on no item" : nil
        },
        elementCheck: { layout, element in
            guard let wheel = layout as? PreparedWheel else { return "not a wheel" }
            let b = element.visualBounds, c = wheel.wheelCentre, reach = wheel.reach
            if element.isHidden {
                // Items off the shown turn are hidden and have no area (see WheelLayout).
                return b.width == 0 && b.height == 0 && element.alpha == 0 ? nil : "hidden, yet has area \(b.size) or alpha \(element.alpha)"
            }
            // A billionth of the reach (the wheel's unit tests' bound), or the rounding of a centre far out.
            let tolerance = Swift.max(1e-6 + 1e-9 * reach, 1e-12 * (abs(c.x) + abs(c.y)))
            let inside = b.minX >= c.x - reach - tolerance && b.maxX <= c.x + reach + tolerance
                && b.minY >= c.y - reach - tolerance && b.maxY <= c.y + reach + tolerance
            return inside ? nil : "visual bounds \(b) beyond the reach \(reach) of the centre \(c)"
        }
    ) { (reader: inout ByteReader) throws(LayoutError) in
        WheelLayout(configuration: try WheelLayout.Configuration(
            itemSize: reader.size(typical: 1...300), radius: reader.double(typical: 1...2_000),
            anglePerItem: reader.bool() ? nil : reader.double(typical: 0...3.2), hanging: reader.bool(),
            tilt: reader.bool() ? 0 : reader.double(typical: -1.1...1.1),
            snapping: PageSnapping(flickVelocity: reader.double(typical: 0...2),
                                   maximumPagesPerFling: reader.bool() ? nil : reader.int(in: -2...10))))
    }
}
