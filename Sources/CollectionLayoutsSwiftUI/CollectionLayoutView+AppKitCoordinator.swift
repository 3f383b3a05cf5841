#if canImport(SwiftUI) && canImport(AppKit) && !canImport(UIKit)
@_spi(Tools) import CollectionLayouts
import AppKit
import CollectionLayoutsAdapterCore
import CollectionLayoutsAppKit
import SwiftUI

extension CollectionLayoutView {
    /// The AppKit side of a ``CollectionLayoutView``: the collection view's delegate, its diffable
    /// data source, the bridge between the centred item and the binding, and the callbacks near
    /// the end of the data and where a scroll lands. What it decides is the adapter core's, as for
    /// the UIKit coordinator (`DataApplication`, `CenteredItemBinding`, `NearEndTracker`), with
    /// `CollectionLayoutData`; the rest translates.
    @MainActor
    public final class Coordinator: NSObject, NSCollectionViewDelegate {
        var view: CollectionLayoutView?
        weak var collectionView: HostCollectionView?
        var dataSource: NSCollectionViewDiffableDataSource<SectionID, Item.ID>?
        /// The sections, items and sizes as last applied (duplicates dropped, sizes kept by id).
        var data = CollectionLayoutData<SectionID, Item>()
        /// The sequence of decisions (the core's `CollectionLayoutViewDriver`): what to apply, the
        /// binding to the centred item, the near-end action; this class executes its commands.
        var driver = CollectionLayoutViewDriver<Item.ID>(
            nearEndLimit: NearEndThreshold.standard.itemCount(visible:))

        /// The selection the collection view and the items show (`showSelection(_:)`).
        var shownSelectionIDs: Set<Item.ID> = []
        /// The items being dragged to reorder them, from the drag's start to its drop or end.
        var dragged: DragReorder?

        override init() {}

        var layout: EngineCollectionViewLayout? {
            collectionView?.collectionViewLayout as? EngineCollectionViewLayout
        }

        /// Whether the user asked for reduced motion.
        private var reducesMotion: Bool { NSWorkspace.shared.accessibilityDisplayShouldReduceMotion }

        func makeScrollView(for view: CollectionLayoutView) -> NSScrollView {
            self.view = view
            let layout = view.style.adapterStyle.makeLayout()
            let collectionView = HostCollectionView()
            collectionView.collectionViewLayout = layout
            collectionView.backgroundColors = [.clear]
            collectionView.isSelectable = true
            collectionView.delegate = self
            collectionView.onLayout = { [weak self] in self?.didLayOut() }
            collectionView.register(
                HostingCollectionViewItem.self, forItemWithIdentifier: HostingCollectionViewItem.identifier)
            installReordering(on: collectionView)
            for kind in [NSCollectionView.elementKindSectionHeader, NSCollectionView.elementKindSectionFooter] {
                collectionView.register(
                    HostingSupplementaryView.self, forSupplementaryViewOfKind: kind,
                    withIdentifier: HostingSupplementaryView.identifier)
            }
            let scrollView = NSScrollView()
            scrollView.drawsBackground = false
            scrollView.autohidesScrollers = true
            scrollView.documentView = collectionView
            showScrollers(of: layout, in: scrollView)
            // Every scroll step: the near-end check ("boundsDidChangeNotification" is posted when
            // `postsBoundsChangedNotifications` is on).
            scrollView.contentView.postsBoundsChangedNotifications = true
            NotificationCenter.default.addObserver(
                self, selector: #selector(clipViewBoundsDidChange), name: NSView.boundsDidChangeNotification,
                object: scrollView.contentView)
            self.collectionView = collectionView
            let source = NSCollectionViewDiffableDataSource<SectionID, Item.ID>(collectionView: collectionView) {
                [weak self] collectionView, indexPath, id in
                let item = collectionView.makeItem(withIdentifier: HostingCollectionViewItem.identifier, for: indexPath)
                if let item = item as? HostingCollectionViewItem, let view = self?.view,
                    let value = self?.data.items[id]
                {
                    item.host(AnyView(self?.hostedCell(value, of: view)))
                }
                return item
            }
            source.supplementaryViewProvider = { [weak self] collectionView, kind, indexPath in
                let supplementary = collectionView.makeSupplementaryView(
                    ofKind: kind, withIdentifier: HostingSupplementaryView.identifier, for: indexPath)
                guard let supplementary = supplementary as? HostingSupplementaryView else { return nil }
                supplementary.host(self?.content(of: kind, at: indexPath))
                return supplementary
            }
            dataSource = source
            configure(layout)
            update(to: view, animated: false, animatesLayout: false)
            return scrollView
        }

