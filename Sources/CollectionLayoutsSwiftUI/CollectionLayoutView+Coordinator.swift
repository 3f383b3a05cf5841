#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
@_spi(Tools) import CollectionLayouts
import CollectionLayoutsAdapterCore
import CollectionLayoutsUIKit
import SwiftUI
import UIKit

@available(iOS 16.0, tvOS 16.0, *)
extension CollectionLayoutView {
    /// The UIKit side of a ``CollectionLayoutView``: the collection view's delegate, its diffable
    /// data source, the bridge between the centred item and the binding, and the callbacks near
    /// the end of the data and where a fling lands.
    @MainActor
    public final class Coordinator: NSObject, UICollectionViewDelegate {
        var view: CollectionLayoutView?
        weak var collectionView: HostCollectionView?
        var dataSource: UICollectionViewDiffableDataSource<SectionID, Item.ID>?
        /// The sections, items and sizes as last applied (duplicates dropped, sizes kept by id).
        var data = CollectionLayoutData<SectionID, Item>()
        /// The sequence of decisions (the core's `CollectionLayoutViewDriver`): what to apply, the
        /// binding to the centred item, the near-end action; this class executes its commands.
        var driver = CollectionLayoutViewDriver<Item.ID>(
            nearEndLimit: NearEndThreshold.standard.itemCount(visible:))
        /// The Dynamic Type size SwiftUI's environment last gave the view.
        private var dynamicTypeSize: DynamicTypeSize?
        /// The selection the collection view and the cells show (`showSelection(_:)`).
        var shownSelectionIDs: Set<Item.ID> = []
        /// The environment's refresh action (`.refreshable`) as last given, called by a pull.
        var refreshAction: RefreshAction?

        override init() {}

        var layout: EngineCollectionViewLayout? {
            collectionView?.collectionViewLayout as? EngineCollectionViewLayout
        }

        func makeCollectionView(for view: CollectionLayoutView) -> UICollectionView {
            self.view = view
            let layout = view.style.adapterStyle.makeLayout()
            let collectionView = HostCollectionView(frame: .zero, collectionViewLayout: layout)
            collectionView.backgroundColor = .clear
            collectionView.showsHorizontalScrollIndicator = !layout.isPaging
            collectionView.delegate = self
            collectionView.onLayout = { [weak self] in self?.didLayOut() }
            self.collectionView = collectionView
            // Every cell is an AnchoredCollectionViewCell, so that the wheel's cells turn about their anchor.
            let registration = UICollectionView.CellRegistration<AnchoredCollectionViewCell, Item.ID> {
                [weak self] cell, _, id in
                guard let self, let view = self.view, let item = self.data.items[id] else { return }
                cell.contentConfiguration = UIHostingConfiguration { self.hostedCell(item, of: view) }.margins(.all, 0)
            }
            let source = UICollectionViewDiffableDataSource<SectionID, Item.ID>(collectionView: collectionView) {
                collectionView, indexPath, id in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
            }
            // The gallery's section headers and footers (when its configuration has them): UIKit
            // needs a view for every supplementary element the layout returns. With content, a
            // self-sizing view hosting it; without, an empty one of the configured height.
            let empty = [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter].map {
                UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: $0) { _, _, _ in }
            }
            let hosted = [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter].map {
                UICollectionView.SupplementaryRegistration<SelfSizingSupplementaryView>(elementKind: $0) {
                    [weak self] view, kind, indexPath in
                    self?.host(kind, at: indexPath, in: view)
                }
            }
            source.supplementaryViewProvider = { [weak self] collectionView, kind, indexPath in
                let footer = kind == UICollectionView.elementKindSectionFooter ? 1 : 0
                guard self?.content(of: kind) != nil else {
                    return collectionView.dequeueConfiguredReusableSupplementary(using: empty[footer], for: indexPath)
                }
                return collectionView.dequeueConfiguredReusableSupplementary(using: hosted[footer], for: indexPath)
            }
            dataSource = source
            installReordering(on: collectionView, dataSource: source)
            configure(layout)
            update(to: view, animated: false, animatesLayout: false, dynamicTypeSize: nil)
            return collectionView
        }

        /// The content of the headers (`kind` UIKit's header kind) or footers, nil for none.
        private func content(of kind: String) -> ((SectionID) -> AnyView)? {
            kind == UICollectionView.elementKindSectionFooter ? view?.footer : view?.header
        }

        /// Hosts the content of the header or footer of `kind` at `indexPath` in `supplementary`.
        private func host(_ kind: String, at indexPath: IndexPath, in supplementary: SelfSizingSupplementaryView) {
            guard let content = content(of: kind), data.sectionIDs.indices.contains(indexPath.section) else {
                return
            }
            let id = data.sectionIDs[indexPath.section]
            supplementary.contentConfiguration = UIHostingConfiguration { content(id) }.margins(.all, 0)
        }

