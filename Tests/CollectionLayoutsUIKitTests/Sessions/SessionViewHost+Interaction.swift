#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
import CollectionLayoutsAdapterCore
@testable import CollectionLayoutsUIKit
import Foundation
import UIKitStandIn

/// What the app's bindings and the view hold for selection, the scroll position and pull to
/// refresh in a session hosted as `CollectionLayoutView` (`SessionViewHost`).
struct SessionViewInteraction {
    /// The anchors a session's scroll position takes (SwiftUI's `.top`, `.center`, `.bottom`,
    /// `.leading`, `.topLeading`, `.bottomTrailing`).
    static let anchors = [
        ScrollAnchor.top, ScrollAnchor(x: 0.5, y: 0.5), ScrollAnchor(x: 0.5, y: 1), ScrollAnchor(x: 0, y: 0.5),
        ScrollAnchor(x: 0, y: 0), ScrollAnchor(x: 1, y: 1),
    ]

    /// The selection binding's value.
    var selection: Set<Int> = []
    /// How many the binding holds (the app's modifier): several until the app sets one.
    var mode = ItemSelectionMode.multiple
    /// The collection view's selected items (UIKit keeps them through batch updates, clears them
    /// on a reload).
    var viewSelected: Set<IndexPath> = []
    /// The scroll-position binding's value.
    var position: Int?
    /// Its anchor.
    var anchor = ScrollAnchor.top
    /// The refresh actions running: each one's token and the steps it has still to run.
    var actions: [(token: Int, steps: Int)] = []
    /// Whether the refresh control spins.
    var spinning = false
}

extension SessionViewHost {
    /// The ids of the collection view's selected items.
    var viewSelectedIDs: [Int] {
        interaction.viewSelected.compactMap { path in
            shownIDs.indices.contains(path.section) && shownIDs[path.section].indices.contains(path.item)
                ? shownIDs[path.section][path.item] : nil
        }
    }

    /// Where the collection view shows `id`, nil when it does not.
    func shownIndexPath(of id: Int) -> IndexPath? {
        for (section, ids) in shownIDs.enumerated() {
            if let item = ids.firstIndex(of: id) { return IndexPath(item: item, section: section) }
        }
        return nil
    }

    // MARK: Selection

    /// The coordinator's `updateSelection()`: vanished ids dropped, the view showing the binding.
    func updateSelection() {
        if let kept = driver.selectionKept(interaction.selection) { interaction.selection = kept }
        showSelection()
    }

    /// The coordinator's `showSelection(_:)`.
    private func showSelection() {
        let shown = interaction.viewSelected.map { ElementIndex(section: $0.section, item: $0.item) }
        let change = driver.selectionChange(showing: interaction.selection, shown: shown)
        for index in change.deselect { interaction.viewSelected.remove(IndexPath(index)) }
        for index in change.select { interaction.viewSelected.insert(IndexPath(index)) }
    }

    /// The user taps the item at `indexPath`: UIKit selects it (a single selection: alone) or,
    /// in a multiple selection, deselects it when selected; then the coordinator's delegate calls.
    func tapSelects(_ indexPath: IndexPath) {
        switch interaction.mode {
        case .single: interaction.viewSelected = [indexPath]
        case .multiple:
            if interaction.viewSelected.remove(indexPath) == nil { interaction.viewSelected.insert(indexPath) }
        }
        let index = ElementIndex(section: indexPath.section, item: indexPath.item)
        if let selection = driver.tapped(index, selection: interaction.selection, mode: interaction.mode) {
            interaction.selection = selection
        }
        showSelection()
    }

    /// The app sets the selection binding (`ids`; a single selection's binding holds the first).
    func setSelection(_ ids: [Int], mode: ItemSelectionMode) {
        interaction.mode = mode
        interaction.selection = mode == .single ? Set(ids.prefix(1)) : Set(ids)
        showSelection()
    }

    // MARK: Scroll position

    /// The visible area and items on screen, as the coordinator reads them.
    private var viewport: CollectionLayoutViewDriver<Int>.Viewport {
        let fake = runner.fake, inset = fake.adjustedContentInset
        return .init(
            bounds: fake.bounds,
            insets: LayoutInsets(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right),
            contentSize: runner.layout.collectionViewContentSize)
    }

    /// The id the position names now.
    private func namedPosition() -> Int? {
        let viewport = viewport
        let items = (runner.layout.layoutAttributesForElements(in: viewport.visible) ?? []).compactMap {
            $0.representedElementCategory == .cell
                ? (ElementIndex(section: $0.indexPath.section, item: $0.indexPath.item), $0.frame) : nil
        }
        return driver.positionNamed(in: viewport, anchor: interaction.anchor, items: items, bound: interaction.position)
    }

    /// The app sets the scroll-position binding to `id` at `anchor`, in an update animated or not.
    func setPosition(_ id: Int, anchor: ScrollAnchor, animated: Bool) {
        interaction.position = id
        interaction.anchor = anchor
        followPosition(animated: animated)
        runner.fake.finishScrolling()
    }

    /// The coordinator's `followPosition(animated:)` at the end of an update.
    func followPosition(animated: Bool) {
        let scroll = driver.followPosition(
            interaction.position, named: namedPosition(), anchor: interaction.anchor, view: view, animated: animated,
            isPaging: runner.layout.isPaging, viewport: viewport,
            frame: { [runner] in runner.layout.layoutAttributesForItem(at: IndexPath($0))?.frame })
        switch scroll {
        case .centre(let index, let animated):
            followedPosition(animated: animated)
            runner.layout.scrollToItem(at: IndexPath(index), animated: animated)
        case .offset(let offset, let animated):
            followedPosition(animated: animated)
            runner.fake.setContentOffset(offset, animated: animated)
        case nil:
            break
        }
    }

    /// The coordinator's `observePosition()` (a layout pass or rest): the binding written at once
    /// (the coordinator writes on the next turn of the run loop).
    func observePosition() {
        if driver.position.pendingFollow() {
            followPosition(animated: false)
            return
        }
        guard let value = driver.positionObserved(named: namedPosition(), bound: interaction.position) else { return }
        interaction.position = value
        driver.position.didWrite()
    }

    // MARK: Refresh

    /// The user pulls to refresh: the app's action runs for `steps` more steps (0: it ends at this
    /// step's rest).
    func pullToRefresh(steps: Int) {
        guard let token = driver.refresh.pulled() else { return }
        interaction.actions.append((token, steps))
        interaction.spinning = true
    }

    /// A step's rest: the actions whose time is up end (the coordinator's `endRefreshing()` when the
    /// driver says so); the others have a step less to run.
    func refreshStepEnds() {
        var running: [(token: Int, steps: Int)] = []
        for action in interaction.actions {
            if action.steps <= 0 {
                if driver.refresh.ended(action.token) { interaction.spinning = false }
            } else {
                running.append((action.token, action.steps - 1))
            }
        }
        interaction.actions = running
    }
}
#endif
