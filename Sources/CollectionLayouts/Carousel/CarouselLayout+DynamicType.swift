import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension CarouselLayout.Configuration: DynamicTypeConfiguration {
    /// The configuration for a Dynamic Type scale of `factor` (``LayoutEnvironment/dynamicTypeScale``):
    /// an item size in points is scaled (each side kept within 0.001…10⁶ points); a fraction of
    /// the bounds, the spacing and the rest stay. `self` when `factor` is 1.
    package func scaled(by factor: CGFloat) -> Self {
        guard factor != 1, case .absolute(let size) = itemSize else { return self }
        // A copy with its size set: every other option is kept, whatever options a later change
        // adds. The size stays within the limits it was checked against.
        var scaled = self
        scaled.itemSize = .absolute(size.scaledItemSize(by: factor))
        return scaled
    }
}
