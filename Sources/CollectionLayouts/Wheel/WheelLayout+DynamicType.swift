import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension WheelLayout.Configuration: DynamicTypeConfiguration {
    /// The configuration for a Dynamic Type scale of `factor` (``LayoutEnvironment/dynamicTypeScale``):
    /// the item size and the radius are scaled together, so that the wheel grows as a whole and
    /// neighbours stay the same angle apart without overlapping more (each side kept within
    /// 0.001…10⁶ points, the radius within (0, 10⁹]); the angle per item, the tilt and the
    /// snapping stay. `self` when `factor` is 1.
    package func scaled(by factor: CGFloat) -> Self {
        guard factor != 1 else { return self }
        let radius = Swift.min(Swift.max(radius * factor, .leastNonzeroMagnitude), Self.maximumRadius)
        // A copy with its sizes set: every other option is kept, whatever options a later change
        // adds. The size and the radius stay within the limits they were checked against.
        var scaled = self
        scaled.itemSize = itemSize.scaledItemSize(by: factor)
        scaled.radius = radius
        return scaled
    }
}
