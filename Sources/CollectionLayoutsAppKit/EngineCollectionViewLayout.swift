#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import CollectionLayouts
import CollectionLayoutsAdapterCore

/// The translator every layout's `NSCollectionViewLayout` subclass shares: it reads the collection
/// view and its scroll view into the adapter core's terms (`ContainerGeometry`, the counts, the
/// item sizes), hands AppKit's calls to the core's `LayoutAdapterState`, which keeps and decides
/// everything, and turns the answers into AppKit's. It decides nothing itself.
///
/// See <doc:UsingTheLayoutsOnTheMac> for what it does in detail.
@MainActor
open class EngineCollectionViewLayout: NSCollectionViewLayout {
    /// Supplies the size of each item for layouts that read sizes from the data (a circle's
    /// diameter is the width, a photo's aspect ratio is width / height). Used when
    /// ``itemSizeProvider`` is nil. Setting it invalidates the layout. The default is nil.
    public weak var delegate: (any CollectionViewLayoutSizeDelegate)? {
        didSet { invalidateLayout() }
    }

    /// Supplies the size of each item, like ``delegate`` but as a closure; it wins over the
    /// delegate. Setting it invalidates the layout. The default is nil: no sizes.
    public var itemSizeProvider: (@MainActor (IndexPath) -> CGSize)? {
        didSet { invalidateLayout() }
    }

    /// The engine's layout for the collection view as it was at the last `prepare()`, with the
    /// current content offset; nil before the first `prepare()` or without a collection view.
    public var preparedLayout: (any PreparedLayout)? { state.prepared }

    /// Everything the layout keeps between AppKit's calls and every decision it makes (the core).
    package internal(set) var state: LayoutAdapterState

    /// The scroll state only AppKit has: live scrolls, the clip view's last bounds, the key
    /// monitor (`EngineCollectionViewLayout+Scrolling.swift`).
    let scrolling = ScrollingState()

    /// What the layout gives VoiceOver (`EngineCollectionViewLayout+Accessibility.swift`).
    var accessibilityState = AccessibilityState()

    /// Fails: the base class is never decoded itself (a nib names one of the five layouts, which
    /// decode with their default configuration).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a layout that prepares `layout`.
    init(layout: any CollectionLayout) {
        state = LayoutAdapterState(layout: layout)
        super.init()
    }

    /// Creates a layout from `coder` that prepares `layout` (nonisolated: NSCoding's `init?(coder:)`
    /// is not isolated in the macOS 14 SDK).
    nonisolated init?(layout: any CollectionLayout, coder: NSCoder) {
        state = LayoutAdapterState(layout: layout)
        super.init(coder: coder)
    }

    /// Prepares `layout` from now on and invalidates the layout: what setting a subclass's
    /// `configuration` to a new value does.
    package func setLayout(_ layout: any CollectionLayout) {
        state.layout = layout
        invalidateLayout()
    }

    /// Changes the core's state through a copy, so that the app's closures the change calls (the
    /// item sizes) may read the layout.
    func changeState<Result>(_ change: (inout LayoutAdapterState) -> Result) -> Result {
        var copy = state
        let result = change(&copy)
        state = copy
        return result
    }

    /// Prepares the engine layout for `environment`.
    func makePreparedLayout(in environment: LayoutEnvironment) -> any PreparedLayout {
        guard let prepared = state.prepareLayout(in: environment) else {
            preconditionFailure("\(type(of: self)) has no engine layout")
        }
        return prepared
    }

    /// Continues `prepared` for `environment` where the change only appends, else prepares afresh.
    func updatePreparedLayout(_ prepared: inout (any PreparedLayout)?, in environment: LayoutEnvironment) {
        if !state.prepareLayout(in: environment, updating: &prepared) { prepared = makePreparedLayout(in: environment) }
    }

    /// Whether scrolling rests page by page with one item in the middle (the carousel, the wheel):
    /// a live scroll ends on an item, and the arrow keys move one item. The engine layout's
    /// (`CollectionLayout.isPaging`).
    public var isPaging: Bool { state.layoutIsPaging }

    // MARK: NSCollectionViewLayout

    open override class var layoutAttributesClass: AnyClass { AnchoredLayoutAttributes.self }

    open override class var invalidationContextClass: AnyClass { EngineInvalidationContext.self }

