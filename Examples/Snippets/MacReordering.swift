import SwiftUI
import CollectionLayoutsSwiftUI

/// On the Mac, albums whose photos the user reorders by drag and drop: a gap shows where the
/// dragged photos would go, and the drop moves them within their album.
struct MacReorderableAlbums: View {
    struct Photo: Identifiable {
        let id: Int
        let title: String
    }
    @State var albums: [CollectionLayoutSection<String, Photo>]

    var body: some View {
        CollectionLayoutView(sections: albums, layout: .staggeredGrid(.standard)) { photo in
            RoundedRectangle(cornerRadius: 8).fill(.indigo).overlay(Text(photo.title))
        }
        .onMove { album, source, destination in
            guard let index = albums.firstIndex(where: { $0.id == album }) else { return }
            albums[index].items.move(fromOffsets: source, toOffset: destination)
        }
    }
}
