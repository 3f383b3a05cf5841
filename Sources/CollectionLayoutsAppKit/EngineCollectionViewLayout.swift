#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import CollectionLayouts
import CollectionLayoutsAdapterCore

/// The translator every layout's `NSCollectionViewLayout` subclass shares: it reads the collection
/// view and its scroll view into a `LayoutEnvironment`, asks the engine and the adapter core, and
/// turns their answers into AppKit's. It decides nothing itself.
///
/// A layout subclass of this module keeps its typed `configuration` and hands this class its
/// engine layout's operations (`LayoutEngine`, from the adapter core), which this class prepares:
/// - `prepare()` asks the core's `AdapterLifecycle` what to redo, then prepares the engine layout
///   from the enclosing scroll view's clip view (its bounds size is the engine's bounds size, its
///   bounds origin the content offset: "NSClipView": the clip view's bounds origin is the visible
///   portion's origin in the document view), the scroll view's `contentInsets`, the collection
///   view's `userInterfaceLayoutDirection`, the section and item counts and the item sizes
///   (``itemSizeProvider``);
/// - while scrolling, `shouldInvalidateLayout(forBoundsChange:)` asks the engine what the new
///   visible rect makes stale: when only the offset-dependent part is (a wheel's angles, a
///   carousel's side items), the next `prepare()` only moves the engine's content offset;
/// - `layoutAttributesForElements(in:)` makes ``AnchoredLayoutAttributes`` for exactly the
///   elements the engine returns for the rect, carrying the engine's transform and anchor point,
///   which ``AnchoredCollectionViewItem`` applies to its layer (AppKit's attributes have no
///   transform); the engine's "header" and "footer" kinds are AppKit's
///   `NSCollectionView.elementKindSectionHeader` and `elementKindSectionFooter`;
/// - batch updates (`performBatchUpdates`, a diffable data source's `apply`) keep the user's
///   place (``keepsPlaceOnUpdates``), and so does a live window resize
///   (`EngineCollectionViewLayout+Updates.swift`);
/// - the paging layouts (the carousel, the wheel) come to rest on an item when a live scroll ends,
///   move one item per arrow key, and `scrollToItem(at:animated:)` centres an item
///   (`EngineCollectionViewLayout+Scrolling.swift`); VoiceOver reads the items in the layout's
///   order (`EngineCollectionViewLayout+Accessibility.swift`).
///
/// The engine lays out right to left itself (the collection view's `userInterfaceLayoutDirection`),
/// so nothing is mirrored here.
@MainActor
open class EngineCollectionViewLayout: NSCollectionViewLayout {
    /// Supplies the size of each item for layouts that read sizes from the data (a circle's
    /// diameter is the width, a photo's aspect ratio is width / height). Setting it invalidates
    /// the layout. The default is nil: no sizes.
    public var itemSizeProvider: (@MainActor (IndexPath) -> CGSize)? {
        didSet { invalidateLayout() }
    }

    /// The engine's layout for the collection view as it was at the last `prepare()`, with the
    /// current content offset; nil before the first `prepare()` or without a collection view.
    public internal(set) var preparedLayout: (any PreparedLayout)?

    /// The engine layout `prepare()` prepares: the subclass's configuration, typed operations
    /// captured once.
    private(set) var engine: LayoutEngine

    /// What the next `prepare()` has to redo, and what each of AppKit's calls changes of it.
    private(set) var lifecycle = AdapterLifecycle()

    /// The engine's answer for the last bounds change AppKit asked about, so that
    /// `invalidationContext(forBoundsChange:)` reuses what `shouldInvalidateLayout(forBoundsChange:)`
    /// computed for the same scroll step.
    private var lastBoundsChange: (bounds: CGRect, invalidation: LayoutInvalidation)?

    /// Whether batch updates and size changes keep the user's place, and the place of the update
    /// or resize in progress (`EngineCollectionViewLayout+Updates.swift`).
    var placeKeeping = PlaceKeeping()

    /// The scroll state the layout follows: live scrolls, its own animated scrolls, the centred
    /// item last reported, the key monitor (`EngineCollectionViewLayout+Scrolling.swift`).
    let scrolling = ScrollingState()

    /// What the layout gives VoiceOver (`EngineCollectionViewLayout+Accessibility.swift`).
    var accessibilityState = AccessibilityState()

    /// Fails: the base class is never decoded itself (a nib names one of the five layouts, which
    /// decode with their default configuration).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a layout that prepares `engine`'s layout.
    init(engine: LayoutEngine) {
        self.engine = engine
        super.init()
    }

    /// Creates a layout from `coder` that prepares `engine`'s layout.
    nonisolated init?(engine: LayoutEngine, coder: NSCoder) {
        self.engine = engine
        super.init(coder: coder)
    }

    /// Prepares `engine`'s layout from now on and invalidates the layout: what setting a
    /// subclass's `configuration` to a new value does.
    func setEngine(_ engine: LayoutEngine) {
        self.engine = engine
        invalidateLayout()
    }

