import CollectionLayouts
import CollectionLayoutsUIKit
import SwiftUI
import UIKit

/// The layouts as sections of one screen, as an app store's front page mixes them: a carousel row
/// of features, topics packed as bubbles, a justified gallery of photos and Apple's plain list of
/// contacts, in one `UICollectionViewCompositionalLayout`.
/// A button shows the same screen in SwiftUI (`MixedSectionsView`).
struct MixedScreen: View {
    /// Whether the SwiftUI version shows.
    @State private var inSwiftUI = false

    var body: some View {
        NavigationStack {
            Group {
                if inSwiftUI { MixedSectionsView() } else { MixedCollectionView() }
            }
            .navigationTitle("Mixed")
            .toolbar { Button(inSwiftUI ? "UIKit" : "SwiftUI") { inSwiftUI.toggle() } }
        }
    }
}

/// The screen's collection view, its data source the coordinator.
private struct MixedCollectionView: UIViewRepresentable {
    func makeCoordinator() -> MixedDataSource { MixedDataSource() }

    func makeUIView(context: Context) -> UICollectionView {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: MixedDataSource.makeLayout())
        context.coordinator.attach(to: collectionView)
        return collectionView
    }

    func updateUIView(_ collectionView: UICollectionView, context: Context) {}
}

/// The four sections' data and cells.
@MainActor
final class MixedDataSource: NSObject, UICollectionViewDataSource {
    /// The sections, top to bottom.
    enum Section: Int, CaseIterable {
        case featured, topics, photos, contacts
    }

    static let photos = Array(Photo.library.prefix(30))
    static let contacts = Array(Contact.all.prefix(20))

    /// The compositional layout: the library's sections from the engine, the list from UIKit.
    static func makeLayout() -> UICollectionViewCompositionalLayout {
        let carousel = try! CarouselLayout.Configuration(
            itemSize: .absolute(CGSize(width: 260, height: 150)), spacing: 12, sideItemScale: 0.85,
            sideItemAlpha: 0.6)
        let packing = try! CirclePackLayout.Configuration(insets: LayoutInsets(all: 16), spacing: 8, ordering: .dense)
        let gallery = try! JustifiedGalleryLayout.Configuration(
            mode: .aspectRatios(targetRowHeight: 140, tolerance: 0.3), insets: LayoutInsets(all: 8), itemSpacing: 4,
            rowSpacing: 4, headerHeight: 0)
        let features = Feature.all.count
        let diameters = Topic.all.map { CGSize(width: $0.diameter, height: $0.diameter) }
        let photoSizes = photos.map(\.pixelSize)
        return UICollectionViewCompositionalLayout { index, environment in
            switch Section(rawValue: index) {
            case .featured:
                .carousel(carousel, itemCount: features, environment: environment)
            case .topics:
                .circlePack(packing, itemCount: diameters.count, itemSizes: diameters, environment: environment)
            case .photos:
                .justifiedGallery(gallery, itemCount: photoSizes.count, itemSizes: photoSizes, environment: environment)
            case .contacts, nil:
                .list(using: UICollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
            }
        }
    }

    private let featureCell = UICollectionView.CellRegistration<UICollectionViewCell, Feature> { cell, _, feature in
        var content = UIListContentConfiguration.cell()
        content.text = feature.title
        content.secondaryText = feature.subtitle
        content.image = UIImage(systemName: feature.symbol)
        content.textProperties.color = .white
        content.secondaryTextProperties.color = .white
        content.imageProperties.tintColor = .white
        cell.contentConfiguration = content
        cell.contentView.backgroundColor = .systemIndigo
        cell.contentView.layer.cornerRadius = 16
    }

    private let topicCell = UICollectionView.CellRegistration<UICollectionViewCell, Topic> { cell, _, topic in
        var content = UIListContentConfiguration.cell()
        content.text = topic.name
        content.textProperties.alignment = .center
        content.textProperties.color = .white
        cell.contentConfiguration = content
        cell.contentView.backgroundColor = .systemTeal
        cell.contentView.layer.cornerRadius = topic.diameter / 2
    }

    private let photoCell = UICollectionView.CellRegistration<UICollectionViewCell, Photo> { cell, _, photo in
        cell.contentView.backgroundColor = UIColor(
            hue: CGFloat(photo.hue), saturation: 0.45, brightness: 0.85, alpha: 1)
    }

    private let contactCell = UICollectionView.CellRegistration<UICollectionViewListCell, Contact> {
        cell, _, contact in
        var content = cell.defaultContentConfiguration()
        content.text = contact.name
        content.secondaryText = contact.initials
        cell.contentConfiguration = content
    }

    /// Makes this the data source of `collectionView`.
    func attach(to collectionView: UICollectionView) {
        collectionView.dataSource = self
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { Section.allCases.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        switch Section(rawValue: section) {
        case .featured: Feature.all.count
        case .topics: Topic.all.count
        case .photos: Self.photos.count
        case .contacts: Self.contacts.count
        case nil: 0
        }
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        switch Section(rawValue: indexPath.section) {
        case .featured:
            collectionView.dequeueConfiguredReusableCell(
                using: featureCell, for: indexPath, item: Feature.all[indexPath.item])
        case .topics:
            collectionView.dequeueConfiguredReusableCell(
                using: topicCell, for: indexPath, item: Topic.all[indexPath.item])
        case .photos:
            collectionView.dequeueConfiguredReusableCell(
                using: photoCell, for: indexPath, item: Self.photos[indexPath.item])
        case .contacts, nil:
            collectionView.dequeueConfiguredReusableCell(
                using: contactCell, for: indexPath, item: Self.contacts[indexPath.item % Self.contacts.count])
        }
    }
}
