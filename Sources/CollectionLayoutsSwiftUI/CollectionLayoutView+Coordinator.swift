#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
@_spi(Tools) import CollectionLayouts
import CollectionLayoutsUIKit
import SwiftUI
import UIKit

@available(iOS 16.0, tvOS 16.0, *)
extension CollectionLayoutView {
    /// The UIKit side of a ``CollectionLayoutView``: the collection view's delegate, its diffable
    /// data source, and the bridge between the centred item and the binding.
    @MainActor
    public final class Coordinator: NSObject, UICollectionViewDelegate {
        private var view: CollectionLayoutView?
        private weak var collectionView: HostCollectionView?
        private var dataSource: UICollectionViewDiffableDataSource<SectionID, Item.ID>?
        /// The items by id, and the ids of each section, as last applied (duplicates dropped).
        private var itemsByID: [Item.ID: Item] = [:]
        private var sectionIDs: [SectionID] = []
        private var itemIDs: [[Item.ID]] = []
        /// Each item's size from `itemSize`, as last read: the layout reads these, O(1) per item.
        private var sizes: [[CGSize]] = []
        /// The bounds size the centred item was last put in place for.
        private var placedSize: CGSize = .zero
        /// The item an animated scroll of ours is heading for, until the layout reports a centred item.
        private var scrollingTo: Item.ID?
        /// The Dynamic Type size SwiftUI's environment last gave the view.
        private var dynamicTypeSize: DynamicTypeSize?

        override init() {}

        private var layout: EngineCollectionViewLayout? {
            collectionView?.collectionViewLayout as? EngineCollectionViewLayout
        }

