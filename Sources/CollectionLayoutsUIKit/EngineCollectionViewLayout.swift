#if !os(watchOS) && (canImport(UIKit) || (canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)))
import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// The translator every layout's `UICollectionViewLayout` subclass shares: it reads the collection
/// view into a `LayoutEnvironment`, asks the engine, and turns the engine's answers into UIKit's.
///
/// See <doc:UsingTheLayoutsInUIKit> for what it does in detail.
@MainActor
open class EngineCollectionViewLayout: UICollectionViewLayout {
    /// Supplies the size of each item for layouts that read sizes from the data (a circle's
    /// diameter is the width, a photo's aspect ratio is width / height). Used when
    /// ``itemSizeProvider`` is nil. Setting it invalidates the layout. The default is nil.
    public weak var delegate: (any CollectionViewLayoutSizeDelegate)? {
        didSet { invalidateLayout() }
    }

    /// Supplies the size of each item, like ``delegate`` but as a closure; it wins over the
    /// delegate. Setting it invalidates the layout. The default is nil.
    public var itemSizeProvider: (@MainActor (IndexPath) -> CGSize)? {
        didSet { invalidateLayout() }
    }

    /// The engine's layout for the collection view as it was at the last `prepare()`, with the
    /// current content offset; nil before the first `prepare()` or without a collection view.
    public var preparedLayout: (any PreparedLayout)? { state.prepared }

    /// Everything the layout keeps between UIKit's calls and every decision it makes: the core's
    /// value, which this class only translates UIKit's calls into and UIKit's objects out of.
    package internal(set) var state = LayoutAdapterState()

    /// Changes the core's state through a copy, for the calls that call back into this class
    /// (``makePreparedLayout(in:)``, ``updatePreparedLayout(_:in:)``, `targetContentOffset`), which
    /// read the state meanwhile: Swift's exclusive access forbids reading it while it is changed
    /// in place.
    func changeState<Result>(_ change: (inout LayoutAdapterState) -> Result) -> Result {
        var copy = state
        let result = change(&copy)
        state = copy
        return result
    }

    /// What the next `prepare()` has to redo (the core's lifecycle).
    var lifecycle: AdapterLifecycle { state.lifecycle }

    /// The centred item's reports (``centeredItemDidChange``): when to check, on the main run loop.
    let centeredItemTracker = CenteredItemTracker()

    /// The VoiceOver elements (``providesAccessibilityElements``).
    let accessibility = LayoutAccessibility()

    /// The Dynamic Type scale's text style.
    let dynamicType = LayoutDynamicType()

    /// The attributes objects made since the engine layout last changed, by element, when
    /// ``reusesLayoutAttributes``: a scroll through stored frames asks again for the same elements.
    private var reusableAttributes = ReusableAttributes<UICollectionViewLayoutAttributes>()

    /// Called with every action a `prepare()` or `prepare(forCollectionViewUpdates:)` takes other
    /// than ``AdapterLifecycle/Action/none``: how the package's tests watch the lifecycle.
    package var didTakeAction: (@MainActor (AdapterLifecycle.Action) -> Void)?

    /// Called at a release with the items on screen once scrolling rests (``landingItemsHandler``).
    var landingItems: (@MainActor ([IndexPath]) -> Void)?

    /// Creates a layout without an engine layout, for a subclass that overrides
    /// ``makePreparedLayout(in:)``.
    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a layout that prepares `layout`.
    init(layout: any CollectionLayout) {
        state = LayoutAdapterState(layout: layout)
        super.init()
    }

    /// Creates a layout from `coder` that prepares `layout`.
    init?(layout: any CollectionLayout, coder: NSCoder) {
        state = LayoutAdapterState(layout: layout)
        super.init(coder: coder)
    }

    // MARK: What a layout subclass provides

    /// Prepares `layout` from now on and invalidates the layout: what setting a subclass's
    /// `configuration` to a new value does.
    package func setLayout(_ layout: any CollectionLayout) {
        state.layout = layout
        invalidateLayout()
    }

