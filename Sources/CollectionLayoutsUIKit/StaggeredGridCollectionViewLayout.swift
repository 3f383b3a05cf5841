#if !os(watchOS) && (canImport(UIKit) || (canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)))
import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation

/// The staggered grid (`StaggeredGridLayout`) as a `UICollectionViewLayout`.
///
/// ```swift
/// collectionView.collectionViewLayout = StaggeredGridCollectionViewLayout(configuration: .standard)
/// ```
/// Every item has the configuration's size; the grid reads no per-item sizes.
open class StaggeredGridCollectionViewLayout: ConfiguredCollectionViewLayout<StaggeredGridLayout> {
    /// The prepared grid (lane and line counts), or nil before the first `prepare()`.
    public var preparedStaggeredGrid: PreparedStaggeredGrid? { preparedLayout as? PreparedStaggeredGrid }
}
#endif
