@_spi(Tools) import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation
import Testing

/// The core's smaller values and its VoiceOver and self-sizing answers, by exact values.
@Suite("The adapter core's values: centred item, heights, VoiceOver, attributes objects")
struct AdapterCoreValuesTests {
    typealias Check = CenteredItemReporting.Check

    @Test("The centred item: wait with a finger down, poll while moving, report once per change")
    func centredItemReports() {
        var reporting = CenteredItemReporting()
        let now = Date(timeIntervalSince1970: 100), item = ElementIndex(0, 3)
        func check(
            _ offset: CGPoint = .zero, touched: Bool = false, decelerating: Bool = false, at time: Date = now
        )
            -> Check
        {
            reporting.check(at: offset, isTouched: touched, isDecelerating: decelerating, now: time, centeredItem: item)
        }
        #expect(check(touched: true) == .wait)
        #expect(check(decelerating: true) == .poll)
        #expect(check() == .report(item))
        #expect(check() == .unchanged)
        reporting.setScrollTarget(CGPoint(x: 0, y: 300), now: now)
        #expect(reporting.scrollTargetDeadline == now.addingTimeInterval(CenteredItemReporting.animationLimit))
        #expect(check(CGPoint(x: 0, y: 100)) == .poll, "on its way")
        #expect(check(CGPoint(x: 0, y: 299.6)) == .unchanged, "arrived within half a point")
        #expect(reporting.scrollTarget == nil)
        reporting.setScrollTarget(CGPoint(x: 0, y: 300), now: now)
        #expect(check(CGPoint(x: 0, y: 100), at: now.addingTimeInterval(2.5)) == .unchanged, "overdue")
        reporting.reset()
        #expect(check() == .report(item))
    }

    @Test("The content moved under a scroll: noted only with a scroll on its way; arriving elsewhere ends the wait")
    func contentMovedUnderAScroll() {
        var reporting = CenteredItemReporting()
        let now = Date(timeIntervalSince1970: 100), item = ElementIndex(0, 3)
        reporting.noteContentMoved()
        #expect(!reporting.contentMovedUnderScroll, "no scroll on its way")
        reporting.setScrollTarget(CGPoint(x: 0, y: 300), item: item, now: now)
        #expect(reporting.scrollItem == item)
        reporting.noteContentMoved()
        #expect(reporting.contentMovedUnderScroll)
        reporting.scrollArrivedElsewhere()
        #expect(reporting.scrollTarget == nil && reporting.scrollItem == nil && !reporting.contentMovedUnderScroll)
        reporting.setScrollTarget(nil, item: item, now: now)
        #expect(reporting.scrollItem == nil, "no target, no item")
    }

    @Test("A scroll to an item whose content moved on the way arrives where the item then rests, or at its target")
    func measuredHeaderMovesWhereAScrollArrives() throws {
        let gallery = JustifiedGalleryLayout(
            configuration: try .init(mode: .widthRange(min: 100, max: 150, height: 100), headerHeight: 40))
        var state = LayoutAdapterState(layout: gallery)
        let geometry = LayoutAdapterStateTests.geometry
        LayoutAdapterStateTests.prepare(&state, geometry(300, 320, 400), counts: [60])
        let item = ElementIndex(0, 40), header = ElementIndex(0, 0), now = Date(timeIntervalSince1970: 100)
        let target = try #require(state.contentOffset(centering: item))
        func check(_ y: CGFloat) -> CenteredItemReporting.Check {
            state.checkCenteredItem(at: CGPoint(x: 0, y: y), isTouched: false, isDecelerating: false, now: now)
        }
        func measureHeader(_ height: CGFloat, was old: CGFloat, at y: CGFloat) {
            _ = state.takeHeight(
                height, ofKind: "header", at: header, frame: CGRect(x: 0, y: 0, width: 320, height: old),
                in: geometry(y, 320, 400))
            state.invalidate(
                everything: false, dataSourceCounts: false, level: nil, isForMeasuredHeight: true,
                offset: CGPoint(x: 0, y: y), isPaging: false)
            LayoutAdapterStateTests.prepare(&state, geometry(y, 320, 400), counts: [60])
        }
        // On the way, the header above the screen takes 100 points instead of 40: the offset's
        // adjustment takes the view 60 points down, where the item now rests.
        state.beginScroll(to: target, animated: true, centering: item, now: now)
        measureHeader(100, was: 40, at: target.y)
        let moved = try #require(state.contentOffset(centering: item))
        #expect(moved.y == target.y + 60)
        #expect(check(target.y + 30) == .poll, "on its way")
        #expect(check(moved.y) == .report(state.centeredItem(at: moved)), "arrived where the item rests")
        #expect(state.centering.scrollTarget == nil)
        // An animation that lands on its first target has arrived too.
        state.beginScroll(to: moved, animated: true, centering: item, now: now)
        measureHeader(120, was: 100, at: 0)
        #expect(check(moved.y) != .poll)
        #expect(state.centering.scrollTarget == nil)
    }

    @Test(
        "A header's height: a change only beyond a thousandth of a point; taking it grows the content and what it moves"
    )
    func measuredHeights() throws {
        var state = LayoutAdapterState(layout: try LayoutAdapterStateTests.grid())
        let header = ElementIndex(0, 0)
        #expect(!state.takesHeight(50, ofKind: "header", at: header, currentHeight: 40), "nothing prepared")
        LayoutAdapterStateTests.prepare(&state, LayoutAdapterStateTests.geometry(y: 100), counts: [30])
        #expect(state.takesHeight(50, ofKind: "header", at: header, currentHeight: 40))
        #expect(!state.takesHeight(40.0001, ofKind: "header", at: header, currentHeight: 40))
        #expect(!state.takesHeight(.nan, ofKind: "header", at: header, currentHeight: 40))
        let change = state.takeHeight(
            50, ofKind: "header", at: header, frame: CGRect(x: 0, y: 0, width: 320, height: 40),
            in: LayoutAdapterStateTests.geometry(y: 100))
        #expect(change?.contentSizeAdjustment == 10)
        #expect(change?.contentOffsetAdjustment == 10, "the header's top is above the visible area")
        // Visible 100…500: lines 1 to 4, items 3 to 14, then the header itself.
        #expect(change?.moved.map(\.index) == (3...14).map { ElementIndex(0, $0) } + [header])
        #expect(change?.moved.last?.kind == .header)
        #expect(!state.takesHeight(50, ofKind: "header", at: header, currentHeight: 40), "asked for already")
        #expect(state.heights.height(ofKind: .header, inSection: 0) == 50)
    }

    @Test("Attributes objects are made once per element until the layout changes")
    func reusableAttributes() {
        final class Object {}
        var cache = ReusableAttributes<Object>()
        let element = LayoutAttributes(index: ElementIndex(0, 1), frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let first = cache.object(for: element) { _ in Object() }
        #expect(cache.object(for: element) { _ in Object() } === first)
        #expect(cache.count == 1)
        cache.removeAll()
        #expect(cache.object(for: element) { _ in Object() } !== first)
    }
}
