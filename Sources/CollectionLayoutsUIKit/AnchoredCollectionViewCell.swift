#if canImport(UIKit) && !os(watchOS)
import UIKit

extension UICollectionReusableView {
    /// Turns the view about the anchor point of ``AnchoredLayoutAttributes`` (the wheel's cells
    /// turn about a point far below them): sets `layer.anchorPoint` and moves `center` to the
    /// anchor's position, since a layer's position is its anchor point's. Call it from
    /// `apply(_:)` after `super`; it does nothing for other attributes.
    public func applyAnchorPoint(from layoutAttributes: UICollectionViewLayoutAttributes) {
        guard let attributes = layoutAttributes as? AnchoredLayoutAttributes else { return }
        layer.anchorPoint = attributes.anchorPoint
        center = attributes.anchorPosition
    }
}

/// A cell that applies the anchor point of ``AnchoredLayoutAttributes``: the base class for the
/// wheel's cells (other layouts keep the centre, so any cell works for them).
open class AnchoredCollectionViewCell: UICollectionViewCell {
    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        applyAnchorPoint(from: layoutAttributes)
    }
}
#endif
