import UIKit
import CollectionLayoutsUIKit

/// An endless carousel starts in the middle of its content, on item 0.
@MainActor
func startEndlessCarousel(on collectionView: UICollectionView) throws {
    let carousel = CarouselCollectionViewLayout(configuration: try .init(wraps: true))
    collectionView.collectionViewLayout = carousel
    collectionView.layoutIfNeeded()
    if let start = carousel.startingContentOffset(centering: IndexPath(item: 0, section: 0)) {
        collectionView.contentOffset = start
    }
}
