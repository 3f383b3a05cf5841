import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension LayoutEnvironment {
    /// The Dynamic Type scales a layout works with: UIKit's text styles scale by about 0.8
    /// (extra small) to 3.6 (the largest accessibility size), so a quarter to four leaves room
    /// while keeping every scaled length within a few times its configured limit.
    package static let dynamicTypeScaleRange: ClosedRange<CGFloat> = 0.25...4

    /// `scale` as ``sanitized`` keeps it: into ``dynamicTypeScaleRange``, 1 when it is NaN,
    /// infinite, zero or negative.
    package static func clampedDynamicTypeScale(_ scale: CGFloat) -> CGFloat {
        guard scale.isFinite, scale > 0 else { return 1 }
        return Swift.min(Swift.max(scale, dynamicTypeScaleRange.lowerBound), dynamicTypeScaleRange.upperBound)
    }
}

extension CGFloat {
    /// This length from a configuration (a spacing-like value: 0 allowed) scaled by `factor`, at
    /// most `Validate.maximumLength`, as a configuration's lengths are.
    package func scaledLength(by factor: CGFloat) -> CGFloat {
        Swift.min(self * factor, Validate.maximumLength)
    }

    /// This item side from a configuration scaled by `factor`, kept within the limits a
    /// configuration puts on item sides (`Validate.minimumItemLength`…`Validate.maximumLength`).
    package func scaledItemLength(by factor: CGFloat) -> CGFloat {
        Swift.max(scaledLength(by: factor), Validate.minimumItemLength)
    }
}

extension CGSize {
    /// This item size from a configuration with both sides scaled by `factor`
    /// (`CGFloat.scaledItemLength(by:)`).
    package func scaledItemSize(by factor: CGFloat) -> CGSize {
        CGSize(width: width.scaledItemLength(by: factor), height: height.scaledItemLength(by: factor))
    }
}
