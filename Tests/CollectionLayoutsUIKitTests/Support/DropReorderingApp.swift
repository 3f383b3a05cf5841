#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@testable import CollectionLayoutsUIKit
import Foundation
import UIKitStandIn

/// An app's reordering by drag and drop, as the UIKit article writes it, on the fake: the drag
/// delegate lifts one item (its identity as the local object), the drop delegate proposes `.move`
/// with `.insertAtDestinationIndexPath` (a local drag), and the drop moves the item to the
/// layout's ``EngineCollectionViewLayout/targetIndexPath(forDroppingItemAt:destinationIndexPath:location:)``:
/// the data first, then a batch update with the move, then the coordinator's `drop(_:toItemAt:)`.
@MainActor
enum DropReorderingApp {
    /// Installs the delegates on `fake`: `object` gives the identity of the item at an index path
    /// (nil: none, no drag), `move` moves the data's item and returns the item counts after.
    /// `dropped` hears of each drop: the item's index paths before and after.
    static func install(
        on fake: FakeCollectionView, layout: EngineCollectionViewLayout, object: @escaping (IndexPath) -> Int?,
        move: @escaping (_ source: IndexPath, _ target: IndexPath) -> [Int],
        dropped: @escaping (_ source: IndexPath, _ target: IndexPath) -> Void = { _, _ in }
    ) {
        fake.itemsForBeginningDrag = { object($0).map { [$0] } ?? [] }
        fake.dropSessionDidUpdate = { [unowned fake] _ in
            // A drag from elsewhere would copy; this app reorders only its own items.
            fake.hasActiveDrag
                ? .init(operation: .move, intent: .insertAtDestinationIndexPath) : .init(operation: .forbidden)
        }
        fake.performDrop = { [unowned fake, unowned layout] coordinator in
            guard coordinator.proposal.operation == .move, coordinator.items.count == 1,
                let item = coordinator.items.first, let source = item.sourceIndexPath,
                let target = layout.targetIndexPath(
                    forDroppingItemAt: source, destinationIndexPath: coordinator.destinationIndexPath,
                    location: coordinator.location)
            else { return }
            if target != source {
                let counts = move(source, target)
                fake.performBatchUpdates(itemCounts: counts, [.moveItem(from: source, to: target)])
            }
            coordinator.drop(item, toItemAt: target)
            dropped(source, target)
        }
    }
}
#endif
