#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
@testable import CollectionLayoutsUIKit
import Foundation
import Testing
import UIKitStandIn

/// What VoiceOver reaches beyond the items' own elements: the centred card's cell after the
/// carousel's and the wheel's adjustable element (a button in it is a swipe away), the gallery's
/// section headers as headings in reading order, and the words of the cells and headers on screen
/// when the app gives no label (the cells and headers "on screen" are the stand-in's
/// `cellsOnScreen` and `supplementaryViewsOnScreen`).
@Suite("VoiceOver reaches cards' contents and headings") @MainActor
struct AccessibilityContentTests {
    private let size = CGSize(width: 375, height: 600)

    /// A card: a cell with a label and a button inside.
    private final class Card: UICollectionViewCell {
        let button: UIAccessibilityElement

        init(_ number: Int) {
            button = UIAccessibilityElement(accessibilityContainer: NSObject())
            super.init(frame: .zero)
            button.accessibilityContainer = self
            button.accessibilityLabel = "Share card \(number)"
            button.accessibilityTraits = .button
            accessibilityLabel = "Card \(number)"
            accessibilityElements = [button]
        }
    }

    /// A fake collection view showing `layout` with `counts`, VoiceOver's elements on, a card cell
    /// for every item "on screen".
    private func fake(_ layout: EngineCollectionViewLayout, _ counts: [Int]) -> (FakeCollectionView, [IndexPath: Card])
    {
        UIAccessibility.isReduceMotionEnabled = false
        let fake = FakeCollectionView(size: size, layout: layout, itemCounts: counts)
        var cards: [IndexPath: Card] = [:]
        for (section, count) in counts.enumerated() {
            for item in 0..<count { cards[IndexPath(item: item, section: section)] = Card(item + 1) }
        }
        fake.cellsOnScreen = cards
        layout.providesAccessibilityElements = true
        return (fake, cards)
    }

    @Test func theCentredCardFollowsTheAdjustableElementWithItsButton() throws {
        for layout in [CarouselCollectionViewLayout() as EngineCollectionViewLayout, WheelCollectionViewLayout()] {
            let (view, cards) = fake(layout, [5])
            var elements = view.accessibilityElements ?? []
            let element = try #require(elements.first as? UIAccessibilityElement)
            #expect(elements.count == 2, "\(type(of: layout)): the adjustable element, then the centred card")
            #expect((elements.last as? Card) === cards[IndexPath(item: 0, section: 0)])
            #expect((elements.last as? Card)?.button.accessibilityTraits.contains(.button) == true, "a button inside")
            #expect(element.accessibilityLabel == "Card 1", "without the app's label, the card's own")
            element.accessibilityIncrement()
            view.finishScrolling()
            elements = view.accessibilityElements ?? []
            #expect((elements.last as? Card) === cards[IndexPath(item: 1, section: 0)], "\(type(of: layout))")
            #expect(element.accessibilityLabel == "Card 2" && element.accessibilityValue == "2 of 5")
        }
    }

    @Test func theAppsLabelWinsOverTheCards() throws {
        let layout = CarouselCollectionViewLayout()
        let (view, _) = fake(layout, [3])
        layout.accessibilityLabelForItem = { "Paris \($0.item)" }
        let element = try #require(view.accessibilityElements?.first as? UIAccessibilityElement)
        #expect(element.accessibilityLabel == "Paris 0")
        layout.accessibilityLabelForItem = { _ in nil }
        #expect(element.accessibilityLabel == "Card 1", "nil: the card's own")
    }

    @Test func visibleItemsAreTheirCards() throws {
        let layout = StaggeredGridCollectionViewLayout()
        let (view, cards) = fake(layout, [6])
        let shown = (view.accessibilityElements ?? []).compactMap { $0 as? Card }
        #expect(shown.count == 6 && shown.first === cards[IndexPath(item: 0, section: 0)])
    }

