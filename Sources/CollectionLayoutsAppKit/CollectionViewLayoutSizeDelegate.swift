#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import CollectionLayouts

/// Supplies item sizes to the layouts that read them, the way `NSCollectionViewDelegateFlowLayout`
/// does (the method has the same signature, so one implementation can serve both), as UIKit's
/// `CollectionViewLayoutSizeDelegate` does for `UICollectionView`.
///
/// What a size means is the layout's to say: a circle's diameter is the width, a photo's aspect
/// ratio is width / height. The layout asks once per item each time it prepares from scratch;
/// ``EngineCollectionViewLayout/itemSizeProvider`` wins over it when both are set.
@MainActor
public protocol CollectionViewLayoutSizeDelegate: AnyObject {
    /// The size of the item at `indexPath`.
    func collectionView(
        _ collectionView: NSCollectionView, layout collectionViewLayout: NSCollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> NSSize
}
#endif
