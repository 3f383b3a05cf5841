import SwiftUI
import CollectionLayouts
import CollectionLayoutsSwiftUI

/// A discovery screen: featured places in a carousel row.
struct DiscoverScreen: View {
    struct Feature: Identifiable { let id: String }
    var features = ["Forests", "Deserts", "Oceans", "Mountains", "Cities"].map(Feature.init)

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                Text("Featured").font(.title2.bold()).padding(.horizontal)
                CollectionLayoutView(features, layout: .carousel(.standard)) { feature in
                    RoundedRectangle(cornerRadius: 20).fill(.indigo)
                        .overlay(Text(feature.id).foregroundStyle(.white))
                }
                .frame(height: 260)
            }
        }
    }
}
