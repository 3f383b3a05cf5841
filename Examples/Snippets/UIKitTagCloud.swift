import UIKit
import CollectionLayouts
import CollectionLayoutsUIKit

/// A chip that asks for the size its text needs at the user's text size.
final class ChipCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        contentView.layer.cornerRadius = 8
        contentView.backgroundColor = .systemBlue.withAlphaComponent(0.15)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
        ])
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The size the text needs, whatever width the row justified the chip to.
    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.size = contentView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        return attributes
    }
}

/// A tag cloud: chips as wide as their text, in rows that re-flow when the text grows.
@MainActor
func installTagCloud(
    on collectionView: UICollectionView, tags: [String]
) throws
    -> UICollectionViewDiffableDataSource<Int, String>
{
    let cloud = JustifiedGalleryCollectionViewLayout(
        configuration: try .init(
            mode: .widthRange(min: 44, max: 400, height: 36), insets: LayoutInsets(all: 12), itemSpacing: 8,
            rowSpacing: 8, headerHeight: 0, itemSizing: .measured(estimate: CGSize(width: 90, height: 36))))
    // Rows grow with the text; every chip is measured again at the new size.
    cloud.dynamicTypeStyle = .body
    collectionView.collectionViewLayout = cloud

    let chip = UICollectionView.CellRegistration<ChipCell, String> { cell, _, tag in
        cell.label.text = tag
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
        collectionView, indexPath, tag in
        collectionView.dequeueConfiguredReusableCell(using: chip, for: indexPath, item: tag)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(tags)
    dataSource.apply(snapshot, animatingDifferences: false)
    return dataSource
}
