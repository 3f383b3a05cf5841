import UIKit
import CollectionLayoutsUIKit

/// Newer photos arrive above the ones on screen: after the batch update the photo the user was
/// looking at is where it was, unless the gallery rested at its top, where the new ones come
/// into view. Every layout does it; `keepsPlaceOnUpdates = false` keeps UIKit's own behaviour.
@MainActor
final class PhotoFeed {
    let gallery = JustifiedGalleryCollectionViewLayout(configuration: .photos)
    var photos: [Photo] = []

    func prepend(_ newer: [Photo], in collectionView: UICollectionView) {
        collectionView.performBatchUpdates {
            self.photos.insert(contentsOf: newer, at: 0)
            collectionView.insertItems(at: newer.indices.map { IndexPath(item: $0, section: 0) })
        }
    }
}
