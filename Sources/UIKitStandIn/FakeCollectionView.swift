#if !canImport(UIKit)
import Foundation

/// Not UIKit: a scriptable collection view that drives its layout the way UICollectionView does,
/// so that tests where UIKit is absent (Linux, macOS) can run a `UICollectionViewLayout` subclass
/// through a scroll session.
///
/// What it does, in UIKit's order:
/// - a **layout pass** (``performLayoutPass()``): `prepare()` if the layout was invalidated, then
///   `collectionViewContentSize`, then `layoutAttributesForElements(in:)` for the visible rect;
/// - a **bounds change** (scrolling sets `contentOffset`, i.e. `bounds.origin`):
///   `shouldInvalidateLayout(forBoundsChange:)` with the new bounds, and if true
///   `invalidationContext(forBoundsChange:)` and `invalidateLayout(with:)`; then the bounds change
///   and a layout pass runs;
/// - a **change of size** (``resize(to:)``: a rotation, a split-view resize, a keyboard that
///   shrinks the view), as an animated bounds change: the calls of a bounds change (with the
///   context's `contentOffsetAdjustment` added to the offset), the new bounds, `prepare()`,
///   `prepare(forAnimatedBoundsChange:)` with the old bounds,
///   `targetContentOffset(forProposedContentOffset:)` with the offset, the answer clamped into the
///   new content, a layout pass there, `finalizeAnimatedBoundsChange()` (see ``resize(to:)`` for
///   the Apple documentation each step follows);
/// - a **data change** (``reloadData(itemCounts:)``): `invalidateLayout(with:)` with a context whose
///   `invalidateEverything` and `invalidateDataSourceCounts` are true, then a layout pass;
/// - a **fling** (``fling(velocity:)``): the offset where the fling would rest on its own
///   (v · rate / (1 − rate) per axis, velocity in points per millisecond) goes to
///   `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`, then the view scrolls
///   to the answer in a few bounds changes, as an animation would, with `isDecelerating` true
///   until the last one has been made;
/// - a **drag** (``beginDrag()``, ``drag(to:)``, ``endDrag(velocity:)``): `isTracking` and
///   `isDragging` are true while the finger is down; lifting it is a fling from where it is
///   (UIKit asks the layout where to rest even for a release without velocity);
/// - an **animated scroll** (`setContentOffset(_:animated: true)`): a few bounds changes towards
///   the offset, none of the `is…` flags set, as UIKit's constant-velocity animation;
/// - **batch updates** (``performBatchUpdates(itemCounts:_:)``): an invalidation whose
///   `invalidateDataSourceCounts` is true (`invalidateEverything` false), `prepare()`,
///   `prepare(forCollectionViewUpdates:)` with `UICollectionViewUpdateItem`s for the changes, the
///   layout pass's queries, `targetContentOffset(forProposedContentOffset:)` for the current
///   offset, the animation's questions (``updateAnimations``): `finalLayoutAttributesForDisappearing…`
///   for each element shown before the update and `initialLayoutAttributesForAppearing…` for each
///   element the layout then has in the bounds at the answer's
///   offset, `finalizeCollectionViewUpdates()`, then the offset adopted if it differs;
/// - a layout-direction or inset change: `invalidateLayout()`, then a layout pass;
/// - **self-sizing** (``preferredSize``): after a layout pass, each element shown whose view asks
///   for another size is offered to `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`
///   with preferred attributes of that size (the original's copy, as a view's
///   `preferredLayoutAttributesFitting(_:)` makes them); for a `true` answer,
///   `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)` and
///   `invalidateLayout(with:)`, then the context's `contentOffsetAdjustment` is added to the
///   offset (no bounds-change call, as UIKit adjusts it during the update) and another layout
///   pass runs (one view's new size per pass), until no view asks for a change. Cells go through
///   the same three calls as headers and footers: UIKit asks a self-sizing cell for
///   `preferredLayoutAttributesFitting(_:)` ("gives the cell a chance to modify the attributes
///   provided by the layout object",
///   [preferredLayoutAttributesFitting(_:)](https://developer.apple.com/documentation/uikit/uicollectionreusableview/preferredlayoutattributesfitting(_:))),
///   then the layout whether "changes to a self-sizing cell require a layout update"
///   ([shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)](https://developer.apple.com/documentation/uikit/uicollectionviewlayout/shouldinvalidatelayout(forpreferredlayoutattributes:withoriginalattributes:))),
///   and for a yes the context "that identifies the portions of the layout that should change in
///   response to dynamic cell changes"
///   ([invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)](https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidationcontext(forpreferredlayoutattributes:withoriginalattributes:))).
///   ``preferredSize`` answers for the cell (its content at the view's text size); the original
///   attributes are the layout's, with the estimate's frame until the cell was measured.
///
/// - **interactive movement** (``beginInteractiveMovementForItem(at:)``,
///   ``updateInteractiveMovementTargetPosition(_:)``, ``endInteractiveMovement()``,
///   ``cancelInteractiveMovement()``): see `FakeCollectionView+InteractiveMovement.swift` for the
///   calls each makes and the Apple documentation each follows;
/// - **drag and drop** within the view (``beginDragSession(at:)``,
///   ``updateDropSession(at:destinationIndexPath:)``, ``endDragSession()``): the drag and drop
///   delegates' calls, none to the layout; see `FakeCollectionView+Drop.swift`.
///
/// Not modelled: a layout pass outside a change of size or a batch update (new data through
/// ``reloadData(itemCounts:)``, an invalidated layout: a new configuration, a new text size) that
/// leaves the offset beyond the shorter content keeps it there; whether and when UIKit moves it
/// back then is not documented.
///
/// Flings, drags' releases and animated scrolls move in steps: ``stepScrolling()`` makes one bounds
/// change, so that a test can let the run loop turn between steps (``nextRunLoopTurn()``), as
/// UIKit does between frames; ``fling(velocity:)`` and ``finishScrolling()`` make all of them.
///
/// Every call it makes to the layout is recorded in ``events``.
@MainActor
public final class FakeCollectionView: UICollectionView {
    /// A call the fake made to its layout. `Equatable`, not `Hashable`: CGRect and CGPoint are
    /// `Hashable` on Linux but not in the macOS 14 and iOS 17 SDKs.
    public enum Event: Equatable, Sendable {
        case prepare
        case contentSize
        case elements(in: CGRect)
        case shouldInvalidate(forBoundsChange: CGRect, answer: Bool)
        case invalidationContext(forBoundsChange: CGRect)
        case invalidate(everything: Bool, dataSourceCounts: Bool)
        case targetContentOffset(proposed: CGPoint, velocity: CGPoint, answer: CGPoint)
        case finalAttributesForDisappearing(IndexPath, kind: String?)
        case initialAttributesForAppearing(IndexPath, kind: String?)
        case targetContentOffsetAfterUpdates(proposed: CGPoint, answer: CGPoint)
        case prepareForUpdates([Update])
        case finalizeUpdates
        case shouldInvalidateForPreferred(size: CGSize, of: IndexPath, kind: String?, answer: Bool)
        case invalidationContextForPreferred(size: CGSize, of: IndexPath, kind: String?)
        case prepareForAnimatedBoundsChange(oldBounds: CGRect)
        case targetContentOffsetForBoundsChange(proposed: CGPoint, answer: CGPoint)
        case finalizeAnimatedBoundsChange
        case targetIndexPathForMoving(IndexPath, position: CGPoint, answer: IndexPath)
        case invalidationContextForMoving(targets: [IndexPath], previous: [IndexPath], position: CGPoint)
        case movingItemAttributes(IndexPath, position: CGPoint)
        case invalidationContextForEndingMovement(final: [IndexPath], previous: [IndexPath], cancelled: Bool)
    }

