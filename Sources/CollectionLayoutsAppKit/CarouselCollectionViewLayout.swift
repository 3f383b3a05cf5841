#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import CollectionLayouts
import CollectionLayoutsAdapterCore

/// The carousel (`CarouselLayout`) as an `NSCollectionViewLayout`: one item centred (or at the
/// leading edge: the configuration's `alignment`), side items scaled and faded as they scroll.
///
/// ```swift
/// collectionView.register(CardItem.self, forItemWithIdentifier: .init("card")) // CardItem: AnchoredCollectionViewItem
/// collectionView.collectionViewLayout = CarouselCollectionViewLayout(configuration: try .init(sideItemScale: 0.8))
/// ```
/// On the Mac: a trackpad or mouse-wheel scroll comes to rest on an item when it ends (NSScrollView
/// has no paging deceleration: the layout scrolls to the engine's target then), ← and → move one
/// item (↑ and ↓ for a vertical carousel; mirrored right to left), VoiceOver gets one adjustable
/// element (``EngineCollectionViewLayout/providesAccessibilityElements``). The side items' scale
/// reaches the items through ``AnchoredLayoutAttributes``: make the items
/// ``AnchoredCollectionViewItem``s. In endless mode (`wraps`), start in the middle of the content
/// with ``startingContentOffset(centering:)``.
open class CarouselCollectionViewLayout: ConfiguredCollectionViewLayout<CarouselLayout> {
    /// The prepared layout, or nil before the first `prepare()`.
    public var preparedCarousel: PreparedCarousel? { preparedLayout as? PreparedCarousel }

    /// The content offset to start at with the item at `indexPath` centred: with wrapping, its
    /// instance in the middle of the content, so that scrolling can go far either way.
    public func startingContentOffset(centering indexPath: IndexPath) -> CGPoint? {
        preparedCarousel?.startingContentOffset(centering: indexPath)
    }
}
#endif
