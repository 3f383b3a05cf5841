import UIKit
import CollectionLayoutsUIKit

/// A first collection view: sixty contacts in the staggered grid, scrolling sideways.
final class ContactsViewController: UICollectionViewController {
    let names = (1...60).map { "Contact \($0)" }

    init() { super.init(collectionViewLayout: StaggeredGridCollectionViewLayout(configuration: .contacts)) }
    required init?(coder: NSCoder) { fatalError("made in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "contact")
    }

    override func collectionView(_ view: UICollectionView, numberOfItemsInSection section: Int) -> Int { names.count }

    override func collectionView(_ view: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = view.dequeueReusableCell(withReuseIdentifier: "contact", for: indexPath) as! UICollectionViewListCell
        var content = cell.defaultContentConfiguration()
        content.text = names[indexPath.item]
        cell.contentConfiguration = content
        return cell
    }
}
