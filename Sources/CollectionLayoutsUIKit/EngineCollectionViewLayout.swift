#if !os(watchOS)
import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// The translator every layout's `UICollectionViewLayout` subclass shares: it reads the collection
/// view into a ``LayoutEnvironment``, asks the engine, and turns the engine's answers into UIKit's.
///
/// A layout subclass of this module (a ``ConfigurableCollectionViewLayout``) keeps its typed
/// `configuration` and hands this class its engine layout's operations (``LayoutEngine``), which
/// this class prepares. This class does the rest:
/// - `prepare()` prepares the engine layout from the bounds, the adjusted content inset, the
///   content offset, the effective layout direction, the section and item counts and the item
///   sizes (from ``itemSizeProvider`` or ``delegate``, when one is set);
/// - while scrolling, `shouldInvalidateLayout(forBoundsChange:)` asks the engine what the new
///   bounds make stale. When only the offset-dependent part is (a wheel's angles, a carousel's
///   side items), the invalidation context says so and the next `prepare()` only moves the
///   engine's content offset (O(1)) instead of preparing again;
/// - `layoutAttributesForElements(in:)` creates ``AnchoredLayoutAttributes`` objects for exactly
///   the elements the engine returns for the rect; the engine's "header" and "footer" kinds are
///   UIKit's `elementKindSectionHeader` and `elementKindSectionFooter`;
/// - `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` is the engine's
///   snapping, with UIKit's velocity (points per millisecond) and the collection view's current
///   offset.
///
/// It also keeps what every layout shares beyond that: the centred item (``centeredItem``),
/// reported through ``centeredItemDidChange`` when scrolling comes to rest, and
/// ``scrollToItem(at:animated:)``, which respects the layout's snapping (see
/// `EngineCollectionViewLayout+CenteredItem.swift`); VoiceOver's elements
/// (``providesAccessibilityElements``); and Dynamic Type: sizes that scale with the content size
/// category (``dynamicTypeStyle``) and supplementary views that size themselves
/// (`EngineCollectionViewLayout+DynamicType.swift`).
///
/// The engine lays out right-to-left itself, so ``flipsHorizontallyInOppositeLayoutDirection`` is
/// false.
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
    public private(set) var preparedLayout: (any PreparedLayout)?

    /// The engine layout `prepare()` prepares: the subclass's configuration, typed operations
    /// captured once. Nil for a subclass that overrides ``makePreparedLayout(in:)`` instead.
    private var engine: LayoutEngine?

    /// What the next `prepare()` has to redo, and what each of UIKit's calls changes of it.
    private(set) var lifecycle = AdapterLifecycle()

    /// The engine's answer for the last bounds change UIKit asked about, so that
    /// `invalidationContext(forBoundsChange:)` reuses what `shouldInvalidateLayout(forBoundsChange:)`
    /// computed for the same scroll step.
    private var lastBoundsChange: (bounds: CGRect, invalidation: LayoutInvalidation)?

    /// The centred item's reports (``centeredItemDidChange``).
    let centeredItemTracker = CenteredItemTracker()

    /// The VoiceOver elements (``providesAccessibilityElements``).
    let accessibility = LayoutAccessibility()

    /// Whether batch updates keep the user's place, and the place of the update in progress,
    /// before and after its index paths change (``keepsPlaceOnUpdates``).
    var placeKeeping: (isEnabled: Bool, before: PlaceAnchor?, after: PlaceAnchor?) = (true, nil, nil)

    /// The place kept through the change of size in progress, and the layout prepared for the new
    /// size at the offset that keeps it (`EngineCollectionViewLayout+Resizing.swift`).
    var resizing: (place: PlaceAnchor, staged: (any PreparedLayout)?)?

    /// The Dynamic Type scale's text style and the heights supplementary views asked for.
    let dynamicType = LayoutDynamicType()

    /// The attributes objects made since the engine layout last changed, by element, when
    /// ``reusesLayoutAttributes``: a scroll through stored frames asks again for the same elements.
    private var reusableAttributes: [ReusableAttributesKey: UICollectionViewLayoutAttributes] = [:]

    /// Called with every action a `prepare()` or `prepare(forCollectionViewUpdates:)` takes other
    /// than ``AdapterLifecycle/Action/none``: how the package's tests watch the lifecycle.
    package var didTakeAction: (@MainActor (AdapterLifecycle.Action) -> Void)?

    /// How inserts and deletes animate, and the batch update in progress (``insertTransition``).
    var updateTransitions = UpdateTransitions()

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

    /// Creates a layout that prepares `engine`'s layout.
    init(engine: LayoutEngine) {
        self.engine = engine
        super.init()
    }

    /// Creates a layout from `coder` that prepares `engine`'s layout.
    init?(engine: LayoutEngine, coder: NSCoder) {
        self.engine = engine
        super.init(coder: coder)
    }

    // MARK: What a layout subclass provides

    /// Prepares `engine`'s layout from now on and invalidates the layout: what setting a
    /// subclass's `configuration` to a new value does.
    func setEngine(_ engine: LayoutEngine) {
        self.engine = engine
        invalidateLayout()
    }

    /// Prepares the engine layout for `environment`. The default prepares the subclass's engine
    /// layout; a subclass without one overrides it, without calling super.
    open func makePreparedLayout(in environment: LayoutEnvironment) -> any PreparedLayout {
        guard let engine else { preconditionFailure("\(type(of: self)) must override makePreparedLayout(in:)") }
        return engine.prepare(environment)
    }

    /// Prepares the engine layout for `environment` after a change of the data source's counts,
    /// reusing `prepared` when the change only appends items. The default continues the
    /// subclass's engine layout from `prepared` where its engine does so (circle packing,
    /// gallery: `CollectionLayout.prepare(in:updating:)`) and prepares afresh otherwise; without
    /// an engine layout it calls ``makePreparedLayout(in:)``. A subclass that overrides
    /// ``makePreparedLayout(in:)`` for a layout that has an engine layout overrides this too.
    open func updatePreparedLayout(_ prepared: inout (any PreparedLayout)?, in environment: LayoutEnvironment) {
        guard let engine else {
            prepared = makePreparedLayout(in: environment)
            return
        }
        engine.update(&prepared, environment)
    }

    /// The deceleration rate the layout sets on its collection view when it prepares, or nil to
    /// leave the collection view's. The default is the engine layout's
    /// (`CollectionLayout.decelerationRate`: the carousel's configured rate, else nil).
    open var decelerationRate: DecelerationRate? { engine?.decelerationRate }

    /// Whether scrolling rests page by page with one item in the middle (the carousel, the wheel),
    /// so that a tap centres the item. The default is the engine layout's
    /// (`CollectionLayout.isPaging`).
    open var isPaging: Bool { engine?.isPaging ?? false }

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

    // MARK: UICollectionViewLayout

    open override class var layoutAttributesClass: AnyClass { AnchoredLayoutAttributes.self }

    open override class var invalidationContextClass: AnyClass { EngineInvalidationContext.self }

    /// False: the engine already mirrors right-to-left layouts.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            preparedLayout = nil
            return
        }
        let action = lifecycle.handle(
            .prepare(
                preparedCounts: preparedLayout?.environment.itemCounts,
                geometryUnchanged: geometryIsUnchanged(in: collectionView)))
        take(action, in: collectionView)
        centeredItemTracker.setNeedsCheck(self)
    }

    /// Checks a batch update's changes: when the last `prepare()` appended and anything but
    /// inserting items or sections at the end happened, prepares afresh.
    open override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        resizing = nil
        let map = BatchUpdateMap(updateItems: updateItems)
        // The heights headers and footers asked for follow their sections; `prepare()` ran with
        // them at the old section indices, so the layout is prepared again with them moved.
        if let collectionView, dynamicType.followSections(through: map, sections: collectionView.numberOfSections) {
            preparedLayout = makePreparedLayout(in: environment(of: collectionView))
            reusableAttributes.removeAll()
            accessibility.refresh(self, in: collectionView)
        }
        followPlace(through: map)
        beginUpdateAnimation(through: map)
        guard let collectionView, lifecycle.countsBeforeUpdate != nil else { return }
        let changes = updateItems.map { update -> AdapterLifecycle.BatchChange in
            guard update.updateAction == .insert, let path = update.indexPathAfterUpdate, path.count == 2 else {
                return .other
            }
            return path.item == NSNotFound
                ? .insertSection(path.section) : .insertItem(section: path.section, item: path.item)
        }
        take(lifecycle.handle(.collectionViewUpdates(changes)), in: collectionView)
    }

    /// Forgets the place kept through the update (``keepsPlaceOnUpdates``) and the layouts it
    /// animated between (``insertTransition``).
    open override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        forgetPlace()
        endUpdateAnimation()
    }

    /// Forgets the place kept through a change of size (`EngineCollectionViewLayout+Resizing.swift`).
    open override func finalizeAnimatedBoundsChange() {
        resizing = nil
        super.finalizeAnimatedBoundsChange()
    }

    /// An item inserted by a batch update comes in by ``insertTransition``; any other item moves
    /// from its frame before the update (see `EngineCollectionViewLayout+Transitions.swift`).
    open override func initialLayoutAttributesForAppearingItem(
        at itemIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        appearingAttributes(of: .cell, at: itemIndexPath)
            ?? super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    }

    /// An item deleted by a batch update goes out by ``deleteTransition``; any other item moves to
    /// its frame after the update.
    open override func finalLayoutAttributesForDisappearingItem(
        at itemIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        disappearingAttributes(of: .cell, at: itemIndexPath)
            ?? super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    }

    /// A header or footer of a section inserted by a batch update comes in by ``insertTransition``;
    /// any other moves from its frame before the update.
    open override func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        appearingAttributes(of: Self.supplementaryElementKind(elementKind), at: elementIndexPath)
            ?? super.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
    }

    /// A header or footer of a section deleted by a batch update goes out by ``deleteTransition``;
    /// any other moves to its frame after the update.
    open override func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        disappearingAttributes(of: Self.supplementaryElementKind(elementKind), at: elementIndexPath)
            ?? super.finalLayoutAttributesForDisappearingSupplementaryElement(
                ofKind: elementKind, at: elementIndexPath)
    }

    /// Does what the lifecycle decided.
    private func take(_ action: AdapterLifecycle.Action, in collectionView: UICollectionView) {
        switch action {
        case .none:
            return
        case .updateContentOffset:
            preparedLayout?.updateContentOffset(collectionView.contentOffset)
            reusableAttributes.removeAll(keepingCapacity: true)
        case .updateForCounts:
            // The engine appends when that is all the change is, else prepares afresh. The sizes
            // of the items that were there are kept: an append asks only for the new items'.
            let environment = environment(
                of: collectionView, withData: true, keepingSizesOf: lifecycle.countsBeforeUpdate)
            updatePreparedLayout(&preparedLayout, in: environment)
            reusableAttributes.removeAll(keepingCapacity: true)
        case .updateForMeasuredHeights:
            // Only supplementary heights changed: every item keeps its size (none is asked again),
            // and the engine moves what they move.
            let environment = environment(
                of: collectionView, withData: true, keepingSizesOf: preparedLayout?.environment.itemCounts)
            updatePreparedLayout(&preparedLayout, in: environment)
            reusableAttributes.removeAll(keepingCapacity: true)
        case .prepareAfresh:
            preparedLayout =
                takeStagedLayout(for: collectionView) ?? makePreparedLayout(in: environment(of: collectionView))
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
        guard let preparedLayout else { return [] }
        // Visited, not collected first: only UIKit's objects are built into an array.
        var result: [UICollectionViewLayoutAttributes] = []
        preparedLayout.forEachElement(in: rect) {
            result.append(makeAttributes(for: $0))
            return true
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let index = ElementIndex(indexPath), let element = preparedLayout?.attributes(for: index) else {
            return nil
        }
        return makeAttributes(for: element)
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String,
        at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard let index = ElementIndex(indexPath),
            let element = preparedLayout?.supplementaryAttributes(
                ofKind: SupplementaryKind.engineKind(elementKind), at: index)
        else {
            return nil
        }
        return makeAttributes(for: element)
    }

    open override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint,
        withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        guard let preparedLayout, let collectionView else {
            return super.targetContentOffset(
                forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
        }
        // A release: the user takes over from any scroll of ours, and the view may rest right here.
        centeredItemTracker.scrollTarget = nil
        resizing = nil
        centeredItemTracker.setNeedsCheck(self)
        let current = collectionView.contentOffset
        let target = preparedLayout.targetContentOffset(
            proposed: proposedContentOffset, velocity: velocity, current: current)
        announceLanding(
            in: preparedLayout, proposed: proposedContentOffset, velocity: velocity, current: current, target: target)
        return target
    }

    /// Where to rest after a change that was not a fling (rotation, updates): after a batch update
    /// the offset that keeps the user's place (``keepsPlaceOnUpdates``), else the engine's answer
    /// for a release at `proposedContentOffset` with no velocity, so paging layouts stay on a page.
    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        guard let preparedLayout else {
            return super.targetContentOffset(forProposedContentOffset: proposedContentOffset)
        }
        if let kept = placeKeepingOffset(in: preparedLayout) ?? sizeChangeOffset(in: preparedLayout) { return kept }
        return preparedLayout.targetContentOffset(
            proposed: proposedContentOffset, velocity: .zero, current: proposedContentOffset)
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        // Every scroll step passes here, even those that invalidate nothing.
        centeredItemTracker.setNeedsCheck(self)
        // The elements follow the scroll (O(visible) when VoiceOver's elements are on).
        if accessibility.isEnabled, let collectionView {
            accessibility.refresh(self, in: collectionView, bounds: newBounds)
        }
        return invalidation(forBoundsChange: newBounds) != .nothing
    }

    /// The context for `newBounds`: what the engine says they make stale, and, for a new size, the
    /// offset adjustment that keeps the user's place (``keepsPlaceOnUpdates``).
    open override func invalidationContext(
        forBoundsChange newBounds: CGRect
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        let invalidation = invalidation(forBoundsChange: newBounds)
        if let context = context as? EngineInvalidationContext {
            context.invalidation = invalidation
        }
        if invalidation == .everything { keepPlace(acrossBoundsChange: newBounds, in: context) }
        return context
    }

    /// What `newBounds` makes stale, asked of the engine once per scroll step: UIKit asks
    /// `shouldInvalidateLayout(forBoundsChange:)` and then `invalidationContext(forBoundsChange:)`
    /// for the same bounds.
    private func invalidation(forBoundsChange newBounds: CGRect) -> LayoutInvalidation {
        guard let preparedLayout else { return .everything }
        if let last = lastBoundsChange, last.bounds == newBounds { return last.invalidation }
        let invalidation = preparedLayout.invalidation(forBoundsChange: newBounds)
        lastBoundsChange = (newBounds, invalidation)
        return invalidation
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
        keepLayoutBeforeUpdate(context)
        rememberPlace(before: context)
        let measured = (context as? EngineInvalidationContext)?.isForMeasuredHeight == true
        if measured && !context.invalidateEverything && !context.invalidateDataSourceCounts {
            _ = lifecycle.handle(.invalidateMeasuredHeights)
        } else {
            _ = lifecycle.handle(
                .invalidate(
                    everything: context.invalidateEverything,
                    dataSourceCounts: context.invalidateDataSourceCounts,
                    level: (context as? EngineInvalidationContext)?.invalidation))
        }
        // Reloaded data: the views of the sections there now will ask again.
        if context.invalidateEverything && context.invalidateDataSourceCounts { dynamicType.forgetHeights() }
        lastBoundsChange = nil
        super.invalidateLayout(with: context)
    }

    open override func invalidateLayout() {
        _ = lifecycle.handle(.invalidateEverything)
        resizing = nil
        lastBoundsChange = nil
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
    /// The one place the adapter reads the collection view into the engine's terms.
    /// With `keepingSizesOf`, the items below those counts keep the sizes of the prepared layout
    /// (items that were there before a batch update that may be an append) and only the others
    /// are asked for theirs.
    func environment(
        of collectionView: UICollectionView, withData: Bool,
        keepingSizesOf keptCounts: [Int]? = nil
    ) -> LayoutEnvironment {
        let inset = collectionView.adjustedContentInset
        var environment = LayoutEnvironment(
            boundsSize: collectionView.bounds.size,
            contentInsets: LayoutInsets(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right),
            layoutDirection: collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? .rightToLeft : .leftToRight,
            itemCounts: [], dynamicTypeScale: dynamicType.scale(for: collectionView.traitCollection))
        guard withData else { return environment }
        environment.supplementaryHeights = dynamicType.supplementaryHeights(
            width: collectionView.bounds.width, scale: environment.dynamicTypeScale)
        let counts = (0..<max(collectionView.numberOfSections, 0)).map { collectionView.numberOfItems(inSection: $0) }
        environment.contentOffset = collectionView.contentOffset
        environment.itemCounts = counts
        environment.itemSizes = itemSizes(
            in: collectionView, counts: counts,
            keeping: keptCounts.flatMap { keptCounts in
                guard case .perSection(let sizes)? = preparedLayout?.environment.itemSizes else { return nil }
                return zip(keptCounts, sizes).map { count, sizes in Array(sizes.prefix(count)) }
            })
        return environment
    }

    /// The sizes from ``itemSizeProvider`` or ``delegate``, asked once per item that `kept` does not
    /// already give (the first sizes of each section); `.none` without either.
    private func itemSizes(
        in collectionView: UICollectionView, counts: [Int], keeping kept: [[CGSize]]? = nil
    ) -> ItemSizes {
        let size: @MainActor (IndexPath) -> CGSize
        if let itemSizeProvider {
            size = itemSizeProvider
        } else if let delegate {
            size = { delegate.collectionView(collectionView, layout: self, sizeForItemAt: $0) }
        } else {
            return .none
        }
        return .perSection(
            counts.enumerated().map { section, count in
                let known = section < (kept?.count ?? 0) ? Array(kept![section].prefix(max(count, 0))) : []
                return known
                    + (known.count..<max(count, known.count)).map { size(IndexPath(item: $0, section: section)) }
            })
    }

    /// Whether the bounds size, insets, direction and Dynamic Type scale are those the engine
    /// layout was prepared for, so that an offset-only invalidation can skip preparing (a safety
    /// net: UIKit invalidates everything when the first three change; a new content size category
    /// seen at any prepare lays out afresh).
    private func geometryIsUnchanged(in collectionView: UICollectionView) -> Bool {
        guard let prepared = preparedLayout?.environment else { return false }
        var current = environment(of: collectionView, withData: false)
        current.contentOffset = prepared.contentOffset
        current.itemCounts = prepared.itemCounts
        current.itemSizes = prepared.itemSizes
        current.supplementaryHeights = prepared.supplementaryHeights
        return current.sanitized == prepared
    }

    /// UIKit attributes for one engine element: the object made for it before when
    /// ``reusesLayoutAttributes`` and the engine layout has not changed since, else a new one.
    func makeAttributes(for element: LayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard reusesLayoutAttributes else { return newAttributes(for: element) }
        let key = ReusableAttributesKey(kind: element.kind, index: element.index)
        if let reused = reusableAttributes[key] { return reused }
        let attributes = newAttributes(for: element)
        reusableAttributes[key] = attributes
        return attributes
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

/// An element's identity among the reused attributes objects.
private struct ReusableAttributesKey: Hashable {
    let kind: ElementKind
    let index: ElementIndex
}
#endif
