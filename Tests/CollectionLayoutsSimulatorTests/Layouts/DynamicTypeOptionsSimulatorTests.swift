#if canImport(UIKit) && !os(watchOS)
import CollectionLayouts
import CollectionLayoutsUIKit
import UIKit
import XCTest

/// Dynamic Type in a real `UICollectionView` keeps every option but the sizes (issue #35): a
/// leading carousel rests its cards on the leading inset, and pinned headers stay pinned, at a
/// text size other than Large.
final class DynamicTypeOptionsSimulatorTests: XCTestCase {
    private let size = CGSize(width: 390, height: 844)

    @MainActor
    func testALeadingCarouselStaysLeadingAtTheLargestTextSize() throws {
        guard #available(iOS 17.0, tvOS 17.0, *) else { return }  // trait overrides need iOS 17
        let layout = CarouselCollectionViewLayout(
            configuration: try .init(itemSize: .absolute(CGSize(width: 200, height: 300)), alignment: .leading))
        layout.dynamicTypeStyle = .body
        let host = HostedCollectionView(layout: layout, size: size, itemCounts: [10])
        host.collectionView.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        host.collectionView.layoutIfNeeded()
        layout.scrollToItem(at: item(3), animated: false)
        host.collectionView.layoutIfNeeded()
        let card = try XCTUnwrap(layout.layoutAttributesForItem(at: item(3)))
        XCTAssertTrue(card.size.width > 200, "the card grew with the text: \(card.size.width)")
        XCTAssertEqual(card.frame.minX - host.collectionView.contentOffset.x, 0, accuracy: 1e-6, "on the leading edge")
    }

    @MainActor
    func testPinnedHeadersStayPinnedAtAnotherTextSize() throws {
        guard #available(iOS 17.0, tvOS 17.0, *) else { return }  // trait overrides need iOS 17
        let layout = JustifiedGalleryCollectionViewLayout(
            configuration: try .init(sectionHeadersPinToVisibleBounds: true))
        layout.dynamicTypeStyle = .body
        let host = HostedCollectionView(layout: layout, size: size, itemCounts: [30, 30])
        host.collectionView.traitOverrides.preferredContentSizeCategory = .extraExtraLarge
        host.collectionView.layoutIfNeeded()
        let second = try XCTUnwrap(
            layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
        host.scroll(to: CGPoint(x: 0, y: second.frame.minY + 300))
        let pinned = try XCTUnwrap(
            layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
        XCTAssertEqual(pinned.frame.minY, host.collectionView.contentOffset.y, accuracy: 1e-6, "pinned at the top")
    }
}
#endif