    open override func prepare() {
        onMainThread {
            super.prepare()
            guard let collectionView else { return state.forgetPreparedLayout() }
            observeScrolling(of: collectionView)
            let geometry = geometry(of: collectionView), itemSize = itemSize()
            _ = changeState {
                $0.prepare(
                    geometry, counts: { counts(of: collectionView) }, itemSize: itemSize,
                    preparing: { makePreparedLayout(in: $0) }, updating: { updatePreparedLayout(&$0, in: $1) })
            }
            scrolling.clipBounds = geometry.bounds
            refreshAccessibility()
            setNeedsCenteredItemCheck()
        }
    }

    open override var collectionViewContentSize: NSSize {
        onMainThread { preparedLayout?.contentSize ?? .zero }
    }

    open override func layoutAttributesForElements(in rect: NSRect) -> [NSCollectionViewLayoutAttributes] {
        onMainThread { state.elements(in: rect, makeAttributes(for:)) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> NSCollectionViewLayoutAttributes? {
        onMainThread { state.itemAttributes(at: indexPath).map(makeAttributes(for:)) }
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: NSCollectionView.SupplementaryElementKind, at indexPath: IndexPath
    ) -> NSCollectionViewLayoutAttributes? {
        onMainThread {
            state.supplementaryAttributes(ofKind: Self.engineKind(elementKind), at: indexPath).map(makeAttributes(for:))
        }
    }

    /// A section background (kind `"background"`, which the app registers a view for with
    /// `register(_:forDecorationViewOfKind:)`) where the engine puts it.
    open override func layoutAttributesForDecorationView(
        ofKind elementKind: NSCollectionView.DecorationElementKind, at indexPath: IndexPath
    ) -> NSCollectionViewLayoutAttributes? {
        onMainThread { state.decorationAttributes(ofKind: elementKind, at: indexPath).map(makeAttributes(for:)) }
    }

    /// The core's release, for a collection view that asks ("Returns the offset value to use for
    /// the collection view's content at the end of scrolling": Apple's documentation of this
    /// method; AppKit gives the velocity in points per second, the engine takes points per
    /// millisecond).
    open override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: NSPoint, withScrollingVelocity velocity: NSPoint
    ) -> NSPoint {
        onMainThread {
            guard let collectionView,
                let target = release(
                    proposed: proposedContentOffset, velocity: CGPoint(x: velocity.x / 1_000, y: velocity.y / 1_000),
                    current: contentOffset(of: collectionView))
            else {
                return super.targetContentOffset(
                    forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
            }
            return target
        }
    }

    /// Where to rest after an update or a resize ("Returns the offset value to use after an
    /// animated layout update or change": Apple's documentation of this method): the core's
    /// resting offset, which keeps the user's place (``keepsPlaceOnUpdates``) or stays on an item.
    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: NSPoint) -> NSPoint {
        onMainThread {
            state.restingOffset(proposed: proposedContentOffset)
                ?? super.targetContentOffset(forProposedContentOffset: proposedContentOffset)
        }
    }

    /// The gap a dragged item would be dropped into at `pointInCollectionView`
    /// (`EngineCollectionViewLayout+DropTarget.swift`): before the item under the point.
    open override func layoutAttributesForDropTarget(
        at pointInCollectionView: NSPoint
    ) -> NSCollectionViewLayoutAttributes? {
        onMainThread { dropTargetAttributes(at: pointInCollectionView) }
    }

    /// The gap indicator before the item at `indexPath`, on the item's leading edge.
    open override func layoutAttributesForInterItemGap(before indexPath: IndexPath) -> NSCollectionViewLayoutAttributes?
    {
        onMainThread { interItemGapAttributes(before: indexPath) }
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: NSRect) -> Bool {
        onMainThread {
            setNeedsCenteredItemCheck()
            return changeState { $0.invalidation(forBoundsChange: newBounds) } != .nothing
        }
    }

    /// The context for `newBounds`: what the engine says they make stale, and, for a new size, the
    /// offset adjustment that keeps the user's place (``keepsPlaceOnUpdates``), from the bounds the
    /// layout last saw (AppKit may ask before or after its clip view changes).
    open override func invalidationContext(
        forBoundsChange newBounds: NSRect
    ) -> NSCollectionViewLayoutInvalidationContext {
        onMainThread {
            let context = super.invalidationContext(forBoundsChange: newBounds)
            // Bounds the clip view's notification already brought: the same answer, no second place.
            let change: (invalidation: LayoutInvalidation, offsetAdjustment: CGPoint?) =
                newBounds == scrolling.clipBounds
                ? (changeState { $0.invalidation(forBoundsChange: newBounds) }, nil) : boundsChange(to: newBounds)
            (context as? EngineInvalidationContext)?.invalidation = change.invalidation
            if let adjustment = change.offsetAdjustment { context.contentOffsetAdjustment = adjustment }
            return context
        }
    }

    /// Follows the batch update's changes through the core: the place it keeps, its animation, and
    /// a fresh prepare when the last `prepare()` appended and the update is more than inserts at
    /// the end ("Performs needed tasks before items are inserted, deleted, or moved": Apple's
    /// documentation of this method).
    open override func prepare(forCollectionViewUpdates updateItems: [NSCollectionViewUpdateItem]) {
        onMainThread {
            super.prepare(forCollectionViewUpdates: updateItems)
            guard let collectionView else { return }
            let changes = updateItems.map(BatchUpdateMap.Change.init(updateItem:))
            let geometry = geometry(of: collectionView), itemSize = itemSize()
            _ = changeState {
                $0.prepareForUpdates(
                    BatchUpdateMap(changes), changes: changes.map(\.lifecycleChange), geometry,
                    counts: { counts(of: collectionView) }, itemSize: itemSize,
                    preparing: { makePreparedLayout(in: $0) }, updating: { updatePreparedLayout(&$0, in: $1) })
            }
            refreshAccessibility()
        }
    }

    /// Scrolls to the place kept through the update where AppKit did not, and forgets it and the
    /// layouts the update animated between.
    open override func finalizeCollectionViewUpdates() {
        onMainThread {
            super.finalizeCollectionViewUpdates()
            if let collectionView, let prepared = state.prepared, let kept = state.placeKeepingOffset(in: prepared),
                !Self.isNear(kept, contentOffset(of: collectionView))
            {
                moveWithoutAnimation(to: kept, in: collectionView)
            }
            state.finishUpdates()
        }
    }

    /// Forgets the place kept through a resize.
    open override func finalizeAnimatedBoundsChange() {
        onMainThread {
            state.finishBoundsChange()
            super.finalizeAnimatedBoundsChange()
        }
    }

    /// An item inserted by a batch update comes in by the core's transition; any other item moves
    /// from its frame before the update.
    open override func initialLayoutAttributesForAppearingItem(
        at itemIndexPath: IndexPath
    ) -> NSCollectionViewLayoutAttributes? {
        transition(of: .cell, at: itemIndexPath, appearing: true) {
            super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        }
    }

    /// An item deleted by a batch update goes out by the core's transition; any other item moves
    /// to its frame after the update.
    open override func finalLayoutAttributesForDisappearingItem(
        at itemIndexPath: IndexPath
    ) -> NSCollectionViewLayoutAttributes? {
        transition(of: .cell, at: itemIndexPath, appearing: false) {
            super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
        }
    }

    /// A header or footer of a section inserted by a batch update comes in by the core's
    /// transition; any other moves from its frame before the update.
    open override func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: NSCollectionView.SupplementaryElementKind, at elementIndexPath: IndexPath
    ) -> NSCollectionViewLayoutAttributes? {
        transition(of: .supplementary(Self.engineKind(elementKind)), at: elementIndexPath, appearing: true) {
            super.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
        }
    }

