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
/// wheel's cells (other layouts keep the centre, so any cell works for them). In a layout whose
/// items are sized by their content (`ItemSizing.measured(estimate:)`) it asks for the size its
/// content needs, whatever size the layout gave it: `CollectionLayoutView`'s cells, which host
/// SwiftUI views, take their views' ideal sizes so.
open class AnchoredCollectionViewCell: UICollectionViewCell {
    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        applyAnchorPoint(from: layoutAttributes)
    }

    /// In a layout whose items are sized by their content: the layout's attributes with the
    /// content's compressed fitting size (a hosted SwiftUI view's ideal size); otherwise UIKit's.
    open override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        guard let layout = (superview as? UICollectionView)?.collectionViewLayout as? EngineCollectionViewLayout,
            layout.measuresItemSizes, let preferred = layoutAttributes.copy() as? UICollectionViewLayoutAttributes
        else { return super.preferredLayoutAttributesFitting(layoutAttributes) }
        preferred.size = contentView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        return preferred
    }
}
#endif
