#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import CollectionLayoutsAdapterCore
import CollectionLayoutsUIKit
import SwiftUI
import UIKit

@available(iOS 16.0, tvOS 16.0, *)
extension CollectionLayoutView.Coordinator {
    /// Lets the user reorder items when the view has a move action: a long press drives the
    /// collection view's interactive movement (``InteractiveMovementGesture``), the diffable data
    /// source moves its snapshot, and its transaction becomes the app's move
    /// (`InteractiveMove.offsets(from:to:)`). The data the coordinator keeps follows at once, so
    /// that the sizes follow their items before the app applies the move.
    func installReordering(
        on collectionView: UICollectionView, dataSource: UICollectionViewDiffableDataSource<SectionID, Item.ID>
    ) {
        collectionView.addGestureRecognizer(
            InteractiveMovementGesture(collectionView) { [weak self] in self?.view?.move != nil })
        // A carousel row does not move: its carousel's items do, in the carousel's own view.
        dataSource.reorderingHandlers.canReorderItem = { [weak self] id in
            self?.view.map { $0.move != nil && $0.carouselRows.rows[id] == nil } ?? false
        }
        dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
            guard let self, let view = self.view, let move = view.move else { return }
            for section in transaction.sectionTransactions {
                guard
                    let offsets = InteractiveMove.offsets(
                        from: section.initialSnapshot.items, to: section.finalSnapshot.items),
                    let index = data.sectionIDs.firstIndex(of: section.sectionIdentifier)
                else { continue }
                var sections = zip(data.sectionIDs, data.itemIDs).map { id, ids in
                    CollectionLayoutSection(id: id, items: ids.compactMap { data.items[$0] })
                }
                sections[index].items.move(fromOffsets: offsets.source, toOffset: offsets.destination)
                _ = data.update(to: sections, itemSize: view.itemSize)
                move(section.sectionIdentifier, offsets.source, offsets.destination)
            }
        }
    }
}

/// A long press that drives a collection view's interactive movement
/// (`beginInteractiveMovementForItem(at:)` at the item pressed, then
/// `updateInteractiveMovementTargetPosition(_:)`, `endInteractiveMovement()` or
/// `cancelInteractiveMovement()`): its own target, so the collection view that holds it keeps
/// both; not generic, so that its action is an Objective-C method.
@MainActor
final class InteractiveMovementGesture: UILongPressGestureRecognizer {
    private weak var collectionView: UICollectionView?
    /// Whether a press may lift an item now.
    private let movesItems: @MainActor () -> Bool

    /// A long press on `collectionView` (which the caller adds it to) that moves items when
    /// `movesItems` says so.
    init(_ collectionView: UICollectionView, movesItems: @escaping @MainActor () -> Bool) {
        self.collectionView = collectionView
        self.movesItems = movesItems
        super.init(target: nil, action: nil)
        addTarget(self, action: #selector(handle))
    }

    /// Translates the press into the collection view's interactive movement.
    @objc private func handle() {
        guard let collectionView else { return }
        let location = self.location(in: collectionView)
        switch state {
        case .began:
            guard movesItems(), let indexPath = collectionView.indexPathForItem(at: location) else { return }
            _ = collectionView.beginInteractiveMovementForItem(at: indexPath)
        case .changed:
            collectionView.updateInteractiveMovementTargetPosition(location)
        case .ended:
            collectionView.endInteractiveMovement()
        default:
            collectionView.cancelInteractiveMovement()
        }
    }
}
#endif