    /// What the layout answered for one element's animation in a batch update.
    public struct UpdateAnimation {
        /// Whether the element appears (shown after the update) or disappears (shown before it).
        public enum Phase: Sendable {
            case appearing, disappearing
        }

        public let phase: Phase
        /// nil for a cell; else the supplementary or decoration kind.
        public let kind: String?
        /// The element's index path: after the update when it appears, before it when it disappears.
        public let indexPath: IndexPath
        /// The layout's answer: where the element appears from or disappears to; nil for UIKit's default.
        public let attributes: UICollectionViewLayoutAttributes?
    }

    /// The number of items in each section.
    public internal(set) var itemCounts: [Int]
    /// The questions the last batch update asked about its animation, and the layout's answers, in
    /// order: every element shown before the update disappearing, then every element shown after
    /// it appearing.
    public private(set) var updateAnimations: [UpdateAnimation] = []
    /// The content offset the last batch update went to, where its animations end (nil before the
    /// first): the layout's `targetContentOffset(forProposedContentOffset:)`. A view measured in
    /// the layout pass there can move the offset on (its context's `contentOffsetAdjustment`),
    /// together with the content under it.
    public private(set) var offsetAfterLastUpdate: CGPoint?
    /// The safe area that `adjustedContentInset` adds to `contentInset`. The default is zero.
    public var safeArea: UIEdgeInsets = .zero {
        didSet { invalidateAndLayOut() }
    }
    /// The layout direction the view reports. The default is left to right.
    public var layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight {
        didSet { invalidateAndLayOut() }
    }
    /// The attributes of the last layout pass.
    public private(set) var visibleAttributes: [UICollectionViewLayoutAttributes] = []
    /// The content size read in the last layout pass.
    public private(set) var lastContentSize: CGSize = .zero
    /// Every call made to the layout, in order.
    public internal(set) var events: [Event] = []
    /// The interactive movement in progress (`FakeCollectionView+InteractiveMovement.swift`).
    var movement: InteractiveMovement?
    /// The data source's `collectionView(_:moveItemAt:to:)`, called when an interactive movement
    /// ends: the test moves its data (the sizes it gives) here. The default is nil.
    public var moveItem: (@MainActor (_ source: IndexPath, _ destination: IndexPath) -> Void)?
    /// The delegate's `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)`,
    /// asked for each position of an interactive movement; nil takes the proposed index path.
    public var targetIndexPathForMove: (@MainActor (_ current: IndexPath, _ proposed: IndexPath) -> IndexPath)?
    /// The drag-and-drop session in progress (`FakeCollectionView+Drop.swift`).
    var dragSession: DragSession?
    /// The drag delegate's `collectionView(_:itemsForBeginning:at:)`: the app's local objects of
    /// the items a drag from the index path carries; empty (or nil) begins no drag.
    public var itemsForBeginningDrag: (@MainActor (IndexPath) -> [Int])?
    /// The drop delegate's `collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)`; nil
    /// proposes `.cancel`.
    public var dropSessionDidUpdate: (@MainActor (IndexPath?) -> DropProposal)?
    /// The drop delegate's `collectionView(_:performDropWith:)`.
    public var performDrop: (@MainActor (FakeDropCoordinator) -> Void)?
    /// The drop delegate's calls, in order (the layout's are in ``events``).
    public internal(set) var dropDelegateEvents: [DropDelegateEvent] = []
    /// How many bounds changes a fling's scroll to its target takes. The default is 4.
    public var animationSteps = 4
    /// The size the view showing an element asks for, as its `preferredLayoutAttributesFitting(_:)`
    /// would (a header whose text needs three lines): nil, or the size it was given, for a view
    /// that takes what the layout gives. Asked after each layout pass for every element shown.
    /// The default is nil: no view sizes itself.
    public var preferredSize: (@MainActor (UICollectionViewLayoutAttributes) -> CGSize?)?
    /// The most layout passes one self-sizing round runs: UIKit lays out again for as long as
    /// views ask for new sizes, so a layout that never settles would loop; the fake stops here and
    /// sets ``selfSizingDidNotSettle``. Each pass takes one view's new size, so 64 covers every
    /// header and footer a screen shows, each measured once.
    public static let maximumSelfSizingPasses = 64
    /// Whether a self-sizing round stopped at ``maximumSelfSizingPasses`` with views still asking.
    public private(set) var selfSizingDidNotSettle = false
    /// The content size category the view's traits report. Setting it changes only the traits;
    /// post `UIContentSizeCategory.didChangeNotification`, as the system does when the user
    /// changes the setting, to tell observers. The default is `.large`, the system's default.
    public var preferredContentSizeCategory: UIContentSizeCategory = .large

