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
    /// Photos of the given sizes reordered by drag and drop.
    @MainActor
    private final class Photos: NSObject, UICollectionViewDataSource, UICollectionViewDragDelegate,
        UICollectionViewDropDelegate
    {
        var sizes: [CGSize]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 900, height: 900))
        let collectionView: UICollectionView
        let layout = JustifiedGalleryCollectionViewLayout(configuration: .photos)

        init(_ sizes: [CGSize]) {
            self.sizes = sizes
            collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
            super.init()
            collectionView.contentInsetAdjustmentBehavior = .never
            collectionView.register(AnchoredCollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.dataSource = self
            collectionView.dragDelegate = self
            collectionView.dropDelegate = self
            collectionView.dragInteractionEnabled = true
            collectionView.reorderingCadence = .immediate
            layout.itemSizeProvider = { [unowned self] in self.sizes[$0.item] }
            window.show(collectionView)
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            sizes.count
        }

        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }

        // MARK: Drag and drop, as the UIKit article writes it

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

        /// The drop's move: the layout's target, the data, then the batch update; the target.
        func move(from source: IndexPath, destinationIndexPath: IndexPath?, location: CGPoint) -> IndexPath? {
            guard
                let target = layout.targetIndexPath(
                    forDroppingItemAt: source, destinationIndexPath: destinationIndexPath, location: location)
            else { return nil }
            guard target != source else { return target }
            collectionView.performBatchUpdates {
                sizes.insert(sizes.remove(at: source.item), at: target.item)
                collectionView.moveItem(at: source, to: target)
            }
            return target
        }

        /// The engine's gallery prepared afresh for the view with `sizes`.
        func engine(_ sizes: [CGSize]) -> any PreparedLayout {
            JustifiedGalleryLayout(configuration: .photos).prepare(
                in: LayoutEnvironment(
                    boundsSize: collectionView.bounds.size, contentOffset: collectionView.contentOffset,
                    itemCounts: [sizes.count], itemSizes: .perSection([sizes])))
        }

        /// Asserts that the layout's items on screen are `engine(sizes)`'s.
        func assertShows(_ sizes: [CGSize], _ comment: String, file: StaticString = #filePath, line: UInt = #line) {
            collectionView.layoutIfNeeded()
            let expected = engine(sizes)
            for element in expected.elements(in: collectionView.bounds) where element.kind == .cell {
                let path = IndexPath(item: element.index.item, section: element.index.section)
                let frame = layout.layoutAttributesForItem(at: path)?.frame ?? .null
                assertClose(frame.origin, element.frame.origin, 1e-6, "\(comment): \(path)", file: file, line: line)
                assertClose(frame.size, element.frame.size, 1e-6, "\(comment): \(path)", file: file, line: line)
            }
        }
    }

    private static let wide = CGSize(width: 300, height: 100), square = CGSize(width: 100, height: 100)

    @MainActor
    func testADroppedWidePhotoMovesWithItsSize() throws {
        let photos = Photos([Self.wide] + Array(repeating: Self.square, count: 8))
        photos.collectionView.layoutIfNeeded()
        XCTAssertFalse(photos.collectionView.hasActiveDrag || photos.collectionView.hasActiveDrop)
        let third = IndexPath(item: 2, section: 0)
        let slot = try XCTUnwrap(photos.layout.layoutAttributesForItem(at: third)).center
        // Over empty space the collection view's destination is nil: the item under the finger.
        let target = photos.move(from: IndexPath(item: 0, section: 0), destinationIndexPath: nil, location: slot)
        XCTAssertEqual(target, third)
        let shown = [Self.square, Self.square, Self.wide] + Array(repeating: Self.square, count: 6)
        XCTAssertEqual(photos.sizes, shown, "the app moved the photo")
        photos.assertShows(shown, "after the drop")
        let moved = try XCTUnwrap(photos.layout.layoutAttributesForItem(at: third))
        XCTAssertEqual(moved.size.width / moved.size.height, 3, accuracy: 1e-9, "the wide photo is wide there")
        // The end of the section (one past its last item) is the last place.
        let last = photos.move(
            from: third, destinationIndexPath: IndexPath(item: 9, section: 0), location: slot)
        XCTAssertEqual(last, IndexPath(item: 8, section: 0))
        XCTAssertEqual(photos.sizes.last, Self.wide)
        photos.assertShows(photos.sizes, "after the drop at the end")
    }
}
#endif
