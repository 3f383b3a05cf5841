import CollectionLayouts
import Foundation

/// How many items a selection binding holds: SwiftUI's `CollectionLayoutView.selection(_:)`
/// with a `Binding<ID?>` (one) or a `Binding<Set<ID>>` (any number).
package enum ItemSelectionMode: Equatable, Sendable {
    /// At most one item: a tap selects the tapped item alone.
    case single
    /// Any number: a tap adds the tapped item, or takes it away when it was selected.
    case multiple
}

/// What the collection view changes so that its selected items are the binding's.
package struct SelectionChange: Equatable, Sendable {
    /// Items to select, in index order.
    package var select: [ElementIndex]
    /// Items to deselect, in index order.
    package var deselect: [ElementIndex]

    /// A change of these items.
    package init(select: [ElementIndex] = [], deselect: [ElementIndex] = []) {
        self.select = select
        self.deselect = deselect
    }

    /// Whether nothing changes.
    package var isEmpty: Bool { select.isEmpty && deselect.isEmpty }
}

// The selection binding's decisions. The binding holds ids, the collection view index paths: the
// driver's ids as last applied turn one into the other. The binding is the truth; the collection
// view only shows it (UIKit and AppKit keep their selected index paths across batch updates, which
// the front replaces with the binding's after each).
extension CollectionLayoutViewDriver {
    /// The binding's selection after new data: `selection` without the ids that are no longer in
    /// the data, nil when every id is still there (nothing to write). O(items) with a selection.
    package func selectionKept(_ selection: Set<ID>) -> Set<ID>? {
        guard !selection.isEmpty else { return nil }
        let kept = Set(indices(of: selection).keys)
        return kept.count == selection.count ? nil : kept
    }

    /// Where each id of `ids` is in the data as last applied (those not there left out): one pass
    /// over the items, O(items).
    private func indices(of ids: Set<ID>) -> [ID: ElementIndex] {
        var found: [ID: ElementIndex] = [:]
        guard !ids.isEmpty else { return found }
        for (section, sectionIDs) in itemIDs.enumerated() {
            for (item, id) in sectionIDs.enumerated() where ids.contains(id) && found[id] == nil {
                found[id] = ElementIndex(section: section, item: item)
            }
        }
        return found
    }

    /// What to select and deselect so that the collection view, whose selected items are `shown`,
    /// shows `selection` (ids not in the data are left out). O(items) with a selection.
    package func selectionChange(showing selection: Set<ID>, shown: [ElementIndex]) -> SelectionChange {
        let wanted = Set(indices(of: selection).values)
        let shown = Set(shown)
        return SelectionChange(select: wanted.subtracting(shown).sorted(), deselect: shown.subtracting(wanted).sorted())
    }

    /// The user tapped (clicked) the item at `index`: the binding's new selection, from
    /// `selection` in `mode` (nil: no item there). One selection: the tapped item alone, which
    /// stays selected when tapped again (as UIKit's single selection); several: the tapped item
    /// added, or taken away when it was selected.
    package func tapped(_ index: ElementIndex, selection: Set<ID>, mode: ItemSelectionMode) -> Set<ID>? {
        guard let id = id(at: index) else { return nil }
        switch mode {
        case .single: return [id]
        case .multiple: return selection.contains(id) ? selection.subtracting([id]) : selection.union([id])
        }
    }

    /// The items a context menu opened on the item at `index` acts on, as SwiftUI's
    /// `contextMenu(forSelectionType:)`: the whole selection when the item is in it, else the item
    /// alone (empty: no item there).
    package func menuItems(at index: ElementIndex, selection: Set<ID>) -> Set<ID> {
        guard let id = id(at: index) else { return [] }
        return menuItems(for: id, selection: selection)
    }

    /// The items a context menu opened on the item `id` acts on (``menuItems(at:selection:)``),
    /// without looking it up: O(1).
    package func menuItems(for id: ID, selection: Set<ID>) -> Set<ID> {
        selection.contains(id) ? selection : [id]
    }
}
