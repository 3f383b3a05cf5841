import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation

/// The carousel sections of a ``CollectionLayoutView`` whose sections have their own layouts
/// (``CollectionSectionLayout/carousel(_:)``): the stack's collection view shows each as one row,
/// its first item standing for it, and the row's cell hosts a horizontally scrolling
/// `CollectionLayoutView` of all the section's items with the carousel layout. (Compiled on every
/// platform, so that Linux tests can hold the split.)
package struct CarouselRows<SectionID: Hashable & Sendable, Item: Identifiable> {
    /// One carousel section: what its row hosts.
    package struct Row {
        /// The section's id (the one `onMove` is called with).
        package var section: SectionID
        /// All the section's items, in order.
        package var items: [Item]
        /// The hosted carousel's configuration (``StackedSectionsLayout/SectionLayout/rowCarousel(_:)``).
        package var configuration: CarouselLayout.Configuration
    }

    /// The rows, by the id of the item that stands for each (its section's first).
    package private(set) var rows: [Item.ID: Row] = [:]
    /// The ids of every item inside a carousel row (the nested views show them, the stack does not).
    package private(set) var itemIDs: Set<Item.ID> = []

    /// No carousel rows.
    package init() {}

    /// `sections` (those of an id already seen dropped, as ``CollectionLayoutData`` drops them)
    /// as the stack's collection view shows them — each carousel section cut to its first item
    /// (`StackedSectionsLayout.Configuration.rows(_:)`) — and the carousel rows they make.
    package static func split(
        _ sections: [CollectionLayoutSection<SectionID, Item>]
    ) -> (shown: [CollectionLayoutSection<SectionID, Item>], rows: Self) {
        var seen = Set<SectionID>()
        var shown = sections.filter { seen.insert($0.id).inserted }
        let configuration = CollectionLayoutSection.stackedConfiguration(shown)
        let items = configuration.rows(shown.map(\.items))
        var rows = Self()
        for index in shown.indices {
            guard case .carousel(let carousel) = configuration.section(index).layout,
                let first = shown[index].items.first
            else { continue }
            rows.rows[first.id] = Row(
                section: shown[index].id, items: shown[index].items,
                configuration: StackedSectionsLayout.SectionLayout.rowCarousel(carousel))
            rows.itemIDs.formUnion(shown[index].items.map(\.id))
            shown[index].items = items[index]
        }
        return (shown, rows)
    }
}
