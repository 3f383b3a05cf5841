import UIKit
import CollectionLayoutsUIKit

/// Each layout is a `UICollectionViewLayout`: assign it, and the collection view scrolls, snaps,
/// mirrors and rotates as the engine says.
@MainActor
func installLayouts(on collectionView: UICollectionView, diameters: [CGFloat]) throws {
    // Staggered grid (contacts): fixed item size, odd rows shifted by half an item.
    collectionView.collectionViewLayout = StaggeredGridCollectionViewLayout(configuration: .standard)

    // Circle packing: each item's diameter is the width of its size; round the cells yourself.
    let circles = CirclePackCollectionViewLayout()
    circles.itemSizeProvider = { indexPath in CGSize(width: diameters[indexPath.item], height: 0) }
    collectionView.collectionViewLayout = circles

    // Carousel: one item centred, snapping to items; it sets decelerationRate to .fast.
    let carousel = CarouselCollectionViewLayout(configuration: try .init(sideItemScale: 0.8, sideItemAlpha: 0.6))
    collectionView.collectionViewLayout = carousel

    // Wheel: cells turn about a point far below them, so they apply the anchor point
    // (subclass AnchoredCollectionViewCell, as BookCell does).
    collectionView.register(BookCell.self, forCellWithReuseIdentifier: "book")
    collectionView.collectionViewLayout = WheelCollectionViewLayout(configuration: .standard)
}
