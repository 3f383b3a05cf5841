import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension CirclePackLayout: StackableLayout {
    /// True: each circle's diameter is the width of its item's size.
    public var usesItemSizes: Bool { true }

    /// The side of a square as large as the circles' squares with their spacing, at least the
    /// widest circle, plus the left and right insets. A missing, zero, negative or NaN width is the
    /// default diameter, as in the packing. An infinite width, which the packing shrinks to the
    /// room across the column, is the default diameter here too: the room is what this measures.
    public func naturalSizeAcrossScrollAxis(itemCount: Int, itemSizes: [CGSize]) -> CGFloat {
        let c = configuration
        var area: CGFloat = 0, widest: CGFloat = 0
        for i in 0..<Swift.max(itemCount, 0) {
            let w = i < itemSizes.count ? itemSizes[i].width : 0
            let d = w.isFinite && w > 0 ? Swift.min(w, Validate.maximumLength) : c.defaultDiameter
            area += (d + c.spacing) * (d + c.spacing)
            widest = Swift.max(widest, d)
        }
        return Swift.max(area.squareRoot(), widest) + c.insets.horizontal
    }
}
