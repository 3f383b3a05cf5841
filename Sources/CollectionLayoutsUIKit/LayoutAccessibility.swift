#if !os(watchOS) && (canImport(UIKit) || (canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)))
import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// The VoiceOver elements a layout gives its collection view when
/// `EngineCollectionViewLayout.providesAccessibilityElements` is on: one element per item near the
/// visible area, in the engine's reading order (`PreparedLayout.accessibilityOrder(in:)`), each
/// section's header before its items as a heading; or, for a paging layout, one adjustable element
/// for the whole carousel or wheel, then the announced item's cell with its own elements.
///
/// The elements cover the visible rect and one more of its size on each side, so that the next
/// swipe reaches items not on screen yet: an item on screen is its cell (with the cell's own
/// elements); one off screen is an element standing in for it, and focusing that scrolls there,
/// resting as snapping would, then moves VoiceOver to the cell. An element is kept for its item
/// while it stays in the window. Headers are elements with the `.header` trait, which VoiceOver's
/// rotor moves between ("Headings"), saying the header view's own words.
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
    /// The header elements of the last refresh, by section.
    private var headerElements: [Int: HeaderAccessibilityElement] = [:]
    /// The adjustable element of a paging layout.
    private var pagingElement: PagingAccessibilityElement?
    /// Whether a refresh is scheduled for the next turn of the main run loop (``refresh(_:in:bounds:retrying:)``).
    private var isRetryScheduled = false

    /// Gives `collectionView` the elements for `layout` as it is now prepared, around `bounds` (the
    /// collection view's, or those a scroll step is moving to); clears them when off.
    ///
    /// UIKit makes the cells of a layout pass after the layout has answered (`prepare()`, then
    /// the attributes, then the cells), so a refresh at a prepare or a bounds change can find an
    /// item on screen without its cell yet: it then refreshes once more on the next turn of the
    /// main run loop (unless `retrying`), when the cells are there.
    func refresh(
        _ layout: EngineCollectionViewLayout, in collectionView: UICollectionView, bounds: CGRect? = nil,
        retrying: Bool = false
    ) {
        guard isEnabled, layout.preparedLayout != nil else {
            if !itemElements.isEmpty || !headerElements.isEmpty || pagingElement != nil {
                collectionView.accessibilityElements = nil
            }
            itemElements.removeAll()
            headerElements.removeAll()
            pagingElement = nil
            layout.state.accessibilityMove = nil
            return
        }
        let bounds = bounds ?? collectionView.bounds
        if layout.isPaging {
            let element = pagingElement ?? PagingAccessibilityElement(layout: layout, container: collectionView)
            pagingElement = element
            itemElements.removeAll()
            headerElements.removeAll()
            element.accessibilityFrameInContainerSpace = bounds
            // The announced card's own elements follow the adjustable one (a button in it is
            // reachable by swiping on), as in WWDC18's "Deliver an Exceptional Accessibility
            // Experience", whose carousel element is followed by the shown item's details.
            var elements: [Any] = [element]
            if let item = announcedItem(of: layout, at: bounds.origin) {
                if let cell = collectionView.cellForItem(at: IndexPath(item)) {
                    elements.append(cell)
                } else if !retrying {
                    scheduleRetry(layout, in: collectionView)
                }
            }
            collectionView.accessibilityElements = elements
            return
        }
        pagingElement = nil
        layout.state.accessibilityMove = nil
        var keptItems: [ElementIndex: ItemAccessibilityElement] = [:]
        var keptHeaders: [Int: HeaderAccessibilityElement] = [:]
        var elements: [Any] = []
        // The core's order: the visible rect and one of its size on each side (the next swipe's
        // item is there), each section's header before its items.
        for entry in layout.state.accessibilityEntries(around: bounds) {
            switch entry {
            case .header(let section, let frame):
                elements.append(
                    Self.element(section, at: frame, from: headerElements, keeping: &keptHeaders) {
                        HeaderAccessibilityElement(section: section, layout: layout, container: collectionView)
                    })
            case .item(let index, let frame):
                // An item on screen is its cell, with the cell's own elements (a SwiftUI cell's
                // content, buttons); the others stand in for their cells until they scroll in.
                if let cell = collectionView.cellForItem(at: IndexPath(index)) {
                    elements.append(cell)
                    continue
                }
                if !retrying && frame.intersects(bounds) { scheduleRetry(layout, in: collectionView) }
                elements.append(
                    Self.element(index, at: frame, from: itemElements, keeping: &keptItems) {
                        ItemAccessibilityElement(index: index, layout: layout, container: collectionView)
                    })
            }
        }
        itemElements = keptItems
        headerElements = keptHeaders
        collectionView.accessibilityElements = elements
    }

    /// The element for `key` at `frame`: the same object as at the last refresh (`previous`) while
    /// its item or header stays in reach, else a new one from `make`; kept in `kept` for the next.
    private static func element<Key: Hashable, Element: UIAccessibilityElement>(
        _ key: Key, at frame: CGRect, from previous: [Key: Element], keeping kept: inout [Key: Element],
        make: () -> Element
    ) -> Element {
        let element = previous[key] ?? make()
        element.accessibilityFrameInContainerSpace = frame
        kept[key] = element
        return element
    }

    /// Refreshes on the next turn of the main run loop, once however often it is asked before:
    /// while scrolling, at most one more refresh per frame (O(items within a screen), as the one
    /// the scroll step makes), and none once every item on screen has its cell.
    private func scheduleRetry(_ layout: EngineCollectionViewLayout, in collectionView: UICollectionView) {
        guard !isRetryScheduled else { return }
        isRetryScheduled = true
        Task { @MainActor [weak self, weak layout, weak collectionView] in
            guard let self else { return }
            self.isRetryScheduled = false
            guard let layout, let collectionView, layout.collectionView === collectionView else { return }
            self.refresh(layout, in: collectionView, retrying: true)
        }
    }

    /// The item the adjustable element says when the content offset is `offset` (the core's
    /// `announcedItem(at:isTouched:)`: VoiceOver's move while it is on its way, else the centred
    /// item).
    func announcedItem(of layout: EngineCollectionViewLayout, at offset: CGPoint) -> ElementIndex? {
        guard let collectionView = layout.collectionView else { return nil }
        return layout.state.announcedItem(at: offset, isTouched: collectionView.isTracking)
    }

    /// The label of the item at `index`: the app's, else what the cell on screen says.
    func label(for index: ElementIndex, in collectionView: UICollectionView?) -> String? {
        let indexPath = IndexPath(index)
        if let label = label?(indexPath) { return label }
        return collectionView?.cellForItem(at: indexPath).flatMap(Self.spokenLabel(of:))
    }

    /// The label of the header of `section`: what its view on screen says.
    func headerLabel(ofSection section: Int, in collectionView: UICollectionView?) -> String? {
        collectionView?.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section)
        ).flatMap(Self.spokenLabel(of:))
    }

    /// What VoiceOver says for `view`: its `accessibilityLabel`, else (UIKit) the labels of the
    /// elements inside it, in order, joined by commas — a SwiftUI cell's texts, a header's label.
    static func spokenLabel(of view: UICollectionReusableView) -> String? {
        if let label = view.accessibilityLabel, !label.isEmpty { return label }
        #if canImport(UIKit)
        var labels: [String] = []
        collectLabels(of: view, into: &labels, depth: 0)
        return labels.isEmpty ? nil : labels.joined(separator: ", ")
        #else
        return nil
        #endif
    }

    #if canImport(UIKit)
    /// How deep ``collectLabels(of:into:depth:)`` looks into a view, and how many labels it
    /// keeps: a card is a few views deep and says a few things.
    private static let labelSearchLimits = (depth: 12, labels: 16)

    /// Appends the labels of the accessibility elements in `object`, in VoiceOver's order: an
    /// element's own label, else those of its `accessibilityElements`, of the elements its
    /// container methods give, or of its visible subviews.
    private static func collectLabels(of object: NSObject, into labels: inout [String], depth: Int) {
        guard depth < labelSearchLimits.depth, labels.count < labelSearchLimits.labels else { return }
        if object.isAccessibilityElement {
            if let label = object.accessibilityLabel, !label.isEmpty { labels.append(label) }
            return
        }
        let children: [Any]
        if let elements = object.accessibilityElements {
            children = elements
        } else if case let count = object.accessibilityElementCount(), count > 0, count != NSNotFound {
            children = (0..<min(count, labelSearchLimits.labels)).compactMap { object.accessibilityElement(at: $0) }
        } else if let view = object as? UIView {
            children = view.subviews.filter { !$0.isHidden && $0.alpha > 0 }
        } else {
            children = []
        }
        for case let child as NSObject in children {
            collectLabels(of: child, into: &labels, depth: depth + 1)
        }
    }
    #endif
}
#endif
