#if !canImport(UIKit)
import Foundation

// A batch update as a test describes it, and the `UICollectionViewUpdateItem`s UIKit hands the
// layout's `prepare(forCollectionViewUpdates:)` for it.
extension FakeCollectionView {
    /// One change of a batch update, as the test describes it; the fake turns it into a
    /// `UICollectionViewUpdateItem`.
    public enum Update: Hashable, Sendable {
        /// Items inserted at these index paths (after the update).
        case insertItems([IndexPath])
        /// A section inserted at this index (after the update).
        case insertSection(Int)
        /// Items deleted from these index paths (before the update).
        case deleteItems([IndexPath])
        /// A section deleted from this index (before the update), with its items.
        case deleteSection(Int)
        /// Items reloaded at these index paths.
        case reloadItems([IndexPath])
        /// An item moved.
        case moveItem(from: IndexPath, to: IndexPath)
    }

    /// The update items UIKit makes for one change.
    static func items(for update: Update) -> [UICollectionViewUpdateItem] {
        switch update {
        case .insertItems(let paths):
            return paths.map { UICollectionViewUpdateItem(action: .insert, before: nil, after: $0) }
        case .insertSection(let section):
            return [
                UICollectionViewUpdateItem(
                    action: .insert, before: nil, after: IndexPath(item: NSNotFound, section: section))
            ]
        case .deleteItems(let paths):
            return paths.map { UICollectionViewUpdateItem(action: .delete, before: $0, after: nil) }
        case .deleteSection(let section):
            return [
                UICollectionViewUpdateItem(
                    action: .delete, before: IndexPath(item: NSNotFound, section: section), after: nil)
            ]
        case .reloadItems(let paths):
            return paths.map { UICollectionViewUpdateItem(action: .reload, before: $0, after: $0) }
        case let .moveItem(from, to):
            return [UICollectionViewUpdateItem(action: .move, before: from, after: to)]
        }
    }
}
#endif