        /// The content of the header (`kind` AppKit's header kind) or footer at `indexPath`, nil for none.
        private func content(of kind: String, at indexPath: IndexPath) -> AnyView? {
            let content = kind == NSCollectionView.elementKindSectionFooter ? view?.footer : view?.header
            guard let content, data.sectionIDs.indices.contains(indexPath.section) else { return nil }
            return content(data.sectionIDs[indexPath.section])
        }

        /// The paging layouts show no scrollers: they move an item at a time.
        private func showScrollers(of layout: EngineCollectionViewLayout, in scrollView: NSScrollView) {
            scrollView.hasHorizontalScroller = !layout.isPaging
            scrollView.hasVerticalScroller = !layout.isPaging
        }

        /// Applies a new version of the view: layout, data, sizes, headers and footers, the
        /// centred item (the core's `DataApplication` says what animates).
        func update(to view: CollectionLayoutView, animated: Bool, animatesLayout: Bool) {
            let previous = self.view
            self.view = view
            guard let collectionView, let dataSource, let layout else { return }
            let motion = collectionView.window != nil && !reducesMotion
            let change = data.update(to: view.sections, itemSize: view.itemSize)
            let styleChanged = previous.map { $0.style != view.style } ?? false
            let replacement = styleChanged ? view.style.adapterStyle.makeLayout() : nil
            let swapsLayout = replacement.map { type(of: $0) != type(of: layout) } ?? false
            // The Mac has no Dynamic Type: no style or size change to follow.
            let commands = driver.apply(
                data.itemIDs,
                change: .init(
                    identifiers: change.identifiers, sizesOfKeptItems: change.sizesOfKeptItems,
                    configuration: styleChanged && !swapsLayout, layoutClass: swapsLayout, animated: animated,
                    animatesLayout: animatesLayout, motion: motion))
            for command in commands {
                switch command {
                case .changeLayout(let inBatch, let invalidates):
                    let changeLayout = {
                        if styleChanged && !swapsLayout { _ = view.style.adapterStyle.update(layout) }
                        if invalidates { layout.invalidateLayout() }
                    }
                    if inBatch { collectionView.animator().performBatchUpdates(changeLayout) } else { changeLayout() }
                case .applyData(let animates):
                    var snapshot = NSDiffableDataSourceSnapshot<SectionID, Item.ID>()
                    snapshot.appendSections(data.sectionIDs)
                    for (section, ids) in zip(data.sectionIDs, data.itemIDs) {
                        snapshot.appendItems(ids, toSection: section)
                    }
                    dataSource.apply(snapshot, animatingDifferences: animates)
                    // A carousel row keeps its id (its section's first item's) while its carousel's
                    // items change: its cell is hosted again with them.
                    if !view.carouselRows.rows.isEmpty { rehostVisibleCells() }
                case .reconfigureVisible:
                    // Same items: show their content again in the items on screen (it may have changed).
                    rehost()
                default:
                    execute(command)
                }
            }
            if let replacement, swapsLayout {
                configure(replacement)
                if animatesLayout && motion {
                    collectionView.animator().collectionViewLayout = replacement
                } else {
                    collectionView.collectionViewLayout = replacement
                }
                if let scrollView = collectionView.enclosingScrollView {
                    showScrollers(of: replacement, in: scrollView)
                }
            }
            self.layout?.landingItemsHandler = landingHandler()
            driver.nearEnd.setThreshold(view.nearEnd?.threshold ?? .standard)
            followBinding(animated: animated)
            collectionView.allowsMultipleSelection = view.interaction.selection?.mode == .multiple
            updateSelection()
            followPosition(animated: animated)
            // On the next turn of the main run loop: the binding is SwiftUI state, not written
            // during the view's update.
            Task { @MainActor [weak self] in self?.settle() }
        }

