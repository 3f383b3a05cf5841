import UIKit
import CollectionLayoutsUIKit

/// A first collection view: sixty contacts in the staggered grid, scrolling sideways.
final class ContactsViewController: UICollectionViewController {
    init() { super.init(collectionViewLayout: StaggeredGridCollectionViewLayout(configuration: .standard)) }
    required init?(coder: NSCoder) { fatalError("made in code") }

    private let cell = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
        var content = cell.defaultContentConfiguration()
        content.text = "Contact \(item + 1)"
        cell.contentConfiguration = content
    }

    override func collectionView(_ view: UICollectionView, numberOfItemsInSection section: Int) -> Int { 60 }

    override func collectionView(_ view: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        view.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: indexPath.item)
    }
}
