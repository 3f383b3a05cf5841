#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
@testable import CollectionLayoutsUIKit
import Foundation
import Testing
import UIKitStandIn

/// Cells that size themselves through UIKit's preferred-attributes calls as the fake collection
/// view makes them: a tag cloud of 200 chips whose text grows with Dynamic Type. The cells shown
/// are measured once each, the layout is then a fresh engine prepare of the measured sizes, and a
/// larger text size measures them again and re-flows the rows.
@Suite("Cells sized by their content through the adapter") @MainActor
struct MeasuredItemSizeTests {
    private let size = CGSize(width: 375, height: 667)
    private static let estimate = CGSize(width: 80, height: 32)
    private static let chips = 200

    /// The size chip `item`'s text needs at a text scale of `scale`: "#tag" plus a few letters.
    private static func chip(_ item: Int, scale: CGFloat) -> CGSize {
        CGSize(width: (36 + CGFloat((item * 37) % 11) * 9) * scale, height: 32 * scale)
    }

    private static func scale(_ category: UIContentSizeCategory) -> CGFloat {
        UIFontMetrics(forTextStyle: .body).scaledValue(
            for: 1_000, compatibleWith: UITraitCollection(preferredContentSizeCategory: category)) / 1_000
    }

    /// The tag cloud's configuration: chips 32 points tall, as wide as their text.
    private static var configuration: JustifiedGalleryLayout.Configuration {
        try! JustifiedGalleryLayout.Configuration(
            mode: .widthRange(min: 30, max: 400, height: 32), insets: LayoutInsets(all: 8), itemSpacing: 8,
            rowSpacing: 8, headerHeight: 0, itemSizing: .measured(estimate: estimate))
    }

    /// A tag cloud whose chips answer for their text at the view's category.
    private func tagCloud() -> (JustifiedGalleryCollectionViewLayout, FakeCollectionView) {
        let layout = JustifiedGalleryCollectionViewLayout(configuration: Self.configuration).recordingActions()
        layout.dynamicTypeStyle = .body
        let view = FakeCollectionView(size: size, layout: layout, itemCounts: [Self.chips])
        view.preferredSize = { [unowned view] attributes in
            guard attributes.representedElementCategory == .cell else { return nil }
            return Self.chip(attributes.indexPath.item, scale: Self.scale(view.preferredContentSizeCategory))
        }
        settle(view)
        return (layout, view)
    }

    /// Layout passes until no cell shown asks for a size the layout takes.
    private func settle(_ view: FakeCollectionView) {
        // Bound: 8 rounds of 64 passes, each taking one cell's size.
        for _ in 0..<8 {
            view.performLayoutPass()
            if !view.selfSizingDidNotSettle { return }
        }
    }

    /// Every item's frame as the layout answers it.
    private func frames(_ layout: EngineCollectionViewLayout) -> [CGRect?] {
        (0..<Self.chips).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
    }

    /// The frames of a fresh engine prepare of `sizes` at `scale`.
    private func fresh(_ sizes: [CGSize], scale: CGFloat) -> [CGRect?] {
        let prepared = JustifiedGalleryLayout(configuration: Self.configuration).prepare(
            in: LayoutEnvironment(
                boundsSize: size, itemCounts: [Self.chips], itemSizes: .perSection([sizes]), dynamicTypeScale: scale))
        return (0..<Self.chips).map { prepared.attributes(for: ElementIndex(0, $0))?.frame }
    }

    /// The items shown in the view now.
    private func shown(_ layout: EngineCollectionViewLayout, _ view: FakeCollectionView) -> [Int] {
        (layout.layoutAttributesForElements(in: view.bounds) ?? [])
            .filter { $0.representedElementCategory == .cell }.map(\.indexPath.item).sorted()
    }

