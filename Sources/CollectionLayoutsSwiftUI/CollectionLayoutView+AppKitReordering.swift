#if canImport(SwiftUI) && canImport(AppKit) && !canImport(UIKit)
@_spi(Tools) import CollectionLayouts
import AppKit
import CollectionLayoutsAdapterCore
import CollectionLayoutsAppKit
import SwiftUI

// Drag and drop reordering on the Mac: the coordinator's delegate methods (in its class body: a
// generic class's extension cannot hold Objective-C methods) call these steps; what they decide is
// the core's `DragReorder`.
extension CollectionLayoutView.Coordinator {
    /// The pasteboard type of a dragged item: the view's own, so that only its items drop on it.
    static var reorderingType: NSPasteboard.PasteboardType {
        NSPasteboard.PasteboardType("org.collectionlayouts.reordered-item")
    }

    /// Makes `collectionView` a drag source and destination of its own items (moves only).
    func installReordering(on collectionView: NSCollectionView) {
        collectionView.registerForDraggedTypes([Self.reorderingType])
        collectionView.setDraggingSourceOperationMask(.move, forLocal: true)
        collectionView.setDraggingSourceOperationMask([], forLocal: false)
    }

    /// Whether the items at `indexPaths` may be dragged: the view has a move action and they are in
    /// one section.
    func canDrag(_ indexPaths: Set<IndexPath>) -> Bool {
        view?.move != nil && DragReorder(dragging: indexPaths.map(Self.elementIndex)) != nil
    }

    /// What the pasteboard carries for the dragged item at `indexPath` (its place, for nothing but
    /// the drag image: the coordinator keeps the drag itself); nil without a move action.
    func pasteboardWriter(for indexPath: IndexPath) -> (any NSPasteboardWriting)? {
        guard view?.move != nil else { return nil }
        let item = NSPasteboardItem()
        item.setString("\(indexPath.section) \(indexPath.item)", forType: Self.reorderingType)
        return item
    }

    /// A drag of the items at `indexPaths` began.
    func dragBegan(_ indexPaths: Set<IndexPath>) {
        dragged = DragReorder(dragging: indexPaths.map(Self.elementIndex))
    }

    /// Where a drop proposed before or on the item at `proposed` goes (before that item, in the
    /// dragged items' section), nil to refuse it: no drag of this view's items, or no move action.
    func dropTarget(proposed: IndexPath) -> IndexPath? {
        guard view?.move != nil, let dragged,
            let target = dragged.target(proposed: Self.elementIndex(proposed), counts: data.itemIDs.map(\.count))
        else { return nil }
        return IndexPath(item: target.item, section: target.section)
    }

    /// The dragged items dropped before the item at `indexPath`: the view's data takes the new order
    /// at once (animated), then the app's move action gets the move. False when nothing moves.
    func drop(before indexPath: IndexPath) -> Bool {
        defer { dragged = nil }
        guard let view, let move = view.move, let dragged, data.sectionIDs.indices.contains(dragged.section),
            let offsets = dragged.move(to: Self.elementIndex(indexPath), count: data.itemIDs[dragged.section].count)
        else { return false }
        var sections = zip(data.sectionIDs, data.itemIDs).map { id, ids in
            CollectionLayoutSection(id: id, items: ids.compactMap { data.items[$0] })
        }
        sections[dragged.section].items = dragged.reordered(
            sections[dragged.section].items, to: Self.elementIndex(indexPath))
        _ = data.update(to: sections, itemSize: view.itemSize)
        var snapshot = NSDiffableDataSourceSnapshot<SectionID, Item.ID>()
        snapshot.appendSections(data.sectionIDs)
        for (section, ids) in zip(data.sectionIDs, data.itemIDs) {
            snapshot.appendItems(ids, toSection: section)
        }
        dataSource?.apply(snapshot, animatingDifferences: !NSWorkspace.shared.accessibilityDisplayShouldReduceMotion)
        move(data.sectionIDs[dragged.section], offsets.source, offsets.destination)
        return true
    }

    /// The engine's index of `indexPath`.
    private static func elementIndex(_ indexPath: IndexPath) -> ElementIndex {
        ElementIndex(section: indexPath.section, item: indexPath.item)
    }
}
#endif
