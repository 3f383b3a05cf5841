#if !canImport(UIKit)
import Foundation

/// One change of a batch update (UICollectionViewUpdateItem.h), as UIKit hands it to
/// `prepare(forCollectionViewUpdates:)`. A whole section's change has an index path whose item is
/// `NSNotFound`. UIKit makes these; here ``FakeCollectionView`` does.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    /// What changed (`UICollectionUpdateAction`, imported as `UICollectionViewUpdateItem.Action`).
    public enum Action: Int, Sendable {
        case insert, delete, reload, move, none
    }

    /// nil for an insert.
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// nil for a delete.
    open private(set) var indexPathAfterUpdate: IndexPath?
    open private(set) var updateAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }
}
#endif
