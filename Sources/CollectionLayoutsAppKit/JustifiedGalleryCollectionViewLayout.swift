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
@MainActor
open class JustifiedGalleryCollectionViewLayout: EngineCollectionViewLayout, ConfigurableCollectionViewLayout {
    /// The engine layout this class shows.
    package typealias Layout = JustifiedGalleryLayout

    /// The gallery's configuration; setting a different one invalidates the layout. The default is
    /// `JustifiedGalleryLayout.Configuration.standard`.
    public var configuration: JustifiedGalleryLayout.Configuration {
        didSet { configurationDidChange(from: oldValue) }
    }

    /// Creates the layout.
    public required init(configuration: JustifiedGalleryLayout.Configuration = .standard) {
        self.configuration = configuration
        super.init(layout: JustifiedGalleryLayout(configuration: configuration))
    }

    /// Creates the layout with the default configuration, for a nib.
    public required init?(coder: NSCoder) {
        configuration = .standard
        super.init(layout: JustifiedGalleryLayout(), coder: coder)
    }

    /// The prepared layout, or nil before the first `prepare()`.
    public var preparedJustifiedGallery: PreparedJustifiedGallery? { preparedLayout as? PreparedJustifiedGallery }
}

extension CollectionLayoutStyle {
    /// The layout ``JustifiedGalleryCollectionViewLayout`` with `configuration`.
    public static func justifiedGallery(_ configuration: JustifiedGalleryLayout.Configuration = .standard) -> Self {
        Self(JustifiedGalleryCollectionViewLayout.self, configuration: configuration)
    }
}
#endif
