import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The data a ``CollectionLayoutView`` shows, as last applied: the sections' and items' ids (each
/// id once, the first item of an id kept), the items by id, and each item's size from the view's
/// `itemSize`, kept by id so that an update asks `itemSize` only for the items that need it.
///
/// An item's size is asked when its id appears (an id that left and comes back is new again) and
/// when the item changed: an `Equatable` item changed when it is not `==` the item last shown
/// under its id; an item that is not `Equatable` keeps its id's size until its id leaves. So
/// appending 50 items to 10,000 asks 50 sizes, and moving, shuffling or deleting asks none.
/// (Compiled on every platform, so that Linux tests can hold it.)
package struct CollectionLayoutData<SectionID: Hashable & Sendable, Item: Identifiable> {
    /// The sections' ids, in order.
    package private(set) var sectionIDs: [SectionID] = []
    /// Each section's item ids, in order.
    package private(set) var itemIDs: [[Item.ID]] = []
    /// The items by id.
    package private(set) var items: [Item.ID: Item] = [:]
    /// Each section's item sizes, in the order of ``itemIDs``: what the layout reads, O(1) per
    /// item. Empty without `itemSize`.
    package private(set) var sizes: [[CGSize]] = []
    /// The size of each item, by id (empty without `itemSize`).
    private var sizesByID: [Item.ID: CGSize] = [:]

    /// What an update changed.
    package struct Change: Equatable {
        /// Whether the sections or items changed (ids, order, count): a new snapshot to apply.
        package var identifiers = false
        /// Whether an item that was there before has a new size, or sizes came or went: the
        /// layout must prepare afresh (an append keeps the old items' sizes otherwise).
        package var sizesOfKeptItems = false
        /// How many times `itemSize` was called.
        package var sizesAsked = 0

        package init(identifiers: Bool = false, sizesOfKeptItems: Bool = false, sizesAsked: Int = 0) {
            self.identifiers = identifiers
            self.sizesOfKeptItems = sizesOfKeptItems
            self.sizesAsked = sizesAsked
        }
    }

    package init() {}

    /// All the items, counted once each.
    package var itemCount: Int { items.count }

    /// The id of the last item (of the last section that has items), or nil when there are none.
    package var lastItemID: Item.ID? {
        itemIDs.last(where: { !$0.isEmpty })?.last
    }

    /// The id of the item at `item` of `section`, or nil when there is none.
    package func itemID(section: Int, item: Int) -> Item.ID? {
        guard itemIDs.indices.contains(section), itemIDs[section].indices.contains(item) else { return nil }
        return itemIDs[section][item]
    }

    /// The item at `item` of `section`, or nil when there is none.
    package func item(section: Int, item: Int) -> Item? {
        itemID(section: section, item: item).flatMap { items[$0] }
    }

    /// The size of the item at `item` of `section` as ``sizes`` keeps it (the app's `itemSize` is
    /// not called); zero when there is none, or without `itemSize`.
    package func size(section: Int, item: Int) -> CGSize {
        guard sizes.indices.contains(section), sizes[section].indices.contains(item) else { return .zero }
        return sizes[section][item]
    }

    /// The item at `indexPath` (a section and an item), or nil when there is none: what both
    /// coordinators read for a cell, a landing item and a VoiceOver label.
    package func item(at indexPath: IndexPath) -> Item? {
        ElementIndex(indexPath).flatMap { item(section: $0.section, item: $0.item) }
    }

    /// The size of the item at `indexPath` as last asked from the view's `itemSize`, or zero when
    /// there is no such item or no sizes: what both coordinators give the layout, never calling
    /// the app's `itemSize` from inside a layout pass.
    package func size(at indexPath: IndexPath) -> CGSize {
        guard let index = ElementIndex(indexPath), sizes.indices.contains(index.section),
            sizes[index.section].indices.contains(index.item)
        else { return .zero }
        return sizes[index.section][index.item]
    }

    /// Takes a new version of the data: unique ids only (the first item or section of an id is
    /// kept), and each item's size from `itemSize` (nil: no sizes), asked only for the items that
    /// are new or changed.
    package mutating func update(
        to sections: [CollectionLayoutSection<SectionID, Item>], itemSize: ((Item) -> CGSize)?
    ) -> Change {
        var change = Change()
        let isEqual = itemSize == nil ? nil : Self.valueEquality()
        var seenSections = Set<SectionID>()
        var newSectionIDs: [SectionID] = [], newItemIDs: [[Item.ID]] = [], newSizes: [[CGSize]] = []
        var newItems: [Item.ID: Item] = [:], newSizesByID: [Item.ID: CGSize] = [:]
        newItems.reserveCapacity(items.count)
        for section in sections where seenSections.insert(section.id).inserted {
            newSectionIDs.append(section.id)
            var ids: [Item.ID] = [], sectionSizes: [CGSize] = []
            ids.reserveCapacity(section.items.count)
            for item in section.items where newItems[item.id] == nil {
                ids.append(item.id)
                newItems[item.id] = item
                guard let itemSize else { continue }
                let known = sizesByID[item.id]
                var size: CGSize
                if let known, let old = items[item.id], isEqual.map({ $0(old, item) }) ?? true {
                    size = known
                } else {
                    size = itemSize(item)
                    change.sizesAsked += 1
                    if let known, known != size { change.sizesOfKeptItems = true }
                }
                sectionSizes.append(size)
                newSizesByID[item.id] = size
            }
            newItemIDs.append(ids)
            if itemSize != nil { newSizes.append(sectionSizes) }
        }
        change.identifiers = newSectionIDs != sectionIDs || newItemIDs != itemIDs
        if (itemSize == nil) != sizesByID.isEmpty && !items.isEmpty { change.sizesOfKeptItems = true }
        sectionIDs = newSectionIDs
        itemIDs = newItemIDs
        items = newItems
        sizes = newSizes
        sizesByID = newSizesByID
        return change
    }

    /// `==` for `Item` when it is `Equatable`, nil otherwise.
    private static func valueEquality() -> ((Item, Item) -> Bool)? {
        guard let equatable = Item.self as? any Equatable.Type else { return nil }
        return equality(equatable)
    }

    /// `==` for `Item`, which is `E`.
    private static func equality<E: Equatable>(_: E.Type) -> (Item, Item) -> Bool {
        { ($0 as? E) == ($1 as? E) }
    }
}
