@_spi(Tools) import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation
import Testing

/// A front's state and decisions as one value, driven by plain values as a front reads them from
/// its view, without a collection view: preparing, scrolling, the place through updates and size
/// changes, transitions.
@Suite("LayoutAdapterState: what a front keeps and decides, without a collection view")
struct LayoutAdapterStateTests {
    /// A plain grid scrolling vertically: three columns of 100 × 90 items at x = 0, 110, 220 in
    /// 320 points (two in 210), one line every 100 points.
    static func grid() throws -> StaggeredGridLayout {
        StaggeredGridLayout(
            configuration: try StaggeredGridLayout.Configuration(staggerFraction: 0, scrollAxis: .vertical))
    }

    /// A view of `width` × `height` at offset `y`.
    static func geometry(y: CGFloat = 0, width: CGFloat = 320, height: CGFloat = 400) -> ContainerGeometry {
        ContainerGeometry(bounds: CGRect(x: 0, y: y, width: width, height: height))
    }

    /// `state` prepared for `geometry` with `counts`, by its own layout; the action taken.
    @discardableResult
    static func prepare(
        _ state: inout LayoutAdapterState, _ geometry: ContainerGeometry, counts: [Int],
        itemSize: LayoutAdapterState.ItemSize? = nil
    ) -> AdapterLifecycle.Action {
        let layout = state
        return state.prepare(
            geometry, counts: { counts }, itemSize: itemSize, preparing: { layout.prepareLayout(in: $0)! },
            updating: { _ = layout.prepareLayout(in: $1, updating: &$0) })
    }

    @Test("The first prepare prepares afresh; the next, with nothing invalidated, does nothing")
    func prepareThenNothing() throws {
        var state = LayoutAdapterState(layout: try Self.grid())
        #expect(state.prepared == nil)
        #expect(Self.prepare(&state, Self.geometry(), counts: [30]) == .prepareAfresh)
        #expect(state.prepared?.contentSize == CGSize(width: 320, height: 990))
        #expect(Self.prepare(&state, Self.geometry(), counts: [30]) == .none)
    }

    @Test("An offset-only invalidation moves the prepared layout's offset, and nothing else")
    func offsetOnly() throws {
        var state = LayoutAdapterState(layout: try Self.grid())
        Self.prepare(&state, Self.geometry(), counts: [30])
        state.invalidate(
            everything: false, dataSourceCounts: false, level: .offsetDependent, isForMeasuredHeight: false,
            offset: .zero, isPaging: false)
        #expect(Self.prepare(&state, Self.geometry(y: 100), counts: [30]) == .updateContentOffset)
        #expect(state.prepared?.environment.contentOffset == CGPoint(x: 0, y: 100))
    }

    @Test("The last bounds change's invalidation is asked of the engine once, and forgotten at an invalidation")
    func boundsChangeMemo() throws {
        var state = LayoutAdapterState(layout: try Self.grid())
        #expect(state.invalidation(forBoundsChange: CGRect(x: 0, y: 10, width: 320, height: 400)) == .everything)
        Self.prepare(&state, Self.geometry(), counts: [30])
        let scrolled = CGRect(x: 0, y: 10, width: 320, height: 400)
        let first = state.invalidation(forBoundsChange: scrolled)
        #expect(first == state.prepared?.invalidation(forBoundsChange: scrolled))
        #expect(state.invalidation(forBoundsChange: CGRect(x: 0, y: 10, width: 200, height: 400)) == .everything)
    }

    @Test("An environment keeps the sizes of the items that were there and asks only for the new ones")
    func keptSizes() throws {
        var state = LayoutAdapterState(layout: try Self.grid())
        var asked: [ElementIndex] = []
        let size: LayoutAdapterState.ItemSize = { index in
            asked.append(index)
            return CGSize(width: 10 + CGFloat(index.item), height: 10)
        }
        Self.prepare(&state, Self.geometry(), counts: [3], itemSize: size)
        #expect(asked == [ElementIndex(0, 0), ElementIndex(0, 1), ElementIndex(0, 2)])
        asked = []
        let environment = state.environment(of: Self.geometry(), counts: [5], keepingSizesOf: [3], itemSize: size)
        #expect(asked == [ElementIndex(0, 3), ElementIndex(0, 4)])
        #expect(environment.itemSizes == .perSection([(0..<5).map { CGSize(width: 10 + CGFloat($0), height: 10) }]))
        #expect(state.environment(of: Self.geometry(), counts: [5], itemSize: nil).itemSizes == .none)
    }

