import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension JustifiedGalleryLayout.Configuration: DynamicTypeConfiguration {
    /// The configuration for a Dynamic Type scale of `factor` (``LayoutEnvironment/dynamicTypeScale``):
    /// the sizes in points are scaled — the width range's `min`, `max` and `height`, or the target
    /// row height (each kept within 0.001…10⁶ points), and the header and footer heights, which
    /// are the estimates of views that size themselves; the spacings, the insets, the tolerance
    /// and the rest stay. `self` when `factor` is 1.
    package func scaled(by factor: CGFloat) -> Self {
        guard factor != 1 else { return self }
        let scaledMode: JustifiedGalleryLayout.Mode
        switch mode {
        case let .widthRange(minimum, maximum, height):
            scaledMode = .widthRange(
                min: minimum.scaledItemLength(by: factor), max: maximum.scaledItemLength(by: factor),
                height: height.scaledItemLength(by: factor))
        case let .aspectRatios(target, tolerance):
            scaledMode = .aspectRatios(targetRowHeight: target.scaledItemLength(by: factor), tolerance: tolerance)
        }
        // A copy with its lengths set: every other option is kept (the pinned headers included),
        // whatever options a later change adds. The lengths stay within the limits they were
        // checked against (`max` stays at least `min`).
        var scaled = self
        scaled.mode = scaledMode
        scaled.headerHeight = headerHeight.scaledLength(by: factor)
        scaled.footerHeight = footerHeight.scaledLength(by: factor)
        return scaled
    }
}
