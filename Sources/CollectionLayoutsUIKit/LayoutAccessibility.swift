#if !os(watchOS)
import CollectionLayouts
import Foundation

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// The VoiceOver elements a layout gives its collection view when
/// `EngineCollectionViewLayout.providesAccessibilityElements` is on: one element per item near the
/// visible area, in the engine's reading order (`PreparedLayout.accessibilityOrder(in:)`), or, for
/// a paging layout, one adjustable element for the whole carousel or wheel.
///
/// The elements cover the visible rect and one more of its size on each side, so that the next
/// swipe reaches items not on screen yet: an item on screen is its cell (with the cell's own
/// elements); one off screen is an element standing in for it, and focusing that scrolls there,
/// resting as snapping would, then moves VoiceOver to the cell. An element is kept for its item
/// while it stays in the window.
@MainActor
final class LayoutAccessibility {
    /// Whether the layout provides the elements.
    var isEnabled = false
    /// The label of an item, when the app gives one.
    var label: (@MainActor (IndexPath) -> String?)?
    /// The words for an item's position, "3 of 9".
    var position: @MainActor (_ position: Int, _ count: Int) -> String = { "\($0) of \($1)" }
    /// The item elements of the last refresh, by item.
    private var itemElements: [ElementIndex: ItemAccessibilityElement] = [:]
    /// The adjustable element of a paging layout.
    private var pagingElement: PagingAccessibilityElement?
    /// The item an increment or decrement is scrolling to, until scrolling rests there: what the
    /// adjustable element says meanwhile.
    var pendingItem: ElementIndex?

    /// Gives `collectionView` the elements for `layout` as it is now prepared, around `bounds` (the
    /// collection view's, or those a scroll step is moving to); clears them when off.
    func refresh(_ layout: EngineCollectionViewLayout, in collectionView: UICollectionView, bounds: CGRect? = nil) {
        guard isEnabled, let prepared = layout.preparedLayout else {
            if !itemElements.isEmpty || pagingElement != nil { collectionView.accessibilityElements = nil }
            itemElements.removeAll()
            pagingElement = nil
            return
        }
        let bounds = bounds ?? collectionView.bounds
        if layout.isPaging {
            let element = pagingElement ?? PagingAccessibilityElement(layout: layout, container: collectionView)
            pagingElement = element
            itemElements.removeAll()
            element.accessibilityFrameInContainerSpace = bounds
            if pendingItem == prepared.centeredItem(at: collectionView.contentOffset) { pendingItem = nil }
            collectionView.accessibilityElements = [element]
            return
        }
        pagingElement = nil
        // The visible rect and one of its size on each side: the next swipe's item is there.
        let window = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
        var kept: [ElementIndex: ItemAccessibilityElement] = [:]
        let elements = prepared.accessibilityOrder(in: window).map { attributes -> Any in
            #if canImport(UIKit)
            // An item on screen is its cell, with the cell's own elements (a SwiftUI cell's
            // content, buttons); the others stand in for their cells until they scroll in.
            if let cell = collectionView.cellForItem(at: IndexPath(attributes.index)) { return cell }
            #endif
            let element =
                itemElements[attributes.index]
                ?? ItemAccessibilityElement(index: attributes.index, layout: layout, container: collectionView)
            element.accessibilityFrameInContainerSpace = attributes.frame
            kept[attributes.index] = element
            return element
        }
        itemElements = kept
        collectionView.accessibilityElements = elements
    }

    /// The label of the item at `index`: the app's, else the visible cell's (UIKit), else nil.
    func label(for index: ElementIndex, in collectionView: UICollectionView?) -> String? {
        let indexPath = IndexPath(index)
        if let label = label?(indexPath) { return label }
        #if canImport(UIKit)
        return collectionView?.cellForItem(at: indexPath)?.accessibilityLabel
        #else
        return nil
        #endif
    }
}

/// One item as VoiceOver sees it: its frame, its label, and focusing it scrolls it into view.
@MainActor
final class ItemAccessibilityElement: UIAccessibilityElement {
    /// The item.
    let index: ElementIndex
    /// The layout that made it.
    private weak var layout: EngineCollectionViewLayout?

