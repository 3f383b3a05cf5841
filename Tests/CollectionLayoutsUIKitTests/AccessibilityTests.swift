#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
@testable import CollectionLayoutsUIKit
import Foundation
import Testing
import UIKitStandIn

/// VoiceOver through the adapters: the elements each layout gives its collection view, their order,
/// and the carousel's and wheel's adjustable element.
@Suite("VoiceOver elements through the adapters") @MainActor
struct AccessibilityTests {
    private let size = CGSize(width: 375, height: 600)

    /// A fake collection view showing `layout` with VoiceOver's elements on, labelled "Item N".
    private func fake(
        _ layout: EngineCollectionViewLayout, _ counts: [Int],
        _ direction: UIUserInterfaceLayoutDirection = .leftToRight,
        sizes: [CGFloat]? = nil
    ) -> FakeCollectionView {
        if let sizes { layout.itemSizeProvider = { CGSize(width: sizes[$0.item], height: sizes[$0.item]) } }
        layout.accessibilityLabelForItem = { "Item \($0.item + 1)" }
        layout.providesAccessibilityElements = true
        let fake = FakeCollectionView(size: size, layout: layout, itemCounts: counts, layoutDirection: direction)
        fake.performLayoutPass()
        return fake
    }

    /// The items of the item elements, in order.
    private func order(_ fake: FakeCollectionView) -> [ElementIndex] {
        (fake.accessibilityElements ?? []).compactMap { ($0 as? ItemAccessibilityElement)?.index }
    }

    private func items(_ items: [Int], section: Int = 0) -> [ElementIndex] { items.map { ElementIndex(section, $0) } }

