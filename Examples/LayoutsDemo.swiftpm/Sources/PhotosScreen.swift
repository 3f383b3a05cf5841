import CollectionLayouts
import CollectionLayoutsSwiftUI
import SwiftUI

/// The justified gallery: photos keep their aspect ratios in rows that fill the width.
struct PhotosScreen: View {
    @State private var photos = Photo.library
    @State private var selected: Photo?
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
                LinearGradient(
                    colors: [
                        Color(hue: photo.hue, saturation: 0.5, brightness: 0.9),
                        Color(hue: photo.hue, saturation: 0.8, brightness: 0.55),
                    ],
                    startPoint: .topLeading, endPoint: .bottomTrailing
                )
                .overlay(alignment: .bottomLeading) {
                    Text("\(Int(photo.pixelSize.width)) × \(Int(photo.pixelSize.height))")
                        .font(.caption2.monospacedDigit()).foregroundStyle(.white).padding(6)
                }
                .clipShape(RoundedRectangle(cornerRadius: 4))
            }
            .ignoresSafeArea(edges: .bottom)
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
}
