import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension StaggeredGridLayout.Configuration: DynamicTypeConfiguration {
    /// The configuration for a Dynamic Type scale of `factor` (``LayoutEnvironment/dynamicTypeScale``):
    /// the item size is scaled (each side kept within 0.001…10⁶ points); the spacing, the stagger
    /// and the insets stay. `self` when `factor` is 1.
    package func scaled(by factor: CGFloat) -> Self {
        guard factor != 1 else { return self }
        // A copy with its size set: every other option is kept, whatever options a later change
        // adds. The size stays within the limits it was checked against.
        var scaled = self
        scaled.itemSize = itemSize.scaledItemSize(by: factor)
        return scaled
    }
}