    /// Prepares the engine layout for `environment`. The default prepares the subclass's engine
    /// layout; a subclass without one overrides it, without calling super.
    open func makePreparedLayout(in environment: LayoutEnvironment) -> any PreparedLayout {
        guard let prepared = state.prepareLayout(in: environment) else {
            preconditionFailure("\(type(of: self)) must override makePreparedLayout(in:)")
        }
        return prepared
    }

    /// Prepares the engine layout for `environment` after a change of the data source's counts,
    /// reusing `prepared` when the change only appends items. The default continues the
    /// subclass's engine layout from `prepared` where its engine does so (circle packing,
    /// gallery: `CollectionLayout.prepare(in:updating:)`) and prepares afresh otherwise; without
    /// an engine layout it calls ``makePreparedLayout(in:)``. A subclass that overrides
    /// ``makePreparedLayout(in:)`` for a layout that has an engine layout overrides this too.
    open func updatePreparedLayout(_ prepared: inout (any PreparedLayout)?, in environment: LayoutEnvironment) {
        if !state.prepareLayout(in: environment, updating: &prepared) { prepared = makePreparedLayout(in: environment) }
    }

    /// The deceleration rate the layout sets on its collection view when it prepares, or nil to
    /// leave the collection view's. The default is the engine layout's
    /// (`CollectionLayout.decelerationRate`: the carousel's configured rate, else nil).
    open var decelerationRate: DecelerationRate? { state.layoutDecelerationRate }

    /// Whether scrolling rests page by page with one item in the middle (the carousel, the wheel),
    /// so that a tap centres the item. The default is the engine layout's
    /// (`CollectionLayout.isPaging`).
    open var isPaging: Bool { state.layoutIsPaging }

    /// Whether the attributes objects the layout returns are kept and returned again for the same
    /// element until the engine layout changes (a prepare or an offset update): for layouts with
    /// stored frames (circle pack, gallery), which hold O(n) frames anyway. Layouts whose frames
    /// are arithmetic over an unbounded count (the grid) would keep an object per element ever
    /// shown, and those that change with the offset could not reuse them. The default is false.
    open var reusesLayoutAttributes: Bool { false }

    /// The content offset at which the item at `indexPath` rests in the middle, where
    /// ``scrollToItem(at:animated:)`` goes; nil when there is no such item or before `prepare()`.
    /// The default puts the item's centre in the middle of the bounds less the insets, then asks
    /// the engine where a release there rests (kept inside the content, snapped where the layout
    /// snaps); layouts with their own exact answer (the carousel, the wheel) give it: a leading
    /// carousel's item rests with its leading edge on the leading inset.
    open func contentOffset(centering indexPath: IndexPath) -> CGPoint? {
        ElementIndex(indexPath).flatMap { state.contentOffset(centering: $0) }
    }

    // MARK: UICollectionViewLayout

    open override class var layoutAttributesClass: AnyClass { AnchoredLayoutAttributes.self }

    open override class var invalidationContextClass: AnyClass { EngineInvalidationContext.self }

