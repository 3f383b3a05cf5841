import CollectionLayouts

/// What the UIKit adapter has to redo before it answers again, as a value: the state of
/// ``EngineCollectionViewLayout`` between UIKit's calls, and one pure function,
/// ``handle(_:)``, that takes each call as an event and says what the adapter must do (in the
/// spirit of MagazineLayout's prepare actions).
///
/// UIKit calls a layout in this order (Sources/CollectionLayoutsUIKit/CollectionLayoutsUIKit.docc/UsingTheLayoutsInUIKit.md has the whole sequence):
/// - a scroll step: `shouldInvalidateLayout(forBoundsChange:)`, then for a `true` answer
///   `invalidationContext(forBoundsChange:)` and `invalidateLayout(with:)` (→
///   ``Event/invalidate(everything:dataSourceCounts:level:)``
///   with the engine's level), then `prepare()` (→ ``Event/prepare(preparedCounts:geometryUnchanged:)``);
/// - `invalidateLayout()` (a new configuration, a new size provider): ``Event/invalidateEverything``;
/// - a view that sizes itself (a header whose text grows): `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`,
///   then for a `true` answer `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`
///   and `invalidateLayout(with:)` (→ ``Event/invalidateMeasuredHeights``), then `prepare()`;
/// - a batch update: `invalidateLayout(with:)` with `invalidateDataSourceCounts`, `prepare()`, then
///   `prepare(forCollectionViewUpdates:)` (→ ``Event/collectionViewUpdates(_:)``).
///
/// Pure and platform-independent: tested without a collection view (`AdapterLifecycleTests`).
/// Each ``EngineCollectionViewLayout`` keeps its own value (`lifecycle`), so every layout of this
/// module, and the one `CollectionLayoutView` hosts, follows it; the SwiftUI `Layout`s
/// (`CollectionLayoutStack`) have no UIKit calls and do not use it.
package struct AdapterLifecycle: Sendable {
    /// What `prepare()` or `prepare(forCollectionViewUpdates:)` must do to the engine layout.
    package enum Action: Equatable, Sendable {
        /// The prepared layout still answers: do nothing.
        case none
        /// Only the offset-dependent part is stale: move the engine's content offset (O(1)).
        case updateContentOffset
        /// The data source's counts changed (a batch update): continue the engine layout where it
        /// appends, else prepare afresh; `prepare(forCollectionViewUpdates:)` checks the change.
        case prepareUpdatingForCounts
        /// Prepare the engine layout from the collection view as it is now.
        case prepareAfresh
        /// Supplementary views asked for new heights: continue the engine layout with them, which
        /// moves only what they move (the gallery), and the offset.
        case prepareUpdatingForMeasuredHeights
    }

    /// One change of a batch update, as `prepare(forCollectionViewUpdates:)` reads it.
    package enum BatchChange: Equatable, Sendable {
        /// An item inserted at `item` of `section` (positions after the update).
        case insertItem(section: Int, item: Int)
        /// A whole section inserted at `section`.
        case insertSection(Int)
        /// A deletion, a reload or a move: anything an append does not cover.
        case other
    }

    /// One of UIKit's calls that changes what the adapter must redo.
    package enum Event: Equatable, Sendable {
        /// `invalidateLayout()`: everything is stale.
        case invalidateEverything
        /// `invalidateLayout(with:)` with the adapter's context for a supplementary view that asked
        /// for a new height: nothing else changed.
        case invalidateMeasuredHeights
        /// `invalidateLayout(with:)`: the context's `invalidateEverything` and
        /// `invalidateDataSourceCounts` flags, and the engine's level for a bounds change (nil for
        /// a context that did not come from the adapter).
        case invalidate(everything: Bool, dataSourceCounts: Bool, level: LayoutInvalidation?)
        /// `prepare()`: the item counts of the prepared engine layout (nil when there is none yet),
        /// and whether the collection view's bounds size, insets and direction are still those it
        /// was prepared for.
        case prepare(preparedCounts: [Int]?, geometryUnchanged: Bool)
        /// `prepare(forCollectionViewUpdates:)`: the batch update's changes.
        case collectionViewUpdates([BatchChange])
    }

    /// The most that is stale since the last `prepare()`.
    package private(set) var pending = LayoutInvalidation.everything
    /// Whether what is stale is the data source's counts alone (a batch update), which an append
    /// may answer.
    package private(set) var pendingCountsOnly = false
    /// Whether supplementary views asked for new heights since the last `prepare()`.
    package private(set) var pendingMeasuredHeights = false
    /// The item counts before the last `prepare()` that updated for counts, until
    /// `prepare(forCollectionViewUpdates:)` checks the update against them.
    package private(set) var countsBeforeUpdate: [Int]?

    package init() {}

    /// Whether the adapter's answers are for the collection view as it is: nothing pending.
    package var isUpToDate: Bool { pending == .nothing && !pendingMeasuredHeights }

    /// Takes one of UIKit's calls and returns what the adapter must do now (``Action/none`` for
    /// the invalidations, which only record what the next `prepare()` must redo).
    package mutating func handle(_ event: Event) -> Action {
        switch event {
        case .invalidateEverything:
            pending = .everything
            pendingCountsOnly = false
            return .none

        case .invalidateMeasuredHeights:
            pendingMeasuredHeights = true
            return .none

        case .invalidate(let everything, let dataSourceCounts, let level):
            let stale = everything || dataSourceCounts ? .everything : level ?? .everything
            if dataSourceCounts && !everything {
                // Counts alone since the last prepare (or on top of a scroll step): may be an append.
                pendingCountsOnly = pendingCountsOnly || pending < .everything
            } else if stale == .everything {
                pendingCountsOnly = false
            }
            pending = max(pending, stale)
            return .none

        case .prepare(let preparedCounts, let geometryUnchanged):
            defer {
                pending = .nothing
                pendingCountsOnly = false
                pendingMeasuredHeights = false
            }
            if pending < .everything, preparedCounts != nil, geometryUnchanged {
                if pendingMeasuredHeights { return .prepareUpdatingForMeasuredHeights }
                return pending == .offsetDependent ? .updateContentOffset : .none
            }
            if pendingCountsOnly, let preparedCounts {
                countsBeforeUpdate = preparedCounts
                return .prepareUpdatingForCounts
            }
            countsBeforeUpdate = nil
            return .prepareAfresh

        case .collectionViewUpdates(let changes):
            guard let counts = countsBeforeUpdate else { return .none }
            countsBeforeUpdate = nil
            return Self.onlyAppends(changes, to: counts) ? .none : .prepareAfresh
        }
    }

    /// Whether `changes` only insert items at the end of the last section of `counts` or whole
    /// sections after it: what the engine's appending prepare covers.
    package static func onlyAppends(_ changes: [BatchChange], to counts: [Int]) -> Bool {
        changes.allSatisfy { change in
            switch change {
            case .insertSection(let section):
                return section >= counts.count
            case .insertItem(let section, let item):
                if section >= counts.count { return true }
                return section == counts.count - 1 && item >= counts[section]
            case .other:
                return false
            }
        }
    }
}
