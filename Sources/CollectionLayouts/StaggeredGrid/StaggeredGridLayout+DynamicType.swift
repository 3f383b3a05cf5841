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
        // Cannot throw: every value is one this configuration was checked with, and the size is
        // scaled within the limits it was checked against.
        return
            (try? Self(
                itemSize: itemSize.scaledItemSize(by: factor), spacing: spacing, staggerFraction: staggerFraction,
                scrollAxis: scrollAxis, insets: insets)) ?? self
    }
}
