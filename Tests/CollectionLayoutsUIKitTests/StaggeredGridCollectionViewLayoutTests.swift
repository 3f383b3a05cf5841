#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
@testable import CollectionLayoutsUIKit
import Foundation
import Testing
import UIKitStandIn

@Suite("StaggeredGridCollectionViewLayout") @MainActor
struct StaggeredGridCollectionViewLayoutTests {
    private func harness(
        _ configuration: StaggeredGridLayout.Configuration = .standard, size: CGSize = CGSize(width: 320, height: 480),
        itemCounts: [Int] = [40, 0, 13], safeArea: UIEdgeInsets = .zero,
        layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
    ) -> AdapterHarness {
        AdapterHarness(
            StaggeredGridCollectionViewLayout(configuration: configuration), size: size, itemCounts: itemCounts,
            safeArea: safeArea, layoutDirection: layoutDirection)
    }

    @Test func scrollingQueriesMatchTheEngineWithoutPreparingAgain() throws {
        let h = harness()
        h.check("first pass")
        #expect(h.layout.fullPrepareCount == 1)
        for x in stride(from: 0, through: 1500, by: 37.5) {
            h.fake.scroll(to: CGPoint(x: x, y: 0))
            h.check("offset \(x)")
        }
        #expect(h.layout.fullPrepareCount == 1, "a grid depends on no offset: scrolling never prepares")
        #expect(!h.fake.events.contains(.prepare) || h.fake.events.filter { $0 == .prepare }.count == 1)
    }

    @Test func verticalGridScrollsAlongY() throws {
        let configuration = try StaggeredGridLayout.Configuration(
            itemSize: CGSize(width: 90, height: 120), spacing: 8,
            staggerFraction: 0.25, scrollAxis: .vertical,
            insets: LayoutInsets(all: 12))
        let h = harness(configuration, itemCounts: [57])
        for y in stride(from: -20, through: 2000, by: 111) {
            h.fake.scroll(to: CGPoint(x: 0, y: y))
            h.check("offset \(y)")
        }
    }

    @Test func rotationPreparesAgainForTheNewSize() {
        let h = harness()
        h.fake.scroll(to: CGPoint(x: 400, y: 0))
        h.fake.clearEvents()
        h.fake.resize(to: CGSize(width: 480, height: 320))
        #expect(
            h.fake.events.first
                == .shouldInvalidate(forBoundsChange: CGRect(x: 400, y: 0, width: 480, height: 320), answer: true))
        #expect(h.layout.fullPrepareCount == 2)
        #expect((h.layout as? StaggeredGridCollectionViewLayout)?.preparedStaggeredGrid?.laneCount == 3)
        h.check("landscape")
        h.fake.resize(to: CGSize(width: 320, height: 480))
        #expect((h.layout as? StaggeredGridCollectionViewLayout)?.preparedStaggeredGrid?.laneCount == 4)
        h.check("portrait again")
    }

    @Test func dataChangesReachTheEngine() {
        let h = harness()
        h.reload([3], "three items")
        h.reload([], "no sections")
        #expect(h.layout.collectionViewContentSize == .zero)
        h.fake.reloadData(itemCounts: [200, 7])
        h.fake.scroll(to: CGPoint(x: 2500, y: 0))
        h.check("many items")
    }

    @Test func flingsRestWhereTheEngineSays() {
        let h = harness()
        h.fling(CGPoint(x: 2, y: 0), "forward")
        h.fling(CGPoint(x: -0.5, y: 0), "back a little")
        h.fling(CGPoint(x: -40, y: 0), "past the start")
        #expect(h.fake.contentOffset.x == 0)
        h.fling(CGPoint(x: 40, y: 0), "past the end")
    }

    @Test func rightToLeftIsTheEnginesMirrorNotUIKits() {
        let h = harness(layoutDirection: .rightToLeft)
        #expect(h.layout.flipsHorizontallyInOppositeLayoutDirection == false)
        #expect(h.environment.layoutDirection == .rightToLeft)
        h.check("right to left")
        h.fake.scroll(to: CGPoint(x: 700, y: 0))
        h.check("right to left, scrolled")
        h.fake.layoutDirection = .leftToRight
        #expect(h.layout.preparedLayout?.environment.layoutDirection == .leftToRight)
        h.check("back to left to right")
    }

    @Test func adjustedContentInsetIsTheEnginesInsets() {
        let h = harness(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        h.fake.contentInset = UIEdgeInsets(top: 10, left: 5, bottom: 0, right: 5)
        #expect(
            h.layout.preparedLayout?.environment.contentInsets == LayoutInsets(top: 57, left: 5, bottom: 34, right: 5))
        h.check("insets")
    }

    @Test func configurationChangesInvalidate() throws {
        let h = harness()
        let layout = try #require(h.layout as? StaggeredGridCollectionViewLayout)
        #expect(layout.fullPrepareCount == 1)
        h.expectConfigurationChange(
            of: layout, to: try StaggeredGridLayout.Configuration(itemSize: CGSize(width: 150, height: 60), spacing: 4))
        #expect(layout.fullPrepareCount == 2)
    }

    @Test func queriesOutsideTheDataGiveNothing() {
        let h = harness()
        #expect(h.layout.layoutAttributesForItem(at: IndexPath(item: 40, section: 0)) == nil)
        #expect(h.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)) == nil)
        #expect(h.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 9)) == nil)
        #expect(h.layout.layoutAttributesForItem(at: IndexPath(index: 3)) == nil)
        #expect(
            h.layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader,
                at: IndexPath(item: 0, section: 0)) == nil)
        #expect(h.layout.layoutAttributesForElements(in: .zero)?.isEmpty == true)
    }
}
#endif
