import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension CirclePackLayout.Configuration: DynamicTypeConfiguration {
    /// The configuration for a Dynamic Type scale of `factor`: the header and footer heights,
    /// estimates of views that size themselves, are scaled; the diameters come from the data and
    /// the spacing and insets stay, so the circles do not move. `self` when `factor` is 1.
    package func scaled(by factor: CGFloat) -> Self {
        guard factor != 1, hasSupplementaries else { return self }
        var scaled = self
        scaled.headerHeight = headerHeight.scaledLength(by: factor)
        scaled.footerHeight = footerHeight.scaledLength(by: factor)
        return scaled
    }
}