        /// Applies a new version of the view: layout, data, sizes, headers and footers, the
        /// centred item; and a new Dynamic Type size from SwiftUI's environment (nil: unknown).
        /// Data changes animate with `animated`; layout changes (another layout or configuration,
        /// another Dynamic Type style or size, new sizes of items already shown) with
        /// `animatesLayout` (the transaction has an animation); neither with Reduce Motion on or
        /// off screen.
        func update(
            to view: CollectionLayoutView, animated: Bool, animatesLayout: Bool, dynamicTypeSize: DynamicTypeSize?
        ) {
            let previous = self.view
            self.view = view
            guard let collectionView, let dataSource, let layout else { return }
            let motion = collectionView.window != nil && !UIAccessibility.isReduceMotionEnabled
            // Sizes asked only for new or changed items; the layout reads them by index path.
            let change = data.update(to: view.sections, itemSize: view.itemSize)
            // Another layout class: a new layout object, swapped in once the data is applied.
            let styleChanged = previous.map { $0.style != view.style } ?? false
            let replacement = styleChanged ? view.style.adapterStyle.makeLayout() : nil
            let swapsLayout = replacement.map { type(of: $0) != type(of: layout) } ?? false
            // A size set on the view (`.dynamicTypeSize(_:)`) changes its traits without the
            // system's notification: prepare again with the new scale.
            let dynamicTypeSizeChanged =
                dynamicTypeSize != nil && self.dynamicTypeSize != nil
                && dynamicTypeSize != self.dynamicTypeSize
            if let dynamicTypeSize { self.dynamicTypeSize = dynamicTypeSize }
            let commands = driver.apply(
                data.itemIDs,
                change: .init(
                    identifiers: change.identifiers, sizesOfKeptItems: change.sizesOfKeptItems,
                    configuration: styleChanged && !swapsLayout, layoutClass: swapsLayout,
                    dynamicType: layout.dynamicTypeStyle != view.dynamicTypeStyle,
                    dynamicTypeSize: dynamicTypeSizeChanged, animated: animated, animatesLayout: animatesLayout,
                    motion: motion))
            for command in commands {
                switch command {
                case .changeLayout(let inBatch, let invalidates):
                    // The layout's part: the invalidations it makes are laid out at the next layout
                    // pass, or inside a batch update, which animates them (`BatchUpdateAnimation`:
                    // each element from its frame before to its frame after).
                    let changeLayout = {
                        if styleChanged && !swapsLayout { _ = view.style.adapterStyle.update(layout) }
                        layout.dynamicTypeStyle = view.dynamicTypeStyle
                        if invalidates { layout.invalidateLayout() }
                    }
                    if inBatch { collectionView.performBatchUpdates(changeLayout) } else { changeLayout() }
                case .applyData(let animates):
                    var snapshot = NSDiffableDataSourceSnapshot<SectionID, Item.ID>()
                    snapshot.appendSections(data.sectionIDs)
                    for (section, ids) in zip(data.sectionIDs, data.itemIDs) {
                        snapshot.appendItems(ids, toSection: section)
                    }
                    // Inserts, deletes and moves slide items about: not with Reduce Motion on
                    // (`DataApplication`).
                    dataSource.apply(snapshot, animatingDifferences: animates)
                    // A carousel row keeps its id (its section's first item's) while its carousel's
                    // items change: its cell is hosted again with them.
                    if !view.carouselRows.rows.isEmpty { rehostVisibleCells() }
                case .reconfigureVisible:
                    // Same items: rebuild the cells on screen (their content may have changed).
                    var snapshot = dataSource.snapshot()
                    let visible = collectionView.indexPathsForVisibleItems.compactMap {
                        dataSource.itemIdentifier(for: $0)
                    }
                    if !visible.isEmpty {
                        snapshot.reconfigureItems(visible)
                        dataSource.apply(snapshot, animatingDifferences: false)
                    }
                default:
                    execute(command)
                }
            }
            if let replacement, swapsLayout {
                configure(replacement)
                collectionView.setCollectionViewLayout(replacement, animated: animatesLayout && motion)
                collectionView.showsHorizontalScrollIndicator = !replacement.isPaging
            }
            self.layout?.landingItemsHandler = landingHandler()
            driver.nearEnd.setThreshold(view.nearEnd?.threshold ?? .standard)
            if (previous?.header != nil, previous?.footer != nil) != (view.header != nil, view.footer != nil) {
                // Content given or taken away: the headers and footers are other views now.
                dataSource.applySnapshotUsingReloadData(dataSource.snapshot())
            } else {
                rehostSupplementaries()
            }
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
            collectionView?.layoutIfNeeded()
            let centred = layout?.centeredItem.map { ElementIndex(section: $0.section, item: $0.item) }
            if let command = driver.settled(centred: centred, view: driverView) { execute(command) }
        }