        func makeCollectionView(for view: CollectionLayoutView) -> UICollectionView {
            self.view = view
            let layout = view.style.makeLayout()
            let collectionView = HostCollectionView(frame: .zero, collectionViewLayout: layout)
            collectionView.backgroundColor = .clear
            collectionView.showsHorizontalScrollIndicator = !layout.isPaging
            collectionView.delegate = self
            collectionView.onLayout = { [weak self] in self?.didLayOut() }
            self.collectionView = collectionView
            // Every cell is an AnchoredCollectionViewCell, so that the wheel's cells turn about their anchor.
            let registration = UICollectionView.CellRegistration<AnchoredCollectionViewCell, Item.ID> {
                [weak self] cell, _, id in
                guard let self, let view = self.view, let item = self.itemsByID[id] else { return }
                cell.contentConfiguration = UIHostingConfiguration { view.cell(item) }.margins(.all, 0)
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
            configure(layout)
            update(to: view, animated: false, dynamicTypeSize: nil)
            return collectionView
        }

        /// The content of the headers (`kind` UIKit's header kind) or footers, nil for none.
        private func content(of kind: String) -> ((SectionID) -> AnyView)? {
            kind == UICollectionView.elementKindSectionFooter ? view?.footer : view?.header
        }

        /// Hosts the content of the header or footer of `kind` at `indexPath` in `supplementary`.
        private func host(_ kind: String, at indexPath: IndexPath, in supplementary: SelfSizingSupplementaryView) {
            guard let content = content(of: kind), sectionIDs.indices.contains(indexPath.section) else { return }
            let id = sectionIDs[indexPath.section]
            supplementary.contentConfiguration = UIHostingConfiguration { content(id) }.margins(.all, 0)
        }

        /// Applies a new version of the view: layout, data, sizes, headers and footers, the
        /// centred item; and a new Dynamic Type size from SwiftUI's environment (nil: unknown).
        func update(to view: CollectionLayoutView, animated: Bool, dynamicTypeSize: DynamicTypeSize?) {
            let hadHeaders = (self.view?.header != nil, self.view?.footer != nil)
            self.view = view
            guard let collectionView, let dataSource else { return }
            if let layout, !view.style.update(layout) {
                let layout = view.style.makeLayout()
                configure(layout)
                collectionView.setCollectionViewLayout(layout, animated: false)
                collectionView.showsHorizontalScrollIndicator = !layout.isPaging
            }
            layout?.dynamicTypeStyle = view.dynamicTypeStyle
            // A size set on the view (`.dynamicTypeSize(_:)`) changes its traits without the
            // system's notification: prepare again with the new scale.
            if let dynamicTypeSize, self.dynamicTypeSize != dynamicTypeSize {
                if self.dynamicTypeSize != nil { layout?.invalidateLayout() }
                self.dynamicTypeSize = dynamicTypeSize
            }
            // The data: unique ids only, first come first kept.
            var seenSections = Set<SectionID>(), seenItems = Set<Item.ID>()
            var newSectionIDs: [SectionID] = [], newItemIDs: [[Item.ID]] = [], byID: [Item.ID: Item] = [:]
            for section in view.sections where seenSections.insert(section.id).inserted {
                newSectionIDs.append(section.id)
                var ids: [Item.ID] = []
                ids.reserveCapacity(section.items.count)
                for item in section.items where seenItems.insert(item.id).inserted {
                    ids.append(item.id)
                    byID[item.id] = item
                }
                newItemIDs.append(ids)
            }
            itemsByID = byID
            // O(n) closure calls per update, so that the layout's prepare reads each size in O(1)
            // and a change of sizes alone is seen (and lays out again).
            let newSizes: [[CGSize]] = view.itemSize.map { size in newItemIDs.map { $0.map { size(byID[$0]!) } } } ?? []
            if newSectionIDs != sectionIDs || newItemIDs != itemIDs {
                sectionIDs = newSectionIDs
                itemIDs = newItemIDs
                sizes = newSizes
                var snapshot = NSDiffableDataSourceSnapshot<SectionID, Item.ID>()
                snapshot.appendSections(newSectionIDs)
                for (section, ids) in zip(newSectionIDs, newItemIDs) { snapshot.appendItems(ids, toSection: section) }
                // Inserts, deletes and moves slide items about: not with Reduce Motion on.
                dataSource.apply(
                    snapshot,
                    animatingDifferences: animated && collectionView.window != nil
                        && !UIAccessibility.isReduceMotionEnabled)
            } else {
                // Same items: rebuild the cells on screen (their content may have changed).
                var snapshot = dataSource.snapshot()
                let visible = collectionView.indexPathsForVisibleItems.compactMap { dataSource.itemIdentifier(for: $0) }
                if !visible.isEmpty {
                    snapshot.reconfigureItems(visible)
                    dataSource.apply(snapshot, animatingDifferences: false)
                }
                if newSizes != sizes {
                    sizes = newSizes
                    layout?.invalidateLayout()
                }
            }
            if hadHeaders != (view.header != nil, view.footer != nil) {
                // Content given or taken away: the headers and footers are other views now.
                dataSource.applySnapshotUsingReloadData(dataSource.snapshot())
            } else {
                rehostSupplementaries()
            }
            followBinding(animated: animated)
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
            layout.itemSizeProvider = { [weak self] indexPath in
                guard let self, self.sizes.indices.contains(indexPath.section),
                    self.sizes[indexPath.section].indices.contains(indexPath.item)
                else { return .zero }
                return self.sizes[indexPath.section][indexPath.item]
            }
            layout.centeredItemDidChange = { [weak self] indexPath in self?.centeredItemDidChange(to: indexPath) }
            // Dynamic Type: the items grow with the text (`.body` unless the view says otherwise).
            layout.dynamicTypeStyle = view?.dynamicTypeStyle
            // VoiceOver: the layout's reading order, items off screen reachable, the carousel and
            // the wheel adjustable.
            layout.providesAccessibilityElements = true
        }

        /// Scrolls to the bound item if it is not the centred one.
        private func followBinding(animated: Bool) {
            guard let binding = view?.centeredItem, let id = binding.wrappedValue, let layout, let collectionView,
                collectionView.bounds.width > 0, collectionView.bounds.height > 0,
                let indexPath = dataSource?.indexPath(for: id)
            else { return }
            // The user's scroll wins; an animation already heading there is left to arrive.
            if collectionView.isTracking || collectionView.isDecelerating || scrollingTo == id { return }
            collectionView.layoutIfNeeded()
            guard layout.centeredItem != indexPath else { return }
            // With Reduce Motion on, scrollToItem jumps: nothing to wait for.
            let animates = animated && collectionView.window != nil && !UIAccessibility.isReduceMotionEnabled
            scrollingTo = animates ? id : nil
            layout.scrollToItem(at: indexPath, animated: animates)
        }

        /// The layout reports a new centred item: write it to the binding.
        private func centeredItemDidChange(to indexPath: IndexPath?) {
            scrollingTo = nil
            guard let binding = view?.centeredItem else { return }
            let id = indexPath.flatMap { dataSource?.itemIdentifier(for: $0) }
            if binding.wrappedValue != id { binding.wrappedValue = id }
        }

        /// After a layout pass: when the view has just been given a size (or a new one), put the
        /// bound item in the middle — and a wrapping carousel in the middle of its content.
        private func didLayOut() {
            guard let collectionView, collectionView.bounds.size != placedSize,
                collectionView.bounds.width > 0, collectionView.bounds.height > 0
            else { return }
            let first = placedSize == .zero
            placedSize = collectionView.bounds.size
            if first, let carousel = layout as? CarouselCollectionViewLayout, carousel.configuration.wraps {
                let id = view?.centeredItem?.wrappedValue
                let indexPath = id.flatMap { dataSource?.indexPath(for: $0) } ?? IndexPath(item: 0, section: 0)
                if let start = carousel.startingContentOffset(centering: indexPath) {
                    collectionView.contentOffset = start
                }
            }
            followBinding(animated: false)
        }

        /// The finger takes over from an animated scroll of ours.
        public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
            scrollingTo = nil
        }

        /// An animated scroll of ours arrived (or was replaced).
        public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
            scrollingTo = nil
        }

        public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            collectionView.deselectItem(at: indexPath, animated: false)
            guard let view, let id = dataSource?.itemIdentifier(for: indexPath), let item = itemsByID[id] else {
                return
            }
            if layout?.isPaging == true { layout?.scrollToItem(at: indexPath, animated: true) }
            view.onSelect?(item)
        }
    }
}

/// The collection view a ``CollectionLayoutView`` hosts: it tells its coordinator when it has laid
/// out, so that the first size it gets can start it at the bound item.
@available(iOS 16.0, tvOS 16.0, *)
final class HostCollectionView: UICollectionView {
    var onLayout: (() -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        onLayout?()
    }
}
#endif
