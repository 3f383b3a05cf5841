import SwiftUI
import CollectionLayouts
import CollectionLayoutsSwiftUI

/// Shared code of a multiplatform app: the same view compiles unchanged for iOS, tvOS and macOS
/// (a `UICollectionView` on iOS and tvOS, an `NSCollectionView` on the Mac), with every layout and
/// every modifier of `CollectionLayoutView`.
struct MultiplatformLayouts: View {
    struct Photo: Identifiable, Equatable {
        let id: Int
        let title: String
        let pixelSize: CGSize
    }
    var albums: [CollectionLayoutSection<String, Photo>]
    var photos: [Photo] { albums.flatMap(\.items) }
    @State private var current: Photo.ID?
    @State private var layout = 0
    @State private var chosen: Photo.ID?
    @State private var selected: Set<Photo.ID> = []
    @State private var position: Photo.ID?

    var body: some View {
        VStack {
            Picker("Layout", selection: $layout) {
                ForEach(0..<5, id: \.self) { Text("\($0)").tag($0) }
            }
            switch layout {
            case 0:
                CollectionLayoutView(
                    photos, layout: .carousel(try! .init(sideItemScale: 0.85, wraps: true)),
                    centeredItem: $current, onSelect: { print("chose", $0.title) }
                ) { photo in card(photo) }
                .accessibilityItemLabel { $0.title }
                .onLandingItems { landing in print("landing on", landing.map(\.id)) }
            case 1:
                CollectionLayoutView(photos, layout: .wheel(.standard), centeredItem: $current) { photo in card(photo) }
                    .dynamicTypeStyle(.body)
            case 2:
                CollectionLayoutView(photos, layout: .circlePack(.standard), itemSize: { $0.pixelSize }) { photo in
                    Circle().fill(.teal).overlay(Text(photo.title))
                }
                .selection($chosen)
            case 3:
                CollectionLayoutView(
                    sections: albums, layout: .justifiedGallery(.photos), itemSize: { $0.pixelSize }
                ) { photo in card(photo) }
                .sectionHeader { album in Text(album).font(.headline) }
                .sectionFooter { album in Text("End of \(album)").font(.caption) }
                .onNearEnd(within: .items(10)) { print("load more") }
            default:
                // Several selected (each cell reads whether it is), a menu on the pressed item or the
                // selection, the item at the top as a binding both ways, pull to refresh on iOS.
                CollectionLayoutView(photos, layout: .staggeredGrid(.standard)) { SelectableCard(photo: $0) }
                    .selection($selected)
                    .itemContextMenu { ids in
                        Button("Forget \(ids.count) Photos", role: .destructive) { selected.subtract(ids) }
                    }
                    .scrollPosition(id: $position, anchor: .top)
                    .onMakeCollectionView { collectionView in print("made", collectionView.numberOfSections) }
                    .onUpdateCollectionView { collectionView in print(collectionView.numberOfSections) }
            }
            Text(current.map { "Photo \($0)" } ?? "")
            Button("Back to the first") { withAnimation { position = photos.first?.id } }
        }
        .refreshable { try? await Task.sleep(nanoseconds: 1_000_000_000) }
    }

    /// A card that shows whether its photo is selected.
    struct SelectableCard: View {
        @Environment(\.isCollectionLayoutItemSelected) private var isSelected
        let photo: Photo

        var body: some View {
            RoundedRectangle(cornerRadius: 12).fill(isSelected ? .orange : .indigo)
                .overlay(Text(photo.title).foregroundStyle(.white))
        }
    }

    /// A photo's card.
    private func card(_ photo: Photo) -> some View {
        RoundedRectangle(cornerRadius: 12).fill(.indigo).overlay(Text(photo.title).foregroundStyle(.white))
    }
}
