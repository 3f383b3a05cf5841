#if canImport(UIKit) && !os(watchOS)
import CollectionLayouts
import CollectionLayoutsUIKit
import UIKit
import XCTest

/// Photos of the given sizes in a justified gallery in a real `UICollectionView`, shown in a
/// window, that UIKit may reorder: the data source moves its sizes when UIKit calls
/// `collectionView(_:moveItemAt:to:)` (interactive movement), and ``moveByDrop(from:to:)`` moves
/// them with the batch update a drop delegate makes. The reordering tests compare what the layout
/// shows with the engine's gallery prepared afresh for the sizes in their new order.
@MainActor
final class ReorderablePhotos: NSObject, UICollectionViewDataSource {
    /// The photos' sizes, in the data's order.
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

    /// A drop's move, as a drop delegate makes it: the data, then `performBatchUpdates` with the move.
    func moveByDrop(from source: IndexPath, to target: IndexPath) {
        collectionView.performBatchUpdates {
            sizes.insert(sizes.remove(at: source.item), at: target.item)
            collectionView.moveItem(at: source, to: target)
        }
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
#endif
