#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A header or footer that asks for the height its content needs at the width the layout gives
/// it: register it for the justified gallery's headers and footers, give it a content
/// configuration (`UIListContentConfiguration`, `UIHostingConfiguration`) or constrained
/// subviews of its `contentView`, and the layout takes that height, moving what lies below (see
/// `EngineCollectionViewLayout+DynamicType.swift`). Text that grows with Dynamic Type is then
/// never clipped.
///
/// A `UICollectionViewCell`, as UIKit's own list headers are, because cells take content
/// configurations; it is used only as a supplementary view. `CollectionLayoutView` (SwiftUI)
/// hosts its section headers and footers in it.
open class SelfSizingSupplementaryView: UICollectionViewCell {
    /// The layout's attributes with the height the content needs at their width (Auto Layout's
    /// fitting size with the width required); the width and the top are the layout's.
    open override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        guard let preferred = layoutAttributes.copy() as? UICollectionViewLayoutAttributes else {
            return layoutAttributes
        }
        let width = layoutAttributes.size.width
        let fitting = contentView.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        var frame = layoutAttributes.frame
        frame.size.height = fitting.height
        preferred.frame = frame
        return preferred
    }
}
#endif
