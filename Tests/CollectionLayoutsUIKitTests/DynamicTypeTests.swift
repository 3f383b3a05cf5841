#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
@testable import CollectionLayoutsUIKit
import Foundation
import Testing
import UIKitStandIn

/// `dynamicTypeStyle`: the adapter turns the collection view's content size category into the
/// engine's `dynamicTypeScale` with `UIFontMetrics`, and prepares again when the category changes.
@Suite("Dynamic Type through the adapters") @MainActor
struct DynamicTypeTests {
    private let size = CGSize(width: 375, height: 667)

    /// The scale the stand-in's `UIFontMetrics` gives at `category`, as the adapter works it out.
    private func scale(_ category: UIContentSizeCategory) -> CGFloat {
        UIFontMetrics(forTextStyle: .body).scaledValue(
            for: 1_000, compatibleWith: UITraitCollection(preferredContentSizeCategory: category)) / 1_000
    }

    private func itemSize(_ layout: EngineCollectionViewLayout) -> CGSize? {
        layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.size
    }

    @Test func withoutAStyleSizesStayAsConfigured() {
        let layout = StaggeredGridCollectionViewLayout()
        let view = FakeCollectionView(size: size, layout: layout, itemCounts: [20])
        view.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        layout.invalidateLayout()
        view.layoutIfNeeded()
        #expect(itemSize(layout) == CGSize(width: 100, height: 90))
        #expect(layout.preparedLayout?.environment.dynamicTypeScale == 1)
    }

    @Test func aStyleScalesItemSizesAsUIFontMetricsScalesAValue() {
        for (category, scale) in [
            (UIContentSizeCategory.large, CGFloat(1)), (.extraSmall, 14.0 / 17),
            (.accessibilityExtraExtraExtraLarge, 53.0 / 17),
        ] {
            let layout = StaggeredGridCollectionViewLayout()
            layout.dynamicTypeStyle = .body
            let view = FakeCollectionView(size: size, layout: layout, itemCounts: [20])
            view.preferredContentSizeCategory = category
            layout.invalidateLayout()
            view.layoutIfNeeded()
            let worked = self.scale(category)
            #expect(abs(worked - scale) < 1e-12, "the stand-in's table")
            #expect(layout.preparedLayout?.environment.dynamicTypeScale == worked, "\(category)")
            #expect(itemSize(layout) == CGSize(width: 100 * worked, height: 90 * worked), "\(category)")
        }
    }

    @Test func theUsersChangeOfCategoryPreparesTheLayoutAgain() async {
        let layout = JustifiedGalleryCollectionViewLayout().recordingActions()
        layout.dynamicTypeStyle = .body
        let view = FakeCollectionView(size: size, layout: layout, itemCounts: [6])
        #expect(itemSize(layout)?.height == 250)
        // The system changes the traits and posts the notification.
        view.preferredContentSizeCategory = .extraExtraExtraLarge
        NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: nil)
        await FakeCollectionView.nextRunLoopTurn()
        view.layoutIfNeeded()
        #expect(itemSize(layout)?.height == 250 * scale(.extraExtraExtraLarge), "rows grow with the text")
        #expect(layout.actions.last == .prepareAfresh)
        #expect(
            layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.size.height
                == 62.5 * scale(.extraExtraExtraLarge), "and the header's estimate")
        // Without a style the layout stops listening.
        layout.dynamicTypeStyle = nil
        view.layoutIfNeeded()
        let actions = layout.actions.count
        NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: nil)
        await FakeCollectionView.nextRunLoopTurn()
        view.layoutIfNeeded()
        #expect(layout.actions.count == actions && itemSize(layout)?.height == 250)
    }

    @Test func anyPrepareSeesANewCategoryEvenWithoutTheNotification() throws {
        let layout = WheelCollectionViewLayout().recordingActions()
        layout.dynamicTypeStyle = .body
        let view = FakeCollectionView(size: size, layout: layout, itemCounts: [30])
        view.scroll(to: CGPoint(x: 200, y: 0))
        #expect(layout.actions.last == .updateContentOffset, "a scroll step only moves the wheel")
        view.preferredContentSizeCategory = .accessibilityMedium
        view.scroll(to: CGPoint(x: 260, y: 0))
        #expect(layout.actions.last == .prepareAfresh, "the next scroll step's prepare sees the new scale")
        let s = scale(.accessibilityMedium)
        #expect(abs(s - 28.0 / 17) < 1e-12)
        #expect(itemSize(layout) == CGSize(width: 133 * s, height: 173 * s))
        #expect(layout.preparedWheel?.configuration.radius == 500 * s)
    }

    @Test func scrollingToAnItemCentresItAtTheScaledSize() throws {
        let layout = CarouselCollectionViewLayout()
        layout.dynamicTypeStyle = .headline
        let view = FakeCollectionView(size: size, layout: layout, itemCounts: [10])
        view.preferredContentSizeCategory = .extraLarge
        layout.invalidateLayout()
        layout.scrollToItem(at: IndexPath(item: 6, section: 0), animated: false)
        let item = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 6, section: 0)))
        #expect(item.size == CGSize(width: 240 * scale(.extraLarge), height: 320 * scale(.extraLarge)))
        #expect(abs(item.center.x - view.bounds.midX) < 1e-9 && layout.centeredItem == IndexPath(item: 6, section: 0))
    }

    @Test func measuredHeightsAreForgottenWhenTheCategoryChanges() async {
        let layout = JustifiedGalleryCollectionViewLayout()
        layout.dynamicTypeStyle = .body
        let view = FakeCollectionView(size: size, layout: layout, itemCounts: [6])
        view.preferredSize = { attributes in
            attributes.representedElementCategory == .supplementaryView ? CGSize(width: 375, height: 100) : nil
        }
        view.performLayoutPass()
        let header = {
            layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.size.height
        }
        #expect(header() == 100)
        view.preferredSize = nil
        view.preferredContentSizeCategory = .accessibilityLarge
        NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: nil)
        await FakeCollectionView.nextRunLoopTurn()
        view.layoutIfNeeded()
        #expect(
            header() == 62.5 * scale(.accessibilityLarge),
            "measured at the old size: the estimate until the view asks again")
    }
}
#endif
