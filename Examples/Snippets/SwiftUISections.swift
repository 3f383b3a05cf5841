import SwiftUI
import CollectionLayoutsSwiftUI

/// A discovery screen in one view: a carousel row of featured cards that scrolls sideways, packed
/// topic bubbles, a justified gallery of photos, a staggered grid of contacts, a grid of albums and
/// a plain list, each section with its own layout under its own title.
struct DiscoverScreen: View {
    struct Entry: Identifiable {
        let id: Int
        let title: String
        let size: CGSize  // a bubble's diameter is the width; a photo's aspect ratio, width / height
    }
    var featured: [Entry], topics: [Entry], photos: [Entry], contacts: [Entry], albums: [Entry], recent: [Entry]

    var body: some View {
        CollectionLayoutView(
            sections: [
                CollectionLayoutSection(
                    id: "Featured", items: featured,
                    layout: .carousel(
                        try! .init(itemSize: .absolute(CGSize(width: 280, height: 180)), sideItemScale: 0.9)),
                    headerHeight: 44),
                CollectionLayoutSection(id: "Topics", items: topics, layout: .circlePack(), headerHeight: 44),
                CollectionLayoutSection(
                    id: "Photos", items: photos, layout: .justifiedGallery(.photos), headerHeight: 44,
                    footerHeight: 30),
                CollectionLayoutSection(id: "Contacts", items: contacts, layout: .staggeredGrid(), headerHeight: 44),
                CollectionLayoutSection(
                    id: "Albums", items: albums, layout: .grid(columns: 3, rowHeight: 120, spacing: 8),
                    headerHeight: 44),
                CollectionLayoutSection(id: "Recent", items: recent, layout: .list(rowHeight: 52)),
            ],
            itemSize: { $0.size }
        ) { entry in
            Text(entry.title).frame(maxWidth: .infinity, maxHeight: .infinity).background(.thinMaterial)
        }
        .sectionHeader { title in
            Text(title).font(.title2.bold()).frame(maxWidth: .infinity, alignment: .leading).padding(.horizontal)
        }
        .sectionFooter { title in
            Text("More \(title.lowercased()) in Library").font(.footnote).foregroundStyle(.secondary)
        }
    }
}
