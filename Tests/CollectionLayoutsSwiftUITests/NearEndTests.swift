@_spi(Tools) import CollectionLayouts
import CollectionLayoutsAdapterCore
import CollectionLayoutsSwiftUI
import Foundation
import Testing

/// When `CollectionLayoutView.onNearEnd` calls its action, without SwiftUI: a justified gallery
/// scrolled in steps as a user would, the items on screen read from the engine at each step.
@Suite("SwiftUI view: near the end of the data")
struct NearEndTests {
    /// Photos 80 to 120 points wide in rows 80 high: about four to a row on a 390-point phone.
    private let gallery = JustifiedGalleryLayout(
        configuration: try! .init(
            mode: .widthRange(min: 80, max: 120, height: 80), insets: LayoutInsets(all: 4), itemSpacing: 4,
            rowSpacing: 4, headerHeight: 0))
    private let screen = CGSize(width: 390, height: 844)

    private func prepared(_ count: Int) -> PreparedJustifiedGallery {
        gallery.prepare(in: LayoutEnvironment(boundsSize: screen, itemCounts: [count]))
    }

    /// The items on screen at `y`, by brute force: every cell whose visual bounds meet the screen.
    private func onScreen(_ layout: PreparedJustifiedGallery, at y: CGFloat) -> [Int] {
        let rect = CGRect(origin: CGPoint(x: 0, y: y), size: screen)
        return layout.allElements().filter { $0.kind == .cell && $0.visualBounds.overlaps(rect) }.map(\.index.item)
    }

    /// The offsets a scroll from `start` to the end of `layout` passes: 40-point steps, then the end.
    private func steps(_ layout: PreparedJustifiedGallery, from start: CGFloat) -> [CGFloat] {
        let end = max(layout.contentSize.height - screen.height, 0)
        return Array(stride(from: start, to: end, by: 40)) + [end]
    }

    /// Scrolls from `start` to the end of `layout` (``steps(_:from:)``), asking the tracker at each
    /// step with `count` items whose last is `last`, and checking the items on screen it is given
    /// against brute force; returns the offsets where it said call, and the offset it ended at.
    private func scroll(
        _ layout: PreparedJustifiedGallery, from start: CGFloat, count: Int, last: Int,
        _ tracker: inout NearEndTracker<Int>
    ) -> (calls: [CGFloat], end: CGFloat) {
        var calls: [CGFloat] = []
        let offsets = steps(layout, from: start)
        for y in offsets {
            let visible = NearEndTracker<Int>.visibleItems(in: layout, at: CGPoint(x: 0, y: y))
            let expected = onScreen(layout, at: y)
            #expect(visible == NearEndTracker.Visible(last: expected.max()!, count: expected.count), "at \(y)")
            if tracker.shouldCall(visible: visible, itemCount: count, lastItemID: last) { calls.append(y) }
        }
        return (calls, offsets.last!)
    }

    @Test func calledOncePerApproachAndAgainForNewData() {
        var tracker = NearEndTracker<Int>(threshold: .items(10))
        let first = prepared(100)
        let (calls, end) = scroll(first, from: 0, count: 100, last: 99, &tracker)
        // Independently: the first step at which 10 items or fewer follow the last one on screen.
        let near = steps(first, from: 0).first { 99 - onScreen(first, at: $0).max()! <= 10 }
        #expect(near != nil && near! > 0, "the gallery starts far from its end")
        #expect(calls == [near!], "one call, at the step that came within 10 items, none at the steps after")

        // A page of 100 more arrives: the view is now 100 items from the end, and is called again
        // once, when it comes near the new end.
        let second = prepared(200)
        let (more, newEnd) = scroll(second, from: end, count: 200, last: 199, &tracker)
        #expect(more.count == 1 && more[0] > end)

        // A short page (5 items) arrives while the view is at the end: called at once.
        let third = prepared(205)
        let atOnce = NearEndTracker<Int>.visibleItems(in: third, at: CGPoint(x: 0, y: newEnd))
        let calledAtOnce = tracker.shouldCall(visible: atOnce, itemCount: 205, lastItemID: 204)
        #expect(calledAtOnce)
        let calledTwice = tracker.shouldCall(visible: atOnce, itemCount: 205, lastItemID: 204)
        #expect(!calledTwice, "once")

        // No more data: back to the top and down again is a new approach (a failed load retried).
        let calledFarAway = tracker.shouldCall(visible: .init(last: 30, count: 35), itemCount: 205, lastItemID: 204)
        #expect(!calledFarAway)
        let (again, _) = scroll(third, from: 0, count: 205, last: 204, &tracker)
        #expect(again.count == 1)
    }