    /// A header or footer of a section deleted by a batch update goes out by the core's
    /// transition; any other moves to its frame after the update.
    open override func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: NSCollectionView.SupplementaryElementKind, at elementIndexPath: IndexPath
    ) -> NSCollectionViewLayoutAttributes? {
        transition(of: .supplementary(Self.engineKind(elementKind)), at: elementIndexPath, appearing: false) {
            super.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
        }
    }

    /// A section background of a section inserted by a batch update comes in by the core's
    /// transition; any other moves from its frame before the update.
    open override func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: NSCollectionView.DecorationElementKind, at decorationIndexPath: IndexPath
    ) -> NSCollectionViewLayoutAttributes? {
        transition(of: .decoration(elementKind), at: decorationIndexPath, appearing: true) {
            super.initialLayoutAttributesForAppearingDecorationElement(ofKind: elementKind, at: decorationIndexPath)
        }
    }

    /// A section background of a section deleted by a batch update goes out by the core's
    /// transition; any other moves to its frame after the update.
    open override func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: NSCollectionView.DecorationElementKind, at decorationIndexPath: IndexPath
    ) -> NSCollectionViewLayoutAttributes? {
        transition(of: .decoration(elementKind), at: decorationIndexPath, appearing: false) {
            super.finalLayoutAttributesForDisappearingDecorationElement(ofKind: elementKind, at: decorationIndexPath)
        }
    }

    /// Whether the size an item asks for (its `preferredLayoutAttributesFitting(_:)`) is taken: in
    /// a layout whose items are sized by their content, once per item and size
    /// (`EngineCollectionViewLayout+MeasuredSizes.swift`).
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: NSCollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: NSCollectionViewLayoutAttributes
    ) -> Bool {
        onMainThread { takesPreferredItemSize(preferredAttributes, for: originalAttributes) }
    }

    /// The context for a size an item asks for: what the core says it moves.
    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: NSCollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: NSCollectionViewLayoutAttributes
    ) -> NSCollectionViewLayoutInvalidationContext {
        onMainThread {
            let context = super.invalidationContext(
                forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
            takePreferredItemSize(preferredAttributes, for: originalAttributes, in: context)
            return context
        }
    }

    open override func invalidateLayout(with context: NSCollectionViewLayoutInvalidationContext) {
        onMainThread {
            state.invalidate(
                everything: context.invalidateEverything, dataSourceCounts: context.invalidateDataSourceCounts,
                level: (context as? EngineInvalidationContext)?.invalidation,
                isForMeasuredHeight: (context as? EngineInvalidationContext)?.isForMeasuredSize == true,
                offset: collectionView.map(contentOffset(of:)) ?? .zero, isPaging: isPaging)
            super.invalidateLayout(with: context)
        }
    }

    open override func invalidateLayout() {
        onMainThread {
            state.invalidateEverything()
            super.invalidateLayout()
        }
    }

    // MARK: Translation

    /// The collection view's content offset: its clip view's bounds origin (the visible rect's
    /// origin without a scroll view).
    func contentOffset(of collectionView: NSCollectionView) -> CGPoint {
        collectionView.enclosingScrollView?.contentView.bounds.origin ?? collectionView.visibleRect.origin
    }

    /// The collection view's geometry as the core reads it, with `bounds` the visible rect (the
    /// clip view's bounds now when nil): the one place the front reads the view's bounds, insets
    /// and direction. The Mac has no Dynamic Type: the scale is 1.
    func geometry(of collectionView: NSCollectionView, bounds: CGRect? = nil) -> ContainerGeometry {
        let scrollView = collectionView.enclosingScrollView
        let inset = scrollView?.contentInsets ?? NSEdgeInsets()
        return ContainerGeometry(
            bounds: bounds ?? scrollView?.contentView.bounds ?? collectionView.visibleRect,
            contentInsets: LayoutInsets(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right),
            layoutDirection: collectionView.userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }

    /// The engine environment for the collection view as it is now, with its data.
    func environment(of collectionView: NSCollectionView) -> LayoutEnvironment {
        let geometry = geometry(of: collectionView), counts = counts(of: collectionView), itemSize = itemSize()
        return changeState { $0.environment(of: geometry, counts: counts, itemSize: itemSize) }
    }

    /// The collection view's item counts, by section.
    func counts(of collectionView: NSCollectionView) -> [Int] {
        (0..<max(collectionView.numberOfSections, 0)).map { collectionView.numberOfItems(inSection: $0) }
    }

    /// The size of an item from ``itemSizeProvider``, else ``delegate`` (the core decides); nil
    /// without either.
    func itemSize() -> LayoutAdapterState.ItemSize? {
        var asked: (@MainActor (IndexPath) -> CGSize)?
        if let delegate, let collectionView {
            asked = { delegate.collectionView(collectionView, layout: self, sizeForItemAt: $0) }
        }
        return LayoutAdapterState.itemSize(provider: itemSizeProvider, delegate: asked)
    }

    /// The core's answer for a bounds change to `newBounds`, from the bounds the layout last saw:
    /// what they make stale and, for a new size, the offset adjustment that keeps the place.
    func boundsChange(to newBounds: CGRect) -> (invalidation: LayoutInvalidation, offsetAdjustment: CGPoint?) {
        guard let collectionView else { return (changeState { $0.invalidation(forBoundsChange: newBounds) }, nil) }
        let geometry = geometry(of: collectionView, bounds: scrolling.clipBounds)
        let itemSize = itemSize(), isPaging = isPaging
        return changeState {
            $0.boundsChange(
                to: newBounds, from: geometry, counts: { counts(of: collectionView) }, itemSize: itemSize,
                isPaging: isPaging, preparing: { makePreparedLayout(in: $0) })
        }
    }

    /// What the appearing and disappearing overrides answer: the core's transition of the element
    /// of `kind` at `indexPath` (`transitionAttributes(of:at:appearing:)`), else `superclass`'s
    /// answer, AppKit's own (an element that stays moves from or to its frame). The overrides
    /// are nonisolated in the macOS 14 SDK: this hops to the main actor once for all of them.
    private nonisolated func transition(
        of kind: @autoclosure @MainActor () -> ElementKind, at indexPath: IndexPath, appearing: Bool,
        superclass: () -> NSCollectionViewLayoutAttributes?
    ) -> NSCollectionViewLayoutAttributes? {
        onMainThread { transitionAttributes(of: kind(), at: indexPath, appearing: appearing) } ?? superclass()
    }

    /// AppKit's attributes for the element of `kind` at `indexPath` to appear from (after the
    /// update) or disappear to (before it), from the core's transitions; nil outside a batch
    /// update or when the layouts have no such element.
    private func transitionAttributes(
        of kind: ElementKind, at indexPath: IndexPath, appearing: Bool
    ) -> NSCollectionViewLayoutAttributes? {
        guard let index = ElementIndex(indexPath), let collectionView else { return nil }
        let resting = { self.targetContentOffset(forProposedContentOffset: self.contentOffset(of: collectionView)) }
        let element = changeState { $0.transition(of: kind, at: index, appearing: appearing, restingAt: resting) }
        return element.map(makeAttributes(for:))
    }

    /// AppKit's attributes for one engine element, carrying its transform and anchor point.
    func makeAttributes(for element: LayoutAttributes) -> NSCollectionViewLayoutAttributes {
        let indexPath = IndexPath(element.index)
        let attributes: AnchoredLayoutAttributes
        switch element.kind {
        case .cell:
            attributes = AnchoredLayoutAttributes(forItemWith: indexPath)
        case .supplementary(let kind):
            attributes = AnchoredLayoutAttributes(forSupplementaryViewOfKind: Self.appKitKind(kind), with: indexPath)
        case .decoration(let kind):
            attributes = AnchoredLayoutAttributes(forDecorationViewOfKind: kind, with: indexPath)
        }
        attributes.frame = element.frame
        attributes.zIndex = element.zIndex
        attributes.alpha = element.alpha
        attributes.isHidden = element.isHidden
        attributes.transform = element.transform
        attributes.anchorPoint = element.anchorPoint
        return attributes
    }

    /// AppKit's kind for an engine kind.
    static func appKitKind(_ engineKind: String) -> NSCollectionView.SupplementaryElementKind {
        switch engineKind {
        case ElementKind.headerKind: NSCollectionView.elementKindSectionHeader
        case ElementKind.footerKind: NSCollectionView.elementKindSectionFooter
        default: engineKind
        }
    }

    /// The engine's kind for an AppKit kind.
    static func engineKind(_ appKitKind: NSCollectionView.SupplementaryElementKind) -> String {
        switch appKitKind {
        case NSCollectionView.elementKindSectionHeader: ElementKind.headerKind
        case NSCollectionView.elementKindSectionFooter: ElementKind.footerKind
        default: appKitKind
        }
    }

    /// Whether `a` and `b` are within half a point of each other on both axes.
    static func isNear(_ a: CGPoint, _ b: CGPoint) -> Bool {
        abs(a.x - b.x) <= 0.5 && abs(a.y - b.y) <= 0.5
    }
}
#endif
