#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import CollectionLayouts
import XCTest

@testable import CollectionLayoutsAppKit

/// The user's place on the Mac: kept through an animated batch update and a window resize.
final class AppKitPlaceKeepingTests: XCTestCase {
    private let size = CGSize(width: 480, height: 360)

    @MainActor
    func testAnAnimatedInsertBeforeTheFirstVisibleItemKeepsItWhereItWas() throws {
        let layout = StaggeredGridCollectionViewLayout()
        let host = WindowedCollectionView(layout: layout, size: size, itemCounts: [200])
        defer { host.close() }
        host.scroll(to: CGPoint(x: 0, y: 1_000))
        let before = try XCTUnwrap(layout.preparedLayout)
        let first = try XCTUnwrap(
            before.elements(in: CGRect(origin: host.contentOffset, size: size))
                .filter { $0.kind == .cell && $0.frame.minY >= host.contentOffset.y }.min { $0.index < $1.index },
            "an item wholly visible")
        let onScreen = first.frame.minY - host.contentOffset.y
        host.itemCounts = [210]
        let inserted = Set((0..<10).map { item($0) })
        host.collectionView.animator().performBatchUpdates({ host.collectionView.insertItems(at: inserted) })
        host.spin(1)
        let after = try XCTUnwrap(layout.preparedLayout?.attributes(for: ElementIndex(0, first.index.item + 10)))
        XCTAssertEqual(after.frame.minY - host.contentOffset.y, onScreen, accuracy: 0.5, "the item stays on screen")
    }

    @MainActor
    func testAResizeKeepsTheCentredItemCentred() throws {
        let layout = CarouselCollectionViewLayout()
        let host = WindowedCollectionView(layout: layout, size: size, itemCounts: [20])
        defer { host.close() }
        host.scroll(to: try XCTUnwrap(layout.contentOffset(centering: item(6))))
        XCTAssertEqual(layout.centeredItem, item(6))
        for width in [620, 400, 533] as [CGFloat] {
            host.window.setContentSize(CGSize(width: width, height: size.height))
            host.layOut()
            host.spin(0.2)
            XCTAssertEqual(layout.centeredItem, item(6), "still centred at width \(width)")
            XCTAssertEqual(
                host.contentOffset.x, try XCTUnwrap(layout.contentOffset(centering: item(6))).x, accuracy: 0.5,
                "at rest at width \(width)")
        }
    }

    @MainActor
    func testAResizeKeepsTheGridsFirstVisibleItemInPlace() throws {
        let layout = JustifiedGalleryCollectionViewLayout()
        let host = WindowedCollectionView(layout: layout, size: size, itemCounts: [300])
        defer { host.close() }
        host.scroll(to: CGPoint(x: 0, y: 2_000))
        let prepared = try XCTUnwrap(layout.preparedLayout)
        let first = try XCTUnwrap(
            prepared.elements(in: CGRect(origin: host.contentOffset, size: size))
                .filter { $0.kind == .cell && $0.frame.minY >= host.contentOffset.y }.min { $0.index < $1.index })
        let onScreen = first.frame.minY - host.contentOffset.y
        host.window.setContentSize(CGSize(width: 700, height: size.height))
        host.layOut()
        host.spin(0.2)
        let after = try XCTUnwrap(layout.preparedLayout?.attributes(for: first.index))
        XCTAssertEqual(after.frame.minY - host.contentOffset.y, onScreen, accuracy: 0.5, "the item stays on screen")
    }
}
#endif
