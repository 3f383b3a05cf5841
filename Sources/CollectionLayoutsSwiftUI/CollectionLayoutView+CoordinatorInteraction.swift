#if canImport(SwiftUI) && !os(watchOS) && (canImport(UIKit) || canImport(AppKit))
@_spi(Tools) import CollectionLayouts
import CollectionLayoutsAdapterCore
import SwiftUI

// Selection, context menus and the scroll position, as the UIKit coordinator and the AppKit one do
// them alike: the driver decides; each platform's extension (`+UIKitInteraction.swift`,
// `+AppKitInteraction.swift`) reads and changes its collection view (`shownSelection()`,
// `show(_:)`, `rehostVisibleCells()`, `positionViewport()`, `visibleItemFrames(in:)`,
// `scrollContent(to:animated:)`); what the layout answers alike on both (`itemFrame(at:)`,
// `scroll(_:)`) is in `+CoordinatorDecisions.swift`.
@available(iOS 16.0, tvOS 16.0, *)
extension CollectionLayoutView.Coordinator {
    /// The cell of `item`: the app's, reading whether the item is selected from the environment,
    /// with the items' context menu when the view has one; for the item that stands for a carousel
    /// row, the row's carousel.
    @ViewBuilder
    func hostedCell(_ item: Item, of view: CollectionLayoutView) -> some View {
        if let row = view.carouselRows.rows[item.id] {
            Self.carousel(row, of: view)
        } else {
            plainCell(item, of: view)
        }
    }

    /// The app's cell of `item`, with the context menu when the view has one.
    @ViewBuilder
    private func plainCell(_ item: Item, of view: CollectionLayoutView) -> some View {
        let cell = view.cell(item).environment(
            \.isCollectionLayoutItemSelected, view.interaction.selectedIDs.contains(item.id))
        if let menu = view.interaction.menu {
            let ids = driver.menuItems(for: item.id, selection: view.interaction.selectedIDs)
            cell.contextMenu { menu(ids) }
        } else {
            cell
        }
    }

    /// The carousel a carousel row hosts: a horizontally scrolling view of the section's items,
    /// with the view's sizes, cells, `onSelect`, selection binding, context menu, VoiceOver labels
    /// and move action (called with the carousel section's id); at the configured item size
    /// whatever the Dynamic Type size, as the row's height is.
    static func carousel(
        _ row: CarouselRows<SectionID, Item>.Row, of view: CollectionLayoutView
    ) -> CollectionLayoutView<Int, Item, Cell> {
        var nested = CollectionLayoutView<Int, Item, Cell>(
            row.items, layout: .carousel(row.configuration), itemSize: view.itemSize, onSelect: view.onSelect,
            cell: view.cell)
        nested.dynamicTypeStyle = nil
        nested.itemLabel = view.itemLabel
        nested.interaction.selection = view.interaction.selection
        nested.interaction.menu = view.interaction.menu
        if let move = view.move {
            let section = row.section
            nested.move = { _, source, destination in move(section, source, destination) }
        }
        return nested
    }

    /// After an update: ids that vanished dropped from the selection binding (written on the next
    /// turn of the main run loop), and the collection view and the cells showing the selection.
    /// The items of carousel rows stay selected: their carousels show them.
    func updateSelection() {
        guard let binding = view?.interaction.selection?.binding else {
            if !shownSelectionIDs.isEmpty { showSelection([]) }
            return
        }
        var selection = binding.wrappedValue
        let nested = selection.intersection(view?.carouselRows.itemIDs ?? [])
        if let kept = driver.selectionKept(selection).map({ $0.union(nested) }), kept != selection {
            selection = kept
            Task { @MainActor in binding.wrappedValue = kept }
        }
        showSelection(selection)
    }

    /// The collection view's selected items made `selection`'s; the cells on screen hosted again
    /// when it changed (they read it).
    func showSelection(_ selection: Set<Item.ID>) {
        let change = driver.selectionChange(showing: selection, shown: shownSelection())
        if !change.isEmpty { show(change) }
        guard selection != shownSelectionIDs else { return }
        shownSelectionIDs = selection
        rehostVisibleCells()
    }

    /// The user tapped (clicked) the item at `index`: the binding's new selection written and
    /// shown. False without a selection binding (the tap selects nothing).
    func selectionTapped(_ index: ElementIndex) -> Bool {
        guard let (binding, mode) = view?.interaction.selection else { return false }
        let selection = driver.tapped(index, selection: binding.wrappedValue, mode: mode) ?? binding.wrappedValue
        binding.wrappedValue = selection
        showSelection(selection)
        return true
    }

    /// The id the scroll position names now (nil without items on screen).
    func namedPosition() -> Item.ID? {
        guard let viewport = positionViewport(), let anchor = view?.interaction.anchor else { return nil }
        let bound = view?.interaction.position?.binding.wrappedValue ?? nil
        return driver.positionNamed(
            in: viewport, anchor: anchor, items: visibleItemFrames(in: viewport.visible), bound: bound)
    }

    /// At an update (and at the first size): scrolls to the bound position when the app set it.
    func followPosition(animated: Bool) {
        guard let position = view?.interaction.position, let viewport = positionViewport() else { return }
        let named = namedPosition()
        let scroll = driver.followPosition(
            position.binding.wrappedValue, named: named, anchor: view?.interaction.anchor ?? .top,
            view: driverView, animated: animated, isPaging: isPagingLayout, viewport: viewport,
            frame: { [weak self] in self?.itemFrame(at: $0) })
        if let scroll { self.scroll(scroll) }
    }

    /// A layout pass (every scroll step) or rest: a value the app set before the first size
    /// followed, else the item at the anchor written to the binding when it changed (on the next
    /// turn of the main run loop: the latest value then).
    func observePosition() {
        guard let binding = view?.interaction.position?.binding else { return }
        if driver.position.pendingFollow() {
            followPosition(animated: false)
            return
        }
        guard driver.positionObserved(named: namedPosition(), bound: binding.wrappedValue) != nil else { return }
        Task { @MainActor [weak self] in
            guard let self else { return }
            binding.wrappedValue = self.driver.position.written
            self.driver.position.didWrite()
        }
    }
}
#endif
