import SwiftUI
import CollectionLayoutsSwiftUI

/// Photos the user reorders: a long press lifts one, the others make room, each keeping its size.
struct ReorderablePhotos: View {
    struct Photo: Identifiable {
        let id: UUID
        let name: String
        let pixelSize: CGSize
    }
    @State var photos: [Photo]

    var body: some View {
        CollectionLayoutView(photos, layout: .justifiedGallery(.photos), itemSize: { $0.pixelSize }) { photo in
            Image(photo.name).resizable().scaledToFill()
        }
        .onMove { _, source, destination in
            photos.move(fromOffsets: source, toOffset: destination)
        }
    }
}