    /// Whether scrolling rests page by page with one item in the middle (the carousel, the wheel):
    /// a live scroll ends on an item, and the arrow keys move one item. The engine layout's
    /// (`CollectionLayout.isPaging`).
    public var isPaging: Bool { engine.isPaging }

    /// Whether the layout's items come round at the ends (an endless carousel), so that the arrow
    /// keys come round too. The default is false; the carousel answers its configuration's `wraps`.
    open var wrapsItems: Bool { false }

    // MARK: NSCollectionViewLayout

    open override class var layoutAttributesClass: AnyClass { AnchoredLayoutAttributes.self }

    open override class var invalidationContextClass: AnyClass { EngineInvalidationContext.self }

    open override func prepare() {
        onMainThread {
            super.prepare()
            guard let collectionView else {
                preparedLayout = nil
                return
            }
            observeScrolling(of: collectionView)
            let action = lifecycle.handle(
                .prepare(
                    preparedCounts: preparedLayout?.environment.itemCounts,
                    geometryUnchanged: geometryIsUnchanged(in: collectionView)))
            take(action, in: collectionView)
            setNeedsCenteredItemCheck()
        }
    }

    /// Does what the lifecycle says `prepare()` or `prepare(forCollectionViewUpdates:)` must.
    func take(_ action: AdapterLifecycle.Action, in collectionView: NSCollectionView) {
        switch action {
        case .none:
            return
        case .updateContentOffset:
            preparedLayout?.updateContentOffset(contentOffset(of: collectionView))
        case .updateForCounts, .updateForMeasuredHeights:
            engine.update(&preparedLayout, environment(of: collectionView))
        case .prepareAfresh:
            preparedLayout = takeStagedLayout(for: collectionView) ?? engine.prepare(environment(of: collectionView))
        }
        refreshAccessibility()
    }

    open override var collectionViewContentSize: NSSize {
        onMainThread {
            preparedLayout?.contentSize ?? .zero
        }
    }

    open override func layoutAttributesForElements(in rect: NSRect) -> [NSCollectionViewLayoutAttributes] {
        onMainThread {
            guard let preparedLayout else { return [] }
            var result: [NSCollectionViewLayoutAttributes] = []
            preparedLayout.forEachElement(in: rect) {
                result.append(makeAttributes(for: $0))
                return true
            }
            return result
        }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> NSCollectionViewLayoutAttributes? {
        onMainThread {
            guard let index = ElementIndex(indexPath), let element = preparedLayout?.attributes(for: index) else {
                return nil
            }
            return makeAttributes(for: element)
        }
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: NSCollectionView.SupplementaryElementKind, at indexPath: IndexPath
    ) -> NSCollectionViewLayoutAttributes? {
        onMainThread {
            guard let index = ElementIndex(indexPath),
                let element = preparedLayout?.supplementaryAttributes(ofKind: Self.engineKind(elementKind), at: index)
            else { return nil }
            return makeAttributes(for: element)
        }
    }

    /// The engine's snapping, for a collection view that asks ("Returns the offset value to use for
    /// the collection view's content at the end of scrolling": Apple's documentation of this
    /// method; AppKit gives the velocity in points per second, the engine takes points per
    /// millisecond).
    open override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: NSPoint, withScrollingVelocity velocity: NSPoint
    ) -> NSPoint {
        onMainThread {
            guard let preparedLayout, let collectionView else {
                return super.targetContentOffset(
                    forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
            }
            return preparedLayout.targetContentOffset(
                proposed: proposedContentOffset, velocity: CGPoint(x: velocity.x / 1_000, y: velocity.y / 1_000),
                current: contentOffset(of: collectionView))
        }
    }

    /// Where to rest after an update or a resize ("Returns the offset value to use after an
    /// animated layout update or change": Apple's documentation of this method): the offset that
    /// keeps the user's place (``keepsPlaceOnUpdates``), else the engine's answer for a release at
    /// `proposedContentOffset` with no velocity, so that the paging layouts stay on an item.
    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: NSPoint) -> NSPoint {
        onMainThread {
            guard let preparedLayout else {
                return super.targetContentOffset(forProposedContentOffset: proposedContentOffset)
            }
            if let kept = placeKeepingOffset(in: preparedLayout) { return kept }
            return preparedLayout.targetContentOffset(
                proposed: proposedContentOffset, velocity: .zero, current: proposedContentOffset)
        }
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: NSRect) -> Bool {
        onMainThread {
            setNeedsCenteredItemCheck()
            return invalidation(forBoundsChange: newBounds) != .nothing
        }
    }

