import CoreGraphics
import CollectionLayouts

/// A photo gallery whose section headers stay under the navigation bar while their section scrolls
/// beneath it: what the visible rect shows at `offset`.
func pinnedGallery(photoSizes: [[CGSize]], offset: CGPoint) throws -> [LayoutAttributes] {
    let layout = JustifiedGalleryLayout(
        configuration: try .init(
            mode: .aspectRatios(targetRowHeight: 250), headerHeight: 44,
            sectionHeadersPinToVisibleBounds: true))  // default false
    let prepared = layout.prepare(
        in: LayoutEnvironment(
            boundsSize: CGSize(width: 390, height: 844), contentOffset: offset,
            contentInsets: LayoutInsets(top: 91, left: 0, bottom: 34, right: 0),  // pinned below the top inset
            itemCounts: photoSizes.map(\.count), itemSizes: .perSection(photoSizes)))
    // The current section's header at offset.y + 91, drawn above the photos (zIndex 1).
    return prepared.elements(in: prepared.environment.visibleRect)
}
