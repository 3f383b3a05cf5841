#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
@testable import CollectionLayoutsUIKit
import Foundation
import Testing
import UIKitStandIn

@Suite("CirclePackCollectionViewLayout") @MainActor
struct CirclePackCollectionViewLayoutTests {
    /// Diameters from 40 to 150 points, a different one per item; the height is ignored.
    private static func bubble(_ indexPath: IndexPath) -> CGSize {
        CGSize(width: CGFloat(40 + (indexPath.item * 37 + indexPath.section * 11) % 111), height: 1)
    }

    private func harness(
        _ configuration: CirclePackLayout.Configuration = .standard, itemCounts: [Int] = [60, 0, 25],
        size: CGSize = CGSize(width: 390, height: 844),
        layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
    ) -> AdapterHarness {
        AdapterHarness(
            CirclePackCollectionViewLayout(configuration: configuration), size: size, itemCounts: itemCounts,
            layoutDirection: layoutDirection, sizes: Self.bubble)
    }

    @Test func scrollingMatchesTheEngineWithoutPreparingAgain() {
        let h = harness()
        for y in stride(from: -50, through: 5000, by: 89) {
            h.fake.scroll(to: CGPoint(x: 0, y: y))
            h.check("offset \(y)")
        }
        #expect(h.layout.fullPrepareCount == 1)
        #expect(h.fake.visibleAttributes.allSatisfy { $0.size.width == $0.size.height })
    }

    @Test func diametersComeFromTheDelegate() {
        let layout = CirclePackCollectionViewLayout(configuration: .dense)
        let delegate = Bubbles()
        layout.delegate = delegate
        let fake = FakeCollectionView(
            size: CGSize(width: 375, height: 667), layout: layout, itemCounts: [40],
            safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let sizes = ItemSizes.perSection([(0..<40).map { CGSize(width: CGFloat(30 + $0 * 3), height: 0) }])
        let expected = CirclePackLayout(configuration: .dense).prepare(
            in: LayoutEnvironment(
                boundsSize: fake.bounds.size, contentInsets: LayoutInsets(top: 20), itemCounts: [40], itemSizes: sizes))
        #expect(layout.collectionViewContentSize == expected.contentSize)
        expectSame(fake.visibleAttributes, expected.elements(in: fake.bounds), "delegate sizes")
    }

    @Test func rotationAndANewHeightPrepareAgain() {
        let h = harness()
        h.fake.scroll(to: CGPoint(x: 0, y: 600))
        h.fake.resize(to: CGSize(width: 844, height: 390))
        h.check("landscape", prepares: 2)
        h.fake.resize(to: CGSize(width: 844, height: 300))
        // The packing is the same, but a release near the end must rest within the new height.
        h.check("shorter: a new height alone prepares again", prepares: 3)
    }

    @Test func dataChangesFlingsAndRightToLeft() {
        let h = harness(layoutDirection: .rightToLeft)
        h.check("right to left")
        h.reload([5, 200], "new data")
        h.fling(CGPoint(x: 0, y: 6), "down")
        h.fling(CGPoint(x: 0, y: -50), "back to the top")
        #expect(h.fake.contentOffset.y == 0)
        h.reload([], "no items")
    }

    @Test func configurationChangesInvalidate() throws {
        let h = harness()
        let layout = try #require(h.layout as? CirclePackCollectionViewLayout)
        h.expectConfigurationChange(
            of: layout,
            to: try CirclePackLayout.Configuration(insets: LayoutInsets(all: 4), spacing: 2, ordering: .dense))
        #expect(layout.fullPrepareCount == 2)
        #expect(layout.preparedCirclePack?.configuration == layout.configuration)
    }
}

@MainActor
private final class Bubbles: CollectionViewLayoutSizeDelegate {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: CGFloat(30 + indexPath.item * 3), height: 0)
    }
}
#endif
