#if canImport(SwiftUI) && !os(watchOS) && (canImport(UIKit) || canImport(AppKit))
import CollectionLayoutsAdapterCore
import SwiftUI

/// What a ``CollectionLayoutView`` lets its user do with its items beyond a tap: the selection
/// binding, a context menu per item, and the scroll-position binding. Set by the view's modifiers.
@available(iOS 16.0, tvOS 16.0, *)
struct CollectionLayoutInteraction<Item: Identifiable> where Item.ID: Sendable {
    /// The selection binding, as a set (a single selection's `Binding<ID?>` holds at most one),
    /// and how many it may hold; nil: a tap selects nothing.
    var selection: (binding: Binding<Set<Item.ID>>, mode: ItemSelectionMode)?
    /// The menu of the items a context menu acts on; nil: no menu.
    var menu: ((Set<Item.ID>) -> AnyView)?
    /// The scroll-position binding and its anchor; nil: not tracked.
    var position: (binding: Binding<Item.ID?>, anchor: UnitPoint)?

    /// Nothing set.
    init() {}

    /// The binding's selection (empty without a binding).
    var selectedIDs: Set<Item.ID> { selection?.binding.wrappedValue ?? [] }

    /// The scroll position's anchor, for the adapter core.
    var anchor: ScrollAnchor {
        let point = position?.anchor ?? .top
        return ScrollAnchor(x: point.x, y: point.y)
    }
}
#endif