        /// Hosts the headers' and footers' content again in the views on screen (it may have
        /// changed); each asks again for the height it needs.
        private func rehostSupplementaries() {
            guard let collectionView else { return }
            for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
                for indexPath in collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind) {
                    guard
                        let supplementary = collectionView.supplementaryView(forElementKind: kind, at: indexPath)
                            as? SelfSizingSupplementaryView
                    else { continue }
                    host(kind, at: indexPath, in: supplementary)
                }
            }
        }

        /// Hands the layout the sizes, the Dynamic Type style and the centred-item callback.
        private func configure(_ layout: EngineCollectionViewLayout) {
            layout.itemSizeProvider = { [weak self] in self?.data.size(section: $0.section, item: $0.item) ?? .zero }
            layout.centeredItemDidChange = { [weak self] indexPath in self?.centeredItemDidChange(to: indexPath) }
            // Dynamic Type: the items grow with the text (`.body` unless the view says otherwise).
            layout.dynamicTypeStyle = view?.dynamicTypeStyle
            // VoiceOver: the layout's reading order, items off screen reachable, the carousel and
            // the wheel adjustable; each item named by the view's label, else by its cell.
            layout.providesAccessibilityElements = true
            layout.accessibilityLabelForItem = { [weak self] indexPath in self?.accessibilityLabel(at: indexPath) }
        }

        /// What the view is now, for the driver.
        var driverView: CollectionLayoutViewDriver<Item.ID>.View {
            let size = collectionView?.bounds.size ?? .zero
            return .init(
                bound: view?.centeredItem?.wrappedValue ?? nil, hasSize: size.width > 0 && size.height > 0,
                isUserScrolling: collectionView.map { $0.isTracking || $0.isDecelerating } ?? false,
                motion: collectionView?.window != nil && !UIAccessibility.isReduceMotionEnabled)
        }

        /// Whether the item at `indexPath` is the centred one, once laid out.
        func isCentred(_ index: ElementIndex) -> Bool {
            collectionView?.layoutIfNeeded()
            return layout?.centeredItem == IndexPath(item: index.item, section: index.section)
        }

        /// Puts the content at `offset` at once (a wrapping carousel's start, `execute(_:)`).
        func moveContent(to offset: CGPoint) {
            collectionView?.contentOffset = offset
        }

        /// After a layout pass (every scroll step): when the view has just been given a size (or a
        /// new one), the bound item put in the middle — and a wrapping carousel in the middle of its
        /// content; then the near-end action when the items on screen have just come near the end
        /// (O(visible + sections), and only with an action).
        private func didLayOut() {
            guard let collectionView else { return }
            let wraps = (layout as? CarouselCollectionViewLayout)?.configuration.wraps ?? false
            let bound = view?.centeredItem?.wrappedValue ?? nil
            for command in driver.laidOut(at: collectionView.bounds.size, bound: bound, wraps: wraps) {
                execute(command)
            }
            observePosition()
            guard view?.nearEnd != nil, let prepared = layout?.preparedLayout else { return }
            let offset = collectionView.contentOffset
            let visible = { NearEndTracker<Item.ID>.visibleItems(in: prepared, at: offset) }
            if let command = driver.scrolled(hasNearEndAction: true, visible: visible) { execute(command) }
        }

        /// The finger takes over from an animated scroll of ours.
        public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
            driver.scrollEnded()
            driver.position.scrollEnded()
        }

        /// An animated scroll of ours arrived (or was replaced).
        public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
            driver.scrollEnded()
            settle()
            driver.position.scrollEnded()
            observePosition()
        }

        /// A carousel row is not an item of its own: its carousel's items are tapped and focused.
        public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
        {
            !isCarouselRow(indexPath)
        }

        /// Focus goes into a carousel row's carousel, not onto the row.
        public func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
            !isCarouselRow(indexPath)
        }

        /// A tap: the selection binding's new value (without one, the item deselected at once),
        /// `onSelect`, and in the carousel and the wheel the item centred.
        public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            let index = ElementIndex(section: indexPath.section, item: indexPath.item)
            if !selectionTapped(index) { collectionView.deselectItem(at: indexPath, animated: false) }
            guard let view, let id = dataSource?.itemIdentifier(for: indexPath), let item = data.items[id] else {
                return
            }
            if let command = driver.selected(index, isPaging: layout?.isPaging == true) { execute(command) }
            view.onSelect?(item)
        }

        /// A tap on a selected item of a multiple selection: taken out of the binding.
        public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
            _ = selectionTapped(ElementIndex(section: indexPath.section, item: indexPath.item))
        }

        #if os(tvOS)
        /// Focus moved: the carousel and the wheel centre the focused item, the other layouts keep
        /// it in view (`EngineCollectionViewLayout.collectionView(_:didUpdateFocusIn:with:)`).
        public func collectionView(
            _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
            with coordinator: UIFocusAnimationCoordinator
        ) {
            layout?.collectionView(collectionView, didUpdateFocusIn: context, with: coordinator)
        }

        /// Focus enters at the centred item of the carousel and the wheel
        /// (`EngineCollectionViewLayout.indexPathForPreferredFocusedView(in:)`).
        public func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? {
            layout?.indexPathForPreferredFocusedView(in: collectionView)
        }
        #endif
    }
}

/// The collection view a ``CollectionLayoutView`` hosts: it tells its coordinator when it has laid
/// out, so that the first size it gets can start it at the bound item and each scroll step can be
/// checked for the end of the data.
@available(iOS 16.0, tvOS 16.0, *)
final class HostCollectionView: UICollectionView {
    var onLayout: (() -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        onLayout?()
    }
}
#endif