    /// The context for `newBounds`: what the engine says they make stale, and, for a new size, the
    /// offset adjustment that keeps the user's place (``keepsPlaceOnUpdates``).
    open override func invalidationContext(
        forBoundsChange newBounds: NSRect
    ) -> NSCollectionViewLayoutInvalidationContext {
        onMainThread {
            let context = super.invalidationContext(forBoundsChange: newBounds)
            let invalidation = invalidation(forBoundsChange: newBounds)
            (context as? EngineInvalidationContext)?.invalidation = invalidation
            if invalidation == .everything { keepPlace(acrossBoundsChange: newBounds, in: context) }
            return context
        }
    }

    /// What `newBounds` makes stale, asked of the engine once per scroll step.
    private func invalidation(forBoundsChange newBounds: CGRect) -> LayoutInvalidation {
        guard let preparedLayout else { return .everything }
        if let last = lastBoundsChange, last.bounds == newBounds { return last.invalidation }
        let invalidation = preparedLayout.invalidation(forBoundsChange: newBounds)
        lastBoundsChange = (newBounds, invalidation)
        return invalidation
    }

    /// Follows the batch update's changes: the place it keeps, and a fresh prepare when the last
    /// `prepare()` appended and the update is more than inserts at the end.
    open override func prepare(forCollectionViewUpdates updateItems: [NSCollectionViewUpdateItem]) {
        onMainThread {
            super.prepare(forCollectionViewUpdates: updateItems)
            placeKeeping.resizing = nil
            let changes = updateItems.map(BatchUpdateMap.Change.init(updateItem:))
            followPlace(through: BatchUpdateMap(changes))
            guard let collectionView, lifecycle.countsBeforeUpdate != nil else { return }
            take(lifecycle.handle(.collectionViewUpdates(changes.map(\.lifecycleChange))), in: collectionView)
        }
    }

    /// Forgets the place kept through the update (``keepsPlaceOnUpdates``).
    open override func finalizeCollectionViewUpdates() {
        onMainThread {
            super.finalizeCollectionViewUpdates()
            forgetPlace()
        }
    }

    /// Forgets the place kept through a resize.
    open override func finalizeAnimatedBoundsChange() {
        onMainThread {
            placeKeeping.resizing = nil
            super.finalizeAnimatedBoundsChange()
        }
    }

    open override func invalidateLayout(with context: NSCollectionViewLayoutInvalidationContext) {
        onMainThread {
            rememberPlace(before: context)
            _ = lifecycle.handle(
                .invalidate(
                    everything: context.invalidateEverything, dataSourceCounts: context.invalidateDataSourceCounts,
                    level: (context as? EngineInvalidationContext)?.invalidation))
            lastBoundsChange = nil
            super.invalidateLayout(with: context)
        }
    }

    open override func invalidateLayout() {
        onMainThread {
            _ = lifecycle.handle(.invalidateEverything)
            placeKeeping.resizing = nil
            lastBoundsChange = nil
            super.invalidateLayout()
        }
    }

    // MARK: Translation

    /// The collection view's content offset: its clip view's bounds origin (the visible rect's
    /// origin without a scroll view).
    func contentOffset(of collectionView: NSCollectionView) -> CGPoint {
        collectionView.enclosingScrollView?.contentView.bounds.origin ?? collectionView.visibleRect.origin
    }

    /// The engine environment for the collection view as it is now: the clip view's bounds (size
    /// and offset), the scroll view's content insets, the direction, and with `withData` the
    /// counts and the item sizes. The one place the front reads AppKit into the engine's terms.
    func environment(of collectionView: NSCollectionView, withData: Bool = true) -> LayoutEnvironment {
        let scrollView = collectionView.enclosingScrollView
        let visible = scrollView?.contentView.bounds ?? collectionView.visibleRect
        let inset = scrollView?.contentInsets ?? NSEdgeInsets()
        var environment = LayoutEnvironment(
            boundsSize: visible.size,
            contentInsets: LayoutInsets(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right),
            layoutDirection: collectionView.userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            itemCounts: [])
        guard withData else { return environment }
        let counts = (0..<max(collectionView.numberOfSections, 0)).map { collectionView.numberOfItems(inSection: $0) }
        environment.contentOffset = visible.origin
        environment.itemCounts = counts
        if let itemSizeProvider {
            environment.itemSizes = .perSection(
                counts.enumerated().map { section, count in
                    (0..<max(count, 0)).map { itemSizeProvider(IndexPath(item: $0, section: section)) }
                })
        }
        return environment
    }

    /// Whether the bounds size, insets and direction are those the engine layout was prepared
    /// for, so that an offset-only invalidation can skip preparing.
    private func geometryIsUnchanged(in collectionView: NSCollectionView) -> Bool {
        guard let prepared = preparedLayout?.environment else { return false }
        var current = environment(of: collectionView, withData: false)
        current.contentOffset = prepared.contentOffset
        current.itemCounts = prepared.itemCounts
        current.itemSizes = prepared.itemSizes
        current.supplementaryHeights = prepared.supplementaryHeights
        current.dynamicTypeScale = prepared.dynamicTypeScale
        return current.sanitized == prepared
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
}
#endif
