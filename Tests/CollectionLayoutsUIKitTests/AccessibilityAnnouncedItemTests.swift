#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
@testable import CollectionLayoutsUIKit
import Foundation
import Testing
import UIKitStandIn

/// The carousel's and the wheel's adjustable element says the item in view and a double tap
/// touches that item: its activation point lies inside the item it announces (leading and centred
/// carousels, the wheel, at rest and while an increment is on its way), and after VoiceOver's move
/// whatever else moves the view (an app's `scrollToItem`, a fling, a drag, a batch update, a
/// direct offset, a rotation) the element says the centred item again.
@Suite("VoiceOver says and touches the item in view") @MainActor
struct AccessibilityAnnouncedItemTests {
    private let size = CGSize(width: 375, height: 600)

    /// A fake collection view showing `layout` with `count` items labelled "Card N", VoiceOver's
    /// elements on, resting on item `start`.
    private func fake(_ layout: EngineCollectionViewLayout, count: Int = 10, start: Int = 0) -> FakeCollectionView {
        UIAccessibility.isReduceMotionEnabled = false
        layout.accessibilityLabelForItem = { "Card \($0.item + 1)" }
        layout.providesAccessibilityElements = true
        let fake = FakeCollectionView(size: size, layout: layout, itemCounts: [count])
        layout.scrollToItem(at: IndexPath(item: start, section: 0), animated: false)
        fake.performLayoutPass()
        return fake
    }

    /// The adjustable element.
    private func element(_ fake: FakeCollectionView) throws -> UIAccessibilityElement {
        let element = try #require(fake.accessibilityElements?.first as? UIAccessibilityElement)
        #expect(element.accessibilityTraits.contains(.adjustable))
        return element
    }

    /// What the element says: "Card 3, 3 of 10".
    private func words(_ element: UIAccessibilityElement) -> String {
        [element.accessibilityLabel, element.accessibilityValue].compactMap { $0 }.joined(separator: ", ")
    }

    /// What the element should say for the centred item of `layout`, out of `count`.
    private func centredWords(_ layout: EngineCollectionViewLayout, count: Int = 10) -> String {
        guard let item = layout.centeredItem?.item else { return "" }
        return "Card \(item + 1), \(item + 1) of \(count)"
    }

