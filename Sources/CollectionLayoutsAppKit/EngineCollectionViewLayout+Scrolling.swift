#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import CollectionLayouts
import CollectionLayoutsAdapterCore

// Scrolling on the Mac. NSScrollView has no paging deceleration, so a paging layout (the carousel,
// the wheel) comes to rest on an item itself: when a live scroll ends
// (`NSScrollView.didEndLiveScrollNotification`, "Posted on the main thread at the end of live
// scroll tracking": a trackpad scroll with its momentum, or a scroller drag), the layout scrolls,
// animated, to the engine's target for a release there. A legacy mouse wheel's steps are "not
// bracketed by a willStart/didEnd notification pair" (`didLiveScrollNotification`): the layout
// comes to rest once they stop. The arrow keys move a paging layout one item
// (``EngineCollectionViewLayout/handleKeyDown(_:)``).

extension EngineCollectionViewLayout {
    /// The item at the middle of the collection view at its current offset — for the carousel and
    /// the wheel the centred (upright) item, for the other layouts the item nearest the middle — or
    /// nil when there are no items or before the first `prepare()`.
    public var centeredItem: IndexPath? {
        guard let collectionView, let index = preparedLayout?.centeredItem(at: contentOffset(of: collectionView))
        else { return nil }
        return IndexPath(index)
    }

    /// Called with ``centeredItem`` when it changes, once per change, after scrolling has come to
    /// rest (a live scroll and its snap, a ``scrollToItem(at:animated:)``, an arrow key, an
    /// update, a resize), on a later turn of the main run loop, never inside a layout pass. Nil
    /// means there are no items. Setting it reports the current item once the layout has prepared.
    /// The default is nil.
    public var centeredItemDidChange: (@MainActor (IndexPath?) -> Void)? {
        get { scrolling.onCenteredItemChange }
        set {
            scrolling.onCenteredItemChange = newValue
            scrolling.lastReported = .none
            setNeedsCenteredItemCheck()
        }
    }

    /// The content offset at which the item at `indexPath` rests in the middle, where
    /// ``scrollToItem(at:animated:)`` goes: the engine's own answer for the carousel and the wheel,
    /// else the item's centre in the middle of the visible area, where a release there rests; nil
    /// when there is no such item or before `prepare()`.
    public func contentOffset(centering indexPath: IndexPath) -> CGPoint? {
        guard let index = ElementIndex(indexPath), let preparedLayout else { return nil }
        if let centering = preparedLayout as? any CenteringPreparedLayout {
            return centering.contentOffset(centering: index)
        }
        guard let item = preparedLayout.attributes(for: index) else { return nil }
        let e = preparedLayout.environment, available = e.availableSize
        let proposed = CGPoint(
            x: item.center.x - e.contentInsets.left - available.width / 2,
            y: item.center.y - e.contentInsets.top - available.height / 2)
        return preparedLayout.targetContentOffset(proposed: proposed, velocity: .zero, current: proposed)
    }

    /// Scrolls so that the item at `indexPath` rests in the middle (``contentOffset(centering:)``):
    /// for the carousel and the wheel, centred; with wrapping, its nearest instance. Animated
    /// (the clip view's animator) unless `animated` is false or the user asked for reduced motion
    /// (`NSWorkspace.accessibilityDisplayShouldReduceMotion`). Does nothing when there is no such
    /// item.
    public func scrollToItem(at indexPath: IndexPath, animated: Bool) {
        guard let collectionView else { return }
        if !lifecycle.isUpToDate || preparedLayout == nil { collectionView.layoutSubtreeIfNeeded() }
        guard let offset = contentOffset(centering: indexPath) else { return }
        scroll(to: offset, animated: animated, in: collectionView)
    }

