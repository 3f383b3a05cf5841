import CoreGraphics
import CollectionLayouts

/// A justified gallery with the engine alone: the original grid, and photos keeping their ratios.
func galleryTour(photoSizes: [[CGSize]], visibleRect: CGRect) throws -> [LayoutAttributes] {
    // "Creating custom layouts for UICollectionView": items 250 tall, 150…300 wide, 15 apart,
    // a header a quarter of the item height.
    let grid = JustifiedGalleryLayout(configuration: .standard)
    _ = grid

    // Photos keep their aspect ratio; rows aim at 250 points; the last row of a section is centred.
    let photos = JustifiedGalleryLayout(
        configuration: try .init(
            mode: .aspectRatios(targetRowHeight: 250, tolerance: 0.5),
            insets: LayoutInsets(all: 15), itemSpacing: 15, rowSpacing: 15,
            headerHeight: 44, footerHeight: 0, lastRow: .centered))

    let prepared = photos.prepare(
        in: LayoutEnvironment(
            boundsSize: CGSize(width: 1060, height: 800), itemCounts: photoSizes.map(\.count),
            itemSizes: .perSection(photoSizes)))  // each photo's pixel size: ratio = width / height
    return prepared.elements(in: visibleRect)  // cells, then "header" and "footer" views
}
