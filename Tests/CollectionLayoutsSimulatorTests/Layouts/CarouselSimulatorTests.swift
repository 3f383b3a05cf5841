#if canImport(UIKit) && !os(watchOS)
import CollectionLayouts
import CollectionLayoutsUIKit
import UIKit
import XCTest

/// `CarouselCollectionViewLayout` in a real `UICollectionView`: what UIKit shows, where flings
/// rest and the centred-item callback, each held to the engine's `CarouselLayout` prepared for
/// the same bounds, offset and counts.
final class CarouselSimulatorTests: XCTestCase {
    private let size = CGSize(width: 390, height: 600)

    @MainActor
    func testSideItemsShrinkAndFadeAsTheEngineSaysWhileScrolling() throws {
        let configuration = try CarouselLayout.Configuration(sideItemScale: 0.8, sideItemAlpha: 0.6)
        let layout = CarouselCollectionViewLayout(configuration: configuration)
        let host = HostedCollectionView(layout: layout, size: size, itemCounts: [12, 0, 5])
        XCTAssertEqual(host.collectionView.decelerationRate, .fast, "the configuration's deceleration rate")
        let engine = CarouselLayout(configuration: configuration)
        host.assertMatches(engine.prepare(in: host.environment()), "at rest")
        let end = host.collectionView.contentSize.width - size.width
        for x in stride(from: 0, through: end, by: 137) {
            host.scroll(to: CGPoint(x: x, y: 0))
            host.assertMatches(engine.prepare(in: host.environment()), "offset \(x)")
        }
        XCTAssertTrue(host.collectionView.visibleCells.contains { $0.alpha < 1 }, "side items are faded")
    }

    @MainActor
    func testAnEndlessCarouselStartsInTheMiddle() throws {
        let configuration = try CarouselLayout.Configuration(sideItemScale: 0.9, wraps: true)
        let layout = CarouselCollectionViewLayout(configuration: configuration)
        let host = HostedCollectionView(layout: layout, size: size, itemCounts: [7])
        let engine = CarouselLayout(configuration: configuration)
        let start = try XCTUnwrap(layout.startingContentOffset(centering: item(2)))
        let engineStart = try XCTUnwrap(
            engine.prepare(in: host.environment()).startingContentOffset(centering: ElementIndex(0, 2)))
        assertClose(start, engineStart, 1e-9, "the starting offset of item 2")
        host.scroll(to: start)
        XCTAssertEqual(layout.centeredItem, item(2))
        for step in 0..<12 {
            host.scroll(to: CGPoint(x: start.x - CGFloat(step) * 89, y: 0))
            host.assertMatches(engine.prepare(in: host.environment()), "step \(step) back from the start")
        }
    }

    @MainActor
    func testFlingsRestWhereTheEngineSnaps() throws {
        let layout = CarouselCollectionViewLayout()
        let host = HostedCollectionView(layout: layout, size: size, itemCounts: [30])
        let engine = CarouselLayout()
        for (start, velocity) in [(0.0, 0.5), (130, 2), (400, 0.1), (777, -0.4), (1500, -6), (300, 9), (1000, 0)]
            as [(CGFloat, CGFloat)]
        {
            let (target, centred, rested) = try host.release(
                at: start, velocity: velocity, rate: .fast, of: layout, engine: engine.prepare(in:))
            assertClose(
                try XCTUnwrap(layout.contentOffset(centering: centred)), target, 1e-9, "rests with \(centred) centred")
            host.assertMatches(rested, "rested at \(target)")
        }
    }

    @MainActor
    func testTheCentredItemIsReportedOnceAfterAProgrammaticScroll() async throws {
        let layout = CarouselCollectionViewLayout()
        let host = HostedCollectionView(layout: layout, size: size, itemCounts: [12])
        let recorder = CenteredItemRecorder(layout)
        let first = try await recorder.waitForReports(1)
        XCTAssertTrue(first, "the first centred item is reported")
        XCTAssertEqual(recorder.reports, [item(0)])

        let engine = CarouselLayout().prepare(in: host.environment())
        try host.scrollToItem(item(5), of: layout, expected: engine.contentOffset(centering: ElementIndex(0, 5)))
        let second = try await recorder.waitForReports(2)
        XCTAssertTrue(second, "the scroll to item 5 is reported")
        XCTAssertEqual(recorder.reports, [item(0), item(5)])
        XCTAssertEqual(layout.centeredItem, item(5))
        host.assertMatches(CarouselLayout().prepare(in: host.environment()), "centred on item 5")

        // Nothing moves: nothing more is reported.
        try await Task.sleep(nanoseconds: 300_000_000)
        XCTAssertEqual(recorder.reports, [item(0), item(5)])
    }
}
#endif