    @Test("A release: the engine's target, the landing items when it moves, and the user takes over")
    func release() throws {
        var state = LayoutAdapterState(layout: try Self.grid())
        #expect(state.release(proposed: .zero, velocity: .zero, current: .zero, wantsLandingItems: true) == nil)
        Self.prepare(&state, Self.geometry(), counts: [60])
        state.beginScroll(to: CGPoint(x: 0, y: 300), animated: true, now: Date(timeIntervalSince1970: 0))
        #expect(state.centering.scrollTarget == CGPoint(x: 0, y: 300))
        let release = state.release(
            proposed: CGPoint(x: 0, y: 250), velocity: CGPoint(x: 0, y: 1), current: .zero, wantsLandingItems: true)
        #expect(release?.target == CGPoint(x: 0, y: 250))
        // Visible 250…650: lines 2 (200…290) to 6 (600…690).
        #expect(release?.landing == (6...20).map { ElementIndex(0, $0) })
        #expect(state.centering.scrollTarget == nil)
        let still = state.release(proposed: .zero, velocity: .zero, current: .zero, wantsLandingItems: true)
        #expect(still?.target == .zero)
        #expect(still?.landing == nil, "a release that rests where it is lands nowhere new")
    }

    @Test("Where an item rests in the middle: its centre in the middle of the view, kept inside the content")
    func centering() throws {
        var state = LayoutAdapterState(layout: try Self.grid())
        #expect(state.contentOffset(centering: ElementIndex(0, 0)) == nil)
        Self.prepare(&state, Self.geometry(), counts: [60])
        // Item 30: line 10, centre y 1045; middle of 400 → 845.
        #expect(state.contentOffset(centering: ElementIndex(0, 30)) == CGPoint(x: 0, y: 845))
        #expect(state.contentOffset(centering: ElementIndex(0, 0)) == .zero)
        #expect(state.contentOffset(centering: ElementIndex(0, 60)) == nil)
        // Line 10 in the middle; of its items, the middle column's (31) is nearest the middle.
        #expect(state.centeredItem(at: CGPoint(x: 0, y: 845)) == ElementIndex(0, 31))
    }

    @Test("A batch update keeps the item read where it was: three items inserted before it move it one line")
    func placeThroughUpdate() throws {
        var state = LayoutAdapterState(layout: try Self.grid())
        Self.prepare(&state, Self.geometry(y: 145), counts: [60])
        state.invalidate(
            everything: false, dataSourceCounts: true, level: nil, isForMeasuredHeight: false,
            offset: CGPoint(x: 0, y: 145), isPaging: false)
        #expect(Self.prepare(&state, Self.geometry(y: 145), counts: [63]) == .prepareUpdatingForCounts)
        let layout = state
        let result = state.prepareForUpdates(
            BatchUpdateMap((0..<3).map { .insertItem(ElementIndex(0, $0)) }),
            changes: (0..<3).map { .insertItem(section: 0, item: $0) }, Self.geometry(y: 145), counts: { [63] },
            itemSize: nil, preparing: { layout.prepareLayout(in: $0)! },
            updating: { _ = layout.prepareLayout(in: $1, updating: &$0) })
        #expect(result.heightsMoved == false)
        #expect(result.action == .prepareAfresh, "inserts at the start are not an append")
        #expect(state.restingOffset(proposed: CGPoint(x: 0, y: 145)) == CGPoint(x: 0, y: 245))
        state.finishUpdates()
        #expect(state.restingOffset(proposed: CGPoint(x: 0, y: 145)) == CGPoint(x: 0, y: 145))
        state.setKeepsPlace(false)
        #expect(state.keepsPlace == false)
    }

