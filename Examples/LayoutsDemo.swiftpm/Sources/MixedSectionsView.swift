import CollectionLayouts
import CollectionLayoutsSwiftUI
import SwiftUI

/// The mixed screen in SwiftUI: the same four sections as one `CollectionLayoutView` whose sections
/// each take a layout — a carousel row of features that scrolls sideways, packed topic bubbles, a
/// justified gallery and a grid of contacts — each under a title.
struct MixedSectionsView: View {
    /// One item of any section: what its cell shows and the size its layout reads.
    struct Entry: Identifiable {
        let id: String
        let title: String
        let size: CGSize
        let color: Color
    }

    private static let sections: [CollectionLayoutSection<String, Entry>] = {
        let packing = try! CirclePackLayout.Configuration(insets: LayoutInsets(all: 16), spacing: 8, ordering: .dense)
        let gallery = try! JustifiedGalleryLayout.Configuration(
            mode: .aspectRatios(targetRowHeight: 140, tolerance: 0.3), insets: LayoutInsets(all: 8), itemSpacing: 4,
            rowSpacing: 4, headerHeight: 0)
        let carousel = try! CarouselLayout.Configuration(
            itemSize: .absolute(CGSize(width: 260, height: 160)), spacing: 12, sideItemScale: 0.9)
        return [
            CollectionLayoutSection(
                id: "Featured",
                items: Feature.all.map { Entry(id: "feature \($0.id)", title: $0.title, size: .zero, color: .indigo) },
                layout: .carousel(carousel), headerHeight: 44, footerHeight: 24),
            CollectionLayoutSection(
                id: "Topics",
                items: Topic.all.map {
                    Entry(
                        id: "topic \($0.id)", title: $0.name, size: CGSize(width: $0.diameter, height: $0.diameter),
                        color: .teal)
                },
                layout: .circlePack(packing), headerHeight: 44),
            CollectionLayoutSection(
                id: "Photos",
                items: MixedDataSource.photos.map {
                    Entry(
                        id: "photo \($0.id)", title: "", size: $0.pixelSize,
                        color: Color(hue: $0.hue, saturation: 0.45, brightness: 0.85))
                },
                layout: .justifiedGallery(gallery), headerHeight: 44),
            CollectionLayoutSection(
                id: "Contacts",
                items: MixedDataSource.contacts.map {
                    Entry(id: "contact \($0.id)", title: $0.initials, size: .zero, color: .orange)
                },
                layout: .grid(columns: 4, rowHeight: 72, spacing: 8), headerHeight: 44),
        ]
    }()

    var body: some View {
        CollectionLayoutView(sections: Self.sections, itemSize: { $0.size }) { entry in
            Text(entry.title)
                .foregroundStyle(.white)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(entry.color, in: RoundedRectangle(cornerRadius: 12))
        }
        .sectionHeader { title in
            Text(title).font(.title2.bold()).frame(maxWidth: .infinity, alignment: .leading).padding(.horizontal)
        }
        .sectionFooter { _ in
            Text("Swipe the row for more features.").font(.footnote).padding(.horizontal)
        }
    }
}
