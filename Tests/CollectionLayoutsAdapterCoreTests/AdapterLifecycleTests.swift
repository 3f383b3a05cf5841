@_spi(Tools) import CollectionLayouts
import CollectionLayoutsAdapterCore
import Testing

/// The adapter's lifecycle as a value: UIKit's calls in the orders UIKit makes them, and what the
/// adapter does for each, without a collection view.
@Suite("AdapterLifecycle: what prepare() must do")
struct AdapterLifecycleTests {
    typealias Event = AdapterLifecycle.Event

    /// A lifecycle after its first prepare.
    private func prepared() -> AdapterLifecycle {
        var lifecycle = AdapterLifecycle()
        #expect(lifecycle.handle(.prepare(preparedCounts: nil, geometryUnchanged: false)) == .prepareAfresh)
        #expect(lifecycle.isUpToDate)
        return lifecycle
    }

    @Test("The first prepare prepares afresh; a prepare with nothing pending does nothing")
    func firstPrepare() {
        var lifecycle = AdapterLifecycle()
        #expect(lifecycle.pending == .everything && !lifecycle.isUpToDate)
        #expect(lifecycle.handle(.prepare(preparedCounts: nil, geometryUnchanged: true)) == .prepareAfresh)
        #expect(lifecycle.handle(.prepare(preparedCounts: [10], geometryUnchanged: true)) == .none)
    }

