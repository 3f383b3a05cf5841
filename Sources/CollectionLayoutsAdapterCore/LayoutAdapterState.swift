import CollectionLayouts
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Everything a front (a `UICollectionViewLayout`, an `NSCollectionViewLayout`) keeps between its
/// framework's calls and every decision it makes, as one value: the engine layout it prepares and
/// the prepared layout, the lifecycle (``AdapterLifecycle``), the last bounds change's
/// invalidation, the user's place through batch updates and changes of size (``PlaceAnchor``), the
/// centred item and the target of a scroll of the layout's own, the update transitions, the
/// VoiceOver move in progress and the heights headers and footers asked for
/// (``SupplementaryHeights``).
///
/// Inputs are plain values a front reads from its view (``ContainerGeometry``, the counts, the item
/// sizes); answers are the engine's values (`LayoutAttributes`, offsets, invalidation levels) that
/// the front turns into its framework's objects. Preparing goes through the front's two hooks
/// (`preparing`, `updating`), which by default prepare ``layout``: a front's subclass may prepare
/// another way.
///
/// Its files: this one (preparing and invalidating), `+Place` (the user's place through updates
/// and size changes), `+Scrolling` (releases, resting offsets, the centred item, landing items),
/// `+Transitions` (how a batch update animates), `+Accessibility` (VoiceOver's order, positions,
/// the announced item), `+MeasuredHeights` (self-sizing headers and footers) and `+Reordering`
/// (an item the user moves, ``InteractiveMove``).
package struct LayoutAdapterState {
    /// How a front prepares an engine layout for an environment (its `makePreparedLayout(in:)`).
    package typealias Preparing = (LayoutEnvironment) -> any PreparedLayout
    /// How a front continues a prepared layout for an environment, where it only appends (its
    /// `updatePreparedLayout(_:in:)`), else prepares afresh.
    package typealias Updating = (inout (any PreparedLayout)?, LayoutEnvironment) -> Void
    /// The size of the item at an index, asked of the app.
    package typealias ItemSize = (ElementIndex) -> CGSize

    /// The engine layout the front prepares, typed by the engine (`CollectionLayout`): nil for a
    /// front's subclass that prepares its own.
    package var layout: (any CollectionLayout)?
    /// The engine's layout for the view as it was at the last prepare, with the current offset.
    package internal(set) var prepared: (any PreparedLayout)?
    /// What the next prepare has to redo.
    package internal(set) var lifecycle = AdapterLifecycle()
    /// The engine's answer for the last bounds change asked about (one per scroll step).
    var lastBoundsChange: (bounds: CGRect, invalidation: LayoutInvalidation)?
    /// Whether batch updates and changes of size keep the user's place (`keepsPlaceOnUpdates`).
    package internal(set) var keepsPlace = true
    /// The place remembered when a batch update began, before its index paths change.
    var placeBefore: PlaceAnchor?
    /// The place of the batch update in progress, at its index paths after the update.
    var placeAfter: PlaceAnchor?
    /// The place kept through the change of size in progress, and the layout prepared for the new
    /// size at the offset that keeps it.
    var resizing: (place: PlaceAnchor, staged: (any PreparedLayout)?)?
    /// How inserts and deletes animate, and the batch update in progress.
    package var transitions = UpdateTransitions()
    /// The heights headers and footers asked for.
    package var heights = SupplementaryHeights()
    /// The sizes cells asked for (layouts whose items are sized by their content).
    package var measuredSizes = MeasuredItemSizes()
    /// The centred item's reports and the target of a scroll of the front's own.
    package var centering = CenteredItemReporting()
    /// The move VoiceOver's adjustable element started (increment, decrement, three-finger swipe).
    package var accessibilityMove: AccessibilityMove?
    /// The item the user is reordering, while the finger moves (`+Reordering`).
    package internal(set) var interactiveMove: InteractiveMove?

    /// A state with no layout prepared.
    package init(layout: (any CollectionLayout)? = nil) {
        self.layout = layout
    }

    /// Whether the layout pages (``CollectionLayout/isPaging``); false without ``layout``.
    package var layoutIsPaging: Bool { layout?.isPaging ?? false }

    /// The rate the layout gives its scroll view (``CollectionLayout/decelerationRate``).
    package var layoutDecelerationRate: DecelerationRate? { layout?.decelerationRate }

    /// Prepares ``layout`` for `environment`; nil without one.
    package func prepareLayout(in environment: LayoutEnvironment) -> (any PreparedLayout)? {
        layout?.prepare(in: environment)
    }

    /// Continues `prepared` with ``layout`` for `environment` where it only appends, else prepares
    /// afresh (``CollectionLayout/prepare(in:updating:)``); false without a layout.
    package func prepareLayout(
        in environment: LayoutEnvironment, updating prepared: inout (any PreparedLayout)?
    ) -> Bool {
        guard let layout else { return false }
        layout.prepare(in: environment, updating: &prepared)
        return true
    }

    /// Sets a new engine layout (a new configuration) and invalidates everything.
    package mutating func setLayout(_ layout: any CollectionLayout) {
        self.layout = layout
        invalidateEverything()
    }

    /// Sets whether the user's place is kept, forgetting any place of a batch update.
    package mutating func setKeepsPlace(_ keeps: Bool) {
        keepsPlace = keeps
        placeBefore = nil
        placeAfter = nil
    }

    // MARK: Environments

    /// The engine environment for `geometry` without data (no counts, sizes or heights).
    package func environment(of geometry: ContainerGeometry) -> LayoutEnvironment {
        LayoutEnvironment(
            boundsSize: geometry.bounds.size, contentInsets: geometry.contentInsets,
            layoutDirection: geometry.layoutDirection, itemCounts: [],
            dynamicTypeScale: geometry.dynamicTypeScale)
    }

    /// The engine environment for `geometry` with the data: the offset, `counts`, the item sizes
    /// (`itemSize`, nil: none) and the heights views asked for at this width and scale (those
    /// measured at another are forgotten). With `keptCounts`, the items below those counts keep
    /// the sizes of the prepared layout (items that were there before a batch update that may be
    /// an append) and only the others are asked for theirs.
    package mutating func environment(
        of geometry: ContainerGeometry, counts: [Int], keepingSizesOf keptCounts: [Int]? = nil,
        itemSize: ItemSize?
    ) -> LayoutEnvironment {
        var environment = environment(of: geometry)
        environment.supplementaryHeights = heights.heights(
            width: geometry.bounds.width, scale: environment.dynamicTypeScale)
        environment.contentOffset = geometry.contentOffset
        environment.itemCounts = counts
        if let measured = measuredItemSizes(counts: counts, geometry: geometry) {
            environment.itemSizes = measured
            return environment
        }
        // While an item is reordered, each shown item takes its own size from the app (`+Reordering`).
        guard let itemSize = itemSize.map({ interactiveMove?.sizes($0, counts: counts) ?? $0 }) else {
            return environment
        }
        let kept: [[CGSize]]? = keptCounts.flatMap { keptCounts in
            guard case .perSection(let sizes)? = prepared?.environment.itemSizes else { return nil }
            return zip(keptCounts, sizes).map { count, sizes in Array(sizes.prefix(count)) }
        }
        environment.itemSizes = .perSection(
            counts.enumerated().map { section, count in
                let known = section < (kept?.count ?? 0) ? Array(kept![section].prefix(max(count, 0))) : []
                return known + (known.count..<max(count, known.count)).map { itemSize(ElementIndex(section, $0)) }
            })
        return environment
    }

    /// Whether the bounds size, insets, direction and Dynamic Type scale are those the engine
    /// layout was prepared for, so that an offset-only invalidation can skip preparing (a safety
    /// net: the frameworks invalidate everything when the first three change; a new content size
    /// category seen at any prepare lays out afresh).
    package func geometryIsUnchanged(_ geometry: ContainerGeometry) -> Bool {
        guard let prepared = prepared?.environment else { return false }
        var current = environment(of: geometry)
        current.contentOffset = prepared.contentOffset
        current.itemCounts = prepared.itemCounts
        current.itemSizes = prepared.itemSizes
        current.supplementaryHeights = prepared.supplementaryHeights
        return current.sanitized == prepared
    }

    // MARK: Preparing

    /// The front's prepare (UIKit's `prepare()`): asks the lifecycle what to redo and does it.
    /// Returns the action taken.
    package mutating func prepare(
        _ geometry: ContainerGeometry, counts: () -> [Int], itemSize: ItemSize?, preparing: Preparing,
        updating: Updating
    ) -> AdapterLifecycle.Action {
        let action = lifecycle.handle(
            .prepare(
                preparedCounts: prepared?.environment.itemCounts, geometryUnchanged: geometryIsUnchanged(geometry)))
        take(action, geometry, counts: counts, itemSize: itemSize, preparing: preparing, updating: updating)
        return action
    }

    /// Does what the lifecycle decided.
    mutating func take(
        _ action: AdapterLifecycle.Action, _ geometry: ContainerGeometry, counts: () -> [Int], itemSize: ItemSize?,
        preparing: Preparing, updating: Updating
    ) {
        switch action {
        case .none:
            return
        case .updateContentOffset:
            prepared?.updateContentOffset(geometry.contentOffset)
        case .prepareUpdatingForCounts:
            // The engine appends when that is all the change is, else prepares afresh. The sizes
            // of the items that were there are kept: an append asks only for the new items'.
            let environment = environment(
                of: geometry, counts: counts(), keepingSizesOf: lifecycle.countsBeforeUpdate, itemSize: itemSize)
            updating(&prepared, environment)
        case .prepareUpdatingForMeasuredHeights:
            // Only supplementary heights changed: every item keeps its size (none is asked again),
            // and the engine moves what they move.
            let environment = environment(
                of: geometry, counts: counts(), keepingSizesOf: prepared?.environment.itemCounts, itemSize: itemSize)
            // A size a cell asked for was laid out when it was taken: nothing else changed.
            if var current = prepared, measuredSizeEstimate != nil {
                var probe = environment.sanitized
                probe.contentOffset = current.environment.contentOffset
                if probe == current.environment {
                    prepared = nil
                    current.updateContentOffset(geometry.contentOffset)
                    prepared = current
                    return
                }
            }
            updating(&prepared, environment)
        case .prepareAfresh:
            let counts = counts()
            prepared =
                takeStagedLayout(geometry, counts: counts)
                ?? preparing(environment(of: geometry, counts: counts, itemSize: itemSize))
        }
    }

    /// The front's check of a batch update (UIKit's `prepare(forCollectionViewUpdates:)`), with
    /// the update's `map` and its changes as the lifecycle reads them: the heights views asked for
    /// follow their sections (the layout is prepared again when any moved), the user's place
    /// follows its items, the update's animation starts, and when the last prepare appended and
    /// anything but inserting at the end happened, the layout is prepared afresh. Returns whether
    /// the heights moved and the lifecycle's action (nil when it was not asked).
    package mutating func prepareForUpdates(
        _ map: BatchUpdateMap, changes: [AdapterLifecycle.BatchChange], _ geometry: ContainerGeometry,
        counts: () -> [Int], itemSize: ItemSize?, preparing: Preparing, updating: Updating
    ) -> (heightsMoved: Bool, action: AdapterLifecycle.Action?) {
        resizing = nil
        let counts = counts()
        // The heights headers and footers asked for follow their sections; the prepare ran with
        // them at the old section indices, so the layout is prepared again with them moved.
        var heightsMoved = heights.followSections(through: map, sections: counts.count)
        // So do the sizes cells asked for, which the prepare before this call read at the old
        // indices.
        if measuredSizes.followItems(through: map) && measuredSizeEstimate != nil { heightsMoved = true }
        if heightsMoved {
            prepared = preparing(environment(of: geometry, counts: counts, itemSize: itemSize))
        }
        followPlace(through: map)
        transitions.begin(through: map)
        guard lifecycle.countsBeforeUpdate != nil else { return (heightsMoved, nil) }
        let action = lifecycle.handle(.collectionViewUpdates(changes))
        take(action, geometry, counts: { counts }, itemSize: itemSize, preparing: preparing, updating: updating)
        return (heightsMoved, action)
    }

    // MARK: Invalidating

    /// The front's invalidation with a context (UIKit's `invalidateLayout(with:)`): its flags, the
    /// engine's level for a bounds change (nil for a context from elsewhere), whether it is for a
    /// height a view asked for, the offset now and whether the layout pages (the place's rule).
    package mutating func invalidate(
        everything: Bool, dataSourceCounts: Bool, level: LayoutInvalidation?, isForMeasuredHeight: Bool,
        offset: CGPoint, isPaging: Bool
    ) {
        if dataSourceCounts {
            transitions.keepLayoutBeforeUpdate(everything ? nil : prepared)
            rememberPlace(beforeUpdateAt: offset, everything: everything, isPaging: isPaging)
        }
        if isForMeasuredHeight && !everything && !dataSourceCounts {
            _ = lifecycle.handle(.invalidateMeasuredHeights)
        } else {
            _ = lifecycle.handle(.invalidate(everything: everything, dataSourceCounts: dataSourceCounts, level: level))
        }
        // Reloaded data: the views of the sections there now will ask again.
        if everything && dataSourceCounts {
            heights.forget()
            measuredSizes.forget()
        }
        lastBoundsChange = nil
    }

    /// The front's invalidation of everything (UIKit's `invalidateLayout()`).
    package mutating func invalidateEverything() {
        _ = lifecycle.handle(.invalidateEverything)
        resizing = nil
        lastBoundsChange = nil
    }

    /// What `newBounds` make stale, asked of the engine once per scroll step (UIKit asks
    /// `shouldInvalidateLayout(forBoundsChange:)` and then `invalidationContext(forBoundsChange:)`
    /// for the same bounds); everything before the first prepare.
    package mutating func invalidation(forBoundsChange newBounds: CGRect) -> LayoutInvalidation {
        guard let prepared else { return .everything }
        if let last = lastBoundsChange, last.bounds == newBounds { return last.invalidation }
        let invalidation = prepared.invalidation(forBoundsChange: newBounds)
        lastBoundsChange = (newBounds, invalidation)
        return invalidation
    }

    /// Forgets the prepared layout (the front has no view).
    package mutating func forgetPreparedLayout() {
        prepared = nil
    }

    /// Replaces the prepared layout by one a front's subclass prepared itself.
    package mutating func setPreparedLayout(_ prepared: (any PreparedLayout)?) {
        self.prepared = prepared
    }
}
