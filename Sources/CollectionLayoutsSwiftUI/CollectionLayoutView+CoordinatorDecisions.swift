#if canImport(SwiftUI) && !os(watchOS) && (canImport(UIKit) || canImport(AppKit))
@_spi(Tools) import CollectionLayouts
import CollectionLayoutsAdapterCore
import SwiftUI
#if canImport(UIKit)
import CollectionLayoutsUIKit
import UIKit
#else
import AppKit
import CollectionLayoutsAppKit
#endif

// What the UIKit coordinator (`CollectionLayoutView+Coordinator.swift`) and the AppKit one
// (`CollectionLayoutView+AppKitCoordinator.swift`) do alike: one `Coordinator` class is compiled
// per platform, and this extension serves both, with each platform's diffable data source and
// layout classes, which have the same names and calls.
@available(iOS 16.0, tvOS 16.0, *)
extension CollectionLayoutView.Coordinator {
    /// The data as the diffable data source shows it: the sections and their items, in order.
    func dataSnapshot() -> NSDiffableDataSourceSnapshot<SectionID, Item.ID> {
        var snapshot = NSDiffableDataSourceSnapshot<SectionID, Item.ID>()
        snapshot.appendSections(data.sectionIDs)
        for (section, ids) in zip(data.sectionIDs, data.itemIDs) {
            snapshot.appendItems(ids, toSection: section)
        }
        return snapshot
    }

    /// The layout reports a new centred item: write it to the binding (the core's
    /// `CenteredItemBinding` says whether it is news).
    func centeredItemDidChange(to indexPath: IndexPath?) {
        let id = indexPath.flatMap { dataSource?.itemIdentifier(for: $0) }
        let bound = view?.centeredItem
        if binding.centredItemChanged(to: id, bound: bound?.wrappedValue ?? nil), let bound {
            bound.wrappedValue = id
        }
    }

    /// The layout's handler of the items a scroll lands on, when the view has
    /// ``CollectionLayoutView/onLandingItems(_:)``: their index paths turned into the items (nil:
    /// none, so that the layout computes nothing).
    func landingHandler() -> (@MainActor ([IndexPath]) -> Void)? {
        guard view?.landingItems != nil else { return nil }
        return { [weak self] indexPaths in
            guard let self, let action = self.view?.landingItems else { return }
            action(indexPaths.compactMap(self.data.item(at:)))
        }
    }

    /// Calls the near-end action on the next turn of the main run loop (never inside this layout
    /// pass, so that it may change state) when the items on screen at `offset` have just come near
    /// the end. O(visible + sections) per layout pass, and only with an action.
    func checkNearEnd(at offset: CGPoint) {
        guard let action = view?.nearEnd?.action, let prepared = layout?.preparedLayout else { return }
        let visible = NearEndTracker<Item.ID>.visibleItems(in: prepared, at: offset)
        guard nearEnd.shouldCall(visible: visible, itemCount: data.itemCount, lastItemID: data.lastItemID) else {
            return
        }
        Task { @MainActor in action() }
    }
}
#endif