    /// A scroll in progress: from where, to where, how far along, and whether it decelerates.
    struct Motion {
        var start: CGPoint
        var target: CGPoint
        var step = 0
        var isDeceleration: Bool
    }
    /// The fling or animated scroll in progress, if any.
    var motion: Motion?
    /// Whether a finger is on the content (`isTracking` and `isDragging`).
    var touching = false
    /// A deceleration whose last step has been made but which has not ended yet.
    var lingering = false
    /// Whether a deceleration, after its last step, stays on (`isDecelerating` true) until
    /// ``endDeceleration()``, as UIKit may end it a frame after the last bounds change. The
    /// default is false.
    public var holdsDecelerationAfterLastStep = false

    public override var isTracking: Bool { touching }
    public override var isDragging: Bool { touching }
    public override var isDecelerating: Bool { lingering || (motion?.isDeceleration ?? false) }

    /// Ends a deceleration held by ``holdsDecelerationAfterLastStep``, with no bounds change.
    public func endDeceleration() {
        lingering = false
    }
    /// Whether a fling or an animated scroll is still on its way.
    public var isScrolling: Bool { motion != nil }

    /// Creates a view of `size` scrolled to `contentOffset`, showing `itemCounts`, and runs a first
    /// layout pass.
    public init(
        size: CGSize, layout: UICollectionViewLayout, itemCounts: [Int], contentOffset: CGPoint = .zero,
        contentInset: UIEdgeInsets = .zero, safeArea: UIEdgeInsets = .zero,
        layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
    ) {
        self.itemCounts = itemCounts
        self.safeArea = safeArea
        self.layoutDirection = layoutDirection
        super.init(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        self.contentInset = contentInset
        bounds.origin = contentOffset
        performLayoutPass()
    }

    public override var numberOfSections: Int { itemCounts.count }

    public override func numberOfItems(inSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    public override var adjustedContentInset: UIEdgeInsets {
        UIEdgeInsets(
            top: contentInset.top + safeArea.top, left: contentInset.left + safeArea.left,
            bottom: contentInset.bottom + safeArea.bottom, right: contentInset.right + safeArea.right)
    }

    public override var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { layoutDirection }

    public override var traitCollection: UITraitCollection {
        UITraitCollection(preferredContentSizeCategory: preferredContentSizeCategory)
    }

    public override var contentInset: UIEdgeInsets {
        didSet { invalidateAndLayOut() }
    }

    /// Bounds changes go through the layout as in UIKit (see the type's documentation).
    public override var bounds: CGRect {
        willSet {
            guard isDriving, !isAdjustingOffset, newValue != bounds else { return }
            isInLayoutPass = true
            defer { isInLayoutPass = false }
            _ = askLayout(aboutBoundsChange: newValue)
        }
        didSet {
            guard isDriving, !isAdjustingOffset, oldValue != bounds else { return }
            performLayoutPass()
        }
    }

    /// Asks the layout, as UIKit does for a bounds change to `newBounds`, whether it invalidates
    /// the layout and, when it does, for the invalidation context, which it then applies: the
    /// context, or nil when the layout keeps its layout.
    private func askLayout(aboutBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext? {
        let layout = collectionViewLayout
        let answer = layout.shouldInvalidateLayout(forBoundsChange: newBounds)
        events.append(.shouldInvalidate(forBoundsChange: newBounds, answer: answer))
        guard answer else { return nil }
        events.append(.invalidationContext(forBoundsChange: newBounds))
        let context = layout.invalidationContext(forBoundsChange: newBounds)
        invalidate(with: context)
        return context
    }

    /// Whether the offset is being moved by an invalidation context's `contentOffsetAdjustment`,
    /// which UIKit applies without asking the layout about the bounds change.
    private var isAdjustingOffset = false

    /// Whether the view has finished its initializer and drives its layout.
    private var isDriving = false

    /// Whether a layout pass (or the invalidation of a bounds change that starts one) is running:
    /// what a layout must not call out of.
    public private(set) var isInLayoutPass = false

    /// Runs a layout pass: `prepare()` if the layout was invalidated, then the content size and the
    /// visible elements; then, while views ask for other sizes (``preferredSize``) and the layout
    /// takes them, another pass.
    public func performLayoutPass() {
        isDriving = true
        selfSizingDidNotSettle = false
        // What a `layoutSubviews()` override does after `super`'s (SwiftUI's host collection view
        // tells its coordinator), once the pass is over.
        defer { didLayOut?() }
        // Bound: maximumSelfSizingPasses passes.
        for _ in 0..<Self.maximumSelfSizingPasses {
            layOutOnce()
            if !offerPreferredSizes() { return }
        }
        selfSizingDidNotSettle = true
    }

    /// Called after every layout pass, as a subclass's `layoutSubviews()` override runs after
    /// `super`'s (nil: nothing).
    public var didLayOut: (@MainActor () -> Void)?

    /// One pass: `prepare()` if the layout was invalidated, the content size, the visible elements.
    private func layOutOnce() {
        isInLayoutPass = true
        defer { isInLayoutPass = false }
        let layout = collectionViewLayout
        if layoutIsInvalid {
            layoutIsInvalid = false
            events.append(.prepare)
            layout.prepare()
        }
        events.append(.contentSize)
        lastContentSize = layout.collectionViewContentSize
        events.append(.elements(in: bounds))
        visibleAttributes = layout.layoutAttributesForElements(in: bounds) ?? []
    }

    /// Offers the layout the size each shown element's view asks for, in UIKit's calls, until it
    /// takes one (and is invalidated); returns whether it did.
    private func offerPreferredSizes() -> Bool {
        guard let preferredSize else { return false }
        isInLayoutPass = true
        defer { isInLayoutPass = false }
        let layout = collectionViewLayout
        for original in visibleAttributes {
            guard let size = preferredSize(original), size != original.size,
                let preferred = original.copy() as? UICollectionViewLayoutAttributes
            else { continue }
            preferred.size = size
            let path = original.indexPath, kind = original.representedElementKind
            let answer = layout.shouldInvalidateLayout(
                forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
            events.append(.shouldInvalidateForPreferred(size: size, of: path, kind: kind, answer: answer))
            guard answer else { continue }
            events.append(.invalidationContextForPreferred(size: size, of: path, kind: kind))
            let context = layout.invalidationContext(
                forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
            invalidate(with: context)
            let adjustment = context.contentOffsetAdjustment
            if adjustment != .zero {
                isAdjustingOffset = true
                bounds.origin = CGPoint(x: bounds.origin.x + adjustment.x, y: bounds.origin.y + adjustment.y)
                isAdjustingOffset = false
            }
            // The layout's answers for the other elements are stale until it prepares again:
            // the next pass offers them.
            return true
        }
        return false
    }

    /// Scrolls to `offset` (a bounds change).
    public func scroll(to offset: CGPoint) {
        contentOffset = offset
    }

    /// Changes the view's size as a rotation, a split-view resize or a keyboard that shrinks the
    /// view does: an animated bounds change, in UIKit's order. Before the first layout pass it only
    /// sets the size.
    ///
    /// 1. `shouldInvalidateLayout(forBoundsChange:)` with the new bounds (the offset kept), and for
    ///    a true answer `invalidationContext(forBoundsChange:)` and `invalidateLayout(with:)`; the
    ///    context's `contentOffsetAdjustment` is added to the offset.
    ///    [shouldInvalidateLayout(forBoundsChange:)](https://developer.apple.com/documentation/uikit/uicollectionviewlayout/shouldinvalidatelayout(forboundschange:)),
    ///    [invalidationContext(forBoundsChange:)](https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidationcontext(forboundschange:))
    ///    ("the portions of the layout that should change when a bounds change occurs"),
    ///    [invalidateLayout(with:)](https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidatelayout(with:)),
    ///    [contentOffsetAdjustment](https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/contentoffsetadjustment)
    ///    ("causes the collection view to add the specified x and y values to its contentOffset").
    /// 2. The new bounds, then `prepare()`, as for any invalidated layout:
    ///    [prepare()](https://developer.apple.com/documentation/uikit/uicollectionviewlayout/prepare())
    ///    ("whenever the layout is invalidated explicitly or implicitly because of a change to the view").
    /// 3. `prepare(forAnimatedBoundsChange:)` with the bounds before the change:
    ///    [prepare(forAnimatedBoundsChange:)](https://developer.apple.com/documentation/uikit/uicollectionviewlayout/prepare(foranimatedboundschange:))
    ///    ("before performing any animated changes to the view's bounds").
    /// 4. `targetContentOffset(forProposedContentOffset:)` with the current offset. Apple documents
    ///    this call "during layout updates, or when transitioning between layouts"
    ///    ([targetContentOffset(forProposedContentOffset:)](https://developer.apple.com/documentation/uikit/uicollectionviewlayout/targetcontentoffset(forproposedcontentoffset:))),
    ///    not for every bounds change: a layout may rely on it during an animated resize, as UIKit
    ///    makes it then, but not promise more from it.
    /// 5. The answer clamped into the new content (`-adjustedContentInset` to content size +
    ///    inset − bounds), as UIKit keeps a collection view's offset inside its content; not a
    ///    documented step, and the offset is set as any other (a bounds change).
    /// 6. A layout pass at that offset, then `finalizeAnimatedBoundsChange()`:
    ///    [finalizeAnimatedBoundsChange()](https://developer.apple.com/documentation/uikit/uicollectionviewlayout/finalizeanimatedboundschange())
    ///    ("after creating the animations for changing the view's bounds").
    public func resize(to size: CGSize) {
        let oldBounds = bounds
        guard isDriving, size != oldBounds.size else {
            bounds.size = size
            return
        }
        let layout = collectionViewLayout
        var newBounds = CGRect(origin: oldBounds.origin, size: size)
        isInLayoutPass = true
        if let context = askLayout(aboutBoundsChange: newBounds) {
            newBounds.origin.x += context.contentOffsetAdjustment.x
            newBounds.origin.y += context.contentOffsetAdjustment.y
        }
        isAdjustingOffset = true
        bounds = newBounds
        isAdjustingOffset = false
        if layoutIsInvalid {
            layoutIsInvalid = false
            events.append(.prepare)
            layout.prepare()
        }
        events.append(.prepareForAnimatedBoundsChange(oldBounds: oldBounds))
        layout.prepare(forAnimatedBoundsChange: oldBounds)
        let proposed = contentOffset
        let target = layout.targetContentOffset(forProposedContentOffset: proposed)
        events.append(.targetContentOffsetForBoundsChange(proposed: proposed, answer: target))
        events.append(.contentSize)
        let clamped = clampedContentOffset(target, contentSize: layout.collectionViewContentSize)
        isInLayoutPass = false
        if clamped != contentOffset {
            scroll(to: clamped)
        } else {
            performLayoutPass()
        }
        isInLayoutPass = true
        events.append(.finalizeAnimatedBoundsChange)
        layout.finalizeAnimatedBoundsChange()
        isInLayoutPass = false
    }

    /// `offset` moved into the range a scroll view rests in for `contentSize`: from
    /// `-adjustedContentInset` to the content size plus the inset less the bounds (the start when
    /// the content is shorter); a non-finite coordinate becomes the start.
    public func clampedContentOffset(_ offset: CGPoint, contentSize: CGSize) -> CGPoint {
        let inset = adjustedContentInset
        let low = CGPoint(x: -inset.left, y: -inset.top)
        let high = CGPoint(
            x: max(low.x, contentSize.width + inset.right - bounds.width),
            y: max(low.y, contentSize.height + inset.bottom - bounds.height))
        return CGPoint(
            x: offset.x.isFinite ? min(max(offset.x, low.x), high.x) : low.x,
            y: offset.y.isFinite ? min(max(offset.y, low.y), high.y) : low.y)
    }

    /// Replaces the data and reloads, as `reloadData()` does.
    public func reloadData(itemCounts: [Int]) {
        self.itemCounts = itemCounts
        let context = makeContext()
        context.everything = true
        context.dataSourceCounts = true
        invalidate(with: context)
        performLayoutPass()
    }

    /// Replaces the data as `performBatchUpdates(_:completion:)` (and a diffable data source's
    /// `apply`) do, with the insert, delete, reload and move calls `updates` describes: invalidates
    /// the data source counts, then in UIKit's order `prepare()`, `prepare(forCollectionViewUpdates:)`
    /// with the update items, the layout pass's queries,
    /// `targetContentOffset(forProposedContentOffset:)` for where to rest, and
    /// `finalizeCollectionViewUpdates()`; then goes to that offset.
    public func performBatchUpdates(itemCounts: [Int], _ updates: [Update] = []) {
        let shownBefore = visibleAttributes
        self.itemCounts = itemCounts
        let context = makeContext()
        context.dataSourceCounts = true
        invalidate(with: context)
        let layout = collectionViewLayout
        layoutIsInvalid = false
        events.append(.prepare)
        layout.prepare()
        events.append(.prepareForUpdates(updates))
        layout.prepare(forCollectionViewUpdates: updates.flatMap(Self.items(for:)))
        performLayoutPass()
        let proposed = contentOffset
        let target = layout.targetContentOffset(forProposedContentOffset: proposed)
        events.append(.targetContentOffsetAfterUpdates(proposed: proposed, answer: target))
        askAnimations(shownBefore: shownBefore, shownAfter: CGRect(origin: target, size: bounds.size))
        events.append(.finalizeUpdates)
        layout.finalizeCollectionViewUpdates()
        offsetAfterLastUpdate = target
        if target != proposed { scroll(to: target) }
    }

    /// Asks the layout where each element of `shownBefore` disappears to, then where each element it
    /// has in `shownAfter` appears from (``updateAnimations``).
    private func askAnimations(shownBefore: [UICollectionViewLayoutAttributes], shownAfter: CGRect) {
        updateAnimations = shownBefore.map { ask(.disappearing, about: $0) }
        for element in collectionViewLayout.layoutAttributesForElements(in: shownAfter) ?? [] {
            updateAnimations.append(ask(.appearing, about: element))
        }
    }

    /// Asks the layout, as UIKit does in a batch update, where `element` appears from or disappears
    /// to: the question for its category (cell, supplementary or decoration view) and `phase`.
    private func ask(_ phase: UpdateAnimation.Phase, about element: UICollectionViewLayoutAttributes) -> UpdateAnimation
    {
        let layout = collectionViewLayout
        let path = element.indexPath, kind = element.representedElementKind
        events.append(
            phase == .appearing
                ? .initialAttributesForAppearing(path, kind: kind) : .finalAttributesForDisappearing(path, kind: kind))
        let answer: UICollectionViewLayoutAttributes?
        switch (phase, element.representedElementCategory) {
        case (.appearing, .cell):
            answer = layout.initialLayoutAttributesForAppearingItem(at: path)
        case (.disappearing, .cell):
            answer = layout.finalLayoutAttributesForDisappearingItem(at: path)
        case (.appearing, .supplementaryView):
            answer = layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: kind ?? "", at: path)
        case (.disappearing, .supplementaryView):
            answer = layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: kind ?? "", at: path)
        case (.appearing, .decorationView):
            answer = layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: kind ?? "", at: path)
        case (.disappearing, .decorationView):
            answer = layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: kind ?? "", at: path)
        }
        return UpdateAnimation(phase: phase, kind: kind, indexPath: path, attributes: answer)
    }

    /// The layout's answer for the animation of the element of `kind` (nil: a cell) at `indexPath`
    /// in the last batch update, as it `phase`; `.none` when the update did not ask about it.
    public func updateAnimation(
        _ phase: UpdateAnimation.Phase, at indexPath: IndexPath, kind: String? = nil
    ) -> UICollectionViewLayoutAttributes?? {
        guard
            let found = updateAnimations.first(where: {
                $0.phase == phase && $0.indexPath == indexPath && $0.kind == kind
            })
        else { return .none }
        return .some(found.attributes)
    }

    /// Scrolls to `contentOffset`, in ``animationSteps`` steps when `animated` (see ``stepScrolling()``).
    public override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard animated, contentOffset != self.contentOffset else {
            motion = nil
            return scroll(to: contentOffset)
        }
        motion = Motion(start: self.contentOffset, target: contentOffset, isDeceleration: false)
    }

