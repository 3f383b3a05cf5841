import CollectionLayouts
import Foundation

/// Items reordered by drag and drop within their section (AppKit's `NSCollectionView` drag and
/// drop, which the Mac's `CollectionLayoutView.onMove` uses), as a value: which items are dragged,
/// where a drop may go, and the app's move for a drop.
///
/// The collection view proposes a drop index path and an operation (before the item there, or on
/// it); a drop moves the dragged items to the proposed place in their own section. A drop on an
/// item goes before it, and a drop in another section is refused: items move within their section,
/// as on iOS. The move is in `Array.move(fromOffsets:toOffset:)`'s convention, whose destination
/// counts the items before the move, as the proposed index does.
///
/// Invariant: ``dragged`` is non-empty, sorted, without duplicates, all in ``section``.
package struct DragReorder: Equatable, Sendable {
    /// The dragged items' section.
    package let section: Int
    /// The dragged items, in order.
    package let dragged: [ElementIndex]

    /// The drag of `items`; nil when there are none or they are in more than one section (a drag
    /// that cannot reorder: the collection view is then told no drag).
    package init?(dragging items: some Sequence<ElementIndex>) {
        let sorted = Array(Set(items)).sorted()
        guard let first = sorted.first, sorted.allSatisfy({ $0.section == first.section }), first.item >= 0 else {
            return nil
        }
        section = first.section
        dragged = sorted
    }

    /// Where a drop proposed at `proposed` goes, `counts` the items per section: before the item
    /// at `proposed` (a drop on an item goes before it; at the end of the section, `proposed.item`
    /// is its count); nil to refuse it (another section, an index outside the section).
    package func target(proposed: ElementIndex, counts: [Int]) -> ElementIndex? {
        guard proposed.section == section, counts.indices.contains(section),
            (0...counts[section]).contains(proposed.item)
        else { return nil }
        return proposed
    }

    /// The app's move for a drop before the item at `target`, `count` the items of the section:
    /// the dragged items' offsets and the destination, so that
    /// `items.move(fromOffsets: source, toOffset: destination)` is the new order; nil when the drop
    /// changes nothing (the dragged items are together and the target is among or beside them) or
    /// is refused (``target(proposed:counts:)``'s rules, or a dragged item past `count`).
    package func move(to target: ElementIndex, count: Int) -> (source: IndexSet, destination: Int)? {
        guard target.section == section, (0...count).contains(target.item),
            let last = dragged.last, last.item < count
        else { return nil }
        let source = IndexSet(dragged.map(\.item))
        let together = dragged.count == last.item - dragged[0].item + 1
        if together && (dragged[0].item...last.item + 1).contains(target.item) { return nil }
        return (source, target.item)
    }

    /// `items` in their order after the move to `target` (``move(to:count:)``), or as they are
    /// when it changes nothing: what the collection view shows once the items are dropped.
    package func reordered<Element>(_ items: [Element], to target: ElementIndex) -> [Element] {
        guard let move = move(to: target, count: items.count) else { return items }
        let moving = move.source.map { items[$0] }
        var rest: [Element] = []
        var insertion = 0
        for (offset, item) in items.enumerated() where !move.source.contains(offset) {
            if offset < move.destination { insertion += 1 }
            rest.append(item)
        }
        rest.insert(contentsOf: moving, at: insertion)
        return rest
    }
}
