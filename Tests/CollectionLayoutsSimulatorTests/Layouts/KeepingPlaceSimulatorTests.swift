#if canImport(UIKit) && !os(watchOS)
import CollectionLayouts
import CollectionLayoutsUIKit
import UIKit
import XCTest

/// Batch updates in a real `UICollectionView` keep the user's place (`keepsPlaceOnUpdates`): the
/// item wholly visible nearest the top stays where it was on screen after items are inserted or
/// deleted above it, and the carousel keeps its centred item centred.
final class KeepingPlaceSimulatorTests: XCTestCase {
    private let size = CGSize(width: 390, height: 700)

    @MainActor
    private func place(_ host: HostedCollectionView) throws -> (IndexPath, CGFloat) { try host.place() }

    /// The top of the item at `indexPath` on screen.
    @MainActor
    private func top(of indexPath: IndexPath, _ host: HostedCollectionView) throws -> CGFloat {
        let attributes = try XCTUnwrap(host.collectionView.layoutAttributesForItem(at: indexPath))
        return attributes.frame.minY - host.collectionView.contentOffset.y
    }

    @MainActor
    func testInsertingAndDeletingAboveKeepsTheItemInPlace() throws {
        let layouts: [(String, EngineCollectionViewLayout)] = [
            ("gallery", JustifiedGalleryCollectionViewLayout()), ("circles", CirclePackCollectionViewLayout()),
        ]
        for (name, layout) in layouts {
            let host = HostedCollectionView(layout: layout, size: size, itemCounts: [300])
            host.scroll(to: CGPoint(x: 0, y: 1_500))
            var (indexPath, before) = try place(host)
            host.insert(20, at: 0, section: 0)
            XCTAssertEqual(
                try top(of: item(indexPath.item + 20), host), before, accuracy: 1e-6, "\(name): 20 inserted above")
            (indexPath, before) = try place(host)
            host.delete(Array(0..<10), section: 0)
            XCTAssertEqual(
                try top(of: item(indexPath.item - 10), host), before, accuracy: 1e-6, "\(name): 10 deleted above")
        }
    }

    @MainActor
    func testTheCarouselKeepsItsCentredItem() throws {
        let layout = CarouselCollectionViewLayout()
        let host = HostedCollectionView(layout: layout, size: size, itemCounts: [12])
        host.scroll(to: try XCTUnwrap(layout.contentOffset(centering: item(5))))
        host.insert(20, at: 0, section: 0)
        XCTAssertEqual(layout.centeredItem, item(25))
        assertClose(
            host.collectionView.contentOffset, try XCTUnwrap(layout.contentOffset(centering: item(25))), 1e-9,
            "item 25 centred")
    }
}
#endif
