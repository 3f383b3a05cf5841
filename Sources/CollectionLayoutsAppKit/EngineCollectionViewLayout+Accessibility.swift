#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import CollectionLayouts
import CollectionLayoutsAdapterCore

// VoiceOver on the Mac (NSAccessibility). The collection view's accessibility children are set
// ("accessibilityChildren": a property of the NSAccessibility protocol, set without subclassing)
// to the views of the items on screen in the engine's reading order (the core's entries), after
// one adjustable element for a paging layout (``PagingAccessibilityElement``), refreshed at every
// prepare and scroll step.

extension EngineCollectionViewLayout {
    /// Whether the layout gives its collection view VoiceOver's elements: the items on screen in
    /// the layout's reading order (the carousel along its axis from the leading edge, the dense
    /// circle packing top to bottom, the others in item order), each named by
    /// ``accessibilityLabelForItem`` where it gives a label; for the carousel and the wheel, first
    /// one adjustable element (``PagingAccessibilityElement``) whose increment and decrement move
    /// one item. Setting it refreshes them (off: AppKit's own children again). The default is false.
    public var providesAccessibilityElements: Bool {
        get { accessibilityState.isEnabled }
        set {
            accessibilityState.isEnabled = newValue
            if !newValue, let collectionView {
                collectionView.setAccessibilityChildren(nil)
                accessibilityState.pagingElement = nil
            }
            refreshAccessibility()
        }
    }

    /// What VoiceOver says for the item at an index path, or nil for what its view says. The
    /// default is nil.
    public var accessibilityLabelForItem: (@MainActor (IndexPath) -> String?)? {
        get { accessibilityState.label }
        set {
            accessibilityState.label = newValue
            refreshAccessibility()
        }
    }

    /// Gives the collection view the elements for the layout as it is now prepared, when
    /// ``providesAccessibilityElements`` is on, on the next turn of the main run loop (once however
    /// often asked before): AppKit makes the items of a layout pass after the layout has answered,
    /// so the views of the items on screen exist then. O(items on screen).
    func refreshAccessibility() {
        guard accessibilityState.isEnabled, !accessibilityState.isRefreshScheduled else { return }
        accessibilityState.isRefreshScheduled = true
        Task { @MainActor [weak self] in
            guard let self else { return }
            self.accessibilityState.isRefreshScheduled = false
            self.refreshAccessibilityNow()
        }
    }

    /// Gives the collection view the elements for the layout as it is now prepared: the core's
    /// entries around the visible rect (`LayoutAdapterState.accessibilityEntries(around:)`, in the
    /// engine's reading order, each section's header before its items) that have a view on screen.
    func refreshAccessibilityNow() {
        guard accessibilityState.isEnabled, let collectionView, state.prepared != nil else { return }
        let visible = geometry(of: collectionView).bounds
        var children: [Any] = []
        if isPaging {
            let element = accessibilityState.pagingElement ?? PagingAccessibilityElement(layout: self)
            accessibilityState.pagingElement = element
            element.setAccessibilityParent(collectionView)
            element.setAccessibilityFrameInParentSpace(visible)
            let announced = changeState {
                $0.announcedItem(at: visible.origin, isTouched: self.scrolling.isLiveScrolling)
            }
            element.setAccessibilityLabel(announced.flatMap { accessibilityState.label?(IndexPath($0)) })
            element.setAccessibilityValue(
                announced.flatMap(state.accessibilityPosition(of:)).map { "\($0.position) of \($0.count)" })
            children.append(element)
        }
        for entry in state.accessibilityEntries(around: visible) {
            switch entry {
            case .header(let section, _):
                let indexPath = IndexPath(item: 0, section: section)
                if let view = collectionView.supplementaryView(
                    forElementKind: NSCollectionView.elementKindSectionHeader, at: indexPath)
                {
                    children.append(view)
                }
            case .item(let index, _):
                let indexPath = IndexPath(index)
                guard let view = collectionView.item(at: indexPath)?.view else { continue }
                if let label = accessibilityState.label?(indexPath) { view.setAccessibilityLabel(label) }
                children.append(view)
            }
        }
        collectionView.setAccessibilityChildren(children)
    }

    /// Moves a paging layout `steps` items from the item it announces (VoiceOver's increment and
    /// decrement), as an arrow key does, the core's move remembered so that the element announces
    /// the item it is heading for; false when there is nothing to move to.
    func accessibilityMove(by steps: Int) -> Bool {
        guard let collectionView else { return false }
        let offset = contentOffset(of: collectionView)
        guard let from = changeState({ $0.announcedItem(at: offset, isTouched: false) }),
            let next = state.accessibilityItem(after: from, steps: steps),
            let target = state.contentOffset(centering: next)
        else { return false }
        state.accessibilityMove = AccessibilityMove(item: next, target: target, last: offset)
        scroll(to: target, animated: true, in: collectionView)
        refreshAccessibility()
        NSAccessibility.post(element: collectionView, notification: .valueChanged)
        return true
    }
}

/// What the layout keeps for VoiceOver.
struct AccessibilityState {
    /// ``EngineCollectionViewLayout/providesAccessibilityElements``.
    var isEnabled = false
    /// ``EngineCollectionViewLayout/accessibilityLabelForItem``.
    var label: (@MainActor (IndexPath) -> String?)?
    /// The adjustable element of a paging layout, kept while it pages.
    var pagingElement: PagingAccessibilityElement?
    /// Whether a refresh is scheduled for the next turn of the main run loop.
    var isRefreshScheduled = false
}

/// The one adjustable element of a paging layout (the carousel, the wheel) for VoiceOver: a
/// slider-like element whose label is the centred item's, whose value is its position ("3 of 9"),
/// and whose increment and decrement ("accessibilityPerformIncrement()": the NSAccessibility
/// protocol's action) move one item, as the arrow keys do.
@MainActor
public final class PagingAccessibilityElement: NSAccessibilityElement {
    /// The layout it moves.
    private weak var layout: EngineCollectionViewLayout?

    /// The element of `layout`.
    init(layout: EngineCollectionViewLayout) {
        self.layout = layout
        super.init()
        setAccessibilityRole(.slider)
        setAccessibilityElement(true)
    }

    /// One item towards the end of the data.
    public override func accessibilityPerformIncrement() -> Bool {
        onMainThread { layout?.accessibilityMove(by: 1) ?? false }
    }

    /// One item towards the start of the data.
    public override func accessibilityPerformDecrement() -> Bool {
        onMainThread { layout?.accessibilityMove(by: -1) ?? false }
    }
}
#endif
