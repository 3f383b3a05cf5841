#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import CollectionLayouts
import CollectionLayoutsAdapterCore

// Scrolling on the Mac. NSScrollView has no paging deceleration, so a paging layout (the carousel,
// the wheel) comes to rest on an item itself: when a live scroll ends
// (`NSScrollView.didEndLiveScrollNotification`, "Posted on the main thread at the end of live
// scroll tracking": a trackpad scroll with its momentum, or a scroller drag), the layout asks the
// core for a release there (`LayoutAdapterState.release`: the engine's target) and scrolls there,
// animated. A legacy mouse wheel's steps are "not bracketed by a willStart/didEnd notification
// pair" (`didLiveScrollNotification`): the layout comes to rest once they stop. The arrow keys move
// a paging layout one item (``EngineCollectionViewLayout/handleKeyDown(_:)``). The centred item is
// reported as the core's `CenteredItemReporting` decides.

extension EngineCollectionViewLayout {
    /// The item at the middle of the collection view at its current offset — for the carousel and
    /// the wheel the centred (upright) item, for the other layouts the item nearest the middle — or
    /// nil when there are no items or before the first `prepare()`.
    public var centeredItem: IndexPath? {
        collectionView.flatMap { state.centeredIndexPath(at: contentOffset(of: $0)) }
    }

    /// Called with ``centeredItem`` when it changes, once per change, after scrolling has come to
    /// rest (a live scroll and its snap, a ``scrollToItem(at:animated:)`` once it arrives, an arrow
    /// key, an update, a resize), on a later turn of the main run loop, never inside a layout pass.
    /// Nil means there are no items. Setting it reports the current item once the layout has
    /// prepared. The default is nil.
    public var centeredItemDidChange: (@MainActor (IndexPath?) -> Void)? {
        get { scrolling.onCenteredItemChange }
        set {
            scrolling.onCenteredItemChange = newValue
            state.centering.reset()
            setNeedsCenteredItemCheck()
        }
    }

    /// Called when a paging layout starts coming to rest on an item at the end of a live scroll,
    /// and when AppKit asks where a scroll rests, with the items on screen once it rests there (the
    /// engine's `landingItems`), in index order: start loading their content then. Not called when
    /// the content rests where it is, nor for a live scroll of a layout that does not page
    /// (NSScrollView's momentum does not say where it will end). Do not change the data or the
    /// layout from it. The default is nil.
    public var landingItemsHandler: (@MainActor ([IndexPath]) -> Void)? {
        get { scrolling.landingItemsHandler }
        set { scrolling.landingItemsHandler = newValue }
    }

    /// The content offset at which the item at `indexPath` rests in the middle, where
    /// ``scrollToItem(at:animated:)`` goes (the core's answer: the carousel's and the wheel's own,
    /// else the item's centre in the middle, where a release there rests); nil when there is no
    /// such item or before `prepare()`.
    public func contentOffset(centering indexPath: IndexPath) -> CGPoint? {
        ElementIndex(indexPath).flatMap { state.contentOffset(centering: $0) }
    }

    /// Scrolls so that the item at `indexPath` rests in the middle (``contentOffset(centering:)``):
    /// for the carousel and the wheel, centred; with wrapping, its nearest instance. Animated
    /// (the clip view's animator) unless `animated` is false or the user asked for reduced motion
    /// (`NSWorkspace.accessibilityDisplayShouldReduceMotion`). Does nothing when there is no such
    /// item.
    public func scrollToItem(at indexPath: IndexPath, animated: Bool) {
        guard let collectionView else { return }
        if state.needsLayoutBeforeScrolling { collectionView.layoutSubtreeIfNeeded() }
        guard let offset = contentOffset(centering: indexPath) else { return }
        scroll(to: offset, animated: animated, in: collectionView)
    }

    /// Moves a paging layout one item for an arrow key along its scroll axis (← and →, mirrored
    /// right to left; ↑ and ↓ for a vertical carousel), animated as ``scrollToItem(at:animated:)``,
    /// and answers true; false, doing nothing, for any other event, a key with a modifier, a layout
    /// that does not page, or a step past either end of a layout that does not wrap.
    ///
    /// The layout calls it itself for key-down events while its collection view is the first
    /// responder of the key window (a local event monitor), so an app has nothing to wire; other
    /// layouts leave the arrow keys to `NSCollectionView`'s own selection.
    @discardableResult
    public func handleKeyDown(_ event: NSEvent) -> Bool {
        guard event.type == .keyDown, isPaging, let collectionView,
            event.modifierFlags.intersection([.command, .option, .control, .shift]).isEmpty
        else { return false }
        // An arrow key moves the way the items follow each other, a swipe the way the content
        // moves: → is the core's leftward swipe (the next item, left to right).
        let swipe: LayoutAdapterState.AccessibilitySwipe
        switch event.specialKey {
        case .leftArrow?: swipe = .right
        case .rightArrow?: swipe = .left
        case .upArrow?: swipe = .down
        case .downArrow?: swipe = .up
        default: return false
        }
        let size = geometry(of: collectionView).bounds.size
        guard let steps = state.accessibilitySteps(for: swipe, boundsSize: size) else { return false }
        return move(by: steps)
    }

