import UIKit
import CollectionLayouts
import CollectionLayoutsUIKit

/// A discovery screen: featured places in a carousel row.
final class DiscoverViewController: UIViewController {
    private var collectionView: UICollectionView!
    private let features = ["Forests", "Deserts", "Oceans", "Mountains", "Cities"]

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
    }

    /// One section: the carousel, paging from card to card.
    private func makeLayout() -> UICollectionViewCompositionalLayout {
        let featureCount = features.count
        return UICollectionViewCompositionalLayout { _, environment in
            .carousel(.standard, itemCount: featureCount, environment: environment)
        }
    }
}
