#if canImport(SwiftUI) && !os(watchOS) && (canImport(UIKit) || canImport(AppKit))
import CollectionLayoutsAdapterCore
import SwiftUI

// Selection and context menus, as `List(selection:)` and `contextMenu(forSelectionType:)` offer
// them. The decisions are the adapter core's (`CollectionLayoutViewDriver+Selection.swift`).
@available(iOS 16.0, tvOS 16.0, *)
extension CollectionLayoutView {
    /// The view with one selected item, bound to `selection` (the item's id, nil for none), as
    /// `List(selection:)` with a `Binding<ID?>`.
    ///
    /// ```swift
    /// @State private var selected: Photo.ID?
    ///
    /// CollectionLayoutView(photos, layout: .justifiedGallery(.photos), itemSize: { $0.pixelSize }) { photo in
    ///     PhotoView(photo)
    /// }
    /// .selection($selected)
    /// ```
    /// A tap (a click on the Mac) selects the tapped item alone, and it stays selected when tapped
    /// again; `onSelect` is still called. Setting the binding selects the item in the collection
    /// view. When new data no longer has the selected id, the binding is set to nil (on the next
    /// turn of the main run loop). Each cell reads whether its item is selected from
    /// `EnvironmentValues.isCollectionLayoutItemSelected`. Apply it to the
    /// `CollectionLayoutView` itself, before other modifiers.
    public func selection(_ selection: Binding<Item.ID?>) -> Self {
        var copy = self
        let set = Binding<Set<Item.ID>>(
            get: { selection.wrappedValue.map { [$0] } ?? [] },
            set: { selection.wrappedValue = $0.first })
        copy.interaction.selection = (set, .single)
        return copy
    }

    /// The view with any number of selected items, bound to `selection` (their ids), as
    /// `List(selection:)` with a `Binding<Set<ID>>`.
    ///
    /// ```swift
    /// @State private var selected: Set<Photo.ID> = []
    ///
    /// CollectionLayoutView(photos, layout: .staggeredGrid()) { photo in
    ///     PhotoView(photo).overlay(alignment: .topTrailing) { CheckMark() }
    /// }
    /// .selection($selected)
    /// ```
    /// A tap (a click on the Mac; Command-click adds to the selection there) adds the tapped item,
    /// or takes it away when it was selected; `onSelect` is still called. Setting the binding
    /// selects those items in the collection view. Ids that new data no longer has drop out of
    /// the binding (on the next turn of the main run loop). Each cell reads whether its item is
    /// selected from `EnvironmentValues.isCollectionLayoutItemSelected`. Apply it to
    /// the `CollectionLayoutView` itself, before other modifiers.
    public func selection(_ selection: Binding<Set<Item.ID>>) -> Self {
        var copy = self
        copy.interaction.selection = (selection, .multiple)
        return copy
    }

    /// The view with a context menu on each item (a long press on iOS, a secondary click on the
    /// Mac), its content built from the ids it acts on, as SwiftUI's
    /// `contextMenu(forSelectionType:menu:)`: the whole selection when the item pressed is selected
    /// (`selection(_:)`), else that item alone.
    ///
    /// ```swift
    /// .itemContextMenu { ids in
    ///     Button("Delete \(ids.count) Photos", role: .destructive) { library.delete(ids) }
    /// }
    /// ```
    /// The menu is SwiftUI's `contextMenu` on the hosted cell, so it previews the cell and takes
    /// any menu content (buttons, sections, submenus). tvOS shows it on a long press of the
    /// focused item. Apply it to the `CollectionLayoutView` itself, before other modifiers.
    public func itemContextMenu<Menu: View>(@ViewBuilder _ menu: @escaping (Set<Item.ID>) -> Menu) -> Self {
        var copy = self
        copy.interaction.menu = { AnyView(menu($0)) }
        return copy
    }
}

/// The environment key of `EnvironmentValues.isCollectionLayoutItemSelected`.
private struct CollectionLayoutItemSelectedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the item of the ``CollectionLayoutView`` cell reading it is selected
    /// (`CollectionLayoutView.selection(_:)`): false outside such a cell, or without a selection
    /// binding.
    ///
    /// ```swift
    /// struct PhotoCell: View {
    ///     @Environment(\.isCollectionLayoutItemSelected) private var isSelected
    ///     let photo: Photo
    ///
    ///     var body: some View {
    ///         PhotoView(photo).border(.tint, width: isSelected ? 4 : 0)
    ///     }
    /// }
    /// ```
    public var isCollectionLayoutItemSelected: Bool {
        get { self[CollectionLayoutItemSelectedKey.self] }
        set { self[CollectionLayoutItemSelectedKey.self] = newValue }
    }
}
#endif
