#if !os(watchOS) && (canImport(UIKit) || (canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)))
import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

extension BatchUpdateMap.Change {
    /// The change of one of UIKit's update items, as `prepare(forCollectionViewUpdates:)` receives
    /// them: the core's reading of an action and its index paths, which keeping the place, the
    /// update's animation and the lifecycle share.
    @MainActor
    init(updateItem: UICollectionViewUpdateItem) {
        self.init(
            action: BatchUpdateAction(updateAction: updateItem.updateAction.rawValue),
            before: updateItem.indexPathBeforeUpdate, after: updateItem.indexPathAfterUpdate)
    }
}
#endif
