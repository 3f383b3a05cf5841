import SwiftUI
import CollectionLayouts
import CollectionLayoutsSwiftUI

/// An endless carousel with a page label; tapping a side card centres it.
struct FeaturedCards: View {
    struct Card: Identifiable { let id: String }
    var cards: [Card]
    @State private var current: Card.ID?

    var body: some View {
        VStack {
            CollectionLayoutView(
                cards, layout: .carousel(try! .init(sideItemScale: 0.85, wraps: true)),
                centeredItem: $current, onSelect: { print("tapped", $0.id) }
            ) { card in
                RoundedRectangle(cornerRadius: 20).fill(.indigo).overlay(Text(card.id).foregroundStyle(.white))
            }
            Text(current ?? "")
        }
    }
}
