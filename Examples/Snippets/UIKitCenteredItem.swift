import UIKit
import CollectionLayoutsUIKit

/// The carousel tells its page label which item is centred, once per change, when scrolling
/// rests; the buttons scroll to an item with the carousel's snapping.
@MainActor
final class CarouselPager {
    let layout = CarouselCollectionViewLayout()
    let label = UILabel()

    init(collectionView: UICollectionView) {
        collectionView.collectionViewLayout = layout
        layout.centeredItemDidChange = { [label] indexPath in
            label.text = indexPath.map { "Item \($0.item + 1)" } ?? "Empty"
        }
    }

    func next() {
        guard let current = layout.centeredItem else { return }
        layout.scrollToItem(at: IndexPath(item: current.item + 1, section: current.section), animated: true)
    }
}