    /// A gallery of `counts` with 40-point headers, each header view saying "Section N".
    private func gallery(
        _ counts: [Int], pinned: Bool = false
    ) throws -> (
        FakeCollectionView, JustifiedGalleryCollectionViewLayout
    ) {
        let layout = JustifiedGalleryCollectionViewLayout(
            configuration: try .init(headerHeight: 40, sectionHeadersPinToVisibleBounds: pinned))
        layout.providesAccessibilityElements = true
        let view = FakeCollectionView(size: size, layout: layout, itemCounts: counts)
        var headers: [IndexPath: UICollectionReusableView] = [:]
        for section in counts.indices {
            let header = UICollectionReusableView(frame: .zero)
            header.accessibilityLabel = "Section \(section + 1)"
            headers[IndexPath(item: 0, section: section)] = header
        }
        view.supplementaryViewsOnScreen = [UICollectionView.elementKindSectionHeader: headers]
        view.performLayoutPass()
        return (view, layout)
    }

    /// The elements in order: "H<section>" for a header, "<section>.<item>" for an item.
    private func reading(_ view: FakeCollectionView) -> [String] {
        (view.accessibilityElements ?? []).compactMap { element in
            if let header = element as? HeaderAccessibilityElement { return "H\(header.section)" }
            if let item = element as? ItemAccessibilityElement { return "\(item.index.section).\(item.index.item)" }
            return nil
        }
    }

    @Test func theGallerysHeadersAreHeadingsBeforeTheirSections() throws {
        let (view, layout) = try gallery([2, 0, 3])
        #expect(
            reading(view) == ["H0", "0.0", "0.1", "H1", "H2", "2.0", "2.1", "2.2"], "an empty section's header too")
        let headers = (view.accessibilityElements ?? []).compactMap { $0 as? HeaderAccessibilityElement }
        let prepared = try #require(layout.preparedLayout)
        for header in headers {
            #expect(header.accessibilityTraits.contains(.header), "a heading for the rotor")
            #expect(header.accessibilityLabel == "Section \(header.section + 1)", "the header view's words")
            let frame = try #require(
                prepared.supplementaryAttributes(ofKind: "header", at: ElementIndex(header.section, 0)))
            #expect(header.accessibilityFrameInContainerSpace == frame.frame)
        }
    }

    @Test func headersFarDownAreReachedAndFocusingOneScrollsToIt() throws {
        let (view, layout) = try gallery(Array(repeating: 6, count: 30))
        var headers = (view.accessibilityElements ?? []).compactMap { $0 as? HeaderAccessibilityElement }
        #expect(headers.count < 30, "only near the visible area")
        let below = try #require(headers.last { !view.bounds.contains($0.accessibilityFrameInContainerSpace) })
        UIAccessibility.postedNotifications = []
        below.accessibilityElementDidBecomeFocused()
        view.performLayoutPass()
        #expect(view.bounds.contains(below.accessibilityFrameInContainerSpace), "scrolled into view")
        #expect(UIAccessibility.postedNotifications.last?.notification == .layoutChanged)
        headers = (view.accessibilityElements ?? []).compactMap { $0 as? HeaderAccessibilityElement }
        #expect(headers.contains { $0 === below }, "the same element, kept")
        let order = reading(view)
        #expect(order == order.sorted { key($0).lexicographicallyPrecedes(key($1)) }, "headings, items in order")
        #expect(layout.centeredItem != nil)
    }

    /// Sorts "H<s>" before "<s>.<i>".
    private func key(_ text: String) -> [Int] {
        if text.hasPrefix("H") { return [Int(text.dropFirst())!, -1] }
        return text.split(separator: ".").map { Int($0)! }
    }

    @Test func aPinnedHeaderStaysTheHeadingOfItsSection() throws {
        let (view, _) = try gallery([40, 40], pinned: true)
        view.scroll(to: CGPoint(x: 0, y: 900))
        let order = reading(view)
        #expect(order.first == "H0", "the pinned header heads what is read of its section")
        #expect(order.filter { $0.hasPrefix("H") }.count <= 2)
    }
}
#endif