    /// Moves a paging layout `steps` items from its centred one (or from the one a scroll of its own
    /// is heading for), as an arrow key or VoiceOver's increment does; false when there is nothing
    /// to move to.
    func move(by steps: Int) -> Bool {
        guard let collectionView else { return false }
        let offset = state.centering.scrollTarget ?? contentOffset(of: collectionView)
        guard let from = state.centeredItem(at: offset),
            let next = state.accessibilityItem(after: from, steps: steps),
            let target = state.contentOffset(centering: next)
        else { return false }
        scroll(to: target, animated: true, in: collectionView)
        return true
    }

    /// The core's release at `current` for a scroll proposed to rest at `proposed` with `velocity`
    /// (points per millisecond): the target, the landing items told; nil before the first prepare.
    func release(proposed: CGPoint, velocity: CGPoint, current: CGPoint) -> CGPoint? {
        let wants = scrolling.landingItemsHandler != nil
        guard
            let release = changeState({
                $0.release(proposed: proposed, velocity: velocity, current: current, wantsLandingItems: wants)
            })
        else { return nil }
        if let landing = release.landing { scrolling.landingItemsHandler?(landing.map(IndexPath.init)) }
        setNeedsCenteredItemCheck()
        return release.target
    }

    /// Scrolls to `offset`, animated unless `animated` is false or reduced motion is on; the
    /// centred item is reported when it arrives (the core's scroll target).
    func scroll(to offset: CGPoint, animated: Bool, in collectionView: NSCollectionView) {
        let animates = animated && !NSWorkspace.shared.accessibilityDisplayShouldReduceMotion
        guard animates, let scrollView = collectionView.enclosingScrollView else {
            moveWithoutAnimation(to: offset, in: collectionView)
            setNeedsCenteredItemCheck()
            return
        }
        let clipView = scrollView.contentView
        state.beginScroll(to: offset, animated: true, now: Date())
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
            self.setNeedsCenteredItemCheck()
        }
    }

    /// Sets the clip view's bounds origin to `offset` at once, and tells the scroll view
    /// ("reflectScrolledClipView(_:)": adjusts the scrollers to the clip view's new position).
    func moveWithoutAnimation(to offset: CGPoint, in collectionView: NSCollectionView) {
        state.beginScroll(to: offset, animated: false, now: Date())
        guard let scrollView = collectionView.enclosingScrollView else {
            collectionView.scroll(offset)
            return
        }
        scrollView.contentView.setBoundsOrigin(offset)
        scrollView.reflectScrolledClipView(scrollView.contentView)
    }

    /// Brings a paging layout to rest on an item: the core's release at the current offset with
    /// no velocity, scrolled to unless it is there already (within half a point) or an animated
    /// scroll of the layout's own is on its way.
    func comeToRest() {
        guard isPaging, state.centering.scrollTarget == nil, let collectionView else {
            return setNeedsCenteredItemCheck()
        }
        let offset = contentOffset(of: collectionView)
        guard let target = release(proposed: offset, velocity: .zero, current: offset), !Self.isNear(target, offset)
        else { return }
        scroll(to: target, animated: true, in: collectionView)
    }

    /// Follows the live scrolls and the bounds of `collectionView`'s scroll view and, for a paging
    /// layout, its key-down events: once per scroll view.
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
        let center = NotificationCenter.default
        if let previous = scrolling.scrollView {
            for name in [
                NSScrollView.willStartLiveScrollNotification, NSScrollView.didEndLiveScrollNotification,
                NSScrollView.didLiveScrollNotification,
            ] {
                center.removeObserver(self, name: name, object: previous)
            }
            center.removeObserver(self, name: NSView.boundsDidChangeNotification, object: previous.contentView)
        }
        scrolling.scrollView = scrollView
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

    /// The clip view's bounds changed (a scroll step, a resize): the core says what they make
    /// stale from the bounds last seen, and the layout is invalidated that far. A new size keeps
    /// the user's place: the core stages the layout for it, and the layout scrolls to the kept
    /// offset on the next turn of the run loop if AppKit has not (this is not a context AppKit
    /// applies an adjustment from).
    @objc func clipViewBoundsDidChange() {
        guard state.prepared != nil, let clipView = scrolling.scrollView?.contentView, let collectionView else {
            return
        }
        let bounds = clipView.bounds
        guard bounds != scrolling.clipBounds else { return }
        let change = boundsChange(to: bounds)
        scrolling.clipBounds = bounds
        refreshAccessibility()
        setNeedsCenteredItemCheck()
        guard change.invalidation != .nothing else { return }
        let context = EngineInvalidationContext()
        context.invalidation = change.invalidation
        invalidateLayout(with: context)
        guard let adjustment = change.offsetAdjustment, adjustment != .zero else { return }
        let kept = CGPoint(x: bounds.origin.x + adjustment.x, y: bounds.origin.y + adjustment.y)
        Task { @MainActor [weak self, weak collectionView] in
            guard let self, let collectionView, !Self.isNear(self.contentOffset(of: collectionView), kept) else {
                return
            }
            self.moveWithoutAnimation(to: kept, in: collectionView)
        }
    }

    /// The user takes over: any scroll of ours and any place being kept through a resize are over.
    @objc func liveScrollWillStart() {
        scrolling.isLiveScrolling = true
        state.centering.cancelScroll()
        state.finishBoundsChange()
    }

    /// The live scroll (and its momentum) ended: come to rest on an item.
    @objc func liveScrollDidEnd() {
        scrolling.isLiveScrolling = false
        comeToRest()
    }

    /// A step of a live scroll; outside a bracketed one (a legacy mouse wheel), comes to rest once
    /// the steps stop for ``ScrollingState/restDelay``.
    @objc func liveScrollDidStep() {
        guard !scrolling.isLiveScrolling else { return }
        state.centering.cancelScroll()
        scrolling.stepGeneration &+= 1
        let generation = scrolling.stepGeneration
        Task { @MainActor [weak self] in
            try? await Task.sleep(nanoseconds: ScrollingState.restDelay)
            guard let self, self.scrolling.stepGeneration == generation, !self.scrolling.isLiveScrolling else { return }
            self.comeToRest()
        }
    }

    /// Asks the core on a later turn of the main run loop whether to report the centred item (a
    /// live scroll is a finger down; a scroll of ours on its way polls), once however often asked.
    func setNeedsCenteredItemCheck() {
        guard scrolling.onCenteredItemChange != nil, !scrolling.isCheckScheduled else { return }
        scrolling.isCheckScheduled = true
        Task { @MainActor [weak self] in
            guard let self else { return }
            self.scrolling.isCheckScheduled = false
            self.checkCenteredItem()
        }
    }

    /// Does what the core says about the centred item now.
    private func checkCenteredItem() {
        guard let collectionView else { return }
        let offset = contentOffset(of: collectionView), isTouched = scrolling.isLiveScrolling
        switch changeState({
            $0.checkCenteredItem(at: offset, isTouched: isTouched, isDecelerating: false, now: Date())
        })
        {
        case .report(let index):
            scrolling.onCenteredItemChange?(index.map(IndexPath.init))
        case .poll:
            Task { @MainActor [weak self] in
                try? await Task.sleep(nanoseconds: ScrollingState.pollInterval)
                self?.setNeedsCenteredItemCheck()
            }
        case .wait, .unchanged:
            return
        }
    }
}

/// What an ``EngineCollectionViewLayout`` follows of its scroll view that only AppKit has: live
/// scrolls, the clip view's bounds last seen, the callbacks, and the key monitor.
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
    /// How often the centred item is checked while a scroll of ours is on its way, in nanoseconds:
    /// about three frames at 60 Hz.
    static let pollInterval: UInt64 = 50_000_000

    /// The scroll view observed.
    weak var scrollView: NSScrollView?
    /// The clip view's bounds the layout last saw (at a prepare or a bounds notification): where a
    /// resize starts from, whether AppKit asks before or after its clip view changes.
    var clipBounds: CGRect?
    /// Whether a live scroll (between its will-start and did-end notifications) is on.
    var isLiveScrolling = false
    /// Counts the steps of an unbracketed live scroll, so that only the last one's delay acts.
    var stepGeneration = 0
    /// Called with the new centred item.
    var onCenteredItemChange: (@MainActor (IndexPath?) -> Void)?
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