    @Test func theGridAndTheGalleryReadInItemOrderInBothDirections() {
        for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let grid = fake(StaggeredGridCollectionViewLayout(), [6], direction)
            #expect(order(grid) == items(Array(0..<6)), "\(direction)")
            let gallery = fake(JustifiedGalleryCollectionViewLayout(), [5], direction)
            #expect(order(gallery) == items(Array(0..<5)), "\(direction)")
            let elements = (gallery.accessibilityElements ?? []).compactMap { $0 as? ItemAccessibilityElement }
            #expect(elements.first?.accessibilityLabel == "Item 1")
            #expect(elements.allSatisfy { $0.accessibilityFrameInContainerSpace.width > 0 })
        }
    }

    @Test func denseCirclesReadTopToBottomThenFromTheLeadingEdgeInBothDirections() {
        for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let circles = fake(
                CirclePackCollectionViewLayout(configuration: .dense), [3], direction, sizes: [200, 200, 40])
            #expect(order(circles) == items([0, 2, 1]), "\(direction): the small circle on the top line comes second")
            let reading = fake(CirclePackCollectionViewLayout(), [3], direction, sizes: [200, 200, 40])
            #expect(order(reading) == items([0, 1, 2]), "\(direction)")
        }
    }

    @Test func itemsOffScreenAreReachableAndFocusingOneScrollsThere() throws {
        let grid = fake(StaggeredGridCollectionViewLayout(configuration: try .init(scrollAxis: .vertical)), [200])
        let elements = (grid.accessibilityElements ?? []).compactMap { $0 as? ItemAccessibilityElement }
        let offScreen = try #require(elements.first { !grid.bounds.contains($0.accessibilityFrameInContainerSpace) })
        #expect(elements.count < 200, "only items near the visible rect have elements")
        offScreen.accessibilityElementDidBecomeFocused()
        grid.performLayoutPass()
        #expect(grid.bounds.contains(offScreen.accessibilityFrameInContainerSpace), "focus scrolled the item into view")
        let now = (grid.accessibilityElements ?? []).compactMap { $0 as? ItemAccessibilityElement }
        #expect(now.contains { $0 === offScreen }, "the focused element is kept as the elements move on")
    }

    @Test func theCarouselAndTheWheelAreOneAdjustableElement() throws {
        for layout in [CarouselCollectionViewLayout() as EngineCollectionViewLayout, WheelCollectionViewLayout()] {
            UIAccessibility.isReduceMotionEnabled = false
            let view = fake(layout, [4, 0, 5])
            let element = try #require(view.accessibilityElements?.first as? UIAccessibilityElement)
            #expect(view.accessibilityElements?.count == 1)
            #expect(element.accessibilityTraits.contains(.adjustable))
            #expect(element.accessibilityLabel == "Item 1" && element.accessibilityValue == "1 of 9")
            element.accessibilityIncrement()
            #expect(element.accessibilityValue == "2 of 9", "said at once, while scrolling")
            view.finishScrolling()
            #expect(layout.centeredItem == IndexPath(item: 1, section: 0))
            #expect(element.accessibilityLabel == "Item 2" && element.accessibilityValue == "2 of 9")
            element.accessibilityDecrement()
            view.finishScrolling()
            #expect(layout.centeredItem == IndexPath(item: 0, section: 0))
            element.accessibilityDecrement()
            view.finishScrolling()
            #expect(layout.centeredItem == IndexPath(item: 0, section: 0), "nothing before the first item")
            for _ in 0..<8 {
                element.accessibilityIncrement()
                view.finishScrolling()
            }
            #expect(layout.centeredItem == IndexPath(item: 4, section: 2) && element.accessibilityValue == "9 of 9")
            element.accessibilityIncrement()
            view.finishScrolling()
            #expect(layout.centeredItem == IndexPath(item: 4, section: 2), "nothing after the last item")
        }
    }

    @Test func theEndlessCarouselGoesFromTheLastItemToTheFirst() throws {
        let layout = CarouselCollectionViewLayout(configuration: try .init(wraps: true))
        let view = fake(layout, [3])
        view.contentOffset = try #require(layout.startingContentOffset(centering: IndexPath(item: 2, section: 0)))
        view.performLayoutPass()
        let element = try #require(view.accessibilityElements?.first as? UIAccessibilityElement)
        #expect(element.accessibilityValue == "3 of 3")
        element.accessibilityIncrement()
        view.finishScrolling()
        #expect(layout.centeredItem == IndexPath(item: 0, section: 0) && element.accessibilityValue == "1 of 3")
    }

    @Test func aThreeFingerSwipeMovesOneItemTheWayTheContentMovesAndSaysWhere() throws {
        for (direction, next) in [
            (UIUserInterfaceLayoutDirection.leftToRight, UIAccessibilityScrollDirection.left),
            (.rightToLeft, .right),
        ] {
            for layout in [CarouselCollectionViewLayout() as EngineCollectionViewLayout, WheelCollectionViewLayout()] {
                try checkThreeFingerSwipe(layout, direction, next)
            }
        }
    }

    /// A three-finger swipe `next` on `layout` in `direction` centres item 2 of 5 and says so.
    private func checkThreeFingerSwipe(
        _ layout: EngineCollectionViewLayout, _ direction: UIUserInterfaceLayoutDirection,
        _ next: UIAccessibilityScrollDirection
    ) throws {
        let view = fake(layout, [5], direction)
        layout.scrollToItem(at: IndexPath(item: 0, section: 0), animated: false)
        view.performLayoutPass()
        let element = try #require(view.accessibilityElements?.first as? UIAccessibilityElement)
        UIAccessibility.postedNotifications = []
        #expect(element.accessibilityScroll(next))
        view.finishScrolling()
        #expect(layout.centeredItem == IndexPath(item: 1, section: 0), "\(type(of: layout)), \(direction)")
        #expect(UIAccessibility.postedNotifications.last?.notification == .pageScrolled)
        #expect(UIAccessibility.postedNotifications.last?.argument as? String == "Item 2, 2 of 5")
        #expect(!element.accessibilityScroll(.up), "\(type(of: layout)) scrolls sideways, not up")
        #expect(element.accessibilityScroll(.previous) && view.isScrolling, "previous goes back")
        view.finishScrolling()
        #expect(layout.centeredItem == IndexPath(item: 0, section: 0))
    }

    @Test func withReduceMotionAnIncrementJumps() throws {
        let layout = CarouselCollectionViewLayout()
        let view = fake(layout, [5])
        let element = try #require(view.accessibilityElements?.first as? UIAccessibilityElement)
        UIAccessibility.isReduceMotionEnabled = true
        defer { UIAccessibility.isReduceMotionEnabled = false }
        element.accessibilityIncrement()
        #expect(view.contentOffset == layout.contentOffset(centering: IndexPath(item: 1, section: 0)), "there at once")
    }

    @Test func turnedOffTheCollectionViewKeepsItsOwnElements() {
        let layout = StaggeredGridCollectionViewLayout()
        let view = fake(layout, [6])
        #expect(view.accessibilityElements?.isEmpty == false)
        layout.providesAccessibilityElements = false
        #expect(view.accessibilityElements == nil)
        #expect(layout.accessibilityPositionDescription(3, 9) == "3 of 9")
    }
}
#endif
