import SwiftUI

/// A photo of the feed: its colour at once, its image when `loader` has it.
struct PhotoCell: View {
    let photo: Photo
    let loader: PhotoLoader
    /// The image shown, with the photo it is of (a reused cell may still hold another photo's).
    @State private var image: (id: Photo.ID, image: CGImage)?

    var body: some View {
        LinearGradient(
            colors: [
                Color(hue: photo.hue, saturation: 0.5, brightness: 0.9),
                Color(hue: photo.hue, saturation: 0.8, brightness: 0.55),
            ],
            startPoint: .topLeading, endPoint: .bottomTrailing
        )
        .overlay {
            if let image, image.id == photo.id {
                Image(decorative: image.image, scale: 1).resizable().scaledToFill().transition(.opacity)
            }
        }
        .overlay(alignment: .bottomLeading) {
            Text("\(Int(photo.pixelSize.width)) × \(Int(photo.pixelSize.height))")
                .font(.caption2.monospacedDigit()).foregroundStyle(.white).padding(6)
        }
        .clipShape(RoundedRectangle(cornerRadius: 4))
        .task(id: photo.id) {
            guard let loaded = await loader.image(for: photo) else { return }
            withAnimation(.easeIn(duration: 0.2)) { image = (photo.id, loaded) }
        }
    }
}
