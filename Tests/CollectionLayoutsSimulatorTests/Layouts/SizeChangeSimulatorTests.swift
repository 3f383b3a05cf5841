#if canImport(UIKit) && !os(watchOS)
import CollectionLayouts
import CollectionLayoutsUIKit
import UIKit
import XCTest

/// A change of size in a real `UICollectionView` (a rotation, a new height alone) keeps the
/// user's place, as a batch update does (issue #35): the carousel and the wheel keep their centred
/// item centred and at rest, the other layouts keep the item the user reads at its height on
/// screen; after a new height alone, a release at the end rests at the end of the new height.
final class SizeChangeSimulatorTests: XCTestCase {
    private let portrait = CGSize(width: 390, height: 844)
    private let landscape = CGSize(width: 844, height: 390)

    @MainActor
    func testTheCarouselsPage4StaysThroughARotationAndBack() throws {
        let layout = CarouselCollectionViewLayout(
            configuration: try .init(itemSize: .fractionOfBounds(width: 0.8, height: 0.6)))
        let host = HostedCollectionView(layout: layout, size: portrait, itemCounts: [20])
        layout.scrollToItem(at: item(4), animated: false)
        host.collectionView.layoutIfNeeded()
        for size in [landscape, portrait] {
            host.resize(to: size)
            XCTAssertEqual(layout.centeredItem, item(4), "\(size)")
            assertClose(
                host.collectionView.contentOffset, try XCTUnwrap(layout.contentOffset(centering: item(4))), 1e-6,
                "page 4 at rest, \(size)")
        }
    }

    @MainActor
    func testTheWheelsItem4StaysThroughARotation() throws {
        let layout = WheelCollectionViewLayout()
        let host = HostedCollectionView(layout: layout, size: portrait, itemCounts: [30])
        layout.scrollToItem(at: item(4), animated: false)
        host.collectionView.layoutIfNeeded()
        host.resize(to: landscape)
        XCTAssertEqual(layout.centeredItem, item(4))
        assertClose(
            host.collectionView.contentOffset, try XCTUnwrap(layout.contentOffset(centering: item(4))), 1e-6,
            "item 4 upright")
    }

    @MainActor
    func testTheItemReadStaysAtItsHeightThroughARotation() throws {
        let layouts: [(String, EngineCollectionViewLayout, Int)] = [
            ("gallery", JustifiedGalleryCollectionViewLayout(configuration: .photos), 198),
            ("circles", CirclePackCollectionViewLayout(), 188),
            ("grid", StaggeredGridCollectionViewLayout(configuration: try .init(scrollAxis: .vertical)), 100),
        ]
        for (name, layout, reading) in layouts {
            let host = HostedCollectionView(layout: layout, size: portrait, itemCounts: [500])
            layout.scrollToItem(at: item(reading), animated: false)
            host.collectionView.layoutIfNeeded()
            for size in [landscape, portrait] {
                let (read, before) = try host.place()
                host.resize(to: size)
                let frame = try XCTUnwrap(host.collectionView.layoutAttributesForItem(at: read)).frame
                XCTAssertEqual(
                    frame.minY - host.collectionView.contentOffset.y, before, accuracy: 1e-6, "\(name) at \(size)")
            }
        }
    }

    @MainActor
    func testANewHeightAloneReachesTheLayout() throws {
        for layout in [JustifiedGalleryCollectionViewLayout(), CirclePackCollectionViewLayout()]
            as [EngineCollectionViewLayout]
        {
            let host = HostedCollectionView(layout: layout, size: portrait, itemCounts: [200])
            host.resize(to: CGSize(width: 390, height: 500))
            XCTAssertEqual(layout.preparedLayout?.environment.boundsSize, CGSize(width: 390, height: 500))
            let end = layout.collectionViewContentSize.height - 500
            let rest = layout.targetContentOffset(
                forProposedContentOffset: CGPoint(x: 0, y: end + 1_000), withScrollingVelocity: .zero)
            XCTAssertEqual(rest.y, end, accuracy: 1e-6, "a release past the end rests at the end of the new height")
        }
    }
}
#endif
