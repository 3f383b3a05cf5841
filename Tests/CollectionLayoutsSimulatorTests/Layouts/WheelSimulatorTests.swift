#if canImport(UIKit) && !os(watchOS)
import CollectionLayouts
import CollectionLayoutsUIKit
import UIKit
import XCTest

/// `WheelCollectionViewLayout` in a real `UICollectionView` with `AnchoredCollectionViewCell`s:
/// the cells turn about the wheel's centre as the engine's `WheelLayout` says, flings rest with
/// an item upright, and the upright item is reported.
final class WheelSimulatorTests: XCTestCase {
    private let size = CGSize(width: 390, height: 600)

    @MainActor
    func testCellsTurnAboutTheWheelsCentreAsItScrolls() throws {
        let layout = WheelCollectionViewLayout(configuration: .standard)
        let host = HostedCollectionView(layout: layout, size: size, itemCounts: [20, 5])
        let engine = WheelLayout(configuration: .standard)
        host.assertMatches(engine.prepare(in: host.environment()), "at rest")
        let end = host.collectionView.contentSize.width - size.width
        for x in stride(from: 0, through: end, by: 97) {
            host.scroll(to: CGPoint(x: x, y: 0))
            host.assertMatches(engine.prepare(in: host.environment()), "offset \(x)")
        }
        let turned = host.collectionView.visibleCells.filter { abs(atan2($0.transform.b, $0.transform.a)) > 0.01 }
        XCTAssertFalse(turned.isEmpty, "cells beside the upright one are turned")
    }

    @MainActor
    func testAHangingWheel() throws {
        let configuration = try WheelLayout.Configuration(
            itemSize: CGSize(width: 100, height: 140), radius: 300, hanging: true)
        let host = HostedCollectionView(
            layout: WheelCollectionViewLayout(configuration: configuration), size: size, itemCounts: [16])
        for x in stride(from: 0, through: 1000, by: 125) {
            host.scroll(to: CGPoint(x: x, y: 0))
            host.assertMatches(
                WheelLayout(configuration: configuration).prepare(in: host.environment()), "hanging, offset \(x)")
        }
    }

    @MainActor
    func testFlingsRestWithAnItemUpright() throws {
        let layout = WheelCollectionViewLayout()
        let host = HostedCollectionView(layout: layout, size: size, itemCounts: [40])
        let engine = WheelLayout()
        let rate = DecelerationRate(rawValue: host.collectionView.decelerationRate.rawValue)
        for (start, velocity) in [(0.0, 0.2), (250, 1.5), (900, -0.5), (60, 12), (2000, -0.05), (3000, -30)]
            as [(CGFloat, CGFloat)]
        {
            let (target, upright, rested) = try host.release(
                at: start, velocity: velocity, rate: rate, of: layout, engine: engine.prepare(in:))
            let element = try XCTUnwrap(rested.attributes(for: ElementIndex(upright.section, upright.item)))
            XCTAssertEqual(element.transform.rotation, 0, accuracy: 1e-9, "\(upright) is upright")
            let cell = try XCTUnwrap(host.collectionView.cellForItem(at: upright))
            XCTAssertEqual(
                atan2(cell.transform.b, cell.transform.a), 0, accuracy: 1e-9, "the upright cell is not turned")
            host.assertMatches(rested, "rested at \(target)")
        }
    }

    @MainActor
    func testTheUprightItemIsReportedAfterSettingTheOffset() async throws {
        let layout = WheelCollectionViewLayout()
        let host = HostedCollectionView(layout: layout, size: size, itemCounts: [20, 5])
        let recorder = CenteredItemRecorder(layout)
        let first = try await recorder.waitForReports(1)
        XCTAssertTrue(first, "the first upright item is reported")
        XCTAssertEqual(recorder.reports, [item(0)])

        // The offset set directly, as an app restoring its state would.
        let engine = WheelLayout().prepare(in: host.environment())
        let offset = try XCTUnwrap(engine.contentOffset(centering: ElementIndex(1, 2)))
        host.scroll(to: offset)
        let second = try await recorder.waitForReports(2)
        XCTAssertTrue(second, "the new upright item is reported")
        XCTAssertEqual(recorder.reports, [item(0), item(2, 1)])
        XCTAssertEqual(layout.centeredItem, item(2, 1))

        // And through scrollToItem(at:animated:), back to the first section.
        try host.scrollToItem(item(7), of: layout, expected: engine.contentOffset(centering: ElementIndex(0, 7)))
        let third = try await recorder.waitForReports(3)
        XCTAssertTrue(third, "the scroll to item 7 is reported")
        XCTAssertEqual(recorder.reports, [item(0), item(2, 1), item(7)])
        host.assertMatches(WheelLayout().prepare(in: host.environment()), "item 7 upright")
    }
}
#endif
