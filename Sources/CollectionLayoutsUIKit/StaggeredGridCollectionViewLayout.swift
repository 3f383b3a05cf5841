#if !os(watchOS)
@_spi(Tools) import CollectionLayouts
import Foundation
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// The staggered grid (`StaggeredGridLayout`) as a `UICollectionViewLayout`.
///
/// ```swift
/// collectionView.collectionViewLayout = StaggeredGridCollectionViewLayout(configuration: .contacts)
/// ```
/// Every item has the configuration's size; the grid reads no per-item sizes.
@MainActor
open class StaggeredGridCollectionViewLayout: EngineCollectionViewLayout {
    /// The grid's configuration; setting a different one invalidates the layout. The default is
    /// `StaggeredGridLayout.Configuration.contacts`.
    public var configuration: StaggeredGridLayout.Configuration {
        get { engineConfiguration(StaggeredGridLayout.self) }
        set { setEngineConfiguration(newValue, of: StaggeredGridLayout.self) }
    }

    /// Creates the layout.
    public init(configuration: StaggeredGridLayout.Configuration = .contacts) {
        super.init(engineLayout: StaggeredGridLayout(configuration: configuration))
    }

    /// Creates the layout with the default configuration, for a storyboard.
    public required init?(coder: NSCoder) {
        super.init(engineLayout: StaggeredGridLayout(), coder: coder)
    }

    /// The prepared grid (lane and line counts), or nil before the first `prepare()`.
    public var preparedGrid: PreparedStaggeredGrid? { preparedLayout as? PreparedStaggeredGrid }
}
#endif
