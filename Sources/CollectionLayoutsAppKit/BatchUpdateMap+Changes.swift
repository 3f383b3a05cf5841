#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation

// One change of a batch update read from its action and index paths, as a collection view's update
// items give them (AppKit's `NSCollectionViewUpdateItem`, UIKit's `UICollectionViewUpdateItem`):
// Foundation only, it belongs with the adapter core.

/// The action of one change of a batch update.
package enum BatchUpdateAction: Sendable, Equatable {
    /// Something inserted.
    case insert
    /// Something deleted.
    case delete
    /// Something moved.
    case move
    /// Something reloaded, or an action the map does not know.
    case reload
}

extension BatchUpdateMap.Change {
    /// The change of an update item with `action`, `before` and `after` its index paths (nil where
    /// the action has none). A whole section's index path has the item `NSNotFound`; an item
    /// without the index paths its action needs changes nothing (`.reload`).
    package init(action: BatchUpdateAction, before: IndexPath?, after: IndexPath?) {
        switch (action, before.flatMap(UpdateTarget.init), after.flatMap(UpdateTarget.init)) {
        case (.insert, _, .section(let section)?): self = .insertSection(section)
        case (.insert, _, .item(let index)?): self = .insertItem(index)
        case (.delete, .section(let section)?, _): self = .deleteSection(section)
        case (.delete, .item(let index)?, _): self = .deleteItem(index)
        case (.move, .section(let from)?, .section(let to)?): self = .moveSection(from: from, to: to)
        case (.move, .item(let from)?, .item(let to)?): self = .moveItem(from: from, to: to)
        default: self = .reload
        }
    }

    /// The change as the lifecycle reads it: an insert of an item or a section, or anything else.
    package var lifecycleChange: AdapterLifecycle.BatchChange {
        switch self {
        case .insertItem(let index): .insertItem(section: index.section, item: index.item)
        case .insertSection(let section): .insertSection(section)
        default: .other
        }
    }
}

/// What an update item's index path names: a whole section or an item.
private enum UpdateTarget {
    case section(Int)
    case item(ElementIndex)

    /// What `indexPath` names; nil unless it holds a section and an item.
    init?(_ indexPath: IndexPath) {
        guard indexPath.count == 2 else { return nil }
        if indexPath.item == NSNotFound {
            self = .section(indexPath.section)
        } else if let index = ElementIndex(indexPath) {
            self = .item(index)
        } else {
            return nil
        }
    }
}
#endif