    @Test func screensCountTheItemsOnScreen() throws {
        var tracker = NearEndTracker<Int>(threshold: .screens(1))
        let layout = prepared(300)
        let (calls, _) = scroll(layout, from: 0, count: 300, last: 299, &tracker)
        let y = try #require(calls.first)
        #expect(calls.count == 1)
        let visible = onScreen(layout, at: y)
        #expect(299 - visible.max()! <= visible.count, "within a screen's worth of items")
        let offsets = steps(layout, from: 0)
        let step = try #require(offsets.firstIndex(of: y))
        #expect(step > 0, "the gallery starts more than a screen from its end")
        let before = onScreen(layout, at: offsets[step - 1])
        #expect(299 - before.max()! > before.count, "and not a step earlier")
    }

    @Test func thresholdsAreClamped() {
        #expect(NearEndThreshold.items(-3).itemCount(visible: 20) == 0)
        #expect(NearEndThreshold.items(7).itemCount(visible: 20) == 7)
        #expect(NearEndThreshold.screens(2).itemCount(visible: 7) == 14)
        #expect(NearEndThreshold.screens(0.5).itemCount(visible: 5) == 3, "rounded up")
        #expect(NearEndThreshold.screens(-1).itemCount(visible: 20) == 0)
        #expect(NearEndThreshold.screens(.nan).itemCount(visible: 20) == 0)
        #expect(NearEndThreshold.screens(.infinity).itemCount(visible: 3) == 3_000_000)
        #expect(NearEndThreshold.screens(1e300).itemCount(visible: .max) == 1_000_000 * 1_000_000_000)
        #expect(NearEndThreshold.screens(1).itemCount(visible: -4) == 0)
        #expect(NearEndThreshold.standard == .screens(2))
    }

    @Test func nothingForNoItemsOrNothingOnScreen() {
        var tracker = NearEndTracker<Int>(threshold: .items(1_000))
        let calledForNothingOnScreen = tracker.shouldCall(visible: nil, itemCount: 10, lastItemID: 9)
        #expect(!calledForNothingOnScreen)
        let calledForNoItems = tracker.shouldCall(visible: .init(last: 0, count: 1), itemCount: 0, lastItemID: nil)
        #expect(!calledForNoItems)
        let empty = prepared(0)
        #expect(NearEndTracker<Int>.visibleItems(in: empty, at: .zero) == nil)
        let sizeless = gallery.prepare(in: LayoutEnvironment(boundsSize: .zero, itemCounts: [50]))
        #expect(NearEndTracker<Int>.visibleItems(in: sizeless, at: .zero) == nil)
        let calledAtTheEnd = tracker.shouldCall(visible: .init(last: 9, count: 10), itemCount: 10, lastItemID: 9)
        #expect(calledAtTheEnd)
    }

    @Test func sectionsCountInOrder() throws {
        let layout = gallery.prepare(in: LayoutEnvironment(boundsSize: screen, itemCounts: [3, 0, 4]))
        let visible = try #require(NearEndTracker<Int>.visibleItems(in: layout, at: .zero))
        #expect(visible == .init(last: 6, count: 7), "section 2's last item is the 7th")
    }

    @Test func anEndlessCarouselCountsEachItemOnce() throws {
        let carousel = CarouselLayout(configuration: try .init(wraps: true))
        var layout = carousel.prepare(in: LayoutEnvironment(boundsSize: screen, itemCounts: [5]))
        let start = try #require(layout.startingContentOffset(centering: ElementIndex(0, 4)))
        layout.updateContentOffset(start)
        let visible = try #require(NearEndTracker<Int>.visibleItems(in: layout, at: start))
        #expect(visible.last == 4, "the last item centred")
        #expect(visible.count >= 1 && visible.count <= 5)
    }
}
