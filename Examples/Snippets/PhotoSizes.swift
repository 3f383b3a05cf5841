import UIKit
import CollectionLayoutsUIKit

/// A photo with its pixel size: the gallery reads the aspect ratio from it.
struct Photo {
    var name: String
    var pixelSize: CGSize
}

/// The gallery asks its delegate for each photo's size once per item when it prepares. The method
/// has the signature of `UICollectionViewDelegateFlowLayout`'s, so one implementation serves both.
final class PhotosViewController: UICollectionViewController, CollectionViewLayoutSizeDelegate {
    var photos: [Photo] = []

    init() {
        let gallery = JustifiedGalleryCollectionViewLayout(configuration: .photos)
        super.init(collectionViewLayout: gallery)
        gallery.delegate = self
    }

    required init?(coder: NSCoder) { nil }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        photos[indexPath.item].pixelSize
    }
}
