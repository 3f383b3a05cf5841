#if canImport(SwiftUI) && canImport(AppKit) && !canImport(UIKit)
@_spi(Tools) import CollectionLayouts
import AppKit
import CollectionLayoutsAdapterCore
import CollectionLayoutsAppKit
import SwiftUI

// The AppKit side of selection and the scroll position: what the shared code
// (`CollectionLayoutView+CoordinatorInteraction.swift`) reads and changes in the collection view.
// The Mac has no pull to refresh: `.refreshable` does nothing here.
extension CollectionLayoutView.Coordinator {
    /// The collection view's selected items.
    func shownSelection() -> [ElementIndex] {
        (collectionView?.selectionIndexPaths ?? []).map { ElementIndex(section: $0.section, item: $0.item) }
    }

    /// Selects and deselects items, without scrolling.
    func show(_ change: SelectionChange) {
        guard let collectionView else { return }
        collectionView.deselectItems(at: Set(change.deselect.map { IndexPath(item: $0.item, section: $0.section) }))
        collectionView.selectItems(
            at: Set(change.select.map { IndexPath(item: $0.item, section: $0.section) }), scrollPosition: [])
    }

    /// Hosts the items on screen again (what they read changed).
    func rehostVisibleCells() {
        rehost()
    }

    /// The scroll view's geometry; nil without one.
    func positionViewport() -> CollectionLayoutViewDriver<Item.ID>.Viewport? {
        guard let collectionView, let scrollView = collectionView.enclosingScrollView else { return nil }
        let inset = scrollView.contentInsets
        return .init(
            bounds: scrollView.contentView.bounds,
            insets: LayoutInsets(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right),
            contentSize: collectionView.frame.size)
    }

    /// The items whose frames meet `rect`, with their frames (the layout's answers).
    func visibleItemFrames(in rect: CGRect) -> [(ElementIndex, CGRect)] {
        (layout?.layoutAttributesForElements(in: rect) ?? []).compactMap {
            guard $0.representedElementCategory == .item, let indexPath = $0.indexPath else { return nil }
            return (ElementIndex(section: indexPath.section, item: indexPath.item), $0.frame)
        }
    }

    /// Moves the clip view's bounds to `offset`, animated or not, for the driver's scroll.
    func scrollContent(to offset: CGPoint, animated: Bool) {
        guard let scrollView = collectionView?.enclosingScrollView else { return }
        if animated {
            NSAnimationContext.runAnimationGroup { _ in
                scrollView.contentView.animator().setBoundsOrigin(offset)
            } completionHandler: { [weak self] in
                // The animation arrived: the item at the anchor from now on.
                Task { @MainActor [weak self] in
                    self?.driver.position.scrollEnded()
                    self?.observePosition()
                }
            }
        } else {
            scrollView.contentView.setBoundsOrigin(offset)
        }
        scrollView.reflectScrolledClipView(scrollView.contentView)
    }
}
#endif
