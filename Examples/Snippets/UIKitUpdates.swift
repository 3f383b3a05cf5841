import UIKit
import CollectionLayoutsUIKit

/// A photo feed whose new photos grow in from half their size and whose deleted photos fade out,
/// and which starts loading the photos a fling lands on as soon as the finger lifts.
@MainActor
final class AnimatedPhotoFeed {
    let gallery = JustifiedGalleryCollectionViewLayout(configuration: .photos)

    init(collectionView: UICollectionView, loadImages: @escaping @MainActor ([IndexPath]) -> Void) {
        gallery.insertTransition = .scale(0.5)  // default .automatic: the gallery's photos fade in place
        gallery.deleteTransition = .fade
        gallery.landingItemsHandler = loadImages  // once per fling, with the items it will rest on
        collectionView.collectionViewLayout = gallery
    }
}
