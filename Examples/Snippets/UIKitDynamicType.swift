import UIKit
import CollectionLayoutsUIKit

/// A gallery whose rows and section titles grow with Dynamic Type: the layout's sizes follow the
/// body style, and each header takes the height its text needs.
@MainActor
func installGrowingGallery(
    on collectionView: UICollectionView, dataSource: UICollectionViewDiffableDataSource<Int, String>,
    titles: [String]
) {
    let gallery = JustifiedGalleryCollectionViewLayout(configuration: .photos)
    gallery.dynamicTypeStyle = .body
    collectionView.collectionViewLayout = gallery

    // Headers that size themselves: SelfSizingSupplementaryView with a content configuration.
    let header = UICollectionView.SupplementaryRegistration<SelfSizingSupplementaryView>(
        elementKind: UICollectionView.elementKindSectionHeader
    ) { view, _, indexPath in
        var content = UIListContentConfiguration.groupedHeader()
        content.text = titles[indexPath.section]
        view.contentConfiguration = content
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
        collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
    }
}
