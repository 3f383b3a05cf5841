import SwiftUI
import CollectionLayoutsSwiftUI

/// Photos in justified rows, each keeping its aspect ratio (width / height of `pixelSize`).
struct PhotoRows: View {
    struct Photo: Identifiable {
        let id: UUID
        let name: String
        let pixelSize: CGSize
    }
    var photos: [Photo]

    var body: some View {
        CollectionLayoutView(photos, layout: .justifiedGallery(.photos), itemSize: { $0.pixelSize }) { photo in
            Image(photo.name).resizable().scaledToFill()
        }
    }
}
