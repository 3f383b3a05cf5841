#if !os(watchOS) && (canImport(UIKit) || (canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)))
import CollectionLayouts
import Foundation
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// Supplies item sizes to the layouts that read them, the way `UICollectionViewDelegateFlowLayout`
/// does (the method has the same signature, so one implementation can serve both).
///
/// What a size means is the layout's to say: a circle's diameter is the width, a photo's aspect
/// ratio is width / height. The layout asks once per item each time it prepares from scratch.
@MainActor
public protocol CollectionViewLayoutSizeDelegate: AnyObject {
    /// The size of the item at `indexPath`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize
}
#endif
