import SwiftUI
import CollectionLayoutsSwiftUI

/// Bubbles packed by size (the diameter is the width of `itemSize`), in two sections.
struct TopicBubbles: View {
    struct Topic: Identifiable {
        let id: String
        let diameter: CGFloat
    }
    var followed: [Topic]
    var suggested: [Topic]

    var body: some View {
        CollectionLayoutView(
            sections: [
                CollectionLayoutSection(id: "followed", items: followed),
                CollectionLayoutSection(id: "suggested", items: suggested),
            ],
            layout: .circlePack(.standard),
            itemSize: { CGSize(width: $0.diameter, height: $0.diameter) }
        ) { topic in
            Circle().fill(.teal).overlay(Text(topic.id))
        }
    }
}
