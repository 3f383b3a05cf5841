import SwiftUI
import CollectionLayoutsSwiftUI

/// A grid of photos: several selected, a menu on the pressed photo (or on the whole selection when
/// it is selected), the photo at the top as a binding both ways, pull to refresh on iOS.
struct PhotoPicker: View {
    struct Photo: Identifiable {
        let id: Int
        let title: String
    }
    @State var photos: [Photo]
    @State private var selected: Set<Photo.ID> = []
    @State private var top: Photo.ID?

    var body: some View {
        CollectionLayoutView(photos, layout: .staggeredGrid(.standard)) { PhotoCell(photo: $0) }
            .selection($selected)
            .itemContextMenu { ids in
                Button("Delete \(ids.count) Photos", role: .destructive) { photos.removeAll { ids.contains($0.id) } }
            }
            .scrollPosition(id: $top, anchor: .top)
            .refreshable { await reload() }
            .toolbar { Button("Top") { withAnimation { top = photos.first?.id } } }
    }

    func reload() async {}
}

/// A cell that shows whether its photo is selected.
struct PhotoCell: View {
    @Environment(\.isCollectionLayoutItemSelected) private var isSelected
    let photo: PhotoPicker.Photo

    var body: some View {
        Text(photo.title).padding().background(isSelected ? Color.orange : Color.indigo)
    }
}
