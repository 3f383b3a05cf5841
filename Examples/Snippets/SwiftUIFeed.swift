import SwiftUI
import CollectionLayoutsSwiftUI

/// An endless feed: the next page loads as the user nears the end, the images of the photos a
/// fling lands on start loading as the finger lifts, and dragging the feed dismisses the keyboard
/// (of a search field above it, say).
struct EndlessFeed: View {
    struct Photo: Identifiable, Equatable {
        let id: Int
        let url: URL
        let pixelSize: CGSize
    }
    var loadPage: (_ after: Photo.ID?) async -> [Photo]
    var prefetchImages: ([Photo]) -> Void
    @State private var photos: [Photo] = []
    @State private var isLoading = false

    var body: some View {
        CollectionLayoutView(photos, layout: .justifiedGallery(.photos), itemSize: { $0.pixelSize }) { photo in
            AsyncImage(url: photo.url) {
                $0.resizable().scaledToFill()
            } placeholder: {
                Color.gray
            }
        }
        .onNearEnd(within: .screens(2)) {  // once per approach; again once the page has come
            guard !isLoading else { return }
            isLoading = true
            Task {
                let page = await loadPage(photos.last?.id)
                photos += page
                isLoading = false
            }
        }
        .onLandingItems { prefetchImages($0) }
        .onMakeCollectionView { $0.keyboardDismissMode = .onDrag }
        .task { photos = await loadPage(nil) }
    }
}
