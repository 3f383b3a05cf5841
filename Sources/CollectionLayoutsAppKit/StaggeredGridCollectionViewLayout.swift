#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import CollectionLayouts
import CollectionLayoutsAdapterCore

/// The staggered grid (`StaggeredGridLayout`) as an `NSCollectionViewLayout`.
///
/// ```swift
/// collectionView.collectionViewLayout = StaggeredGridCollectionViewLayout(configuration: .standard)
/// ```
/// Every item has the configuration's size; the grid reads no per-item sizes.
open class StaggeredGridCollectionViewLayout: ConfiguredCollectionViewLayout<StaggeredGridLayout> {
    /// The prepared layout, or nil before the first `prepare()`.
    public var preparedStaggeredGrid: PreparedStaggeredGrid? { preparedLayout as? PreparedStaggeredGrid }
}
#endif
