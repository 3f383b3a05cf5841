import CollectionLayouts
import CollectionLayoutsSwiftUI
import SwiftUI

/// The justified gallery: an endless feed of photos that keep their aspect ratios in rows that
/// fill the width. The next page loads as the user nears the end (`onNearEnd`), and the images of
/// the photos a fling lands on start loading as the finger lifts (`onLandingItems`).
struct PhotosScreen: View {
    @State private var photos = Photo.library
    @State private var selected: Photo?
    /// The id of the feed's next photo, and whether its page is on its way.
    @State private var nextID = Photo.library.count
    @State private var isLoadingPage = false
    @State private var loader = PhotoLoader()
    /// Rows near 180 points on a phone, no section header.
    private let gallery = try! JustifiedGalleryLayout.Configuration(
        mode: .aspectRatios(targetRowHeight: 180), insets: LayoutInsets(all: 4), itemSpacing: 4, rowSpacing: 4,
        headerHeight: 0)

    var body: some View {
        NavigationStack {
            CollectionLayoutView(
                photos, layout: .justifiedGallery(gallery), itemSize: { $0.pixelSize },
                onSelect: { selected = $0 }
            ) { photo in
                PhotoCell(photo: photo, loader: loader)
            }
            .onNearEnd { loadNextPage() }
            .onLandingItems { loader.prefetch($0) }
            .ignoresSafeArea(edges: .bottom)
            .overlay(alignment: .bottom) {
                if isLoadingPage { ProgressView().padding().background(.regularMaterial, in: Capsule()).padding() }
            }
            .navigationTitle("Photos")
            .toolbar {
                Button("Shuffle") { withAnimation { photos.shuffle() } }
                Button("Remove") { withAnimation { _ = photos.popLast() } }.disabled(photos.isEmpty)
            }
            .sheet(item: $selected) { photo in
                Text("Photo \(photo.id): \(Int(photo.pixelSize.width)) × \(Int(photo.pixelSize.height))")
                    .presentationDetents([.medium])
            }
        }
    }

    /// Loads the feed's next page, 120 photos after a network's latency (0.4 s), until the feed
    /// has given all of its photos; nothing while a page is on its way.
    private func loadNextPage() {
        guard !isLoadingPage, nextID < Photo.feedLength else { return }
        isLoadingPage = true
        let ids = nextID..<min(nextID + 120, Photo.feedLength)
        Task {
            try? await Task.sleep(nanoseconds: 400_000_000)
            photos += Photo.page(ids)
            nextID = ids.upperBound
            isLoadingPage = false
        }
    }
}
