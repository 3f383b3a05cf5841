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

    @Test("The content moved under a scroll: noted only with a scroll on its way; its target moved, deadline kept")
    func contentMovedUnderAScroll() {
        var reporting = CenteredItemReporting()
        let now = Date(timeIntervalSince1970: 100), item = ElementIndex(0, 3)
        reporting.noteContentMoved()
        #expect(!reporting.contentMovedUnderScroll, "no scroll on its way")
        reporting.setScrollTarget(CGPoint(x: 0, y: 300), item: item, now: now)
        #expect(reporting.scrollItem == item)
        reporting.noteContentMoved()
        #expect(reporting.contentMovedUnderScroll)
        reporting.moveScrollTarget(to: CGPoint(x: 0, y: 337.5))
        #expect(reporting.scrollTarget == CGPoint(x: 0, y: 337.5) && !reporting.contentMovedUnderScroll)
        #expect(reporting.scrollTargetDeadline == now.addingTimeInterval(CenteredItemReporting.animationLimit))
        reporting.setScrollTarget(nil, item: item, now: now)
        #expect(reporting.scrollItem == nil, "no target, no item")
    }

    @Test("A header measured during a scroll to an item retargets the scroll to where the item then rests")
    func measuredHeaderRetargetsAScrollToAnItem() throws {
        let gallery = JustifiedGalleryLayout(
            configuration: try .init(mode: .widthRange(min: 100, max: 150, height: 100), headerHeight: 40))
        var state = LayoutAdapterState(layout: gallery)
        let geometry = LayoutAdapterStateTests.geometry
        LayoutAdapterStateTests.prepare(&state, geometry(300, 320, 400), counts: [60])
        let item = ElementIndex(0, 40), header = ElementIndex(0, 0), now = Date(timeIntervalSince1970: 100)
        let target = try #require(state.contentOffset(centering: item))
        state.beginScroll(to: target, animated: true, centering: item, now: now)
        func check(_ y: CGFloat) -> CenteredItemReporting.Check {
            state.checkCenteredItem(at: CGPoint(x: 0, y: y), isTouched: false, isDecelerating: false, now: now)
        }
        // On the way, at 300: the header above the screen takes 100 points instead of 40.
        let change = state.takeHeight(
            100, ofKind: "header", at: header, frame: CGRect(x: 0, y: 0, width: 320, height: 40),
            in: geometry(300, 320, 400))
        #expect(change?.contentOffsetAdjustment == 60)
        state.invalidate(
            everything: false, dataSourceCounts: false, level: nil, isForMeasuredHeight: true,
            offset: CGPoint(x: 0, y: 360), isPaging: false)
        #expect(check(360) == .wait, "not prepared since")
        LayoutAdapterStateTests.prepare(&state, geometry(360, 320, 400), counts: [60])
        let moved = CGPoint(x: target.x, y: target.y + 60)
        #expect(state.contentOffset(centering: item) == moved)
        #expect(check(360) == .retarget(moved), "the scroll still heads for the old target")
        #expect(state.centering.scrollTarget == moved)
        #expect(check(target.y) == .poll, "the old target is no arrival")
        #expect(check(moved.y) == .report(state.centeredItem(at: moved)))
        // A header that moves nothing under a scroll that arrived with it: reported as it arrives.
        state.beginScroll(to: moved, animated: true, centering: item, now: now)
        _ = state.takeHeight(
            100, ofKind: "header", at: header, frame: CGRect(x: 0, y: 0, width: 320, height: 100),
            in: geometry(moved.y, 320, 400))
        #expect(check(moved.y) == .unchanged)
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