    /// Whether `point` (screen coordinates) lies inside the item at `item` as drawn now: the
    /// quadrilateral of its transformed corners, in screen coordinates.
    private func isInside(
        _ point: CGPoint, item: Int, of layout: EngineCollectionViewLayout, in fake: FakeCollectionView
    ) throws -> Bool {
        let prepared = try #require(layout.preparedLayout)
        var drawn: LayoutAttributes?
        prepared.forEachElement(in: fake.bounds.insetBy(dx: -fake.bounds.width, dy: -fake.bounds.height)) {
            if $0.kind == .cell && $0.index == ElementIndex(0, item) { drawn = $0 }
            return true
        }
        let corners = try #require(drawn ?? prepared.attributes(for: ElementIndex(0, item))).transformedCorners.map {
            CGPoint(x: $0.x - fake.bounds.minX, y: $0.y - fake.bounds.minY)
        }
        // Inside a convex quadrilateral: on the same side of each edge.
        let sides = (0..<4).map { i -> CGFloat in
            let a = corners[i], b = corners[(i + 1) % 4]
            return (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)
        }
        return sides.allSatisfy { $0 >= 0 } || sides.allSatisfy { $0 <= 0 }
    }

    /// The layouts of row 7: a leading carousel of cards narrower than half the view (the middle of
    /// the view is on the next card), a centred one (side items scaled) and the wheel.
    private func pagingLayouts() throws -> [(String, EngineCollectionViewLayout)] {
        [
            (
                "leading carousel",
                CarouselCollectionViewLayout(
                    configuration: try .init(itemSize: .absolute(CGSize(width: 150, height: 200)), alignment: .leading))
            ),
            ("centred carousel", CarouselCollectionViewLayout(configuration: try .init(sideItemScale: 0.8))),
            ("wheel", WheelCollectionViewLayout()),
        ]
    }

    @Test func aDoubleTapTouchesTheItemSaidAtRest() throws {
        for (name, layout) in try pagingLayouts() {
            let view = fake(layout, start: 2)
            let element = try element(view)
            #expect(words(element) == "Card 3, 3 of 10", "\(name)")
            let point = element.accessibilityActivationPoint
            #expect(try isInside(point, item: 2, of: layout, in: view), "\(name): \(point) is on card 3")
            #expect(view.bounds.offsetBy(dx: -view.bounds.minX, dy: -view.bounds.minY).contains(point), "\(name)")
        }
    }

    @Test func aDoubleTapTouchesTheItemSaidWhileAnIncrementIsOnItsWay() throws {
        for (name, layout) in try pagingLayouts() {
            let view = fake(layout, start: 2)
            let element = try element(view)
            element.accessibilityIncrement()
            view.stepScrolling()
            #expect(view.isScrolling, "\(name): on its way")
            #expect(words(element) == "Card 4, 4 of 10", "\(name): said at once")
            let point = element.accessibilityActivationPoint
            #expect(try isInside(point, item: 3, of: layout, in: view), "\(name): \(point) is on card 4")
            view.finishScrolling()
            #expect(try isInside(element.accessibilityActivationPoint, item: 3, of: layout, in: view), "\(name)")
        }
    }

    @Test func afterAnIncrementTheAppsScrollToItemIsSaid() throws {
        for animated in [false, true] {
            let layout = CarouselCollectionViewLayout()
            let view = fake(layout, start: 2)
            let element = try element(view)
            element.accessibilityIncrement()
            #expect(words(element) == "Card 4, 4 of 10")
            layout.scrollToItem(at: IndexPath(item: 0, section: 0), animated: animated)
            #expect(words(element) == centredWords(layout), "animated \(animated): the centred card, at once")
            view.finishScrolling()
            #expect(words(element) == "Card 1, 1 of 10", "animated \(animated)")
        }
    }

    @Test func afterAnIncrementWhateverMovesTheViewTheCentredItemIsSaid() throws {
        // Each with whether it moves the view at once (a rotation may leave the move on its way:
        // the centred carousel's and the wheel's offsets do not depend on the width).
        let disruptions: [(String, movesAtOnce: Bool, @MainActor (FakeCollectionView) -> Void)] = [
            ("a fling back", true, { $0.fling(velocity: CGPoint(x: -3, y: 0)) }),
            ("a fling on", true, { $0.fling(velocity: CGPoint(x: 4, y: 0)) }),
            (
                "a drag back", true,
                { view in
                    view.beginDrag()
                    view.drag(to: CGPoint(x: max(view.contentOffset.x - 500, 0), y: 0))
                    view.endDrag(velocity: .zero)
                }
            ),
            ("a direct offset", true, { $0.contentOffset = .zero }),
            (
                "a batch update deleting the first two", true,
                { view in
                    view.performBatchUpdates(
                        itemCounts: [8],
                        [.deleteItems([IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])])
                }
            ),
            ("a rotation", false, { $0.resize(to: CGSize(width: 600, height: 375)) }),
            ("the data reloaded", true, { $0.reloadData(itemCounts: [3]) }),
        ]
        for (name, movesAtOnce, disrupt) in disruptions {
            for layout in [CarouselCollectionViewLayout() as EngineCollectionViewLayout, WheelCollectionViewLayout()] {
                let view = fake(layout, start: 4)
                let element = try element(view)
                element.accessibilityIncrement()
                view.stepScrolling()
                disrupt(view)
                let count = view.itemCounts.reduce(0, +)
                if movesAtOnce {
                    #expect(
                        words(element) == centredWords(layout, count: count), "\(name), \(type(of: layout)): at once")
                }
                view.finishScrolling()
                #expect(words(element) == centredWords(layout, count: count), "\(name), \(type(of: layout))")
                let item = try #require(layout.centeredItem).item
                #expect(try isInside(element.accessibilityActivationPoint, item: item, of: layout, in: view), "\(name)")
            }
        }
    }

    @Test func twoQuickIncrementsSayTheSecondItemAndArrive() throws {
        let layout = CarouselCollectionViewLayout()
        let view = fake(layout, start: 2)
        let element = try element(view)
        element.accessibilityIncrement()
        view.stepScrolling()
        element.accessibilityIncrement()
        #expect(words(element) == "Card 5, 5 of 10", "the second move starts from the item said")
        view.stepScrolling()
        #expect(words(element) == "Card 5, 5 of 10", "still on its way")
        view.finishScrolling()
        #expect(layout.centeredItem == IndexPath(item: 4, section: 0) && words(element) == "Card 5, 5 of 10")
    }
}
#endif
