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
open class CirclePackCollectionViewLayout: ConfiguredCollectionViewLayout<CirclePackLayout> {
    /// The prepared layout, or nil before the first `prepare()`.
    public var preparedCirclePack: PreparedCirclePack? { preparedLayout as? PreparedCirclePack }
}
#endif