        /// Scrolling rests after a move of ours: the binding takes the centred item if it does not
        /// hold it (`CollectionLayoutViewDriver.settled(centred:view:)`).
        private func settle() {
            collectionView?.layoutSubtreeIfNeeded()
            let centred = layout?.centeredItem.map { ElementIndex(section: $0.section, item: $0.item) }
            if let command = driver.settled(centred: centred, view: driverView) { execute(command) }
        }

        /// Shows the items' and the headers' content again in the views on screen.
        func rehost() {
            guard let collectionView, let view else { return }
            for indexPath in collectionView.indexPathsForVisibleItems() {
                guard let item = collectionView.item(at: indexPath) as? HostingCollectionViewItem,
                    let value = data.item(section: indexPath.section, item: indexPath.item)
                else { continue }
                item.host(AnyView(hostedCell(value, of: view)))
            }
            for kind in [NSCollectionView.elementKindSectionHeader, NSCollectionView.elementKindSectionFooter] {
                for indexPath in collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind) {
                    let supplementary = collectionView.supplementaryView(forElementKind: kind, at: indexPath)
                    (supplementary as? HostingSupplementaryView)?.host(content(of: kind, at: indexPath))
                }
            }
        }

        /// Hands the layout the sizes, the centred-item callback and VoiceOver's labels.
        private func configure(_ layout: EngineCollectionViewLayout) {
            layout.itemSizeProvider = { [weak self] in self?.data.size(section: $0.section, item: $0.item) ?? .zero }
            layout.centeredItemDidChange = { [weak self] indexPath in self?.centeredItemDidChange(to: indexPath) }
            layout.providesAccessibilityElements = true
            layout.accessibilityLabelForItem = { [weak self] indexPath in self?.accessibilityLabel(at: indexPath) }
        }

        /// What the view is now, for the driver (AppKit has no finger scroll to yield to).
        var driverView: CollectionLayoutViewDriver<Item.ID>.View {
            let size = collectionView?.enclosingScrollView?.contentView.bounds.size ?? .zero
            return .init(
                bound: view?.centeredItem?.wrappedValue ?? nil, hasSize: size.width > 0 && size.height > 0,
                isUserScrolling: false, motion: collectionView?.window != nil && !reducesMotion)
        }

        /// Whether the item at `indexPath` is the centred one, once laid out.
        func isCentred(_ index: ElementIndex) -> Bool {
            collectionView?.layoutSubtreeIfNeeded()
            return layout?.centeredItem == IndexPath(item: index.item, section: index.section)
        }

        /// Puts the content at `offset` at once (a wrapping carousel's start, `execute(_:)`).
        func moveContent(to offset: CGPoint) {
            guard let scrollView = collectionView?.enclosingScrollView else { return }
            scrollView.contentView.setBoundsOrigin(offset)
            scrollView.reflectScrolledClipView(scrollView.contentView)
        }

        /// What is on screen, for the near-end check; nil before the first prepare.
        private func visibleItems() -> NearEndTracker<Item.ID>.Visible? {
            guard let scrollView = collectionView?.enclosingScrollView, let prepared = layout?.preparedLayout else {
                return nil
            }
            return NearEndTracker<Item.ID>.visibleItems(in: prepared, at: scrollView.contentView.bounds.origin)
        }

        /// A scroll step: the near-end check.
        @objc private func clipViewBoundsDidChange() {
            observePosition()
            let hasAction = view?.nearEnd != nil && layout?.preparedLayout != nil
            if let command = driver.scrolled(hasNearEndAction: hasAction, visible: visibleItems) { execute(command) }
        }

        /// After a layout pass: the bound item put in place for a new size (a wrapping carousel
        /// first put in the middle of its content), then the near-end check.
        private func didLayOut() {
            guard let scrollView = collectionView?.enclosingScrollView else { return }
            let wraps = (layout as? CarouselCollectionViewLayout)?.configuration.wraps ?? false
            let bound = view?.centeredItem?.wrappedValue ?? nil
            for command in driver.laidOut(at: scrollView.contentView.bounds.size, bound: bound, wraps: wraps) {
                execute(command)
            }
            clipViewBoundsDidChange()
        }

