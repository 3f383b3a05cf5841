#if canImport(UIKit) && !os(watchOS)
import CollectionLayouts
import CollectionLayoutsUIKit
import UIKit
import XCTest

/// UIKit's interactive movement in a real `UICollectionView`: while the finger moves the layout
/// shows the items in their new order with the sizes following their items, and the data source
/// moves the item only at the end.
final class InteractiveMovementSimulatorTests: XCTestCase {
    /// A data source of photos of the given sizes that UIKit may reorder: it moves its sizes when
    /// UIKit calls `collectionView(_:moveItemAt:to:)`.
    @MainActor
    private final class Photos: NSObject, UICollectionViewDataSource {
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

        func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

        func collectionView(
            _ collectionView: UICollectionView, moveItemAt source: IndexPath, to destination: IndexPath
        ) {
            sizes.insert(sizes.remove(at: source.item), at: destination.item)
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
    func testAWidePhotoMovedByTheFingerKeepsItsSizeAndTheDataMovesAtTheEnd() throws {
        let photos = Photos([Self.wide] + Array(repeating: Self.square, count: 8))
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
        let photos = Photos([Self.wide] + Array(repeating: Self.square, count: 8))
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
