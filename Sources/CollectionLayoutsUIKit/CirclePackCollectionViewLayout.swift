#if !os(watchOS) && (canImport(UIKit) || (canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)))
import CollectionLayouts
import Foundation
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// The circle packing (`CirclePackLayout`) as a `UICollectionViewLayout`: circles of the data's
/// diameters packed without overlaps in a vertically scrolling column.
///
/// ```swift
/// let layout = CirclePackCollectionViewLayout(configuration: .standard)
/// layout.itemSizeProvider = { indexPath in CGSize(width: bubbles[indexPath.item].diameter, height: 0) }
/// collectionView.collectionViewLayout = layout
/// ```
/// A circle's diameter is the width of the size from `itemSizeProvider` or `delegate` (the height
/// is ignored); items without one get the configuration's `defaultDiameter`. Each cell's frame is
/// the circle's square: round the cell (`layer.cornerRadius = bounds.width / 2`). Scrolling and a
/// new height invalidate nothing; a new width packs again.
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

    /// Creates the layout with the default configuration, for a storyboard.
    public required init?(coder: NSCoder) {
        configuration = .standard
        super.init(layout: CirclePackLayout(), coder: coder)
    }

    /// True: the frames are stored, so each element's attributes object is kept until the next prepare.
    open override var reusesLayoutAttributes: Bool { true }

    /// The prepared packing, or nil before the first `prepare()`.
    public var preparedCirclePack: PreparedCirclePack? { preparedLayout as? PreparedCirclePack }
}
extension CollectionLayoutStyle {
    /// The circle pack (``CirclePackCollectionViewLayout``) with `configuration`.
    public static func circlePack(_ configuration: CirclePackLayout.Configuration = .standard) -> Self {
        Self(CirclePackCollectionViewLayout.self, configuration: configuration)
    }
}
#endif
