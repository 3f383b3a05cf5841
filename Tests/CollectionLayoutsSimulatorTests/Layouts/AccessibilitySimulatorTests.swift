#if canImport(UIKit) && !os(watchOS)
import CollectionLayouts
import CollectionLayoutsUIKit
import UIKit
import XCTest

/// VoiceOver's elements in a real `UICollectionView`: the visible items are their cells, in the
/// engine's reading order, right to left included; the carousel is one adjustable element.
final class AccessibilitySimulatorTests: XCTestCase {
    private let size = CGSize(width: 390, height: 600)

    /// The index paths of the cells among the collection view's accessibility elements, in order.
    @MainActor
    private func cellOrder(_ host: HostedCollectionView) -> [IndexPath] {
        (host.collectionView.accessibilityElements ?? []).compactMap {
            ($0 as? UICollectionViewCell).flatMap { host.collectionView.indexPath(for: $0) }
        }
    }

    @MainActor
    func testTheGridReadsInItemOrderInBothDirections() throws {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let layout = StaggeredGridCollectionViewLayout()
            layout.providesAccessibilityElements = true
            let host = HostedCollectionView(layout: layout, size: size, itemCounts: [40], layoutDirection: direction)
            host.scroll(to: .zero)
            let order = cellOrder(host)
            XCTAssertFalse(order.isEmpty, "\(direction): the visible items are their cells")
            XCTAssertEqual(order, order.sorted(), "\(direction): item order")
        }
    }

    @MainActor
    func testTheCarouselIsOneAdjustableElement() throws {
        let layout = CarouselCollectionViewLayout()
        layout.providesAccessibilityElements = true
        layout.accessibilityLabelForItem = { "Card \($0.item + 1)" }
        let host = HostedCollectionView(layout: layout, size: size, itemCounts: [9])
        host.scroll(to: .zero)
        let element = try XCTUnwrap(host.collectionView.accessibilityElements?.first as? UIAccessibilityElement)
        XCTAssertTrue(element.accessibilityTraits.contains(.adjustable))
        XCTAssertEqual(element.accessibilityValue, "1 of 9")
        element.accessibilityIncrement()
        XCTAssertEqual(element.accessibilityValue, "2 of 9")
        XCTAssertEqual(element.accessibilityLabel, "Card 2")
    }
}
#endif