    /// Lays out now if the layout was invalidated.
    public override func layoutIfNeeded() {
        if layoutIsInvalid { performLayoutPass() }
    }

    /// Lets the main run loop turn: everything the main actor was asked to do before this call
    /// (a layout's deferred work) runs before it returns.
    public static func nextRunLoopTurn() async {
        for _ in 0..<3 {
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                Task { @MainActor in done.resume() }
            }
        }
    }

    /// Forgets the recorded events.
    public func clearEvents() {
        events.removeAll()
    }

    private func invalidateAndLayOut() {
        guard isDriving else { return }
        let context = makeContext()
        context.everything = true
        invalidate(with: context)
        performLayoutPass()
    }

    func invalidate(with context: UICollectionViewLayoutInvalidationContext) {
        events.append(
            .invalidate(everything: context.invalidateEverything, dataSourceCounts: context.invalidateDataSourceCounts))
        collectionViewLayout.invalidateLayout(with: context)
    }

    private func makeContext() -> UICollectionViewLayoutInvalidationContext {
        guard
            let type = type(of: collectionViewLayout).invalidationContextClass
                as? UICollectionViewLayoutInvalidationContext.Type
        else {
            preconditionFailure("invalidationContextClass must be a UICollectionViewLayoutInvalidationContext subclass")
        }
        return type.init()
    }
}
#endif
