#if !os(watchOS) && (canImport(UIKit) || (canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)))
import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation

/// The spinning wheel (`WheelLayout`) as a `UICollectionViewLayout`: items turn about a point far
/// below them as the content scrolls horizontally, and flings snap to an upright item.
///
/// ```swift
/// collectionView.register(BookCell.self, forCellWithReuseIdentifier: "book") // BookCell: AnchoredCollectionViewCell
/// collectionView.collectionViewLayout = WheelCollectionViewLayout(configuration: .standard)
/// ```
/// The items turn about their `AnchoredLayoutAttributes.anchorPoint`, which UIKit does not apply by
/// itself: make the cells `AnchoredCollectionViewCell`s, or call `applyAnchorPoint(from:)` in
/// your cell's `apply(_:)`. Every item depends on the scroll offset, so scrolling refreshes the
/// wheel's angle only (O(1)) and queries compute the visible items. The wheel turns in the
/// bounds less the adjusted content inset, and right to left it is the mirror image (item 0
/// upright at the right end of the content). `centeredItemDidChange` reports the upright item
/// when scrolling rests; `scrollToItem(at:animated:)` turns an item upright.
open class WheelCollectionViewLayout: ConfiguredCollectionViewLayout<WheelLayout> {
    /// The prepared wheel (its angle, its centre), or nil before the first `prepare()`.
    public var preparedWheel: PreparedWheel? { preparedLayout as? PreparedWheel }
}
#endif
