#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import CollectionLayouts
import CollectionLayoutsAdapterCore

/// The justified gallery (`JustifiedGalleryLayout`) as an `NSCollectionViewLayout`: rows that fill
/// the width exactly, with a header (and optionally a footer) per section, scrolling vertically.
///
/// ```swift
/// let layout = JustifiedGalleryCollectionViewLayout(configuration: .photos)
/// layout.itemSizeProvider = { indexPath in photos[indexPath.item].pixelSize }
/// collectionView.collectionViewLayout = layout
/// ```
/// In the aspect-ratio mode (`.photos`) each item keeps the aspect ratio of the size from
/// `itemSizeProvider`. Headers and footers are `NSCollectionView.elementKindSectionHeader` and
/// `.elementKindSectionFooter` supplementary views. A live window resize lays the rows out again,
/// keeping the user's place.
open class JustifiedGalleryCollectionViewLayout: ConfiguredCollectionViewLayout<JustifiedGalleryLayout> {
    /// The prepared layout, or nil before the first `prepare()`.
    public var preparedJustifiedGallery: PreparedJustifiedGallery? { preparedLayout as? PreparedJustifiedGallery }
}
#endif
