#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import CollectionLayouts
import XCTest

@testable import CollectionLayoutsAppKit

/// The paging layouts on the Mac: a live scroll comes to rest on the engine's target, the arrow
/// keys move one item (mirrored right to left), and VoiceOver gets the layout's elements.
final class AppKitScrollingTests: XCTestCase {
    private let size = CGSize(width: 480, height: 360)

    @MainActor
    func testALiveScrollComesToRestWhereTheEngineSnaps() throws {
        for layout in [CarouselCollectionViewLayout(), WheelCollectionViewLayout()] as [EngineCollectionViewLayout] {
            let host = WindowedCollectionView(layout: layout, size: size, itemCounts: [30])
            defer { host.close() }
            let center = NotificationCenter.default
            center.post(name: NSScrollView.willStartLiveScrollNotification, object: host.scrollView)
            host.scroll(to: CGPoint(x: 523, y: 0))
            let prepared = try XCTUnwrap(layout.preparedLayout)
            let offset = host.contentOffset
            let target = prepared.targetContentOffset(proposed: offset, velocity: .zero, current: offset)
            XCTAssertNotEqual(target.x, offset.x, accuracy: 0.5, "between two items")
            center.post(name: NSScrollView.didEndLiveScrollNotification, object: host.scrollView)
            host.spin(1)
            XCTAssertEqual(host.contentOffset.x, target.x, accuracy: 0.5, "\(type(of: layout)) rests on the target")
            XCTAssertEqual(
                try XCTUnwrap(layout.contentOffset(centering: try XCTUnwrap(layout.centeredItem))).x, target.x,
                accuracy: 0.5, "with an item centred")
        }
    }

    @MainActor
    func testTheArrowKeysMoveOneItem() throws {
        let layout = CarouselCollectionViewLayout()
        let host = WindowedCollectionView(layout: layout, size: size, itemCounts: [10])
        defer { host.close() }
        XCTAssertEqual(layout.centeredItem, item(0))
        XCTAssertTrue(layout.handleKeyDown(host.arrowKey(.right)))
        host.spin(1)
        XCTAssertEqual(layout.centeredItem, item(1), "→ moves to the next item")
        XCTAssertTrue(layout.handleKeyDown(host.arrowKey(.left)))
        host.spin(1)
        XCTAssertEqual(layout.centeredItem, item(0), "← moves back")
        XCTAssertFalse(layout.handleKeyDown(host.arrowKey(.left)), "nothing before the first item")
        XCTAssertFalse(layout.handleKeyDown(host.arrowKey(.down)), "a key across the axis moves nothing")
        XCTAssertFalse(StaggeredGridCollectionViewLayout().handleKeyDown(host.arrowKey(.right)), "not for a grid")
    }

    @MainActor
    func testTheArrowKeysAreMirroredRightToLeft() throws {
        let layout = WheelCollectionViewLayout()
        let host = WindowedCollectionView(layout: layout, size: size, itemCounts: [10], rightToLeft: true)
        defer { host.close() }
        XCTAssertEqual(layout.centeredItem, item(0))
        XCTAssertTrue(layout.handleKeyDown(host.arrowKey(.left)))
        host.spin(1)
        XCTAssertEqual(layout.centeredItem, item(1), "← moves to the next item right to left")
        XCTAssertTrue(layout.handleKeyDown(host.arrowKey(.right)))
        host.spin(1)
        XCTAssertEqual(layout.centeredItem, item(0))
    }

    @MainActor
    func testVoiceOverReadsThePagingElementThenTheItemsInTheLayoutsOrder() throws {
        let layout = CarouselCollectionViewLayout()
        let host = WindowedCollectionView(layout: layout, size: size, itemCounts: [9])
        defer { host.close() }
        layout.accessibilityLabelForItem = { "Card \($0.item)" }
        layout.providesAccessibilityElements = true
        host.layOut()
        let children = try XCTUnwrap(host.collectionView.accessibilityChildren())
        let paging = try XCTUnwrap(children.first as? PagingAccessibilityElement, "the adjustable element first")
        XCTAssertEqual(paging.accessibilityValue() as? String, "1 of 9")
        XCTAssertEqual(paging.accessibilityLabel(), "Card 0")
        // Then the views of the items on screen, in the carousel's reading order (item order).
        let prepared = try XCTUnwrap(layout.preparedLayout)
        let onScreen = prepared.accessibilityOrder(in: CGRect(origin: host.contentOffset, size: size)).map(\.index.item)
        let read = try children.dropFirst().map { child in
            try XCTUnwrap(
                (0..<9).first { host.collectionView.item(at: item($0))?.view === child as AnyObject },
                "an item's view")
        }
        XCTAssertEqual(read, read.sorted(), "in item order")
        XCTAssertTrue(Set(onScreen).isSubset(of: Set(read)), "every item on screen")
        XCTAssertTrue(paging.accessibilityPerformIncrement(), "increment moves one item")
        host.spin(1)
        XCTAssertEqual(layout.centeredItem, item(1))
    }
}
#endif
