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
}
