#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
@_spi(Tools) import CollectionLayouts
import CollectionLayoutsAdapterCore
import CollectionLayoutsUIKit
import SwiftUI
import UIKit

// The UIKit side of selection, the scroll position and pull to refresh: what the shared code
// (`CollectionLayoutView+CoordinatorInteraction.swift`) reads and changes in the collection view.
@available(iOS 16.0, tvOS 16.0, *)
extension CollectionLayoutView.Coordinator {
    /// The collection view's selected items.
    func shownSelection() -> [ElementIndex] {
        (collectionView?.indexPathsForSelectedItems ?? []).map { ElementIndex(section: $0.section, item: $0.item) }
    }

    /// Selects and deselects items, without scrolling.
    func show(_ change: SelectionChange) {
        guard let collectionView else { return }
        for index in change.deselect {
            collectionView.deselectItem(at: IndexPath(item: index.item, section: index.section), animated: false)
        }
        for index in change.select {
            collectionView.selectItem(
                at: IndexPath(item: index.item, section: index.section), animated: false, scrollPosition: [])
        }
    }

    /// Hosts the cells on screen again (what they read changed).
    func rehostVisibleCells() {
        guard let collectionView, let view else { return }
        for indexPath in collectionView.indexPathsForVisibleItems {
            guard let cell = collectionView.cellForItem(at: indexPath),
                let item = data.item(section: indexPath.section, item: indexPath.item)
            else { continue }
            cell.contentConfiguration = UIHostingConfiguration { self.hostedCell(item, of: view) }.margins(.all, 0)
        }
    }

    /// The collection view's scrolling geometry; nil without one.
    func positionViewport() -> CollectionLayoutViewDriver<Item.ID>.Viewport? {
        guard let collectionView else { return nil }
        let inset = collectionView.adjustedContentInset
        return .init(
            bounds: collectionView.bounds,
            insets: LayoutInsets(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right),
            contentSize: collectionView.contentSize)
    }

    /// The items whose frames meet `rect`, with their frames (the layout's answers).
    func visibleItemFrames(in rect: CGRect) -> [(ElementIndex, CGRect)] {
        (layout?.layoutAttributesForElements(in: rect) ?? []).compactMap {
            guard $0.representedElementCategory == .cell else { return nil }
            return (ElementIndex(section: $0.indexPath.section, item: $0.indexPath.item), $0.frame)
        }
    }

    /// Moves the content to `offset`, animated or not, for the driver's scroll.
    func scrollContent(to offset: CGPoint, animated: Bool) {
        collectionView?.setContentOffset(offset, animated: animated)
    }

    /// The environment's refresh action (`.refreshable`) given: a refresh control while there is
    /// one (iOS; tvOS has none), calling it on a pull and ending when its task ends.
    func updateRefresh(_ action: RefreshAction?) {
        refreshAction = action
        #if os(iOS)
        guard let collectionView, let control = driver.refresh.update(hasAction: action != nil, supported: true)
        else { return }
        switch control {
        case .add:
            let refreshControl = UIRefreshControl()
            refreshControl.addAction(
                UIAction { [weak self, weak refreshControl] _ in
                    guard let self, let refreshControl else { return }
                    self.refreshPulled(refreshControl)
                }, for: .valueChanged)
            collectionView.refreshControl = refreshControl
        case .remove:
            collectionView.refreshControl?.endRefreshing()
            collectionView.refreshControl = nil
        }
        #endif
    }

    #if os(iOS)
    /// The user pulled: the action called unless one runs; the control ends when it ends.
    private func refreshPulled(_ refreshControl: UIRefreshControl) {
        guard let action = refreshAction, let token = driver.refresh.pulled() else { return }
        Task { @MainActor [weak self, weak refreshControl] in
            await action()
            guard let self, self.driver.refresh.ended(token) else { return }
            refreshControl?.endRefreshing()
        }
    }
    #endif
}
#endif