    /// False: the engine already mirrors right-to-left layouts.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            state.forgetPreparedLayout()
            return
        }
        let geometry = geometry(of: collectionView), itemSize = itemSize(in: collectionView)
        let action = changeState {
            $0.prepare(
                geometry, counts: { counts(of: collectionView) }, itemSize: itemSize,
                preparing: { makePreparedLayout(in: $0) }, updating: { updatePreparedLayout(&$0, in: $1) })
        }
        tookAction(action, in: collectionView)
        centeredItemTracker.setNeedsCheck(self)
    }

    /// Checks a batch update's changes: when the last `prepare()` appended and anything but
    /// inserting items or sections at the end happened, prepares afresh.
    open override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        guard let collectionView else { return }
        let changes = updateItems.map(BatchUpdateMap.Change.init(updateItem:))
        let geometry = geometry(of: collectionView), itemSize = itemSize(in: collectionView)
        let result = changeState {
            $0.prepareForUpdates(
                BatchUpdateMap(changes), changes: changes.map(\.lifecycleChange), geometry,
                counts: { counts(of: collectionView) }, itemSize: itemSize,
                preparing: { makePreparedLayout(in: $0) }, updating: { updatePreparedLayout(&$0, in: $1) })
        }
        if result.heightsMoved {
            reusableAttributes.removeAll()
            accessibility.refresh(self, in: collectionView)
        }
        if let action = result.action { tookAction(action, in: collectionView) }
    }

    /// Forgets the place kept through the update (``keepsPlaceOnUpdates``) and the layouts it
    /// animated between (``insertTransition``).
    open override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        state.finishUpdates()
    }

    /// Forgets the place kept through a change of size (the core's `LayoutAdapterState+Place.swift`).
    open override func finalizeAnimatedBoundsChange() {
        state.finishBoundsChange()
        super.finalizeAnimatedBoundsChange()
    }

    /// An item inserted by a batch update comes in by ``insertTransition``; any other item moves
    /// from its frame before the update (see `EngineCollectionViewLayout+Transitions.swift`).
    open override func initialLayoutAttributesForAppearingItem(
        at itemIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        transitionAttributes(of: .cell, at: itemIndexPath, appearing: true)
            ?? super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    }

    /// An item deleted by a batch update goes out by ``deleteTransition``; any other item moves to
    /// its frame after the update.
    open override func finalLayoutAttributesForDisappearingItem(
        at itemIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        transitionAttributes(of: .cell, at: itemIndexPath, appearing: false)
            ?? super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    }

    /// A header or footer of a section inserted by a batch update comes in by ``insertTransition``;
    /// any other moves from its frame before the update.
    open override func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        transitionAttributes(of: Self.supplementaryElementKind(elementKind), at: elementIndexPath, appearing: true)
            ?? super.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
    }

    /// A header or footer of a section deleted by a batch update goes out by ``deleteTransition``;
    /// any other moves to its frame after the update.
    open override func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        transitionAttributes(of: Self.supplementaryElementKind(elementKind), at: elementIndexPath, appearing: false)
            ?? super.finalLayoutAttributesForDisappearingSupplementaryElement(
                ofKind: elementKind, at: elementIndexPath)
    }

    /// A section background of a section inserted by a batch update comes in by
    /// ``insertTransition``; any other moves from its frame before the update.
    open override func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        transitionAttributes(of: .decoration(elementKind), at: decorationIndexPath, appearing: true)
            ?? super.initialLayoutAttributesForAppearingDecorationElement(ofKind: elementKind, at: decorationIndexPath)
    }

    /// A section background of a section deleted by a batch update goes out by
    /// ``deleteTransition``; any other moves to its frame after the update.
    open override func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        transitionAttributes(of: .decoration(elementKind), at: decorationIndexPath, appearing: false)
            ?? super.finalLayoutAttributesForDisappearingDecorationElement(
                ofKind: elementKind, at: decorationIndexPath)
    }

    /// What follows an action the core took: UIKit's objects made for the layout before are stale,
    /// a layout prepared afresh sets its deceleration rate, VoiceOver's elements follow.
    private func tookAction(_ action: AdapterLifecycle.Action, in collectionView: UICollectionView) {
        switch action {
        case .none:
            return
        case .updateContentOffset, .prepareUpdatingForCounts, .prepareUpdatingForMeasuredHeights:
            reusableAttributes.removeAll(keepingCapacity: true)
        case .prepareAfresh:
            reusableAttributes.removeAll()
            if let rate = decelerationRate {
                collectionView.decelerationRate = UIScrollView.DecelerationRate(rawValue: rate.rawValue)
            }
        }
        accessibility.refresh(self, in: collectionView)
        didTakeAction?(action)
    }

    open override var collectionViewContentSize: CGSize {
        preparedLayout?.contentSize ?? .zero
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        state.elements(in: rect, makeAttributes(for:))
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        state.itemAttributes(at: indexPath).map(makeAttributes(for:))
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String,
        at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        state.supplementaryAttributes(ofKind: SupplementaryKind.engineKind(elementKind), at: indexPath)
            .map(makeAttributes(for:))
    }

    /// A section background (kind `"background"`, which the app registers a view for with
    /// `register(_:forDecorationViewOfKind:)`) where the engine puts it.
    open override func layoutAttributesForDecorationView(
        ofKind elementKind: String,
        at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        state.decorationAttributes(ofKind: elementKind, at: indexPath).map(makeAttributes(for:))
    }

    open override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint,
        withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        guard preparedLayout != nil, let collectionView else {
            return super.targetContentOffset(
                forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
        }
        // A release: the user takes over from any scroll of ours, and the view may rest right here.
        let release = state.release(
            proposed: proposedContentOffset, velocity: velocity, current: collectionView.contentOffset,
            wantsLandingItems: landingItems != nil)
        centeredItemTracker.setNeedsCheck(self)
        guard let release else {
            return super.targetContentOffset(
                forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
        }
        if let landing = release.landing { landingItems?(landing.map(IndexPath.init)) }
        return release.target
    }

    /// Where to rest after a change that was not a fling (rotation, updates): after a batch update
    /// the offset that keeps the user's place (``keepsPlaceOnUpdates``), else the engine's answer
    /// for a release at `proposedContentOffset` with no velocity, so paging layouts stay on a page.
    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        state.restingOffset(proposed: proposedContentOffset)
            ?? super.targetContentOffset(forProposedContentOffset: proposedContentOffset)
    }

    // MARK: Interactive movement (`EngineCollectionViewLayout+Reordering.swift`)

    /// The index path the moving item takes at `position`: the item of its section under the
    /// finger, else the nearest on screen (the core's `InteractiveMove`).
    open override func targetIndexPath(
        forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
    ) -> IndexPath {
        interactiveTarget(forMoving: previousIndexPath, at: position)
    }

    /// The moving item where it is shown, centred under the finger and in front of every element.
    open override func layoutAttributesForInteractivelyMovingItem(
        at indexPath: IndexPath, withTargetPosition position: CGPoint
    ) -> UICollectionViewLayoutAttributes {
        movingItemAttributes(at: indexPath, position: position)
            ?? super.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position)
    }

    /// The context for the finger at `targetPosition`: when the item's place changed, the layout is
    /// prepared again with the items in their new order, each with its own size.
    open override func invalidationContext(
        forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
        previousIndexPaths: [IndexPath], previousPosition: CGPoint
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(
            forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: targetPosition,
            previousIndexPaths: previousIndexPaths, previousPosition: previousPosition)
        moveInteractively(to: targetIndexPaths, from: previousIndexPaths, at: targetPosition, in: context)
        return context
    }

    /// The context for the end of the movement: the layout is prepared afresh from the data.
    open override func invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths, movementCancelled: movementCancelled)
        endInteractiveMove(cancelled: movementCancelled, in: context)
        return context
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        // Every scroll step passes here, even those that invalidate nothing.
        centeredItemTracker.setNeedsCheck(self)
        // The elements follow the scroll (O(visible) when VoiceOver's elements are on).
        if accessibility.isEnabled, let collectionView {
            accessibility.refresh(self, in: collectionView, bounds: newBounds)
        }
        return state.invalidation(forBoundsChange: newBounds) != .nothing
    }

    /// The context for `newBounds`: what the engine says they make stale, and, for a new size, the
    /// offset adjustment that keeps the user's place (``keepsPlaceOnUpdates``).
    open override func invalidationContext(
        forBoundsChange newBounds: CGRect
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        guard let collectionView else {
            (context as? EngineInvalidationContext)?.invalidation = state.invalidation(forBoundsChange: newBounds)
            return context
        }
        let geometry = geometry(of: collectionView), itemSize = itemSize(in: collectionView), isPaging = isPaging
        let change = changeState {
            $0.boundsChange(
                to: newBounds, from: geometry, counts: { counts(of: collectionView) }, itemSize: itemSize,
                isPaging: isPaging, preparing: { makePreparedLayout(in: $0) })
        }
        (context as? EngineInvalidationContext)?.invalidation = change.invalidation
        if let adjustment = change.offsetAdjustment { context.contentOffsetAdjustment = adjustment }
        return context
    }

    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        takesPreferredHeight(preferredAttributes, for: originalAttributes)
    }

    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        takePreferredHeight(preferredAttributes, for: originalAttributes, in: context)
        return context
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        let engineContext = context as? EngineInvalidationContext
        state.invalidate(
            everything: context.invalidateEverything, dataSourceCounts: context.invalidateDataSourceCounts,
            level: engineContext?.invalidation, isForMeasuredHeight: engineContext?.isForMeasuredHeight == true,
            offset: collectionView?.contentOffset ?? .zero, isPaging: isPaging)
        super.invalidateLayout(with: context)
    }

    open override func invalidateLayout() {
        state.invalidateEverything()
        super.invalidateLayout()
    }

    // MARK: Translation

    /// The engine environment for the collection view as it is now.
    public func environment(of collectionView: UICollectionView) -> LayoutEnvironment {
        environment(of: collectionView, withData: true)
    }

    /// The engine environment for the collection view: its geometry (bounds size, adjusted
    /// content inset, effective direction, the Dynamic Type scale of ``dynamicTypeStyle``), and
    /// with `withData` its offset, counts, item sizes and the heights supplementary views asked for
    /// (those measured at another width or scale forgotten).
    func environment(of collectionView: UICollectionView, withData: Bool) -> LayoutEnvironment {
        let geometry = geometry(of: collectionView)
        guard withData else { return state.environment(of: geometry) }
        let counts = counts(of: collectionView), itemSize = itemSize(in: collectionView)
        // Through a copy: the app's sizes may read the layout.
        return changeState { $0.environment(of: geometry, counts: counts, itemSize: itemSize) }
    }

    /// The collection view's geometry as the core reads it: the one place the adapter reads the
    /// collection view's bounds, insets, direction and Dynamic Type scale.
    func geometry(of collectionView: UICollectionView) -> ContainerGeometry {
        let inset = collectionView.adjustedContentInset
        return ContainerGeometry(
            bounds: CGRect(origin: collectionView.contentOffset, size: collectionView.bounds.size),
            contentInsets: LayoutInsets(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right),
            layoutDirection: collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? .rightToLeft : .leftToRight,
            dynamicTypeScale: dynamicType.scale(for: collectionView.traitCollection),
            contentSizeCategory: collectionView.traitCollection.preferredContentSizeCategory.rawValue)
    }

    /// The collection view's item counts, by section.
    func counts(of collectionView: UICollectionView) -> [Int] {
        (0..<max(collectionView.numberOfSections, 0)).map { collectionView.numberOfItems(inSection: $0) }
    }

    /// The size of an item from ``itemSizeProvider`` or ``delegate``; nil without either.
    func itemSize(in collectionView: UICollectionView) -> LayoutAdapterState.ItemSize? {
        let asked = delegate.map { delegate in
            { @MainActor in delegate.collectionView(collectionView, layout: self, sizeForItemAt: $0) }
        }
        return LayoutAdapterState.itemSize(provider: itemSizeProvider, delegate: asked)
    }

    /// UIKit attributes for one engine element: the object made for it before when
    /// ``reusesLayoutAttributes`` and the engine layout has not changed since, else a new one.
    func makeAttributes(for element: LayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard reusesLayoutAttributes else { return newAttributes(for: element) }
        return reusableAttributes.object(for: element, make: newAttributes(for:))
    }

    /// A new UIKit attributes object for one engine element.
    func newAttributes(for element: LayoutAttributes) -> UICollectionViewLayoutAttributes {
        let indexPath = IndexPath(element.index)
        let attributes: AnchoredLayoutAttributes
        switch element.kind {
        case .cell:
            attributes = AnchoredLayoutAttributes(forCellWith: indexPath)
        case .supplementary(let kind):
            attributes = AnchoredLayoutAttributes(
                forSupplementaryViewOfKind: SupplementaryKind.uiKitKind(kind), with: indexPath)
        case .decoration(let kind):
            attributes = AnchoredLayoutAttributes(forDecorationViewOfKind: kind, with: indexPath)
        }
        attributes.center = element.center
        attributes.size = element.size
        attributes.anchorPoint = element.anchorPoint
        attributes.zIndex = element.zIndex
        attributes.alpha = element.alpha
        attributes.isHidden = element.isHidden
        if element.transform.is3D {
            attributes.transform3D = element.transform.transform3D
        } else if !element.transform.isIdentity {
            attributes.transform = element.transform.affineTransform
        }
        return attributes
    }
}

#endif
