#if !os(watchOS) && (canImport(UIKit) || (canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)))
import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

extension BatchUpdateMap {
    /// The map of UIKit's update items, as `prepare(forCollectionViewUpdates:)` receives them: the
    /// one reading of them that keeping the place and the update's animation share.
    @MainActor
    init(updateItems: [UICollectionViewUpdateItem]) {
        self.init(updateItems.map(Self.change(of:)))
    }

    /// One of UIKit's update items as the map reads it; a whole section's index path has the item
    /// `NSNotFound`, and an item without the index paths its action needs changes nothing.
    @MainActor
    private static func change(of update: UICollectionViewUpdateItem) -> Change {
        let before = update.indexPathBeforeUpdate.flatMap(Self.target(of:))
        let after = update.indexPathAfterUpdate.flatMap(Self.target(of:))
        switch (update.updateAction, before, after) {
        case (.insert, _, .section(let section)?): return .insertSection(section)
        case (.insert, _, .item(let index)?): return .insertItem(index)
        case (.delete, .section(let section)?, _): return .deleteSection(section)
        case (.delete, .item(let index)?, _): return .deleteItem(index)
        case (.move, .section(let from)?, .section(let to)?): return .moveSection(from: from, to: to)
        case (.move, .item(let from)?, .item(let to)?): return .moveItem(from: from, to: to)
        default: return .reload
        }
    }

    /// What an update item's index path names: a whole section, an item, or nothing.
    private static func target(of indexPath: IndexPath) -> UpdateTarget? {
        guard indexPath.count == 2 else { return nil }
        return indexPath.item == NSNotFound
            ? .section(indexPath.section) : ElementIndex(indexPath).map(UpdateTarget.item)
    }
}

/// What an update item's index path names.
private enum UpdateTarget {
    case section(Int)
    case item(ElementIndex)
}
#endif