    /// Moves a paging layout one item for an arrow key along its scroll axis (← and →, mirrored
    /// right to left; ↑ and ↓ for a vertical carousel), animated as
    /// ``scrollToItem(at:animated:)``, and answers true; false, doing nothing, for any other event,
    /// a key with a modifier, a layout that does not page, or a step past either end of a layout
    /// that does not wrap.
    ///
    /// The layout calls it itself for key-down events while its collection view is the first
    /// responder of the key window (a local event monitor), so an app has nothing to wire; other
    /// layouts leave the arrow keys to `NSCollectionView`'s own selection.
    @discardableResult
    public func handleKeyDown(_ event: NSEvent) -> Bool {
        guard event.type == .keyDown, isPaging, let collectionView, let preparedLayout,
            event.modifierFlags.intersection([.command, .option, .control, .shift]).isEmpty
        else { return false }
        let key: ArrowKeyStep.Key
        switch event.specialKey {
        case .leftArrow?: key = .left
        case .rightArrow?: key = .right
        case .upArrow?: key = .up
        case .downArrow?: key = .down
        default: return false
        }
        let offset = contentOffset(of: collectionView)
        guard
            let steps = ArrowKeyStep.steps(
                for: key, axis: PlaceAnchor.scrollAxis(of: preparedLayout),
                direction: preparedLayout.environment.layoutDirection),
            let from = scrolling.target.flatMap(preparedLayout.centeredItem(at:))
                ?? preparedLayout.centeredItem(at: offset),
            let next = preparedLayout.accessibilityItem(after: from, steps: steps),
            let target = contentOffset(centering: IndexPath(next))
        else { return false }
        scroll(to: target, animated: true, in: collectionView)
        return true
    }

    /// Scrolls to `offset`, animated unless `animated` is false or reduced motion is on; the
    /// centred item is reported when it arrives.
    func scroll(to offset: CGPoint, animated: Bool, in collectionView: NSCollectionView) {
        let animates = animated && !NSWorkspace.shared.accessibilityDisplayShouldReduceMotion
        guard animates, let scrollView = collectionView.enclosingScrollView else {
            moveWithoutAnimation(to: offset, in: collectionView)
            setNeedsCenteredItemCheck()
            return
        }
        let clipView = scrollView.contentView
        scrolling.target = offset
        NSAnimationContext.runAnimationGroup { context in
            context.duration = ScrollingState.animationDuration
            context.allowsImplicitAnimation = true
            clipView.animator().setBoundsOrigin(offset)
        }
        // The animation's end, a turn after its duration (its completion handler is not isolated
        // to the main actor in the macOS 14 SDK): the scrollers follow, the centred item is told.
        Task { @MainActor [weak self, weak scrollView, weak clipView] in
            try? await Task.sleep(nanoseconds: ScrollingState.animationNanoseconds)
            guard let self, let scrollView, let clipView else { return }
            scrollView.reflectScrolledClipView(clipView)
            if self.scrolling.target == offset { self.scrolling.target = nil }
            self.setNeedsCenteredItemCheck()
        }
    }

    /// Sets the clip view's bounds origin to `offset` at once, and tells the scroll view
    /// ("reflectScrolledClipView(_:)": adjusts the scrollers to the clip view's new position).
    func moveWithoutAnimation(to offset: CGPoint, in collectionView: NSCollectionView) {
        scrolling.target = nil
        guard let scrollView = collectionView.enclosingScrollView else {
            collectionView.scroll(offset)
            return
        }
        scrollView.contentView.setBoundsOrigin(offset)
        scrollView.reflectScrolledClipView(scrollView.contentView)
    }

    /// Called when a paging layout starts coming to rest on an item at the end of a live scroll,
    /// with the items on screen once it rests there (the engine's `landingItems`), in index order:
    /// start loading their content then. Not called when it rests where it is, nor for the layouts
    /// that do not page (NSScrollView's momentum does not say where it will end). Do not change
    /// the data or the layout from it. The default is nil.
    public var landingItemsHandler: (@MainActor ([IndexPath]) -> Void)? {
        get { scrolling.landingItemsHandler }
        set { scrolling.landingItemsHandler = newValue }
    }

