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

    @Test("A scroll whose content moves on the way heads for where its item now rests, once per move")
    func movedScrollTargetRetargets() {
        var reporting = CenteredItemReporting()
        let now = Date(timeIntervalSince1970: 100), item = ElementIndex(0, 3)
        func check(_ offset: CGPoint, at time: Date = now) -> Check {
            reporting.check(at: offset, isTouched: false, isDecelerating: false, now: time, centeredItem: item)
        }
        reporting.shiftScrollTarget(by: CGPoint(x: 0, y: 40))
        #expect(reporting.scrollTarget == nil, "no scroll on its way: nothing to move")
        reporting.setScrollTarget(CGPoint(x: 0, y: 300), now: now)
        reporting.shiftScrollTarget(by: CGPoint(x: 0, y: 37.5))
        #expect(reporting.scrollTarget == CGPoint(x: 0, y: 337.5))
        #expect(check(CGPoint(x: 0, y: 100)) == .retarget(CGPoint(x: 0, y: 337.5)), "told once")
        #expect(check(CGPoint(x: 0, y: 200)) == .poll)
        #expect(check(CGPoint(x: 0, y: 300)) == .poll, "the old target is not an arrival")
        #expect(check(CGPoint(x: 0, y: 337.5)) == .report(item))
        // Moved content that the offset followed at once (the adjustment landed on the target).
        reporting.setScrollTarget(CGPoint(x: 0, y: 300), now: now)
        reporting.shiftScrollTarget(by: CGPoint(x: 0, y: -20))
        #expect(check(CGPoint(x: 0, y: 280)) == .unchanged)
        // The deadline stays where the scroll began.
        reporting.setScrollTarget(CGPoint(x: 0, y: 300), now: now)
        reporting.shiftScrollTarget(by: CGPoint(x: 0, y: 10))
        #expect(check(CGPoint(x: 0, y: 0), at: now.addingTimeInterval(2.5)) == .unchanged, "overdue")
    }

    @Test("A header measured above the screen during a scroll moves the scroll's target with the offset")
    func measuredHeaderMovesTheScrollTarget() throws {
        var state = LayoutAdapterState(layout: try LayoutAdapterStateTests.grid())
        let header = ElementIndex(0, 0), now = Date(timeIntervalSince1970: 100)
        LayoutAdapterStateTests.prepare(&state, LayoutAdapterStateTests.geometry(y: 100), counts: [30])
        state.beginScroll(to: CGPoint(x: 0, y: 100), animated: true, now: now)
        _ = state.takeHeight(
            50, ofKind: "header", at: header, frame: CGRect(x: 0, y: 0, width: 320, height: 40),
            in: LayoutAdapterStateTests.geometry(y: 100))
        #expect(state.centering.scrollTarget == CGPoint(x: 0, y: 110), "moved with the offset's adjustment")
        // A header below the top of the screen moves neither the offset nor the target.
        state.beginScroll(to: CGPoint(x: 0, y: 0), animated: true, now: now)
        _ = state.takeHeight(
            60, ofKind: "header", at: header, frame: CGRect(x: 0, y: 0, width: 320, height: 50),
            in: LayoutAdapterStateTests.geometry(y: -10))
        #expect(state.centering.scrollTarget == .zero)
    }

    @Test("Measured heights: kept by kind and section, forgotten at another width, moved with their sections")
    func heights() {
        var heights = SupplementaryHeights()
        heights.record(44, ofKind: .header, inSection: 2)
        heights.record(10, ofKind: .header, inSection: -1)
        #expect(heights.height(ofKind: .header, inSection: 2) == 44)
        #expect(heights.height(ofKind: .header, inSection: 1) == nil)
        #expect(heights.heights(width: 320, scale: 1) == [.header: [nil, nil, 44]])
        // Section 0 deleted: section 2 becomes 1.
        let moved = heights.followSections(through: BatchUpdateMap([.deleteSection(0)]), sections: 2)
        #expect(moved)
        #expect(heights.heights(width: 320, scale: 1) == [.header: [nil, 44]])
        #expect(heights.heights(width: 400, scale: 1) == [:], "measured at another width")
        heights.record(20, ofKind: .footer, inSection: 0)
        heights.forget()
        #expect(heights.heights(width: 400, scale: 1) == [:])
    }

    @Test("VoiceOver's move is on its way along the straight line to its target, not once a finger is down")
    func move() {
        let move = AccessibilityMove(item: ElementIndex(0, 4), target: CGPoint(x: 400, y: 0), last: .zero)
        let target = CGPoint(x: 400, y: 0)
        #expect(move.isOnItsWay(at: CGPoint(x: 200, y: 0.5), isTouched: false, heading: target, target: target))
        #expect(!move.isOnItsWay(at: CGPoint(x: 200, y: 3), isTouched: false, heading: target, target: target))
        #expect(!move.isOnItsWay(at: CGPoint(x: 200, y: 0), isTouched: true, heading: target, target: target))
        #expect(!move.isOnItsWay(at: CGPoint(x: 400, y: 0), isTouched: false, heading: target, target: target))
        #expect(!move.isOnItsWay(at: CGPoint(x: 200, y: 0), isTouched: false, heading: nil, target: target))
        #expect(
            !move.isOnItsWay(
                at: CGPoint(x: 200, y: 0), isTouched: false, heading: target, target: CGPoint(x: 500, y: 0)))
    }

    @Test("VoiceOver's entries: the items around the view in reading order; swipes; a header revealed")
    func accessibility() throws {
        var state = LayoutAdapterState(layout: try LayoutAdapterStateTests.grid())
        #expect(state.accessibilityEntries(around: CGRect(x: 0, y: 0, width: 320, height: 400)).isEmpty)
        LayoutAdapterStateTests.prepare(&state, LayoutAdapterStateTests.geometry(), counts: [30])
        let entries = state.accessibilityEntries(around: CGRect(x: 0, y: 0, width: 320, height: 400))
        // The view and one of its size on each side: -400…800, lines 0 to 7.
        #expect(entries.count == 24)
        #expect(entries[4] == .item(ElementIndex(0, 4), frame: CGRect(x: 110, y: 100, width: 100, height: 90)))
        #expect(state.accessibilityPosition(of: ElementIndex(0, 4))! == (5, 30))
        #expect(state.accessibilityItem(after: ElementIndex(0, 29), steps: 1) == nil)
        let size = CGSize(width: 320, height: 400)
        #expect(state.accessibilitySteps(for: .up, boundsSize: size) == 1)
        #expect(state.accessibilitySteps(for: .down, boundsSize: size) == -1)
        #expect(state.accessibilitySteps(for: .left, boundsSize: size) == nil)
        #expect(state.accessibilitySteps(for: .previous, boundsSize: size) == -1)
        let view = LayoutAdapterStateTests.geometry()
        #expect(
            state.contentOffset(revealing: CGRect(x: 0, y: 500, width: 320, height: 40), in: view)
                == CGPoint(x: 0, y: 500))
        #expect(
            state.contentOffset(revealing: CGRect(x: 0, y: 900, width: 320, height: 40), in: view)
                == CGPoint(x: 0, y: 590))
        #expect(state.contentOffset(revealing: CGRect(x: 0, y: 10, width: 320, height: 40), in: view) == nil)
        #expect(
            state.announcedItem(at: CGPoint(x: 0, y: 100), isTouched: false)
                == state.centeredItem(at: CGPoint(x: 0, y: 100)))
        #expect(
            state.visibleFrame(of: ElementIndex(0, 4), around: CGRect(x: 0, y: 0, width: 320, height: 400))
                == CGRect(x: 110, y: 100, width: 100, height: 90))
        #expect(
            state.activationFrame(of: ElementIndex(0, 4), in: CGRect(x: 0, y: 120, width: 320, height: 400))
                == CGRect(x: 110, y: 100, width: 100, height: 90), "its centre is on screen: the whole frame")
        #expect(
            state.activationFrame(of: ElementIndex(0, 4), in: CGRect(x: 0, y: 160, width: 320, height: 400))
                == CGRect(x: 110, y: 160, width: 100, height: 30), "its centre is not: the part on screen")
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
