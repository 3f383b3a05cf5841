#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import CollectionLayouts
import CollectionLayoutsAdapterCore

/// The circle packing (`CirclePackLayout`) as an `NSCollectionViewLayout`: circles of the data's
/// diameters packed without overlaps in a vertically scrolling column.
///
/// ```swift
/// let layout = CirclePackCollectionViewLayout(configuration: .standard)
/// layout.itemSizeProvider = { indexPath in CGSize(width: bubbles[indexPath.item].diameter, height: 0) }
/// collectionView.collectionViewLayout = layout
/// ```
/// A circle's diameter is the width of the size from `itemSizeProvider` (the height is ignored);
/// items without one get the configuration's `defaultDiameter`. Each item's frame is the circle's
/// square. Scrolling invalidates nothing; a new width packs again, keeping the user's place.
@MainActor
open class CirclePackCollectionViewLayout: EngineCollectionViewLayout, ConfigurableCollectionViewLayout {
    /// The engine layout this class shows.
    package typealias Layout = CirclePackLayout

    /// The packing's configuration; setting a different one invalidates the layout. The default is
    /// `CirclePackLayout.Configuration.standard`.
    public var configuration: CirclePackLayout.Configuration {
        didSet { configurationDidChange(from: oldValue) }
    }

    /// Creates the layout.
    public required init(configuration: CirclePackLayout.Configuration = .standard) {
        self.configuration = configuration
        super.init(layout: CirclePackLayout(configuration: configuration))
    }

    /// Creates the layout with the default configuration, for a nib.
    public required init?(coder: NSCoder) {
        configuration = .standard
        super.init(layout: CirclePackLayout(), coder: coder)
    }

    /// The prepared layout, or nil before the first `prepare()`.
    public var preparedCirclePack: PreparedCirclePack? { preparedLayout as? PreparedCirclePack }
}

extension CollectionLayoutStyle {
    /// The layout ``CirclePackCollectionViewLayout`` with `configuration`.
    public static func circlePack(_ configuration: CirclePackLayout.Configuration = .standard) -> Self {
        Self(CirclePackCollectionViewLayout.self, configuration: configuration)
    }
}
#endif
