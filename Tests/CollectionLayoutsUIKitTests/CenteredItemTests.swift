#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
@testable import CollectionLayoutsUIKit
import Foundation
import Testing
import UIKitStandIn

/// `centeredItemDidChange` and `scrollToItem(at:animated:)` on the carousel and the wheel, driven
/// through scroll sequences of the fake collection view with the run loop turning between steps.
@Suite("Centred item: callbacks and scroll-to-item") @MainActor
struct CenteredItemTests {
    /// A layout on a fake collection view, recording every report of the centred item.
    @MainActor
    final class Recorder {
        let fake: FakeCollectionView
        let layout: EngineCollectionViewLayout
        private(set) var reports: [IndexPath?] = []
        private(set) var reportsDuringLayout = 0

        init(
            _ layout: EngineCollectionViewLayout, itemCounts: [Int], size: CGSize = CGSize(width: 390, height: 600),
            contentOffset: CGPoint = .zero, safeArea: UIEdgeInsets = .zero,
            layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
        ) async {
            self.layout = layout
            fake = FakeCollectionView(
                size: size, layout: layout, itemCounts: itemCounts, contentOffset: contentOffset,
                safeArea: safeArea, layoutDirection: layoutDirection)
            layout.centeredItemDidChange = { [unowned self] item in
                if fake.isInLayoutPass { reportsDuringLayout += 1 }
                reports.append(item)
            }
            await FakeCollectionView.nextRunLoopTurn()
        }

        /// Waits (without a bound on speed: at most `seconds`) until a report has come, for what
        /// only a later poll reports.
        func waitForReport(seconds: Double) async throws {
            let deadline = Date().addingTimeInterval(seconds)
            while reports.isEmpty && Date() < deadline {
                try await Task.sleep(nanoseconds: CenteredItemTracker.pollInterval)
            }
        }

        /// Reports since the last call.
        func take() -> [IndexPath?] {
            defer { reports = [] }
            return reports
        }

        /// Makes every step of the scroll in progress, letting the run loop turn after each, and
        /// returns the reports made before the last step.
        func stepWithTurns() async -> [IndexPath?] {
            var early: [IndexPath?] = []
            while fake.isScrolling {
                fake.stepScrolling()
                if fake.isScrolling {
                    await FakeCollectionView.nextRunLoopTurn()
                    early += take()
                }
            }
            await FakeCollectionView.nextRunLoopTurn()
            return early
        }
    }

