#if !os(watchOS) && (canImport(UIKit) || (canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)))
import CollectionLayouts
import Foundation
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// The staggered grid (`StaggeredGridLayout`) as a `UICollectionViewLayout`.
///
/// ```swift
/// collectionView.collectionViewLayout = StaggeredGridCollectionViewLayout(configuration: .standard)
/// ```
/// Every item has the configuration's size; the grid reads no per-item sizes.
@MainActor
open class StaggeredGridCollectionViewLayout: EngineCollectionViewLayout, ConfigurableCollectionViewLayout {
    /// The engine layout this class shows.
    package typealias Layout = StaggeredGridLayout

    /// The grid's configuration; setting a different one invalidates the layout. The default is
    /// `StaggeredGridLayout.Configuration.standard`.
    public var configuration: StaggeredGridLayout.Configuration {
        didSet { configurationDidChange(from: oldValue) }
    }

    /// Creates the layout.
    public required init(configuration: StaggeredGridLayout.Configuration = .standard) {
        self.configuration = configuration
        super.init(layout: StaggeredGridLayout(configuration: configuration))
    }

    /// Creates the layout with the default configuration, for a storyboard.
    public required init?(coder: NSCoder) {
        configuration = .standard
        super.init(layout: StaggeredGridLayout(), coder: coder)
    }

    /// The prepared grid (lane and line counts), or nil before the first `prepare()`.
    public var preparedStaggeredGrid: PreparedStaggeredGrid? { preparedLayout as? PreparedStaggeredGrid }
}
extension CollectionLayoutStyle {
    /// The staggered grid (``StaggeredGridCollectionViewLayout``) with `configuration`.
    public static func staggeredGrid(_ configuration: StaggeredGridLayout.Configuration = .standard) -> Self {
        Self(StaggeredGridCollectionViewLayout.self, configuration: configuration)
    }
}
#endif
