import SwiftUI
import CollectionLayouts
import CollectionLayoutsSwiftUI

/// A justified gallery of images in a SwiftUI scroll view: each image's ideal size gives its
/// aspect ratio.
struct GalleryStackView: View {
    var imageNames: [String]

    var body: some View {
        ScrollView {
            CollectionLayoutStack<JustifiedGalleryLayout>(configuration: .photos) {
                ForEach(imageNames, id: \.self) { Image($0).resizable().scaledToFill() }
            }
        }
    }
}
