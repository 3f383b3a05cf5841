#if canImport(SwiftUI) && !os(watchOS) && (canImport(UIKit) || canImport(AppKit))
@_spi(Tools) import CollectionLayouts
import CollectionLayoutsAdapterCore
import SwiftUI
#if canImport(UIKit)
import CollectionLayoutsUIKit
#else
import CollectionLayoutsAppKit
#endif

// What the UIKit coordinator (`CollectionLayoutView+Coordinator.swift`) and the AppKit one
// (`CollectionLayoutView+AppKitCoordinator.swift`) do alike: one `Coordinator` class is compiled
// per platform, and this extension serves both.
@available(iOS 16.0, tvOS 16.0, *)
extension CollectionLayoutView.Coordinator {
    /// Executes one of the driver's commands (those of the data's are executed in each
    /// coordinator's `update`); the only platform step is putting the content at a wrapping
    /// carousel's start (`moveContent(to:)`).
    func execute(_ command: CollectionLayoutViewDriver<Item.ID>.Command) {
        switch command {
        case .scroll(let index, let animated):
            layout?.scrollToItem(at: IndexPath(index), animated: animated)
        case .setBinding(let id):
            view?.centeredItem?.wrappedValue = id
        case .callNearEnd:
            // On the next turn of the main run loop, never inside a layout pass, so that it may
            // change state.
            guard let action = view?.nearEnd?.action else { return }
            Task { @MainActor in action() }
        case .startWrapping(let index):
            let carousel = layout as? CarouselCollectionViewLayout
            if let start = carousel?.startingContentOffset(
                centering: IndexPath(index))
            {
                moveContent(to: start)
            }
        case .followBinding(let animated):
            followBinding(animated: animated)
        case .applyData, .reconfigureVisible, .changeLayout:
            break
        }
    }

    /// Scrolls to the bound item if it is not the centred one (the user's scroll wins; an
    /// animation already heading there is left to arrive; with Reduce Motion on, scrollToItem
    /// jumps).
    func followBinding(animated: Bool) {
        // Laid out outside the driver's mutation: a layout pass asks the driver too.
        guard let target = driver.followTarget(driverView) else { return }
        let centred = isCentred(target)
        if let command = driver.follow(driverView, animated: animated, isCentred: centred) { execute(command) }
    }

    /// Whether the layout rests on a centred item (the carousel, the wheel).
    var isPagingLayout: Bool { layout?.isPaging ?? false }

    /// The frame of the item at `index`, nil when there is none.
    func itemFrame(at index: ElementIndex) -> CGRect? {
        layout?.layoutAttributesForItem(at: IndexPath(index))?.frame
    }

    /// Scrolls as the driver says, to put the bound item at the anchor: the layout centres an
    /// item; the platform's extension moves the content to an offset (`scrollContent(to:animated:)`).
    func scroll(_ scroll: CollectionLayoutViewDriver<Item.ID>.PositionScroll) {
        switch scroll {
        case .centre(let index, let animated):
            layout?.scrollToItem(at: IndexPath(index), animated: animated)
        case .offset(let offset, let animated):
            scrollContent(to: offset, animated: animated)
        }
    }

    /// The layout reports a new centred item: write it to the binding.
    func centeredItemDidChange(to indexPath: IndexPath?) {
        let bound = view?.centeredItem?.wrappedValue ?? nil
        let index = indexPath.map { ElementIndex(section: $0.section, item: $0.item) }
        if let command = driver.centredItemChanged(to: index, bound: bound) { execute(command) }
    }

    /// What ``CollectionLayoutView/accessibilityItemLabel(_:)`` says for the item at `indexPath`;
    /// nil without it, so that the layout says what the item's view says.
    func accessibilityLabel(at indexPath: IndexPath) -> String? {
        guard let label = view?.itemLabel, let item = data.item(section: indexPath.section, item: indexPath.item)
        else { return nil }
        return label(item)
    }

    /// The layout's handler of the items a fling lands on, when the view has ``onLandingItems(_:)``:
    /// their index paths turned into the items (nil: none, so that the layout computes nothing).
    func landingHandler() -> (@MainActor ([IndexPath]) -> Void)? {
        guard view?.landingItems != nil else { return nil }
        return { [weak self] indexPaths in
            guard let self, let action = self.view?.landingItems else { return }
            action(indexPaths.compactMap { self.data.item(section: $0.section, item: $0.item) })
        }
    }

    /// Whether the item at `indexPath` stands for a carousel row (its carousel holds the items).
    func isCarouselRow(_ indexPath: IndexPath) -> Bool {
        guard let id = data.itemID(section: indexPath.section, item: indexPath.item) else { return false }
        return view?.carouselRows.rows[id] != nil
    }
}
#endif
