import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension JustifiedGalleryLayout: StackableLayout {
    /// True in the aspect-ratio mode, where each item keeps the aspect ratio of its size, and with
    /// measured sizes (``Configuration/itemSizing``), whose widths the width-range mode reads.
    public var usesItemSizes: Bool {
        if case .aspectRatios = configuration.mode { return true }
        return configuration.itemSizing != .fixed
    }

    /// One row of every item at its natural size — the middle of the width range, or the target
    /// row height times the aspect ratio (clamped to 0.01…100; a missing or bad size counts as
    /// square) — with the spacing and the left and right insets.
    public func naturalSizeAcrossScrollAxis(itemCount: Int, itemSizes: [CGSize]) -> CGFloat {
        let n = Swift.max(itemCount, 0)
        var total: CGFloat = 0
        switch configuration.mode {
        case .widthRange(let minimum, let maximum, _):
            total = CGFloat(n) * (minimum + maximum) / 2
        case .aspectRatios(let target, _):
            for i in 0..<n {
                total += target * Self.aspectRatio(of: i < itemSizes.count ? itemSizes[i] : nil)
            }
        }
        return total + CGFloat(Swift.max(n - 1, 0)) * configuration.itemSpacing + configuration.insets.horizontal
    }
}
