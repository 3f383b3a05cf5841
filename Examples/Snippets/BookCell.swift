import UIKit
import CollectionLayoutsUIKit

/// UIKit's layout attributes have no anchor point, so the wheel's cells apply the one that
/// `AnchoredLayoutAttributes` carries: subclass `AnchoredCollectionViewCell` …
final class BookCell: AnchoredCollectionViewCell {
    let cover = UIImageView()
}

/// … or call `applyAnchorPoint(from:)` from your own cell's `apply(_:)`.
final class CoverCell: UICollectionViewCell {
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        applyAnchorPoint(from: layoutAttributes)
    }
}
