import AppKit
import CollectionLayouts
import CollectionLayoutsAppKit

/// One Mac screen of mixed sections: a carousel row, packed topic bubbles and a justified gallery
/// from the library, then a plain list of rows, in one compositional layout.
@MainActor
func mixedMacLayout(
    features: Int, diameters: [CGFloat], photoSizes: [CGSize]
) throws -> NSCollectionViewCompositionalLayout {
    // Side items faded (AppKit's compositional sections cannot scale them).
    let carousel = try CarouselLayout.Configuration(sideItemAlpha: 0.6)
    // No header room: compositional layout's boundary supplementary items are the headers here.
    let gallery = try JustifiedGalleryLayout.Configuration(
        mode: .aspectRatios(targetRowHeight: 160, tolerance: 0.3), headerHeight: 0)
    let bubbles = diameters.map { CGSize(width: $0, height: $0) }
    return NSCollectionViewCompositionalLayout { section, environment in
        switch section {
        case 0: .carousel(carousel, itemCount: features, environment: environment)
        case 1: .circlePack(itemCount: bubbles.count, itemSizes: bubbles, environment: environment)
        case 2: .justifiedGallery(gallery, itemCount: photoSizes.count, itemSizes: photoSizes, environment: environment)
        default: plainList()
        }
    }
}

/// A plain list: full-width rows 28 points high (AppKit has no list configuration).
func plainList() -> NSCollectionLayoutSection {
    let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(28))
    return NSCollectionLayoutSection(
        group: .vertical(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)]))
}
