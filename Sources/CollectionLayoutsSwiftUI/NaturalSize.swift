import CollectionLayouts
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The sizes the SwiftUI `Layout`s give a dimension SwiftUI leaves unspecified (asking for their
/// ideal size). Compiled on every platform, so that Linux tests can hold the numbers.
package enum NaturalSize {
    /// The circle packing's width: the side of a square as large as the circles' squares with
    /// their spacing, at least the widest circle, plus the left and right insets. A missing, zero,
    /// negative or non-finite width is the default diameter, as in the packing.
    package static func circlePackWidth(_ c: CirclePackLayout.Configuration, count: Int, idealSizes: [CGSize]) -> CGFloat {
        var area: CGFloat = 0, widest: CGFloat = 0
        for i in 0..<Swift.max(count, 0) {
            let w = i < idealSizes.count ? idealSizes[i].width : 0
            let d = w.isFinite && w > 0 ? Swift.min(w, 1_000_000) : c.defaultDiameter
            area += (d + c.spacing) * (d + c.spacing)
            widest = Swift.max(widest, d)
        }
        return Swift.max(area.squareRoot(), widest) + c.insets.horizontal
    }

    /// The justified gallery's width: one row of every item at its natural size — the middle of
    /// the width range, or the target row height times the aspect ratio (clamped to 0.01…100; a
    /// missing or bad size counts as square) — with the spacing and the left and right insets.
    package static func justifiedGalleryWidth(_ c: JustifiedGalleryLayout.Configuration, count: Int, idealSizes: [CGSize]) -> CGFloat {
        let n = Swift.max(count, 0)
        var total: CGFloat = 0
        switch c.mode {
        case .widthRange(let minimum, let maximum, _):
            total = CGFloat(n) * (minimum + maximum) / 2
        case .aspectRatios(let target, _):
            for i in 0..<n {
                let s = i < idealSizes.count ? idealSizes[i] : .zero
                let ratio = s.width.isFinite && s.height.isFinite && s.width > 0 && s.height > 0 ? s.width / s.height : 1
                total += target * Swift.min(Swift.max(ratio, 0.01), 100)
            }
        }
        return total + CGFloat(Swift.max(n - 1, 0)) * c.itemSpacing + c.insets.horizontal
    }

    /// The staggered grid's size across its scroll axis: one lane (an item and the insets).
    package static func staggeredGridAcross(_ c: StaggeredGridLayout.Configuration) -> CGFloat {
        c.scrollAxis == .horizontal ? c.itemSize.height + c.insets.vertical : c.itemSize.width + c.insets.horizontal
    }
}
