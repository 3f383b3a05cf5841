import UIKit
import CollectionLayouts
import CollectionLayoutsUIKit

/// One screen of mixed sections: a carousel row, packed topic bubbles and a justified gallery
/// from the library, then Apple's own list, in one compositional layout.
@MainActor
func mixedLayout(
    features: Int, diameters: [CGFloat], photoSizes: [CGSize]
) throws -> UICollectionViewCompositionalLayout {
    let carousel = try CarouselLayout.Configuration(sideItemScale: 0.85, sideItemAlpha: 0.6)
    // No header room: compositional layout's boundary supplementary items are the headers here.
    let gallery = try JustifiedGalleryLayout.Configuration(
        mode: .aspectRatios(targetRowHeight: 160, tolerance: 0.3), headerHeight: 0)
    let bubbles = diameters.map { CGSize(width: $0, height: $0) }
    return UICollectionViewCompositionalLayout { section, environment in
        switch section {
        case 0: .carousel(carousel, itemCount: features, environment: environment)
        case 1: .circlePack(itemCount: bubbles.count, itemSizes: bubbles, environment: environment)
        case 2: .justifiedGallery(gallery, itemCount: photoSizes.count, itemSizes: photoSizes, environment: environment)
        default: .list(using: UICollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
        }
    }
}
