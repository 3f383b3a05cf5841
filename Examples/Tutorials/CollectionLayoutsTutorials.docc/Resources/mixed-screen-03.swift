import UIKit
import CollectionLayouts
import CollectionLayoutsUIKit

/// A discovery screen: featured places in a carousel row, topics as packed bubbles, then photos
/// in justified rows.
final class DiscoverViewController: UIViewController {
    private var collectionView: UICollectionView!
    private let features = ["Forests", "Deserts", "Oceans", "Mountains", "Cities"]
    private let topics: [(name: String, followers: Int)] = [
        ("Hiking", 920), ("Birds", 310), ("Camping", 640), ("Maps", 120), ("Rivers", 450),
        ("Islands", 780), ("Caves", 90), ("Glaciers", 260), ("Volcanoes", 530), ("Parks", 870),
    ]
    /// Each photo's size in pixels: the gallery keeps its aspect ratio.
    private let photos: [CGSize] = (0..<30).map { index in
        index % 3 == 0 ? CGSize(width: 3_000, height: 2_000) : CGSize(width: 2_000, height: 2_600)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
    }

    /// The carousel, the bubbles, then the photos in rows about 160 points high.
    private func makeLayout() -> UICollectionViewCompositionalLayout {
        let featureCount = features.count
        let bubbles = topics.map { topic in
            let diameter = 44 + CGFloat(topic.followers) / 10
            return CGSize(width: diameter, height: diameter)
        }
        let photoSizes = photos
        // No header room inside the section: compositional layout gives headers its own way.
        let gallery =
            (try? JustifiedGalleryLayout.Configuration(
                mode: .aspectRatios(targetRowHeight: 160, tolerance: 0.3), headerHeight: 0)) ?? .standard
        return UICollectionViewCompositionalLayout { section, environment in
            switch section {
            case 0: .carousel(.standard, itemCount: featureCount, environment: environment)
            case 1: .circlePack(itemCount: bubbles.count, itemSizes: bubbles, environment: environment)
            default:
                .justifiedGallery(gallery, itemCount: photoSizes.count, itemSizes: photoSizes, environment: environment)
            }
        }
    }
}