        /// With a selection binding the coordinator selects (`clicked(_:)`): AppKit's own
        /// selection (a plain click replacing, Command-click adding) is not taken.
        public func collectionView(
            _ collectionView: NSCollectionView, shouldSelectItemsAt indexPaths: Set<IndexPath>
        ) -> Set<IndexPath> {
            // A carousel row is not an item of its own: its carousel's items are clicked.
            let indexPaths = indexPaths.filter { !isCarouselRow($0) }
            guard view?.interaction.selection != nil else { return indexPaths }
            if let indexPath = indexPaths.min() { clicked(indexPath) }
            return []
        }

        /// With a selection binding, the coordinator deselects.
        public func collectionView(
            _ collectionView: NSCollectionView, shouldDeselectItemsAt indexPaths: Set<IndexPath>
        ) -> Set<IndexPath> {
            view?.interaction.selection != nil ? [] : indexPaths
        }

        /// A click selects an item (deselected at once): `onSelect`, and in the carousel and the
        /// wheel it centres it.
        public func collectionView(_ collectionView: NSCollectionView, didSelectItemsAt indexPaths: Set<IndexPath>) {
            collectionView.deselectItems(at: indexPaths)
            if let indexPath = indexPaths.first { clicked(indexPath) }
        }

        /// A click on the item at `indexPath`: the selection binding's new value, `onSelect`, and
        /// in the carousel and the wheel the item centred.
        private func clicked(_ indexPath: IndexPath) {
            let index = ElementIndex(section: indexPath.section, item: indexPath.item)
            _ = selectionTapped(index)
            guard let view, let id = dataSource?.itemIdentifier(for: indexPath), let item = data.items[id] else {
                return
            }
            if let command = driver.selected(index, isPaging: layout?.isPaging == true) { execute(command) }
            view.onSelect?(item)
        }

        // Drag and drop reordering (`onMove`): AppKit's entry points, whose steps are in
        // `CollectionLayoutView+AppKitReordering.swift`.

        /// Items may be dragged when the view has a move action and they are in one section.
        public func collectionView(
            _ collectionView: NSCollectionView, canDragItemsAt indexPaths: Set<IndexPath>, with event: NSEvent
        ) -> Bool {
            canDrag(indexPaths)
        }

        /// What the pasteboard carries for a dragged item.
        public func collectionView(
            _ collectionView: NSCollectionView, pasteboardWriterForItemAt indexPath: IndexPath
        ) -> (any NSPasteboardWriting)? {
            pasteboardWriter(for: indexPath)
        }

        /// A drag began: the coordinator keeps which items it moves.
        public func collectionView(
            _ collectionView: NSCollectionView, draggingSession session: NSDraggingSession,
            willBeginAt screenPoint: NSPoint, forItemsAt indexPaths: Set<IndexPath>
        ) {
            dragBegan(indexPaths)
        }

        /// A drag ended, dropped or not.
        public func collectionView(
            _ collectionView: NSCollectionView, draggingSession session: NSDraggingSession,
            endedAt screenPoint: NSPoint,
            dragOperation operation: NSDragOperation
        ) {
            dragged = nil
        }

        /// A drop goes before an item of the dragged items' section (a move), or is refused.
        public func collectionView(
            _ collectionView: NSCollectionView, validateDrop draggingInfo: any NSDraggingInfo,
            proposedIndexPath proposedDropIndexPath: AutoreleasingUnsafeMutablePointer<NSIndexPath>,
            dropOperation proposedDropOperation: UnsafeMutablePointer<NSCollectionView.DropOperation>
        ) -> NSDragOperation {
            guard let target = dropTarget(proposed: proposedDropIndexPath.pointee as IndexPath) else { return [] }
            proposedDropIndexPath.pointee = target as NSIndexPath
            proposedDropOperation.pointee = .before
            return .move
        }

        /// The drop: the items move, and the app's move action is called.
        public func collectionView(
            _ collectionView: NSCollectionView, acceptDrop draggingInfo: any NSDraggingInfo, indexPath: IndexPath,
            dropOperation: NSCollectionView.DropOperation
        ) -> Bool {
            drop(before: indexPath)
        }
    }
}
#endif
