import CollectionLayouts
import CollectionLayoutsAdapterCore
import CollectionLayoutsSwiftUI
import Foundation
import Testing

/// What `CollectionLayoutView(sections:)` hands its stacked layout, without SwiftUI: each section's
/// layout and header and footer estimates, by the position the data gives the section.
@Suite("SwiftUI view: sections with their own layouts")
struct SectionLayoutsTests {
    struct Tag: Identifiable {
        let id: Int
    }

    @Test("Each section's layout and estimates, in the data's order; a repeated id dropped as the data drops it")
    func configurationFollowsTheData() throws {
        let gallery = try JustifiedGalleryLayout.Configuration(headerHeight: 0)
        let sections = [
            CollectionLayoutSection(id: "a", items: [Tag(id: 1)], layout: .circlePack(), headerHeight: 40),
            CollectionLayoutSection(id: "a", items: [Tag(id: 2)], layout: .list()),
            CollectionLayoutSection(id: "b", items: [Tag(id: 3)]),
            CollectionLayoutSection(
                id: "c", items: [Tag(id: 4)], layout: .justifiedGallery(gallery), footerHeight: 20),
        ]
        var data = CollectionLayoutData<String, Tag>()
        _ = data.update(to: sections, itemSize: nil)
        let configuration = CollectionLayoutSection.stackedConfiguration(sections)
        #expect(data.sectionIDs == ["a", "b", "c"])
        #expect(
            configuration.sections == [
                .init(layout: .circlePack(.standard), headerHeight: 40),
                .standard,
                .init(layout: .justifiedGallery(gallery), footerHeight: 20),
            ])
        #expect(configuration.section(3) == .standard)
        #expect(CollectionSectionLayout.list() == CollectionSectionLayout.list(rowHeight: 44, spacing: 0))
        #expect(CollectionSectionLayout.staggeredGrid().layout == .staggeredGrid(.standard))
        #expect(CollectionSectionLayout.circlePack().layout == .circlePack(.standard))
    }

    @Test("A carousel section is one row: its first item stands for it, the row hosts all its items")
    func carouselSectionIsOneRow() throws {
        let vertical = try CarouselLayout.Configuration(
            itemSize: .absolute(CGSize(width: 200, height: 120)), scrollAxis: .vertical)
        let sections = [
            CollectionLayoutSection(
                id: "featured", items: [Tag(id: 1), Tag(id: 2), Tag(id: 3)], layout: .carousel(vertical)),
            CollectionLayoutSection(id: "featured", items: [Tag(id: 9)], layout: .list()),
            CollectionLayoutSection(id: "albums", items: [Tag(id: 4), Tag(id: 5)], layout: .grid(columns: 3)),
            CollectionLayoutSection(id: "empty", items: [Tag](), layout: .carousel()),
        ]
        let split = CarouselRows.split(sections)
        #expect(split.shown.map(\.id) == ["featured", "albums", "empty"])
        #expect(split.shown.map { $0.items.map(\.id) } == [[1], [4, 5], []])
        #expect(split.rows.rows.count == 1)
        let row = try #require(split.rows.rows[1])
        #expect(row.section == "featured" && row.items.map(\.id) == [1, 2, 3])
        #expect(row.configuration.scrollAxis == .horizontal && row.configuration.itemSize == vertical.itemSize)
        #expect(split.rows.itemIDs == [1, 2, 3])
        let configuration = CollectionLayoutSection.stackedConfiguration(split.shown)
        #expect(configuration.section(0).layout == .carousel(vertical))
        #expect(configuration.section(1).layout == .grid(columns: 3, rowHeight: 44, spacing: 8))
        #expect(
            CollectionSectionLayout.grid(columns: 2, rowHeight: 60, spacing: 4).layout
                == .grid(columns: 2, rowHeight: 60, spacing: 4))
        #expect(CollectionSectionLayout.carousel().layout == .carousel(.standard))
    }
}
