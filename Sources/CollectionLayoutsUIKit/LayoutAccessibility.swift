#if !os(watchOS) && (canImport(UIKit) || (canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)))
import CollectionLayouts
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
    /// VoiceOver's increment, decrement or three-finger swipe on its way (``announcedItem(of:at:)``).
    var move: Move?
    /// Whether a refresh is scheduled for the next turn of the main run loop (``refresh(_:in:bounds:retrying:)``).
    private var isRetryScheduled = false

    /// A move of the adjustable element: the layout's animated scroll to `item`, which rests at
    /// `target`, last seen at `last`.
    struct Move {
        /// The item moved to: what the adjustable element says while the scroll is on its way.
        let item: ElementIndex
        /// Where the layout's scroll to the item rests.
        let target: CGPoint
        /// The content offset at the last step seen on the way.
        var last: CGPoint
    }

    /// How far, in points, a step of the scroll may stray from the straight way to the target:
    /// UIKit's animation moves the offset along that line, rounded to pixels (at most 1/2 point).
    static let wayTolerance: CGFloat = 1

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
        guard isEnabled, let prepared = layout.preparedLayout else {
            if !itemElements.isEmpty || !headerElements.isEmpty || pagingElement != nil {
                collectionView.accessibilityElements = nil
            }
            itemElements.removeAll()
            headerElements.removeAll()
            pagingElement = nil
            move = nil
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
        move = nil
        // The visible rect and one of its size on each side: the next swipe's item is there.
        let window = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
        var keptItems: [ElementIndex: ItemAccessibilityElement] = [:]
        var keptHeaders: [Int: HeaderAccessibilityElement] = [:]
        let headers = Self.headers(in: window, of: prepared)
        var nextHeader = headers.startIndex
        var elements: [Any] = []
        func appendHeaders(through section: Int) {
            while nextHeader < headers.endIndex, headers[nextHeader].index.section <= section {
                let attributes = headers[nextHeader]
                let element =
                    headerElements[attributes.index.section]
                    ?? HeaderAccessibilityElement(
                        section: attributes.index.section, layout: layout, container: collectionView)
                element.accessibilityFrameInContainerSpace = attributes.frame
                keptHeaders[attributes.index.section] = element
                elements.append(element)
                nextHeader += 1
            }
        }
        for attributes in prepared.accessibilityOrder(in: window) {
            // A section's header comes before its first item (the layouts with headers read their
            // sections in order).
            appendHeaders(through: attributes.index.section)
            // An item on screen is its cell, with the cell's own elements (a SwiftUI cell's
            // content, buttons); the others stand in for their cells until they scroll in.
            if let cell = collectionView.cellForItem(at: IndexPath(attributes.index)) {
                elements.append(cell)
                continue
            }
            if !retrying && attributes.frame.intersects(bounds) { scheduleRetry(layout, in: collectionView) }
            let element =
                itemElements[attributes.index]
                ?? ItemAccessibilityElement(index: attributes.index, layout: layout, container: collectionView)
            element.accessibilityFrameInContainerSpace = attributes.frame
            keptItems[attributes.index] = element
            elements.append(element)
        }
        appendHeaders(through: .max)
        itemElements = keptItems
        headerElements = keptHeaders
        collectionView.accessibilityElements = elements
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

    /// The section headers that overlap `rect`, by section.
    private static func headers(in rect: CGRect, of prepared: any PreparedLayout) -> [LayoutAttributes] {
        var headers: [LayoutAttributes] = []
        prepared.forEachElement(in: rect) { element in
            if element.kind == .header && !element.isHidden { headers.append(element) }
            return true
        }
        return headers.sorted { $0.index.section < $1.index.section }
    }

    /// The item the adjustable element says when the content offset is `offset`: the one
    /// VoiceOver's move (``move``) is scrolling to while the layout's animated scroll there is on
    /// its way and nothing else has moved the view, else the centred one. Whatever moves the view
    /// otherwise — an app's `scrollToItem(at:animated:)` or `contentOffset`, the user's drag or
    /// fling, a batch update keeping the place, a rotation — ends the move, so the centred item is
    /// said again.
    func announcedItem(of layout: EngineCollectionViewLayout, at offset: CGPoint) -> ElementIndex? {
        guard let prepared = layout.preparedLayout else { return nil }
        if let move, isOnItsWay(move, in: layout, at: offset) {
            self.move?.last = offset
            return move.item
        }
        move = nil
        return prepared.centeredItem(at: offset)
    }

    /// Whether `move` is still on its way at `offset`: no finger down, the layout's own scroll is
    /// still the one to the move's target, the item still rests there (no data or size change),
    /// the offset is not there yet and lies on the straight way from the last step to the target.
    private func isOnItsWay(_ move: Move, in layout: EngineCollectionViewLayout, at offset: CGPoint) -> Bool {
        guard let collectionView = layout.collectionView, !collectionView.isTracking,
            let heading = layout.centeredItemTracker.scrollTarget, Self.isNear(heading, move.target),
            let target = layout.contentOffset(centering: IndexPath(move.item)), Self.isNear(target, move.target),
            !Self.isNear(offset, move.target)
        else { return false }
        return Self.lies(offset, onTheWayFrom: move.last, to: move.target)
    }

    /// Whether `a` and `b` are within half a point of each other on both axes.
    private static func isNear(_ a: CGPoint, _ b: CGPoint) -> Bool {
        abs(a.x - b.x) <= 0.5 && abs(a.y - b.y) <= 0.5
    }

    /// Whether `point` lies on the segment from `start` to `end`, within ``wayTolerance``.
    private static func lies(_ point: CGPoint, onTheWayFrom start: CGPoint, to end: CGPoint) -> Bool {
        let dx = end.x - start.x, dy = end.y - start.y
        let px = point.x - start.x, py = point.y - start.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > wayTolerance else { return abs(px) <= wayTolerance && abs(py) <= wayTolerance }
        let along = (px * dx + py * dy) / length, across = abs(px * dy - py * dx) / length
        return along >= -wayTolerance && along <= length + wayTolerance && across <= wayTolerance
    }

    /// The frame of the item at `index` as drawn (its visual bounds, in the collection view's
    /// content coordinates): the instance nearest the middle of `bounds` among those shown there,
    /// else the engine's attributes for it; nil when there is no such item.
    func visibleFrame(of index: ElementIndex, in prepared: any PreparedLayout, around bounds: CGRect) -> CGRect? {
        var nearest: (attributes: LayoutAttributes, distance: CGFloat)?
        prepared.forEachElement(in: bounds) { element in
            guard element.kind == .cell, element.index == index, !element.isHidden else { return true }
            let dx = element.center.x - bounds.midX, dy = element.center.y - bounds.midY
            let distance = dx * dx + dy * dy
            if nearest.map({ distance < $0.distance }) ?? true { nearest = (element, distance) }
            return true
        }
        return (nearest?.attributes ?? prepared.attributes(for: index))?.visualBounds
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