    @Test func theChipsShownAreMeasuredOnceAndTheLayoutIsAFreshPrepareOfTheirSizes() throws {
        let (layout, view) = tagCloud()
        let scale = Self.scale(.large)
        let environment = try #require(layout.preparedJustifiedGallery?.environment)
        let visible = shown(layout, view)
        #expect(visible.count > 20)
        // The measured sizes: every chip shown, each its text's; the rest the estimate.
        var expected = [CGSize](repeating: Self.estimate, count: Self.chips)
        for item in 0..<Self.chips where environment.itemSizes.size(at: ElementIndex(0, item)) != Self.estimate {
            expected[item] = Self.chip(item, scale: scale)
        }
        for item in visible { #expect(expected[item] == Self.chip(item, scale: scale), "chip \(item) is measured") }
        #expect(environment.itemSizes == .perSection([expected]))
        #expect(frames(layout) == fresh(expected, scale: scale))
        #expect(!view.selfSizingDidNotSettle)
        // Each chip asked once: the justified widths its row gives it are not asked about again.
        let asked = view.events.compactMap { event -> IndexPath? in
            if case .shouldInvalidateForPreferred(_, let path, let kind, let answer) = event, kind == nil, answer {
                return path
            }
            return nil
        }
        #expect(Set(asked).count == asked.count)
        // Laid out again from each chip on, never afresh after the first prepare.
        #expect(layout.actions.first == .prepareAfresh)
        #expect(layout.actions.dropFirst().allSatisfy { $0 == .prepareUpdatingForMeasuredHeights })
    }

    @Test func aLargerTextSizeMeasuresTheChipsAgainAndReflowsTheRows() throws {
        let (layout, view) = tagCloud()
        let rowsBefore = try #require(layout.preparedJustifiedGallery?.rows.count)
        // What the layout's observation of `UIContentSizeCategory.didChangeNotification` does, done
        // here so that no other test's layout hears of it (tests run in parallel).
        view.preferredContentSizeCategory = .accessibilityLarge
        layout.invalidateLayout()
        settle(view)
        let scale = Self.scale(.accessibilityLarge)
        #expect(scale > 1.5)
        let environment = try #require(layout.preparedJustifiedGallery?.environment)
        #expect(environment.dynamicTypeScale == scale)
        var expected = [CGSize](repeating: Self.estimate, count: Self.chips)
        for item in 0..<Self.chips where environment.itemSizes.size(at: ElementIndex(0, item)) != Self.estimate {
            expected[item] = Self.chip(item, scale: scale)
        }
        for item in shown(layout, view) {
            #expect(expected[item] == Self.chip(item, scale: scale), "chip \(item) measured at the larger size")
        }
        #expect(frames(layout) == fresh(expected, scale: scale))
        // Wider chips: fewer a row, so the first rows hold fewer of them.
        let rows = try #require(layout.preparedJustifiedGallery?.rows)
        #expect(rows[0].items.count < 5)
        #expect(rows.count > rowsBefore || rows[0].items.count > 0)
        // Back at the first size, the sizes measured there are kept: nothing is asked again.
        let asked = view.events.count
        view.preferredContentSizeCategory = .large
        layout.invalidateLayout()
        settle(view)
        let taken = view.events[asked...].filter {
            if case .invalidationContextForPreferred = $0 { return true }
            return false
        }
        #expect(taken.isEmpty)
    }

    @Test func chipsMeasuredWhileScrolledKeepTheTopVisibleChipOnScreen() throws {
        let layout = JustifiedGalleryCollectionViewLayout(configuration: Self.configuration)
        let view = FakeCollectionView(
            size: size, layout: layout, itemCounts: [Self.chips], contentOffset: CGPoint(x: 0, y: 1_200))
        let top = try #require(
            (layout.layoutAttributesForElements(in: view.bounds) ?? []).filter { $0.frame.maxY > 1_200 }
                .min { ($0.frame.minY, $0.indexPath.item) < ($1.frame.minY, $1.indexPath.item) })
        let onScreen = top.frame.minY - view.contentOffset.y
        view.preferredSize = { attributes in
            attributes.representedElementCategory == .cell ? Self.chip(attributes.indexPath.item, scale: 1) : nil
        }
        settle(view)
        let now = try #require(layout.layoutAttributesForItem(at: top.indexPath))
        #expect(now.frame.minY - view.contentOffset.y == onScreen, "the chip read at the top stays put")
    }
}
#endif