    @Test("A scroll step: the engine's level decides between nothing and moving the offset")
    func scrollSteps() {
        var lifecycle = prepared()
        #expect(
            lifecycle.handle(.invalidate(everything: false, dataSourceCounts: false, level: .offsetDependent)) == .none)
        #expect(lifecycle.pending == .offsetDependent)
        #expect(lifecycle.handle(.prepare(preparedCounts: [10], geometryUnchanged: true)) == .updateContentOffset)
        #expect(lifecycle.handle(.invalidate(everything: false, dataSourceCounts: false, level: .nothing)) == .none)
        #expect(lifecycle.handle(.prepare(preparedCounts: [10], geometryUnchanged: true)) == .none)
        // The engine says everything (a new width): prepare afresh.
        _ = lifecycle.handle(.invalidate(everything: false, dataSourceCounts: false, level: .everything))
        #expect(lifecycle.handle(.prepare(preparedCounts: [10], geometryUnchanged: true)) == .prepareAfresh)
    }

    @Test("An offset-only invalidation with changed geometry, or a context not the adapter's, prepares afresh")
    func safetyNets() {
        var lifecycle = prepared()
        _ = lifecycle.handle(.invalidate(everything: false, dataSourceCounts: false, level: .offsetDependent))
        #expect(lifecycle.handle(.prepare(preparedCounts: [10], geometryUnchanged: false)) == .prepareAfresh)
        _ = lifecycle.handle(.invalidate(everything: false, dataSourceCounts: false, level: nil))
        #expect(lifecycle.pending == .everything)
        #expect(lifecycle.handle(.prepare(preparedCounts: [10], geometryUnchanged: true)) == .prepareAfresh)
    }

    @Test("A batch update that appends continues the engine layout and keeps it")
    func appendingBatchUpdate() {
        var lifecycle = prepared()
        _ = lifecycle.handle(.invalidate(everything: false, dataSourceCounts: true, level: nil))
        #expect(lifecycle.pendingCountsOnly && lifecycle.pending == .everything)
        #expect(lifecycle.handle(.prepare(preparedCounts: [10], geometryUnchanged: true)) == .prepareUpdatingForCounts)
        #expect(lifecycle.countsBeforeUpdate == [10])
        #expect(
            lifecycle.handle(.collectionViewUpdates([.insertItem(section: 0, item: 10), .insertSection(1)])) == .none)
        #expect(lifecycle.countsBeforeUpdate == nil)
        #expect(lifecycle.handle(.collectionViewUpdates([.other])) == .none, "checked once per update")
    }

    @Test("A batch update that is not an append prepares afresh once it is known")
    func otherBatchUpdates() {
        for changes: [AdapterLifecycle.BatchChange] in [
            [.other], [.insertItem(section: 0, item: 3)],
            [.insertSection(0)], [.insertItem(section: 0, item: 10), .other],
        ] {
            var lifecycle = prepared()
            _ = lifecycle.handle(.invalidate(everything: false, dataSourceCounts: true, level: nil))
            #expect(
                lifecycle.handle(.prepare(preparedCounts: [10], geometryUnchanged: true)) == .prepareUpdatingForCounts)
            #expect(lifecycle.handle(.collectionViewUpdates(changes)) == .prepareAfresh, "\(changes)")
        }
    }

    @Test("Counts on top of a scroll step may append; on top of invalidating everything they may not")
    func countsAfterOtherInvalidations() {
        var lifecycle = prepared()
        _ = lifecycle.handle(.invalidate(everything: false, dataSourceCounts: false, level: .offsetDependent))
        _ = lifecycle.handle(.invalidate(everything: false, dataSourceCounts: true, level: nil))
        #expect(lifecycle.handle(.prepare(preparedCounts: [10], geometryUnchanged: true)) == .prepareUpdatingForCounts)

        lifecycle = prepared()
        _ = lifecycle.handle(.invalidateEverything)
        _ = lifecycle.handle(.invalidate(everything: false, dataSourceCounts: true, level: nil))
        #expect(!lifecycle.pendingCountsOnly)
        #expect(lifecycle.handle(.prepare(preparedCounts: [10], geometryUnchanged: true)) == .prepareAfresh)

        lifecycle = prepared()
        _ = lifecycle.handle(.invalidate(everything: false, dataSourceCounts: true, level: nil))
        _ = lifecycle.handle(.invalidate(everything: true, dataSourceCounts: false, level: nil))
        #expect(!lifecycle.pendingCountsOnly, "a later reload of everything is not an append")
        #expect(lifecycle.handle(.prepare(preparedCounts: [10], geometryUnchanged: true)) == .prepareAfresh)

        lifecycle = AdapterLifecycle()
        _ = lifecycle.handle(.invalidate(everything: false, dataSourceCounts: true, level: nil))
        #expect(
            lifecycle.handle(.prepare(preparedCounts: nil, geometryUnchanged: false)) == .prepareAfresh,
            "no prepared layout to continue")
    }

    @Test("Updates without an appending prepare before them change nothing")
    func updatesWithoutAppend() {
        var lifecycle = prepared()
        #expect(lifecycle.handle(.collectionViewUpdates([.other])) == .none)
    }

    @Test("Every prepare leaves nothing pending, whatever came before", arguments: 0..<64)
    func everyPrepareSettles(seed: Int) {
        var lifecycle = AdapterLifecycle()
        var bits = seed
        let events: [Event] = [
            .invalidateEverything, .invalidate(everything: false, dataSourceCounts: true, level: nil),
            .invalidate(everything: false, dataSourceCounts: false, level: .offsetDependent),
            .invalidate(everything: false, dataSourceCounts: false, level: .nothing),
            .collectionViewUpdates([.other]), .prepare(preparedCounts: [3], geometryUnchanged: bits & 1 == 0),
        ]
        for _ in 0..<6 {
            _ = lifecycle.handle(events[bits % events.count])
            bits = bits / 2 + 7
        }
        _ = lifecycle.handle(.prepare(preparedCounts: [3], geometryUnchanged: true))
        #expect(lifecycle.isUpToDate && !lifecycle.pendingCountsOnly)
    }

    @Test("Appends are inserts at the end of the last section or new sections after it")
    func onlyAppends() {
        let counts = [4, 0, 6]
        #expect(AdapterLifecycle.onlyAppends([], to: counts))
        #expect(
            AdapterLifecycle.onlyAppends(
                [.insertItem(section: 2, item: 6), .insertItem(section: 2, item: 7)], to: counts))
        #expect(AdapterLifecycle.onlyAppends([.insertSection(3), .insertItem(section: 3, item: 0)], to: counts))
        #expect(
            !AdapterLifecycle.onlyAppends([.insertItem(section: 2, item: 5)], to: counts), "inside the last section")
        #expect(!AdapterLifecycle.onlyAppends([.insertItem(section: 0, item: 4)], to: counts), "an earlier section")
        #expect(!AdapterLifecycle.onlyAppends([.insertSection(1)], to: counts), "a section before the end")
        #expect(!AdapterLifecycle.onlyAppends([.other], to: counts))
        #expect(AdapterLifecycle.onlyAppends([.insertSection(0)], to: []), "into no sections")
    }
}
