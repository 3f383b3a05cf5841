import CollectionLayouts
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// An item being reordered by the user's finger (UIKit's interactive movement, which SwiftUI's
/// move action drives too), as a value: where the item is in the data, where it is
/// shown now, and the order of the items in between.
///
/// While the finger moves, the framework shows the items in their new order, but the data moves
/// only at the end (UIKit calls the data source's `collectionView(_:moveItemAt:to:)` when the
/// movement ends). So the item shown at an index is not the data's item at that index: it is the
/// item at ``dataIndex(ofShown:)``, and the app's sizes, asked by data index, follow their items
/// through ``sizes(_:)``. The layout shown is then the engine's prepare of the permuted items.
///
/// An item moves within its own section: a position over another section targets the nearest
/// place in the moving item's section (``targetIndex(at:in:)``).
///
/// Invariant: ``source`` and ``target`` are in the same section, and the shown order is the data's
/// order with the item at ``source`` taken out and put in at ``target`` (an array's move).
package struct InteractiveMove: Equatable, Sendable {
    /// The moving item's index in the data: where the app's sizes still have it.
    package let source: ElementIndex
    /// Where the item is shown now.
    package private(set) var target: ElementIndex
    /// The finger's position last seen, in the content's coordinates.
    package private(set) var position: CGPoint
    /// The number of items in the source's section when the move began: the order is a
    /// permutation of that many items, applied to no other count (``sizes(_:counts:)``).
    package let sectionCount: Int

    /// A move of the item at `source`, shown where it is, under the finger at `position`, in a
    /// section of `sectionCount` items.
    package init(source: ElementIndex, position: CGPoint, sectionCount: Int) {
        self.source = source
        self.target = source
        self.position = position
        self.sectionCount = sectionCount
    }

    /// The item shows at `target` with the finger at `position`. A target outside the source's
    /// section or its ``sectionCount`` items is refused: the item stays where it is shown. Returns
    /// whether the shown order changed (the layout must be prepared again) rather than only the
    /// finger.
    @discardableResult
    package mutating func move(to target: ElementIndex, at position: CGPoint) -> Bool {
        self.position = position
        guard target.section == source.section, (0..<sectionCount).contains(target.item), target != self.target
        else { return false }
        self.target = target
        return true
    }

    /// The data's index of the item shown at `shown`: the moving item at ``target``, the items
    /// between the source and the target shifted by one towards the source, every other in place.
    package func dataIndex(ofShown shown: ElementIndex) -> ElementIndex {
        guard shown.section == source.section else { return shown }
        let item = shown.item, from = source.item, to = target.item
        if item == to { return source }
        if from < to, item >= from, item < to { return ElementIndex(shown.section, item + 1) }
        if to < from, item > to, item <= from { return ElementIndex(shown.section, item - 1) }
        return shown
    }

    /// Where the data's item at `data` is shown: the inverse of ``dataIndex(ofShown:)``.
    package func shownIndex(ofData data: ElementIndex) -> ElementIndex {
        guard data.section == source.section else { return data }
        let item = data.item, from = source.item, to = target.item
        if item == from { return target }
        if from < to, item > from, item <= to { return ElementIndex(data.section, item - 1) }
        if to < from, item >= to, item < from { return ElementIndex(data.section, item + 1) }
        return data
    }

    /// The app's sizes (asked by data index) as the shown items' sizes for data of `counts`: each
    /// size follows its item. When the source's section no longer has ``sectionCount`` items (the
    /// data changed under the move), the app's sizes as they are: the order is no permutation of
    /// those items, and the app is never asked for an index it does not have.
    package func sizes(
        _ appSize: @escaping LayoutAdapterState.ItemSize, counts: [Int]
    ) -> LayoutAdapterState.ItemSize {
        guard counts.indices.contains(source.section), counts[source.section] == sectionCount else { return appSize }
        let move = self
        return { appSize(move.dataIndex(ofShown: $0)) }
    }

    /// The index the moving item takes with the finger at `position` in `prepared` (the layout as
    /// shown now, the item at ``target``), `visible` the view's visible rect: the cell of the
    /// item's section under the finger (the frontmost, then the nearest centre, then the lower
    /// index), else that section's cell in `visible` whose centre is nearest, else ``target`` (no
    /// cell of the section on screen). O(visible): only the cells at the finger and on screen are
    /// visited.
    package func targetIndex(at position: CGPoint, in prepared: any PreparedLayout, visible: CGRect) -> ElementIndex {
        let counts = prepared.environment.itemCounts
        let count = counts.indices.contains(source.section) ? min(counts[source.section], sectionCount) : 0
        return Self.cell(at: position, in: prepared, visible: visible, section: source.section, below: count)?.index
            ?? target
    }

    /// The cell under `position` in `prepared` (the frontmost, then the nearest centre, then the
    /// lower index), else the cell in `visible` (the view's visible rect: a prepared layout's own
    /// offset may be older, where scrolling invalidates nothing) whose centre is nearest, else
    /// nil; only cells of `section` below item `limit` when a section is given. O(visible).
    static func cell(
        at position: CGPoint, in prepared: any PreparedLayout, visible: CGRect, section: Int? = nil,
        below limit: Int = .max
    ) -> LayoutAttributes? {
        guard position.x.isFinite, position.y.isFinite, limit > 0 else { return nil }
        func counts(_ a: LayoutAttributes) -> Bool {
            a.kind == .cell && (section.map { a.index.section == $0 } ?? true) && a.index.item < limit
        }
        func distance(_ a: LayoutAttributes) -> CGFloat { hypot(a.center.x - position.x, a.center.y - position.y) }
        var best: (attributes: LayoutAttributes, distance: CGFloat)?
        let probe = CGRect(x: position.x - 0.5, y: position.y - 0.5, width: 1, height: 1)
        prepared.forEachElement(in: probe) { a in
            guard counts(a), a.visualBounds.contains(position) else { return true }
            let d = distance(a)
            if let b = best,
                a.zIndex < b.attributes.zIndex
                    || (a.zIndex == b.attributes.zIndex
                        && (d > b.distance || (d == b.distance && a.index > b.attributes.index)))
            {
                return true
            }
            best = (a, d)
            return true
        }
        if let best { return best.attributes }
        guard visible.canOverlapFiniteRects else { return nil }
        prepared.forEachElement(in: visible) { a in
            guard counts(a) else { return true }
            let d = distance(a)
            if let b = best, d > b.distance || (d == b.distance && a.index > b.attributes.index) { return true }
            best = (a, d)
            return true
        }
        return best?.attributes
    }

    /// The moving item's attributes with the finger at `position`: its attributes where it is shown
    /// (`shown`, in the layout as shown now) with the centre under the finger and in front of
    /// every element (the greatest zIndex), as UIKit draws the lifted item.
    package static func movingAttributes(_ shown: LayoutAttributes, at position: CGPoint) -> LayoutAttributes {
        var attributes = shown
        if position.x.isFinite, position.y.isFinite { attributes.center = position }
        attributes.zIndex = Int(Int32.max)
        attributes.isHidden = false
        return attributes
    }
}

extension InteractiveMove {
    /// The move that turns `before` into `after` (the same elements, one of them moved, as a
    /// diffable data source's reordering transaction reports a section) in SwiftUI's convention
    /// (`Array.move(fromOffsets:toOffset:)`: the destination counts the items before the move),
    /// so that `before.move(fromOffsets: source, toOffset: destination)` is `after`; nil when
    /// nothing moved or `after` is not `before` with one element moved. O(n).
    package static func offsets<Element: Equatable>(
        from before: [Element], to after: [Element]
    ) -> (source: IndexSet, destination: Int)? {
        guard before.count == after.count,
            let first = before.indices.first(where: { before[$0] != after[$0] }),
            let last = before.indices.last(where: { before[$0] != after[$0] })
        else { return nil }
        let candidates: [(from: Int, to: Int)] = [(first, last), (last, first)]
        for (from, to) in candidates {
            var moved = before
            moved.insert(moved.remove(at: from), at: to)
            if moved == after { return (IndexSet(integer: from), to > from ? to + 1 : to) }
        }
        return nil
    }
}
