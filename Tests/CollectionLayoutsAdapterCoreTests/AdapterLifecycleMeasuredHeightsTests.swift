@_spi(Tools) import CollectionLayouts
import CollectionLayoutsAdapterCore
import Testing

/// The lifecycle when a header or footer asks for a new height: the next prepare continues the
/// engine layout with it, unless anything else makes it prepare afresh.
@Suite("AdapterLifecycle: measured heights")
struct AdapterLifecycleMeasuredHeightsTests {
    /// A lifecycle after its first prepare.
    private func prepared() -> AdapterLifecycle {
        var lifecycle = AdapterLifecycle()
        _ = lifecycle.handle(.prepare(preparedCounts: nil, geometryUnchanged: false))
        return lifecycle
    }

    @Test("A new height alone continues the engine layout, once")
    func alone() {
        var lifecycle = prepared()
        #expect(lifecycle.handle(.invalidateMeasuredHeights) == .none)
        #expect(!lifecycle.isUpToDate && lifecycle.pending == .nothing, "nothing else is stale")
        #expect(
            lifecycle.handle(.prepare(preparedCounts: [4], geometryUnchanged: true))
                == .prepareUpdatingForMeasuredHeights)
        #expect(lifecycle.isUpToDate)
        #expect(lifecycle.handle(.prepare(preparedCounts: [4], geometryUnchanged: true)) == .none)
    }

    @Test("With a scroll step the update covers the offset too")
    func withScrollStep() {
        var lifecycle = prepared()
        _ = lifecycle.handle(.invalidate(everything: false, dataSourceCounts: false, level: .offsetDependent))
        _ = lifecycle.handle(.invalidateMeasuredHeights)
        #expect(
            lifecycle.handle(.prepare(preparedCounts: [4], geometryUnchanged: true))
                == .prepareUpdatingForMeasuredHeights)
    }

    @Test("Everything stale, new geometry (a new width or text size) or a batch update win")
    func othersWin() {
        var everything = prepared()
        _ = everything.handle(.invalidateMeasuredHeights)
        _ = everything.handle(.invalidateEverything)
        #expect(everything.handle(.prepare(preparedCounts: [4], geometryUnchanged: true)) == .prepareAfresh)
        var geometry = prepared()
        _ = geometry.handle(.invalidateMeasuredHeights)
        #expect(geometry.handle(.prepare(preparedCounts: [4], geometryUnchanged: false)) == .prepareAfresh)
        #expect(!geometry.pendingMeasuredHeights)
        var counts = prepared()
        _ = counts.handle(.invalidateMeasuredHeights)
        _ = counts.handle(.invalidate(everything: false, dataSourceCounts: true, level: nil))
        #expect(counts.handle(.prepare(preparedCounts: [4], geometryUnchanged: true)) == .prepareUpdatingForCounts)
    }
}