    @Test("A change of size keeps the item read: 3 columns to 2, the offset adjusted, the layout staged")
    func placeThroughSizeChange() throws {
        var state = LayoutAdapterState(layout: try Self.grid())
        Self.prepare(&state, Self.geometry(y: 145), counts: [60])
        let layout = state
        let newBounds = CGRect(x: 0, y: 145, width: 210, height: 400)
        let change = state.boundsChange(
            to: newBounds, from: Self.geometry(y: 145), counts: { [60] }, itemSize: nil, isPaging: false,
            preparing: { layout.prepareLayout(in: $0)! })
        #expect(change.invalidation == .everything)
        // Item 6 (line 2, 55 below the top) is on line 3 in two columns: 300 - 55.
        #expect(change.offsetAdjustment == CGPoint(x: 0, y: 100))
        state.invalidate(
            everything: true, dataSourceCounts: false, level: .everything, isForMeasuredHeight: false,
            offset: CGPoint(x: 0, y: 245), isPaging: false)
        var prepared = 0
        let action = state.prepare(
            Self.geometry(y: 245, width: 210), counts: { [60] }, itemSize: nil,
            preparing: {
                prepared += 1
                return layout.prepareLayout(in: $0)!
            }, updating: { _ = layout.prepareLayout(in: $1, updating: &$0) })
        #expect(action == .prepareAfresh)
        #expect(prepared == 0, "the layout staged for the new size is taken")
        #expect(state.prepared?.environment.boundsSize == CGSize(width: 210, height: 400))
        #expect(state.restingOffset(proposed: CGPoint(x: 0, y: 200)) == CGPoint(x: 0, y: 245))
        state.finishBoundsChange()
        #expect(state.restingOffset(proposed: CGPoint(x: 0, y: 200)) == CGPoint(x: 0, y: 200))
    }

    @Test("Without keeping the place, a change of size adjusts nothing")
    func sizeChangeWithoutPlace() throws {
        var state = LayoutAdapterState(layout: try Self.grid())
        state.setKeepsPlace(false)
        Self.prepare(&state, Self.geometry(y: 145), counts: [60])
        let layout = state
        let change = state.boundsChange(
            to: CGRect(x: 0, y: 145, width: 210, height: 400), from: Self.geometry(y: 145), counts: { [60] },
            itemSize: nil, isPaging: false, preparing: { layout.prepareLayout(in: $0)! })
        #expect(change.invalidation == .everything)
        #expect(change.offsetAdjustment == nil)
    }

    @Test("An update's animation is made once, at the first question, at the offset the update rests at")
    func transitions() throws {
        var state = LayoutAdapterState(layout: try Self.grid())
        Self.prepare(&state, Self.geometry(), counts: [6])
        #expect(state.appearing(.cell, at: ElementIndex(0, 0), restingAt: { .zero }) == nil, "no update")
        state.invalidate(
            everything: false, dataSourceCounts: true, level: nil, isForMeasuredHeight: false, offset: .zero,
            isPaging: false)
        Self.prepare(&state, Self.geometry(), counts: [7])
        let layout = state
        _ = state.prepareForUpdates(
            BatchUpdateMap([.insertItem(ElementIndex(0, 6))]), changes: [.insertItem(section: 0, item: 6)],
            Self.geometry(), counts: { [7] }, itemSize: nil, preparing: { layout.prepareLayout(in: $0)! },
            updating: { _ = layout.prepareLayout(in: $1, updating: &$0) })
        var asked = 0
        let resting = {
            asked += 1
            return CGPoint.zero
        }
        state.transitions.insert = .fade
        let inserted = state.appearing(.cell, at: ElementIndex(0, 6), restingAt: resting)
        #expect(inserted?.frame == CGRect(x: 0, y: 200, width: 100, height: 90))
        #expect(inserted?.alpha == 0)
        let moved = state.appearing(.cell, at: ElementIndex(0, 1), restingAt: resting)
        #expect(moved?.frame == CGRect(x: 110, y: 0, width: 100, height: 90), "an item that stays, from where it was")
        #expect(asked == 1)
        state.finishUpdates()
        #expect(state.transitions.before == nil && state.transitions.update == nil)
    }
}
