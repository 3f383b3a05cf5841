import UIKit
import CollectionLayouts
import CollectionLayoutsUIKit

/// A topic's bubble: a cell whose corners round it into a circle at any size.
final class BubbleCell: UICollectionViewListCell {
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = min(bounds.width, bounds.height) / 2
        layer.masksToBounds = true
        backgroundColor = .systemTeal
    }
}

/// A discovery screen: featured places in a carousel row, topics as packed bubbles, then photos
/// in justified rows.
final class DiscoverViewController: UIViewController {
    /// The screen's sections, in order.
    enum Section: Int, CaseIterable { case features, topics, photos }
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, String>!
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
        dataSource = makeDataSource()
        dataSource.apply(makeSnapshot(), animatingDifferences: false)
    }

    /// A cell per item, showing its title; the topics in round bubbles.
    private func makeDataSource() -> UICollectionViewDiffableDataSource<Section, String> {
        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
        }
        let bubble = UICollectionView.CellRegistration<BubbleCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            content.textProperties.alignment = .center
            cell.contentConfiguration = content
        }
        return UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            let title = String(item.drop { $0 != ":" }.dropFirst())
            if indexPath.section == Section.topics.rawValue {
                return collectionView.dequeueConfiguredReusableCell(using: bubble, for: indexPath, item: title)
            }
            return collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: title)
        }
    }

    /// The items of each section, in the order the layout's sizes are given; each identifier is
    /// unique across the screen.
    private func makeSnapshot() -> NSDiffableDataSourceSnapshot<Section, String> {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(features.map { "feature:\($0)" }, toSection: .features)
        snapshot.appendItems(topics.map { "topic:\($0.name)" }, toSection: .topics)
        snapshot.appendItems(photos.indices.map { "photo:\($0)" }, toSection: .photos)
        return snapshot
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
            switch Section(rawValue: section) {
            case .features: .carousel(.standard, itemCount: featureCount, environment: environment)
            case .topics: .circlePack(itemCount: bubbles.count, itemSizes: bubbles, environment: environment)
            case .photos, nil:
                .justifiedGallery(gallery, itemCount: photoSizes.count, itemSizes: photoSizes, environment: environment)
            }
        }
    }
}
