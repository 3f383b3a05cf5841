#if !os(watchOS) && (canImport(UIKit) || (canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)))
import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation

/// The carousel (`CarouselLayout`) as a `UICollectionViewLayout`: one item centred (or at the
/// leading edge: the configuration's `alignment`, docs/carousel.md), paging with velocity-aware
/// snapping, side items scaled and faded as they scroll.
///
/// ```swift
/// let layout = CarouselCollectionViewLayout(configuration: try .init(sideItemScale: 0.8, sideItemAlpha: 0.6))
/// collectionView.collectionViewLayout = layout
/// ```
/// The layout sets the collection view's `decelerationRate` to the configuration's (`.fast` by
/// default) and snaps every fling to an item. Side effects and endless mode depend on the scroll
/// offset, so scrolling refreshes only them. In endless mode (`wraps`), start in the middle of
/// the content with `startingContentOffset(centering:)`. `centeredItemDidChange` reports the
/// centred item when scrolling rests; `scrollToItem(at:animated:)` centres an item (tap to centre).
/// With `.leading` alignment, "centred" is where items rest: the current item is the one whose
/// leading edge is on the leading content inset, and `scrollToItem(at:animated:)` brings an item
/// there.
open class CarouselCollectionViewLayout: ConfiguredCollectionViewLayout<CarouselLayout> {
    /// The prepared carousel, or nil before the first `prepare()`.
    public var preparedCarousel: PreparedCarousel? { preparedLayout as? PreparedCarousel }

    /// The content offset to start at with the item at `indexPath` centred: with wrapping, its
    /// instance in the middle of the content, so that scrolling can go far either way.
    public func startingContentOffset(centering indexPath: IndexPath) -> CGPoint? {
        preparedCarousel?.startingContentOffset(centering: indexPath)
    }
}
#endif