    /// Brings a paging layout to rest on an item: scrolls to the engine's target for a release at
    /// the current offset with no velocity, unless it is there already (within half a point) or
    /// an animated scroll of the layout's own is on its way.
    func comeToRest(animated: Bool) {
        guard isPaging, scrolling.target == nil, let collectionView, let preparedLayout else {
            return setNeedsCenteredItemCheck()
        }
        let offset = contentOffset(of: collectionView)
        let target = preparedLayout.targetContentOffset(proposed: offset, velocity: .zero, current: offset)
        guard !Self.isNear(target, offset) else { return setNeedsCenteredItemCheck() }
        if let landing = scrolling.landingItemsHandler {
            landing(
                preparedLayout.landingItems(proposed: offset, velocity: .zero, current: offset).map(IndexPath.init))
        }
        scroll(to: target, animated: animated, in: collectionView)
    }

    /// Follows the live scrolls of `collectionView`'s scroll view and, for a paging layout, its
    /// key-down events: once per scroll view.
    func observeScrolling(of collectionView: NSCollectionView) {
        if isPaging, scrolling.keyMonitor == nil {
            scrolling.keyMonitor = NSEvent.addLocalMonitorForEvents(matching: .keyDown) { [weak self] event in
                guard let self, let collectionView = self.collectionView,
                    let window = collectionView.window, window.isKeyWindow, event.window === window,
                    window.firstResponder === collectionView, self.handleKeyDown(event)
                else { return event }
                return nil
            }
        }
        guard let scrollView = collectionView.enclosingScrollView, scrolling.scrollView !== scrollView else { return }
        if let previous = scrolling.scrollView {
            for name in [
                NSScrollView.willStartLiveScrollNotification, NSScrollView.didEndLiveScrollNotification,
                NSScrollView.didLiveScrollNotification,
            ] {
                NotificationCenter.default.removeObserver(self, name: name, object: previous)
            }
            NotificationCenter.default.removeObserver(
                self, name: NSView.boundsDidChangeNotification, object: previous.contentView)
        }
        scrolling.scrollView = scrollView
        let center = NotificationCenter.default
        center.addObserver(
            self, selector: #selector(liveScrollWillStart), name: NSScrollView.willStartLiveScrollNotification,
            object: scrollView)
        center.addObserver(
            self, selector: #selector(liveScrollDidEnd), name: NSScrollView.didEndLiveScrollNotification,
            object: scrollView)
        center.addObserver(
            self, selector: #selector(liveScrollDidStep), name: NSScrollView.didLiveScrollNotification,
            object: scrollView)
        // Every change of the clip view's bounds, whoever makes it ("boundsDidChangeNotification",
        // posted when `postsBoundsChangedNotifications` is on): the layout follows the offset and
        // the size itself, whether or not AppKit asks `shouldInvalidateLayout(forBoundsChange:)`
        // with the visible rect.
        scrollView.contentView.postsBoundsChangedNotifications = true
        center.addObserver(
            self, selector: #selector(clipViewBoundsDidChange), name: NSView.boundsDidChangeNotification,
            object: scrollView.contentView)
    }

    /// The clip view's bounds changed (a scroll step, a resize): invalidates what the engine says
    /// the new bounds make stale, unless the layout is already prepared for them; where nothing
    /// is, moves the prepared layout's offset (O(1)). A new size keeps
    /// the user's place through the staged layout (`keepPlace(acrossBoundsChange:in:adjusting:)`,
    /// without an offset adjustment: AppKit's own bounds-change context may carry one).
    @objc func clipViewBoundsDidChange() {
        guard let preparedLayout, let clipView = scrolling.scrollView?.contentView else { return }
        let bounds = clipView.bounds
        let prepared = preparedLayout.environment
        guard bounds.size != prepared.boundsSize || bounds.origin != prepared.contentOffset else { return }
        let context = EngineInvalidationContext()
        let invalidation = preparedLayout.invalidation(forBoundsChange: bounds)
        guard invalidation != .nothing else {
            // Nothing on screen depends on the offset; the prepared layout still follows it, so
            // that a resize starts from the place the user sees.
            self.preparedLayout?.updateContentOffset(bounds.origin)
            refreshAccessibility()
            return setNeedsCenteredItemCheck()
        }
        context.invalidation = invalidation
        if invalidation == .everything { keepPlace(acrossBoundsChange: bounds, in: context, adjusting: false) }
        invalidateLayout(with: context)
    }

