import CollectionLayouts
import CollectionLayoutsSwiftUI
import SwiftUI

/// The circle packing: topics as bubbles sized by their followers; tap one to follow it.
struct TopicsScreen: View {
    @State private var followed: Set<Topic.ID> = []
    private let packing = try! CirclePackLayout.Configuration(
        insets: LayoutInsets(all: 16), spacing: 8, ordering: .dense)

    var body: some View {
        NavigationStack {
            CollectionLayoutView(
                Topic.all, layout: .circlePack(packing),
                itemSize: { CGSize(width: $0.diameter, height: $0.diameter) },
                onSelect: { topic in
                    if followed.remove(topic.id) == nil { followed.insert(topic.id) }
                }
            ) { topic in
                let isFollowed = followed.contains(topic.id)
                Circle()
                    .fill(isFollowed ? Color.orange.gradient : Color.teal.gradient)
                    .overlay {
                        VStack(spacing: 2) {
                            Text(topic.name).font(.headline)
                            Text("\(topic.followers / 1000)k").font(.caption)
                        }
                        .foregroundStyle(.white)
                        .minimumScaleFactor(0.5)
                        .padding(8)
                    }
            }
            .navigationTitle("Topics (\(followed.count) followed)")
        }
    }
}
