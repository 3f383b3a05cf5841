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
        // Cannot throw: every value is one this configuration was checked with, and the size is
        // scaled within the limits it was checked against.
        return
            (try? Self(
                itemSize: .absolute(size.scaledItemSize(by: factor)), spacing: spacing, scrollAxis: scrollAxis,
                sideItemScale: sideItemScale, sideItemAlpha: sideItemAlpha, wraps: wraps,
                maximumItemsPerFling: snapping.maximumItemsPerFling, flickVelocity: snapping.flickVelocity,
                decelerationRate: decelerationRate)) ?? self
    }
}
