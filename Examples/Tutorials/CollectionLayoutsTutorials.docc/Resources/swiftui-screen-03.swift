import SwiftUI
import CollectionLayouts
import CollectionLayoutsSwiftUI

/// A discovery screen: featured places in a carousel row, topics as packed bubbles, then photos
/// in justified rows.
struct DiscoverScreen: View {
    struct Feature: Identifiable { let id: String }
    var features = ["Forests", "Deserts", "Oceans", "Mountains", "Cities"].map(Feature.init)
    struct Topic: Identifiable {
        let id: String
        let followers: Int
        /// The bubble's diameter: larger for topics with more followers.
        var diameter: CGFloat { 44 + CGFloat(followers) / 10 }
    }
    var topics = [
        Topic(id: "Hiking", followers: 920), Topic(id: "Birds", followers: 310),
        Topic(id: "Camping", followers: 640), Topic(id: "Maps", followers: 120),
        Topic(id: "Rivers", followers: 450), Topic(id: "Islands", followers: 780),
        Topic(id: "Caves", followers: 90), Topic(id: "Glaciers", followers: 260),
    ]

    struct Photo: Identifiable {
        let id: Int
        /// The photo's size in pixels: the gallery keeps its aspect ratio.
        let pixelSize: CGSize
    }
    var photos = (0..<24).map { index in
        Photo(
            id: index,
            pixelSize: index % 3 == 0 ? CGSize(width: 3_000, height: 2_000) : CGSize(width: 2_000, height: 2_600))
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                Text("Featured").font(.title2.bold()).padding(.horizontal)
                CollectionLayoutView(features, layout: .carousel(.standard)) { feature in
                    RoundedRectangle(cornerRadius: 20).fill(.indigo)
                        .overlay(Text(feature.id).foregroundStyle(.white))
                }
                .frame(height: 260)
                Text("Topics").font(.title2.bold()).padding(.horizontal)
                // A few bubbles: a stack lays out every child at once, each at its own size.
                CollectionLayoutStack<CirclePackLayout>(configuration: .standard) {
                    ForEach(topics) { topic in
                        Circle().fill(.teal)
                            .overlay(Text(topic.id).font(.caption))
                            .frame(width: topic.diameter, height: topic.diameter)
                    }
                }
                Text("Photos").font(.title2.bold()).padding(.horizontal)
                // Each photo's ideal size gives its aspect ratio; rows fill the width edge to edge.
                CollectionLayoutStack<JustifiedGalleryLayout>(configuration: .photos) {
                    ForEach(photos) { photo in
                        Rectangle().fill(.orange.opacity(0.6))
                            .frame(idealWidth: photo.pixelSize.width, idealHeight: photo.pixelSize.height)
                    }
                }
            }
        }
    }
}
