#if !os(watchOS)
@_spi(Tools) import CollectionLayouts
import Foundation
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// The justified gallery (`JustifiedGalleryLayout`) as a `UICollectionViewLayout`: rows that fill
/// the width exactly, with a header (and optionally a footer) per section, scrolling vertically.
///
/// ```swift
/// let layout = JustifiedGalleryCollectionViewLayout(configuration: .photos)
/// layout.delegate = self   // collectionView(_:layout:sizeForItemAt:) returns each photo's pixel size
/// collectionView.collectionViewLayout = layout
/// ```
/// In the aspect-ratio mode (`.photos`) each item keeps the aspect ratio (width / height) of the
/// size from `delegate` or `itemSizeProvider`; in the width-range mode (`.tutorial`) sizes are
/// not read. Headers and footers are `UICollectionView.elementKindSectionHeader` and
/// `.elementKindSectionFooter` supplementary views. Scrolling invalidates nothing; a new width
/// lays the rows out again.
@MainActor
open class JustifiedGalleryCollectionViewLayout: EngineCollectionViewLayout {
    /// The gallery's configuration; setting a different one invalidates the layout. The default is
    /// `JustifiedGalleryLayout.Configuration.tutorial`.
    public var configuration: JustifiedGalleryLayout.Configuration {
        get { engineConfiguration(JustifiedGalleryLayout.self) }
        set { setEngineConfiguration(newValue, of: JustifiedGalleryLayout.self) }
    }

    /// Creates the layout.
    public init(configuration: JustifiedGalleryLayout.Configuration = .tutorial) {
        super.init(engineLayout: JustifiedGalleryLayout(configuration: configuration))
    }

    /// Creates the layout with the default configuration, for a storyboard.
    public required init?(coder: NSCoder) {
        super.init(engineLayout: JustifiedGalleryLayout(), coder: coder)
    }

    /// True: the frames are stored, so each element's attributes object is kept until the next prepare.
    open override var reusesLayoutAttributes: Bool { true }

    /// The prepared gallery (its rows), or nil before the first `prepare()`.
    public var preparedGallery: PreparedJustifiedGallery? { preparedLayout as? PreparedJustifiedGallery }
}
#endif
