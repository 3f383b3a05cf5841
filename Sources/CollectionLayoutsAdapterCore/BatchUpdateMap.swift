import CollectionLayouts

/// Where each item of the data before a batch update is after it, from the update's changes as
/// `prepare(forCollectionViewUpdates:)` lists them: a pure value, tested without a collection view
/// (`BatchUpdateMapTests`).
///
/// UIKit's rules for a batch update: deletions (and the sources of moves) are index paths before
/// the update, insertions (and the destinations of moves) index paths after it; reloads keep an
/// item where it is. An item that is neither deleted nor moved keeps its order among the others:
/// it moves up past the items removed before it, then down past the items inserted before it.
package struct BatchUpdateMap: Equatable, Sendable {
    /// One change of a batch update; item indices are `ElementIndex`, sections `Int`.
    package enum Change: Equatable, Sendable {
        /// An item inserted at this index (after the update).
        case insertItem(ElementIndex)
        /// An item deleted from this index (before the update).
        case deleteItem(ElementIndex)
        /// An item moved from one index (before) to another (after).
        case moveItem(from: ElementIndex, to: ElementIndex)
        /// A section inserted at this index (after the update).
        case insertSection(Int)
        /// A section deleted from this index (before the update), with its items.
        case deleteSection(Int)
        /// A section moved from one index (before) to another (after), with its items.
        case moveSection(from: Int, to: Int)
        /// An item or section reloaded: it stays where it is, so it changes no index.
        case reload
    }

    /// What became of an item that was there before the update.
    package enum Fate: Equatable, Sendable {
        /// Still there, neither deleted nor moved, at this index now.
        case stays(ElementIndex)
        /// Deleted or moved away: the item now in its place (the one that followed it, unless an
        /// insertion took the place) is at `slot`, which may be one past the end of its section.
        case leaves(slot: ElementIndex)
    }

    /// Sections removed (deleted or moved away), before the update, ascending.
    private let removedSections: [Int]
    /// Sections that arrived (inserted or moved in), after the update, ascending.
    private let addedSections: [Int]
    /// Sections deleted with their items, before the update.
    private let deletedSections: Set<Int>
    /// Sections moved, before the update → after it.
    private let sectionMoves: [Int: Int]
    /// Sections moved, after the update → before it.
    private let sectionOrigins: [Int: Int]
    /// Items moved, before the update → after it.
    private let itemMoves: [ElementIndex: ElementIndex]
    /// Items moved, after the update → before it.
    private let itemOrigins: [ElementIndex: ElementIndex]
    /// Items removed (deleted or moved away) per section before the update, ascending.
    private let removedItems: [Int: [Int]]
    /// Items that arrived (inserted or moved in) per section after the update, ascending.
    private let addedItems: [Int: [Int]]

    /// The map of `changes`; a change listed twice counts once.
    package init(_ changes: [Change]) {
        var removedSections: Set<Int> = [], addedSections: Set<Int> = [], deletedSections: Set<Int> = []
        var sectionMoves: [Int: Int] = [:], itemMoves: [ElementIndex: ElementIndex] = [:]
        var removedItems: [Int: Set<Int>] = [:], addedItems: [Int: Set<Int>] = [:]
        for change in changes {
            switch change {
            case .insertItem(let index):
                addedItems[index.section, default: []].insert(index.item)
            case .deleteItem(let index):
                removedItems[index.section, default: []].insert(index.item)
            case let .moveItem(from, to):
                removedItems[from.section, default: []].insert(from.item)
                addedItems[to.section, default: []].insert(to.item)
                itemMoves[from] = to
            case .insertSection(let section):
                addedSections.insert(section)
            case .deleteSection(let section):
                removedSections.insert(section)
                deletedSections.insert(section)
            case let .moveSection(from, to):
                removedSections.insert(from)
                addedSections.insert(to)
                sectionMoves[from] = to
            case .reload:
                break
            }
        }
        self.removedSections = removedSections.sorted()
        self.addedSections = addedSections.sorted()
        self.deletedSections = deletedSections
        self.sectionMoves = sectionMoves
        self.sectionOrigins = Dictionary(sectionMoves.map { ($1, $0) }, uniquingKeysWith: min)
        self.itemMoves = itemMoves
        self.itemOrigins = Dictionary(itemMoves.map { ($1, $0) }, uniquingKeysWith: min)
        self.removedItems = removedItems.mapValues { $0.sorted() }
        self.addedItems = addedItems.mapValues { $0.sorted() }
    }

    /// What became of the item that was at `index` before the update. O(log r + a) for r items
    /// removed from its section and a inserted before it. An item moved away leaves its place as
    /// a deleted one does: the item that was there is no longer where the user was looking.
    package func fate(of index: ElementIndex) -> Fate {
        let section = newSection(of: index.section)
        if deletedSections.contains(index.section) { return .leaves(slot: ElementIndex(section, 0)) }
        let removed = removedItems[index.section] ?? []
        let before = removed.partitioningIndex { $0 >= index.item }
        let item = Self.position(of: index.item - before, among: addedItems[section] ?? [])
        let isRemoved = before < removed.count && removed[before] == index.item
        return isRemoved ? .leaves(slot: ElementIndex(section, item)) : .stays(ElementIndex(section, item))
    }

    /// Where the item at `index` before the update is after it: nil when it was deleted (alone or
    /// with its section). A moved item is where it was moved to. O(log r + a), as ``fate(of:)``.
    package func destination(of index: ElementIndex) -> ElementIndex? {
        if let moved = itemMoves[index] { return moved }
        guard case .stays(let after) = fate(of: index) else { return nil }
        return after
    }

    /// Where the item at `index` after the update was before it: nil when it was inserted (alone or
    /// with its section). The inverse of ``destination(of:)``: an item that neither arrived nor
    /// left moves back past the items inserted before it, then on past the items removed before
    /// it. O(log a + r) for a items added to its section and r removed before it.
    package func origin(of index: ElementIndex) -> ElementIndex? {
        if let moved = itemOrigins[index] { return moved }
        guard let section = originSection(of: index.section) else { return nil }
        let added = addedItems[index.section] ?? []
        let before = added.partitioningIndex { $0 >= index.item }
        if before < added.count && added[before] == index.item { return nil }
        return ElementIndex(section, Self.position(of: index.item - before, among: removedItems[section] ?? []))
    }

    /// Where the section at `section` before the update is after it: nil when it was deleted.
    package func destinationSection(of section: Int) -> Int? {
        deletedSections.contains(section) ? nil : newSection(of: section)
    }

    /// Where the section at `section` after the update was before it: nil when it was inserted.
    package func originSection(of section: Int) -> Int? {
        if let moved = sectionOrigins[section] { return moved }
        let before = addedSections.partitioningIndex { $0 >= section }
        if before < addedSections.count && addedSections[before] == section { return nil }
        return Self.position(of: section - before, among: removedSections)
    }

    /// Where the section at `section` before the update is after it (for a deleted section, the
    /// section now in its place).
    private func newSection(of section: Int) -> Int {
        if let moved = sectionMoves[section] { return moved }
        return Self.position(of: section - removedSections.partitioningIndex { $0 >= section }, among: addedSections)
    }

    /// The position after insertions at `added` (ascending positions after the update) of what is
    /// at `position` before them: one further for each insertion at or before where it has got to.
    /// Read backwards, with the positions removed (before the update) as `added`, it undoes the
    /// removals: what ``origin(of:)`` needs.
    private static func position(of position: Int, among added: [Int]) -> Int {
        var result = position
        // Bound: one step per insertion, stopping at the first beyond `result`.
        for insertion in added {
            guard insertion <= result else { break }
            result += 1
        }
        return result
    }
}
