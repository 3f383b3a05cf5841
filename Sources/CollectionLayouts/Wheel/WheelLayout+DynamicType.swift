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
        // Cannot throw: every value is one this configuration was checked with, and the size and
        // the radius are scaled within the limits they were checked against.
        return
            (try? Self(
                itemSize: itemSize.scaledItemSize(by: factor), radius: radius, anglePerItem: anglePerItem,
                hanging: isHanging, tilt: tilt, snapping: snapping)) ?? self
    }
}
