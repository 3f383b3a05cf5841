import SwiftUI
import CollectionLayoutsSwiftUI

/// Albums in justified rows under their titles: each header takes the height its text needs,
/// and the rows and titles grow with Dynamic Type with no code of yours.
struct AlbumRows: View {
    struct Photo: Identifiable {
        let id: UUID
        let name: String
        let pixelSize: CGSize
    }
    var albums: [CollectionLayoutSection<String, Photo>]

    var body: some View {
        CollectionLayoutView(
            sections: albums, layout: .justifiedGallery(.photos), itemSize: { $0.pixelSize }
        ) { photo in
            Image(photo.name).resizable().scaledToFill()
        }
        .sectionHeader { title in
            Text(title).font(.title2.bold()).frame(maxWidth: .infinity, alignment: .leading).padding()
        }
    }
}
