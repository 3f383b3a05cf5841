#if !os(watchOS) && (canImport(UIKit) || (canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)))
import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation

/// The justified gallery (`JustifiedGalleryLayout`) as a `UICollectionViewLayout`: rows that fill
/// the width exactly, with a header (and optionally a footer) per section, scrolling vertically.
///
/// ```swift
/// let layout = JustifiedGalleryCollectionViewLayout(configuration: .photos)
/// layout.delegate = self   // collectionView(_:layout:sizeForItemAt:) returns each photo's pixel size
/// collectionView.collectionViewLayout = layout
/// ```
/// In the aspect-ratio mode (`.photos`) each item keeps the aspect ratio (width / height) of the
/// size from `delegate` or `itemSizeProvider`; in the width-range mode (`.standard`) sizes are
/// not read. Headers and footers are `UICollectionView.elementKindSectionHeader` and
/// `.elementKindSectionFooter` supplementary views. Scrolling invalidates nothing, unless headers
/// pin (`sectionHeadersPinToVisibleBounds`, docs/gallery.md): then each scroll step only moves the
/// engine's offset, and the header of the section at the top stays under the top inset. A new
/// width lays the rows out again.
open class JustifiedGalleryCollectionViewLayout: ConfiguredCollectionViewLayout<JustifiedGalleryLayout> {
    /// True: the frames are stored, so each element's attributes object is kept until the next prepare.
    open override var reusesLayoutAttributes: Bool { true }

    /// The prepared gallery (its rows), or nil before the first `prepare()`.
    public var preparedJustifiedGallery: PreparedJustifiedGallery? { preparedLayout as? PreparedJustifiedGallery }
}
#endif