    private func item(_ i: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: i, section: section) }

    @Test func theFirstCentredItemIsReportedOnce() async {
        let r = await Recorder(CarouselCollectionViewLayout(), itemCounts: [10])
        #expect(r.take() == [item(0)])
        r.fake.performLayoutPass()
        await FakeCollectionView.nextRunLoopTurn()
        #expect(r.take().isEmpty, "nothing changed")
    }

    @Test func aFlingReportsOnceWhenItRests() async throws {
        let r = await Recorder(CarouselCollectionViewLayout(), itemCounts: [30])
        _ = r.take()
        let target = r.fake.beginFling(velocity: CGPoint(x: 4, y: 0))
        #expect(r.fake.isDecelerating)
        let early = await r.stepWithTurns()
        #expect(early.isEmpty, "no report while decelerating: \(early)")
        let carousel = try #require(r.layout as? CarouselCollectionViewLayout)
        let rested = try #require(carousel.centeredItem)
        #expect(carousel.contentOffset(centering: rested) == target)
        #expect(rested.item > 1)
        #expect(r.take() == [rested])
        #expect(r.reportsDuringLayout == 0)
    }

    @Test func aFlingBackToTheSameItemReportsNothing() async {
        let r = await Recorder(CarouselCollectionViewLayout(), itemCounts: [30])
        _ = r.take()
        // A small drag and a slow release settle back on item 0.
        r.fake.beginDrag()
        r.fake.drag(to: CGPoint(x: 40, y: 0))
        await FakeCollectionView.nextRunLoopTurn()
        #expect(r.take().isEmpty, "no report while the finger is down")
        r.fake.endDrag(velocity: CGPoint(x: 0.05, y: 0))
        _ = await r.stepWithTurns()
        #expect(r.fake.contentOffset == .zero)
        #expect(r.take().isEmpty)
    }

    @Test func aDragReleasedOnAnItemReportsIt() async throws {
        let r = await Recorder(CarouselCollectionViewLayout(), itemCounts: [30])
        _ = r.take()
        let carousel = try #require(r.layout as? CarouselCollectionViewLayout)
        let three = try #require(carousel.contentOffset(centering: item(3)))
        r.fake.beginDrag()
        for x in stride(from: 0, through: three.x, by: 37) {
            r.fake.drag(to: CGPoint(x: x, y: 0))
            await FakeCollectionView.nextRunLoopTurn()
        }
        r.fake.drag(to: three)
        await FakeCollectionView.nextRunLoopTurn()
        #expect(r.take().isEmpty, "items passed under the finger are not reported")
        // Released exactly on item 3 without velocity: UIKit does not decelerate, yet it is reported.
        #expect(r.fake.endDrag(velocity: .zero) == three)
        #expect(!r.fake.isScrolling)
        await FakeCollectionView.nextRunLoopTurn()
        #expect(r.take() == [item(3)])
    }

    @Test func scrollToItemAnimatesAndReportsOnArrival() async throws {
        let r = await Recorder(CarouselCollectionViewLayout(), itemCounts: [12, 0, 5])
        _ = r.take()
        r.layout.scrollToItem(at: item(2, 2), animated: true)
        #expect(r.fake.isScrolling && !r.fake.isDecelerating)
        let early = await r.stepWithTurns()
        #expect(early.isEmpty, "the items on the way are not reported: \(early)")
        #expect(r.layout.centeredItem == item(2, 2))
        let carousel = try #require(r.layout as? CarouselCollectionViewLayout)
        #expect(r.fake.contentOffset == carousel.contentOffset(centering: item(2, 2)))
        #expect(r.take() == [item(2, 2)])
        // Without animation: at once, reported on the next turn.
        r.layout.scrollToItem(at: item(5), animated: false)
        #expect(r.layout.centeredItem == item(5))
        await FakeCollectionView.nextRunLoopTurn()
        #expect(r.take() == [item(5)])
        // A missing item: nothing moves.
        let before = r.fake.contentOffset
        r.layout.scrollToItem(at: item(9, 1), animated: true)
        r.layout.scrollToItem(at: item(40), animated: false)
        #expect(r.fake.contentOffset == before && !r.fake.isScrolling)
    }

    @Test func aFlingDuringScrollToItemTakesOver() async throws {
        let r = await Recorder(CarouselCollectionViewLayout(), itemCounts: [30])
        _ = r.take()
        r.fake.animationSteps = 6
        r.layout.scrollToItem(at: item(10), animated: true)
        r.fake.stepScrolling()
        r.fake.stepScrolling()
        // The finger stops the animation and flings back.
        r.fake.beginDrag()
        await FakeCollectionView.nextRunLoopTurn()
        r.fake.endDrag(velocity: CGPoint(x: -1, y: 0))
        _ = await r.stepWithTurns()
        let rested = try #require(r.layout.centeredItem)
        #expect(rested.item < 10)
        #expect(r.take() == [rested], "reported where the fling rested, though the animation never arrived")
    }

    @Test func anEndlessCarouselScrollsToTheNearestInstance() async throws {
        let layout = CarouselCollectionViewLayout(configuration: try .init(wraps: true))
        let r = await Recorder(layout, itemCounts: [7])
        let start = try #require(layout.startingContentOffset(centering: item(0)))
        r.fake.contentOffset = start
        await FakeCollectionView.nextRunLoopTurn()
        _ = r.take()
        // Item 6 is one step back from item 0, not six ahead.
        r.layout.scrollToItem(at: item(6), animated: true)
        _ = await r.stepWithTurns()
        let pitch = try #require(layout.preparedCarousel?.pitch)
        #expect(abs(r.fake.contentOffset.x - (start.x - pitch)) < 1e-9)
        #expect(r.take() == [item(6)])
        r.layout.scrollToItem(at: item(2), animated: false)
        #expect(abs(r.fake.contentOffset.x - (start.x + 2 * pitch)) < 1e-9)
    }

    /// A rotation keeps the centred item centred and at rest, there and back (issue #35: page 4
    /// became page 2, resting between pages), so nothing is reported.
    @Test func aRotationKeepsTheCentredItem() async throws {
        let size = CGSize(width: 390, height: 600)
        let layout = CarouselCollectionViewLayout(
            configuration: try .init(itemSize: .fractionOfBounds(width: 0.8, height: 0.6)))
        let r = await Recorder(layout, itemCounts: [20], size: size)
        layout.scrollToItem(at: item(4), animated: false)
        await FakeCollectionView.nextRunLoopTurn()
        #expect(r.take() == [item(0), item(4)])
        for rotated in [CGSize(width: 844, height: 390), size, CGSize(width: 390, height: 500)] {
            r.fake.resize(to: rotated)
            await FakeCollectionView.nextRunLoopTurn()
            #expect(layout.centeredItem == item(4), "\(rotated)")
            let prepared = try #require(layout.preparedCarousel)
            #expect(r.fake.contentOffset == prepared.contentOffset(centering: ElementIndex(0, 4)), "\(rotated)")
            #expect(r.take().isEmpty)
        }
        #expect(r.reportsDuringLayout == 0)
    }

    @Test func dataChangesReportTheNewCentredItem() async throws {
        let r = await Recorder(CarouselCollectionViewLayout(), itemCounts: [12])
        r.layout.scrollToItem(at: item(9), animated: false)
        await FakeCollectionView.nextRunLoopTurn()
        #expect(r.take() == [item(0), item(9)])
        // Deleting items past the centred one keeps it.
        r.fake.performBatchUpdates(itemCounts: [11])
        await FakeCollectionView.nextRunLoopTurn()
        #expect(r.take().isEmpty)
        // Deleting down to 5 items: the carousel rests on the last one (snapped after the updates).
        r.fake.performBatchUpdates(itemCounts: [5])
        await FakeCollectionView.nextRunLoopTurn()
        #expect(r.layout.centeredItem == item(4))
        #expect(r.take() == [item(4)])
        let carousel = try #require(r.layout as? CarouselCollectionViewLayout)
        #expect(
            r.fake.contentOffset == carousel.contentOffset(centering: item(4)), "snapped onto the item after the update"
        )
        // No items: nil, once.
        r.fake.reloadData(itemCounts: [])
        await FakeCollectionView.nextRunLoopTurn()
        r.fake.reloadData(itemCounts: [0, 0])
        await FakeCollectionView.nextRunLoopTurn()
        #expect(r.take() == [nil])
        // Three items again, the offset still that of item 4: the last of them is the nearest.
        r.fake.reloadData(itemCounts: [3])
        await FakeCollectionView.nextRunLoopTurn()
        #expect(r.take() == [item(2)])
        #expect(r.reportsDuringLayout == 0)
    }

    @Test func checksCoalesceToOneReportPerRest() async {
        let r = await Recorder(CarouselCollectionViewLayout(), itemCounts: [30])
        _ = r.take()
        // Many programmatic steps in one run-loop turn: one report, of where it ends.
        for x in stride(from: 0, through: 2500, by: 100) { r.fake.contentOffset = CGPoint(x: x, y: 0) }
        r.layout.scrollToItem(at: item(7), animated: false)
        await FakeCollectionView.nextRunLoopTurn()
        #expect(r.take() == [item(7)])
    }

    @Test func theWheelReportsTheUprightItem() async throws {
        let layout = WheelCollectionViewLayout()
        let r = await Recorder(layout, itemCounts: [20, 5])
        #expect(r.take() == [item(0)])
        let target = r.fake.beginFling(velocity: CGPoint(x: 2, y: 0))
        let early = await r.stepWithTurns()
        #expect(early.isEmpty)
        let upright = try #require(layout.centeredItem)
        #expect(layout.contentOffset(centering: upright) == target)
        #expect(r.take() == [upright])
        // Scroll to an item of the second section: upright in the middle when it arrives.
        layout.scrollToItem(at: item(3, 1), animated: true)
        #expect(await r.stepWithTurns().isEmpty)
        #expect(r.take() == [item(3, 1)])
        let wheel = try #require(layout.preparedWheel)
        let attributes = try #require(wheel.attributes(for: ElementIndex(1, 3)))
        #expect(abs(attributes.transform.rotation) < 1e-12)
        #expect(abs(attributes.center.x - (r.fake.contentOffset.x + 195)) < 1e-9)
        #expect(r.reportsDuringLayout == 0)
    }

    @Test func aDecelerationThatEndsWithoutABoundsChangeIsReportedByPolling() async throws {
        let r = await Recorder(CarouselCollectionViewLayout(), itemCounts: [30])
        _ = r.take()
        // Every step made while decelerating, the last one too; the deceleration ends later, quietly.
        r.fake.beginFling(velocity: CGPoint(x: 3, y: 0))
        r.fake.holdsDecelerationAfterLastStep = true
        _ = await r.stepWithTurns()
        #expect(r.fake.isDecelerating && r.take().isEmpty)
        r.fake.endDeceleration()
        try await r.waitForReport(seconds: 30)
        let rested = try #require(r.layout.centeredItem)
        #expect(rested.item > 0 && r.take() == [rested])
    }

    @Test func anAnimationCutShortStopsBeingWaitedFor() async throws {
        let r = await Recorder(CarouselCollectionViewLayout(), itemCounts: [30])
        _ = r.take()
        r.layout.scrollToItem(at: item(9), animated: true)
        r.fake.stepScrolling()
        // The app sets the offset itself: UIKit drops the animation, which never arrives.
        r.fake.setContentOffset(CGPoint(x: 0, y: 0), animated: false)
        r.fake.contentOffset = try #require(r.layout.contentOffset(centering: item(4)))
        await FakeCollectionView.nextRunLoopTurn()
        #expect(r.take().isEmpty, "still waiting for the animation")
        #expect(r.layout.state.centering.scrollTargetDeadline != nil)
        try await r.waitForReport(seconds: 30)
        #expect(r.take() == [item(4)], "reported once the animation is overdue")
    }

    @Test func settingTheCallbackLaterReportsTheCurrentItem() async throws {
        let fake = FakeCollectionView(
            size: CGSize(width: 390, height: 600), layout: WheelCollectionViewLayout(), itemCounts: [9])
        let layout = try #require(fake.collectionViewLayout as? WheelCollectionViewLayout)
        layout.scrollToItem(at: item(5), animated: false)
        var reports: [IndexPath?] = []
        layout.centeredItemDidChange = { reports.append($0) }
        await FakeCollectionView.nextRunLoopTurn()
        #expect(reports == [item(5)])
    }
}
#endif
