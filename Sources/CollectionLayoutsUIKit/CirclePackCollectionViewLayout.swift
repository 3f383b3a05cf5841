#if !os(watchOS) && (canImport(UIKit) || (canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)))
import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation

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
open class CirclePackCollectionViewLayout: ConfiguredCollectionViewLayout<CirclePackLayout> {
    /// True: the frames are stored, so each element's attributes object is kept until the next prepare.
    open override var reusesLayoutAttributes: Bool { true }

    /// The prepared packing, or nil before the first `prepare()`.
    public var preparedCirclePack: PreparedCirclePack? { preparedLayout as? PreparedCirclePack }
}
#endif
