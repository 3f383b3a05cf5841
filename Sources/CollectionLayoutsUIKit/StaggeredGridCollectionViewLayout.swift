#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
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
/// collectionView.collectionViewLayout = StaggeredGridCollectionViewLayout(configuration: .contacts)
/// ```
/// Every item has the configuration's size; the grid reads no per-item sizes.
@MainActor
open class StaggeredGridCollectionViewLayout: EngineCollectionViewLayout {
    /// The grid's configuration; setting a different one invalidates the layout. The default is
    /// `StaggeredGridLayout.Configuration.contacts`.
    public var configuration: StaggeredGridLayout.Configuration {
        didSet { if configuration != oldValue { invalidateLayout() } }
    }

    /// Creates the layout.
    public init(configuration: StaggeredGridLayout.Configuration = .contacts) {
        self.configuration = configuration
        super.init()
    }

    public required init?(coder: NSCoder) {
        configuration = .contacts
        super.init(coder: coder)
    }

    open override func makePreparedLayout(in environment: LayoutEnvironment) -> any PreparedLayout {
        StaggeredGridLayout(configuration: configuration).prepare(in: environment)
    }

    /// The prepared grid (lane and line counts), or nil before the first `prepare()`.
    public var preparedGrid: PreparedStaggeredGrid? { preparedLayout as? PreparedStaggeredGrid }
}
#endif
