import UIKit
import CollectionLayouts
import CollectionLayoutsUIKit

/// A discovery screen: featured places in a carousel row, then topics as packed bubbles.
final class DiscoverViewController: UIViewController {
    private var collectionView: UICollectionView!
    private let features = ["Forests", "Deserts", "Oceans", "Mountains", "Cities"]
    private let topics: [(name: String, followers: Int)] = [
        ("Hiking", 920), ("Birds", 310), ("Camping", 640), ("Maps", 120), ("Rivers", 450),
        ("Islands", 780), ("Caves", 90), ("Glaciers", 260), ("Volcanoes", 530), ("Parks", 870),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
    }

    /// The carousel, then the bubbles: a circle's diameter is the width of its size.
    private func makeLayout() -> UICollectionViewCompositionalLayout {
        let featureCount = features.count
        let bubbles = topics.map { topic in
            let diameter = 44 + CGFloat(topic.followers) / 10
            return CGSize(width: diameter, height: diameter)
        }
        return UICollectionViewCompositionalLayout { section, environment in
            switch section {
            case 0: .carousel(.standard, itemCount: featureCount, environment: environment)
            default: .circlePack(itemCount: bubbles.count, itemSizes: bubbles, environment: environment)
            }
        }
    }
}
