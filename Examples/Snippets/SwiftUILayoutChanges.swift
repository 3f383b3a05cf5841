import SwiftUI
import CollectionLayouts
import CollectionLayoutsSwiftUI
import CollectionLayoutsUIKit

/// Rows that grow and shrink with an animation (a new configuration in `withAnimation`), and
/// deleted photos that fade out: a property of the UIKit layout the view does not wrap.
struct ZoomingGallery: View {
    struct Photo: Identifiable {
        let id: Int
        let color: Color
        let pixelSize: CGSize
    }
    @State var photos: [Photo]
    @State private var rowHeight: CGFloat = 120

    var body: some View {
        CollectionLayoutView(
            photos, layout: .justifiedGallery(try! .init(mode: .aspectRatios(targetRowHeight: rowHeight))),
            itemSize: { $0.pixelSize }
        ) { photo in
            photo.color
        }
        .onUpdateCollectionView { collectionView in
            (collectionView.collectionViewLayout as? EngineCollectionViewLayout)?.deleteTransition = .fade
        }
        .toolbar {
            Button("Zoom") { withAnimation { rowHeight = rowHeight == 120 ? 240 : 120 } }
            Button("Delete") { _ = photos.popLast() }
        }
    }
}
