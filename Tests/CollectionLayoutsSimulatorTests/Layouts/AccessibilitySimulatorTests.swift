#if canImport(UIKit) && !os(watchOS)
import CollectionLayouts
import CollectionLayoutsUIKit
import UIKit
import XCTest

/// VoiceOver's elements in a real `UICollectionView`: the visible items are their cells, in the
/// engine's reading order, right to left included; the carousel is one adjustable element, whose
/// double tap touches the card it says and whose centred card's cell follows it; after an
/// increment an app's scroll is said; the gallery's headers are headings.
final class AccessibilitySimulatorTests: XCTestCase {
    private let size = CGSize(width: 390, height: 600)

    /// `layout` providing its accessibility elements, its items labelled "Card 1", "Card 2", …,
    /// hosted with `count` of them.
    @MainActor
    private func cards(
        _ layout: CarouselCollectionViewLayout, count: Int
    ) -> (CarouselCollectionViewLayout, HostedCollectionView) {
        layout.providesAccessibilityElements = true
        layout.accessibilityLabelForItem = { "Card \($0.item + 1)" }
        return (layout, HostedCollectionView(layout: layout, size: size, itemCounts: [count]))
    }

    /// Lets the main run loop turn a few times: the layout refreshes its elements once the cells
    /// of a layout pass are made.
    @MainActor
    private func turnRunLoop() {
        for _ in 0..<5 { RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01)) }
    }

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
        let (_, host) = cards(CarouselCollectionViewLayout(), count: 9)
        host.scroll(to: .zero)
        let element = try XCTUnwrap(host.collectionView.accessibilityElements?.first as? UIAccessibilityElement)
        XCTAssertTrue(element.accessibilityTraits.contains(.adjustable))
        XCTAssertEqual(element.accessibilityValue, "1 of 9")
        element.accessibilityIncrement()
        XCTAssertEqual(element.accessibilityValue, "2 of 9")
        XCTAssertEqual(element.accessibilityLabel, "Card 2")
    }

    /// Issue 35, row 7: a leading carousel says "Card 3, 3 of 10"; a double tap touches card 3
    /// (the middle of the view is on card 4).
    @MainActor
    func testALeadingCarouselsDoubleTapTouchesTheCardItSays() throws {
        let (layout, host) = cards(
            CarouselCollectionViewLayout(
                configuration: try .init(itemSize: .absolute(CGSize(width: 150, height: 200)), alignment: .leading)),
            count: 10)
        layout.scrollToItem(at: item(2), animated: false)
        host.collectionView.layoutIfNeeded()
        turnRunLoop()
        let element = try XCTUnwrap(host.collectionView.accessibilityElements?.first as? UIAccessibilityElement)
        XCTAssertEqual(element.accessibilityLabel, "Card 3")
        XCTAssertEqual(element.accessibilityValue, "3 of 10")
        let point = element.accessibilityActivationPoint
        let card = try XCTUnwrap(host.collectionView.cellForItem(at: item(2)))
        XCTAssertTrue(UIAccessibility.convertToScreenCoordinates(card.bounds, in: card).contains(point), "\(point)")
        let screen = try XCTUnwrap(host.window.windowScene?.screen)
        let touched = host.window.hitTest(host.window.convert(point, from: screen.coordinateSpace), with: nil)
        XCTAssertTrue(touched?.isDescendant(of: card) == true, "the touch reaches card 3's cell")
    }

    /// Issue 35, row 8: after VoiceOver's increment, the app's `scrollToItem` to the first card is
    /// what the element says.
    @MainActor
    func testAfterAnIncrementTheAppsScrollToItemIsSaid() throws {
        let (layout, host) = cards(CarouselCollectionViewLayout(), count: 10)
        layout.scrollToItem(at: item(2), animated: false)
        host.collectionView.layoutIfNeeded()
        let element = try XCTUnwrap(host.collectionView.accessibilityElements?.first as? UIAccessibilityElement)
        element.accessibilityIncrement()
        XCTAssertEqual(element.accessibilityLabel, "Card 4")
        layout.scrollToItem(at: item(0), animated: false)
        host.collectionView.layoutIfNeeded()
        XCTAssertEqual(element.accessibilityLabel, "Card 1")
        XCTAssertEqual(element.accessibilityValue, "1 of 10")
    }

    /// The centred card's cell follows the adjustable element, so that its own elements are a
    /// swipe away; without the app's label, the element says what the cell says.
    @MainActor
    func testTheCentredCardsCellFollowsTheAdjustableElement() throws {
        let layout = CarouselCollectionViewLayout()
        layout.providesAccessibilityElements = true
        let host = HostedCollectionView(layout: layout, size: size, itemCounts: [9])
        layout.scrollToItem(at: item(3), animated: false)
        host.collectionView.layoutIfNeeded()
        turnRunLoop()
        let elements = host.collectionView.accessibilityElements ?? []
        XCTAssertEqual(elements.count, 2)
        let cell = try XCTUnwrap(elements.last as? UICollectionViewCell)
        XCTAssertEqual(host.collectionView.indexPath(for: cell), item(3))
        cell.accessibilityLabel = "Lisbon"
        XCTAssertEqual((elements.first as? UIAccessibilityElement)?.accessibilityLabel, "Lisbon")
    }

    /// The gallery's section headers are headings, each before its section's items.
    @MainActor
    func testTheGallerysHeadersAreHeadings() throws {
        let layout = JustifiedGalleryCollectionViewLayout(configuration: try .init(headerHeight: 40))
        layout.providesAccessibilityElements = true
        let host = HostedCollectionView(layout: layout, size: size, itemCounts: [2, 3])
        host.scroll(to: .zero)
        turnRunLoop()
        let elements = host.collectionView.accessibilityElements ?? []
        let headings = elements.compactMap { $0 as? UIAccessibilityElement }.filter {
            $0.accessibilityTraits.contains(.header)
        }
        XCTAssertEqual(headings.count, 2, "one heading per section")
        XCTAssertTrue(
            elements.first.map { ($0 as? UIAccessibilityElement)?.accessibilityTraits.contains(.header) == true }
                ?? false)
        let second = try XCTUnwrap(elements.firstIndex { ($0 as AnyObject) === headings[1] })
        let cellsBefore = elements[..<second].compactMap { $0 as? UICollectionViewCell }
        XCTAssertEqual(cellsBefore.compactMap { host.collectionView.indexPath(for: $0) }, [item(0), item(1)])
    }
}
#endif
