#if canImport(UIKit) && !os(watchOS)
import CollectionLayouts
import CollectionLayoutsUIKit
import UIKit
import XCTest

/// UIKit's interactive movement in a real `UICollectionView`: while the finger moves the layout
/// shows the items in their new order with the sizes following their items, and the data source
/// moves the item only at the end.
final class InteractiveMovementSimulatorTests: XCTestCase {
    private static let wide = CGSize(width: 300, height: 100), square = CGSize(width: 100, height: 100)

    @MainActor
    func testAWidePhotoMovedByTheFingerKeepsItsSizeAndTheDataMovesAtTheEnd() throws {
        let photos = ReorderablePhotos([Self.wide] + Array(repeating: Self.square, count: 8))
        photos.collectionView.layoutIfNeeded()
        let third = IndexPath(item: 2, section: 0)
        let slot = try XCTUnwrap(photos.layout.layoutAttributesForItem(at: third)).center
        XCTAssertTrue(photos.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        photos.collectionView.updateInteractiveMovementTargetPosition(slot)
        photos.collectionView.layoutIfNeeded()
        XCTAssertEqual(photos.sizes[0], Self.wide, "the data moves only at the end")
        let shown = [Self.square, Self.square, Self.wide] + Array(repeating: Self.square, count: 6)
        photos.assertShows(shown, "while the finger is on the third place")
        let moving = try XCTUnwrap(photos.layout.layoutAttributesForItem(at: third))
        XCTAssertEqual(moving.size.width / moving.size.height, 3, accuracy: 1e-9, "the wide photo is wide there")
        photos.collectionView.endInteractiveMovement()
        XCTAssertEqual(photos.sizes, shown, "the data source moved the photo")
        photos.assertShows(shown, "after the end")
    }

    @MainActor
    func testACancelledMovementPutsTheItemsBack() throws {
        let photos = ReorderablePhotos([Self.wide] + Array(repeating: Self.square, count: 8))
        photos.collectionView.layoutIfNeeded()
        let slot = try XCTUnwrap(photos.layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))).center
        XCTAssertTrue(photos.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        photos.collectionView.updateInteractiveMovementTargetPosition(slot)
        photos.collectionView.cancelInteractiveMovement()
        XCTAssertEqual(photos.sizes[0], Self.wide)
        photos.assertShows(photos.sizes, "after the cancel")
    }
}
#endif