    init(index: ElementIndex, layout: EngineCollectionViewLayout, container: UICollectionView) {
        self.index = index
        self.layout = layout
        super.init(accessibilityContainer: container)
    }

    override var accessibilityLabel: String? {
        get { layout?.accessibility.label(for: index, in: layout?.collectionView) }
        set {}
    }

    /// Scrolls the item into view when it is not wholly visible, resting as snapping would.
    override func accessibilityElementDidBecomeFocused() {
        guard let layout, let collectionView = layout.collectionView else { return }
        let visible = collectionView.bounds
        guard !visible.contains(accessibilityFrameInContainerSpace) else { return }
        layout.scrollToItem(at: IndexPath(index), animated: false)
        #if canImport(UIKit)
        collectionView.layoutIfNeeded()
        if let cell = collectionView.cellForItem(at: IndexPath(index)) {
            UIAccessibility.post(notification: .layoutChanged, argument: cell)
        }
        #endif
    }
}

/// A carousel or a wheel as one adjustable element, as a picker is: swipe up or down moves one
/// item, and VoiceOver says the item and its position ("Paris, 3 of 9").
@MainActor
final class PagingAccessibilityElement: UIAccessibilityElement {
    /// The layout that made it.
    private weak var layout: EngineCollectionViewLayout?

    init(layout: EngineCollectionViewLayout, container: UICollectionView) {
        self.layout = layout
        super.init(accessibilityContainer: container)
        accessibilityTraits = .adjustable
    }

    /// The item said: the one an increment is scrolling to, else the centred one.
    private var current: ElementIndex? {
        guard let layout, let collectionView = layout.collectionView, let prepared = layout.preparedLayout else {
            return nil
        }
        return layout.accessibility.pendingItem ?? prepared.centeredItem(at: collectionView.contentOffset)
    }

    override var accessibilityLabel: String? {
        get { current.flatMap { layout?.accessibility.label(for: $0, in: layout?.collectionView) } }
        set {}
    }

    override var accessibilityValue: String? {
        get {
            guard let layout, let current, let place = layout.preparedLayout?.accessibilityPosition(of: current) else {
                return nil
            }
            return layout.accessibility.position(place.position, place.count)
        }
        set {}
    }

    override func accessibilityIncrement() { _ = move(by: 1) }

    override func accessibilityDecrement() { _ = move(by: -1) }

    /// A three-finger swipe moves one item the way the content moves, and says where it landed.
    override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        guard let layout, let collectionView = layout.collectionView, let prepared = layout.preparedLayout else {
            return false
        }
        let horizontal =
            prepared.contentSize.width - collectionView.bounds.width
            >= prepared.contentSize.height - collectionView.bounds.height
        let rightToLeft = prepared.environment.layoutDirection == .rightToLeft
        let steps: Int
        switch direction {
        case .next: steps = 1
        case .previous: steps = -1
        case .left: steps = horizontal ? (rightToLeft ? -1 : 1) : 0
        case .right: steps = horizontal ? (rightToLeft ? 1 : -1) : 0
        case .up: steps = horizontal ? 0 : 1
        case .down: steps = horizontal ? 0 : -1
        @unknown default: steps = 0
        }
        guard steps != 0, move(by: steps) else { return false }
        let words = [accessibilityLabel, accessibilityValue].compactMap { $0 }.joined(separator: ", ")
        UIAccessibility.post(notification: .pageScrolled, argument: words)
        return true
    }

    /// Scrolls to the item `steps` from the current one (a jump with Reduce Motion on:
    /// `scrollToItem(at:animated:)`); false at an end.
    private func move(by steps: Int) -> Bool {
        guard let layout, let current, let prepared = layout.preparedLayout,
            let next = prepared.accessibilityItem(after: current, steps: steps)
        else { return false }
        layout.accessibility.pendingItem = next
        layout.scrollToItem(at: IndexPath(next), animated: true)
        return true
    }
}
#endif
