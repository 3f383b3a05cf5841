#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import CollectionLayouts
import CollectionLayoutsUIKit
import UIKit
import XCTest

/// Reordering by drag and drop in a real `UICollectionView`: the app's drop delegate moves the
/// item in `collectionView(_:performDropWith:)` (its data, then `performBatchUpdates` with the
/// move, then the coordinator's `drop(_:toItemAt:)`). A test cannot make a drag session: the
/// session and the drop coordinator are made by the system from a real touch (XCTest has no API
/// to synthesize one), so the test applies the drop's move as `performDropWith` does, through the
/// same method, to a real collection view with the delegates installed.
final class DropReorderingSimulatorTests: XCTestCase {
    /// The app's drag and drop delegates over `photos`, as the UIKit article writes them.
    @MainActor
    private final class Reordering: NSObject, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
        let photos: ReorderablePhotos

        init(_ photos: ReorderablePhotos) {
            self.photos = photos
            super.init()
            photos.collectionView.dragDelegate = self
            photos.collectionView.dropDelegate = self
            photos.collectionView.dragInteractionEnabled = true
            photos.collectionView.reorderingCadence = .immediate
        }

        func collectionView(
            _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
        ) -> [UIDragItem] {
            let item = UIDragItem(itemProvider: NSItemProvider())
            item.localObject = indexPath.item
            return [item]
        }

        func collectionView(
            _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
            withDestinationIndexPath destinationIndexPath: IndexPath?
        ) -> UICollectionViewDropProposal {
            collectionView.hasActiveDrag
                ? UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
                : UICollectionViewDropProposal(operation: .forbidden)
        }

        func collectionView(
            _ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator
        ) {
            guard coordinator.proposal.operation == .move, coordinator.items.count == 1,
                let item = coordinator.items.first, let source = item.sourceIndexPath,
                let target = move(
                    from: source, destinationIndexPath: coordinator.destinationIndexPath,
                    location: coordinator.session.location(in: collectionView))
            else { return }
            coordinator.drop(item.dragItem, toItemAt: target)
        }

        /// The drop's move: the layout's target, then the data and the batch update; the target.
        func move(from source: IndexPath, destinationIndexPath: IndexPath?, location: CGPoint) -> IndexPath? {
            guard
                let target = photos.layout.targetIndexPath(
                    forDroppingItemAt: source, destinationIndexPath: destinationIndexPath, location: location)
            else { return nil }
            if target != source { photos.moveByDrop(from: source, to: target) }
            return target
        }
    }

    private static let wide = CGSize(width: 300, height: 100), square = CGSize(width: 100, height: 100)

    @MainActor
    func testADroppedWidePhotoMovesWithItsSize() throws {
        let photos = ReorderablePhotos([Self.wide] + Array(repeating: Self.square, count: 8))
        let reordering = Reordering(photos)
        photos.collectionView.layoutIfNeeded()
        XCTAssertFalse(photos.collectionView.hasActiveDrag || photos.collectionView.hasActiveDrop)
        let third = IndexPath(item: 2, section: 0)
        let slot = try XCTUnwrap(photos.layout.layoutAttributesForItem(at: third)).center
        // Over empty space the collection view's destination is nil: the item under the finger.
        let target = reordering.move(from: IndexPath(item: 0, section: 0), destinationIndexPath: nil, location: slot)
        XCTAssertEqual(target, third)
        let shown = [Self.square, Self.square, Self.wide] + Array(repeating: Self.square, count: 6)
        XCTAssertEqual(photos.sizes, shown, "the app moved the photo")
        photos.assertShows(shown, "after the drop")
        let moved = try XCTUnwrap(photos.layout.layoutAttributesForItem(at: third))
        XCTAssertEqual(moved.size.width / moved.size.height, 3, accuracy: 1e-9, "the wide photo is wide there")
        // The end of the section (one past its last item) is the last place.
        let last = reordering.move(
            from: third, destinationIndexPath: IndexPath(item: 9, section: 0), location: slot)
        XCTAssertEqual(last, IndexPath(item: 8, section: 0))
        XCTAssertEqual(photos.sizes.last, Self.wide)
        photos.assertShows(photos.sizes, "after the drop at the end")
    }
}
#endif