    /// The user takes over: any scroll of ours and any place being kept are over.
    @objc func liveScrollWillStart() {
        scrolling.isLiveScrolling = true
        scrolling.target = nil
        placeKeeping.resizing = nil
    }

    /// The live scroll (and its momentum) ended: come to rest on an item.
    @objc func liveScrollDidEnd() {
        scrolling.isLiveScrolling = false
        comeToRest(animated: true)
    }

    /// A step of a live scroll; outside a bracketed one (a legacy mouse wheel), comes to rest once
    /// the steps stop for ``ScrollingState/restDelay``.
    @objc func liveScrollDidStep() {
        scrolling.target = nil
        guard !scrolling.isLiveScrolling else { return }
        scrolling.stepGeneration &+= 1
        let generation = scrolling.stepGeneration
        Task { @MainActor [weak self] in
            try? await Task.sleep(nanoseconds: ScrollingState.restDelay)
            guard let self, self.scrolling.stepGeneration == generation, !self.scrolling.isLiveScrolling else { return }
            self.comeToRest(animated: true)
        }
    }

    /// Reports the centred item on a later turn of the main run loop if it changed and the view is
    /// at rest (no live scroll, no animated scroll of ours on its way), once however often asked.
    func setNeedsCenteredItemCheck() {
        guard scrolling.onCenteredItemChange != nil, !scrolling.isCheckScheduled else { return }
        scrolling.isCheckScheduled = true
        Task { @MainActor [weak self] in
            guard let self else { return }
            self.scrolling.isCheckScheduled = false
            guard !self.scrolling.isLiveScrolling, self.scrolling.target == nil, self.lifecycle.isUpToDate,
                self.preparedLayout != nil
            else { return }
            let item = self.centeredItem
            if case .some(let last) = self.scrolling.lastReported, last == item { return }
            self.scrolling.lastReported = .some(item)
            self.scrolling.onCenteredItemChange?(item)
        }
    }
}

/// What an ``EngineCollectionViewLayout`` follows of its scroll view: live scrolls, its own
/// animated scroll, the centred item last reported, and the observers it registered.
@MainActor
final class ScrollingState {
    /// How long the layout's own animated scrolls take, in seconds: about as long as AppKit's
    /// animated scrolls.
    static let animationDuration: TimeInterval = 0.25
    /// ``animationDuration`` in nanoseconds, and one frame more.
    static let animationNanoseconds: UInt64 = 270_000_000
    /// How long a legacy mouse wheel's steps must stop before a paging layout comes to rest, in
    /// nanoseconds: longer than the time between the steps of one turn of the wheel.
    static let restDelay: UInt64 = 200_000_000

    /// The scroll view observed.
    weak var scrollView: NSScrollView?
    /// Whether a live scroll (between its will-start and did-end notifications) is on.
    var isLiveScrolling = false
    /// The offset an animated scroll of the layout's own is heading for.
    var target: CGPoint?
    /// Counts the steps of an unbracketed live scroll, so that only the last one's delay acts.
    var stepGeneration = 0
    /// Called with the new centred item.
    var onCenteredItemChange: (@MainActor (IndexPath?) -> Void)?
    /// The last centred item reported: `.none` before the first report.
    var lastReported: IndexPath?? = .none
    /// Whether a centred-item check is scheduled.
    var isCheckScheduled = false
    /// ``EngineCollectionViewLayout/landingItemsHandler``.
    var landingItemsHandler: (@MainActor ([IndexPath]) -> Void)?
    /// The local key-down monitor of a paging layout, removed when the layout goes (`deinit` is
    /// not isolated, and only removes it; the notification observers, registered by selector,
    /// need no removal: "addObserver(_:selector:name:object:)").
    nonisolated(unsafe) var keyMonitor: Any?

    /// A state of no scroll: nonisolated, so that a layout decoded from a nib (`init?(coder:)`,
    /// which NSCoding does not isolate) can make one.
    nonisolated init() {}

    deinit {
        if let keyMonitor { NSEvent.removeMonitor(keyMonitor) }
    }
}
#endif
