#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import CollectionLayouts
import CollectionLayoutsAdapterCore

/// The spinning wheel (`WheelLayout`) as an `NSCollectionViewLayout`: items turn about a point far
/// below them as the content scrolls horizontally, and a scroll comes to rest on an upright item.
///
/// ```swift
/// collectionView.register(BookItem.self, forItemWithIdentifier: .init("book")) // BookItem: AnchoredCollectionViewItem
/// collectionView.collectionViewLayout = WheelCollectionViewLayout(configuration: .standard)
/// ```
/// `NSCollectionViewLayoutAttributes` has no transform: the rotation and the point it turns about
/// reach the item through ``AnchoredLayoutAttributes``, which ``AnchoredCollectionViewItem``
/// applies to its view's layer (make the items `AnchoredCollectionViewItem`s, or call
/// ``AnchoredCollectionViewItem/applyTransform(of:to:)`` from your item's `apply(_:)`). On the
/// Mac a scroll comes to rest on an item when it ends, ← and → turn the wheel one item (mirrored
/// right to left), and VoiceOver gets one adjustable element.
open class WheelCollectionViewLayout: ConfiguredCollectionViewLayout<WheelLayout> {
    /// The prepared layout, or nil before the first `prepare()`.
    public var preparedWheel: PreparedWheel? { preparedLayout as? PreparedWheel }
}
#endif
