#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
@testable import CollectionLayoutsUIKit
import Foundation
import Testing
import UIKitStandIn

@Suite("EngineCollectionViewLayout") @MainActor
struct EngineCollectionViewLayoutTests {
    private func harness(
        itemCounts: [Int] = [30, 0, 4], sizes: @escaping (IndexPath) -> CGSize? = { _ in nil },
        layout: ProbeCollectionViewLayout = ProbeCollectionViewLayout()
    ) -> AdapterHarness {
        AdapterHarness(layout: layout, size: CGSize(width: 375, height: 300), itemCounts: itemCounts, sizes: sizes) {
            OffsetProbe(environment: $0.sanitized)
        }
    }

    @Test func scrollingUpdatesOnlyTheOffsetDependentPart() {
        let h = harness()
        h.check("first pass")
        h.fake.clearEvents()
        h.fake.scroll(to: CGPoint(x: 120, y: 0))
        let bounds = CGRect(x: 120, y: 0, width: 375, height: 300)
        #expect(
            Array(h.fake.events.prefix(4)) == [
                .shouldInvalidate(forBoundsChange: bounds, answer: true),
                .invalidationContext(forBoundsChange: bounds),
                .invalidate(everything: false, dataSourceCounts: false),
                .prepare,
            ])
        h.check("scrolled")
        for x in stride(from: -50, through: 3000, by: 73) {
            h.fake.scroll(to: CGPoint(x: x, y: 0))
            h.check("offset \(x)")
        }
        #expect(h.layout.fullPrepareCount == 1, "scrolling moves the engine's offset without preparing again")
        #expect(h.layout.preparedLayout?.environment.contentOffset == h.fake.contentOffset)
    }

    @Test func theInvalidationContextCarriesTheEnginesAnswer() throws {
        let h = harness()
        let layout = h.layout
        let scrolled = try #require(
            layout.invalidationContext(forBoundsChange: CGRect(x: 50, y: 0, width: 375, height: 300))
                as? EngineInvalidationContext)
        #expect(scrolled.invalidation == .offsetDependent)
        let rotated = try #require(
            layout.invalidationContext(forBoundsChange: CGRect(x: 50, y: 0, width: 300, height: 375))
                as? EngineInvalidationContext)
        #expect(rotated.invalidation == .everything)
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 375, height: 300)))
        #expect(EngineInvalidationContext().invalidation == .everything)
    }

    @Test func rotationAndDataChangesPrepareAgain() {
        let h = harness()
        h.fake.scroll(to: CGPoint(x: 200, y: 0))
        h.fake.resize(to: CGSize(width: 300, height: 375))
        h.check("rotated", prepares: 2)
        h.fake.reloadData(itemCounts: [5])
        h.check("fewer items", prepares: 3)
        h.fake.scroll(to: CGPoint(x: 40, y: 0))
        h.check("scrolled after the data change", prepares: 3)
    }

    @Test func flingsSnapWhereTheEngineSays() {
        let h = harness()
        h.fling(CGPoint(x: 1.5, y: 0), "fast forward")
        h.fling(CGPoint(x: 0.1, y: 0), "slow")
        h.fling(CGPoint(x: -0.4, y: 0), "flick back")
        h.fling(CGPoint(x: 100, y: 0), "to the end")
        #expect(h.layout.fullPrepareCount == 1)
        #expect(h.layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 149, y: 0)) == CGPoint(x: 100, y: 0))
    }

    @Test func theDecelerationRateReachesTheCollectionView() {
        let layout = ProbeCollectionViewLayout()
        layout.probeDecelerationRate = .fast
        let h = harness(layout: layout)
        #expect(h.fake.decelerationRate == .fast)
        h.fling(CGPoint(x: 3, y: 0), "at .fast")
    }

    @Test func sizesComeFromTheClosureOrTheDelegate() throws {
        let layout = ProbeCollectionViewLayout()
        let h = harness(itemCounts: [3, 2], layout: layout)
        #expect(layout.environments.last?.itemSizes == ItemSizes.none)
        let delegate = SizeDelegate()
        layout.delegate = delegate
        h.fake.performLayoutPass()
        #expect(layout.environments.count == 2, "a new delegate invalidates the layout")
        #expect(
            layout.environments.last?.itemSizes
                == .perSection([
                    [CGSize(width: 10, height: 0), CGSize(width: 11, height: 0), CGSize(width: 12, height: 0)],
                    [CGSize(width: 20, height: 1), CGSize(width: 21, height: 1)],
                ]))
        #expect(delegate.layouts.allSatisfy { $0 === layout } && delegate.layouts.count == 5)
        layout.itemSizeProvider = { CGSize(width: 7, height: CGFloat($0.item)) }
        h.fake.performLayoutPass()
        #expect(
            layout.environments.last?.itemSizes
                == .perSection([
                    [CGSize(width: 7, height: 0), CGSize(width: 7, height: 1), CGSize(width: 7, height: 2)],
                    [CGSize(width: 7, height: 0), CGSize(width: 7, height: 1)],
                ]), "the closure wins over the delegate")
        layout.itemSizeProvider = nil
        layout.delegate = nil
        h.fake.performLayoutPass()
        #expect(layout.environments.last?.itemSizes == ItemSizes.none)
    }

    @Test func theEnvironmentIsTheCollectionViews() throws {
        let layout = ProbeCollectionViewLayout()
        let fake = FakeCollectionView(
            size: CGSize(width: 390, height: 844), layout: layout, itemCounts: [4, -1],
            contentOffset: CGPoint(x: 30, y: -91), contentInset: UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8),
            safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), layoutDirection: .rightToLeft)
        let environment = try #require(layout.environments.last)
        #expect(
            environment
                == LayoutEnvironment(
                    boundsSize: CGSize(width: 390, height: 844), contentOffset: CGPoint(x: 30, y: -91),
                    contentInsets: LayoutInsets(top: 47, left: 8, bottom: 34, right: 8),
                    layoutDirection: .rightToLeft, itemCounts: [4, -1]))
        #expect(fake.visibleAttributes.allSatisfy { $0 is AnchoredLayoutAttributes })
        #expect(
            ObjectIdentifier(EngineCollectionViewLayout.layoutAttributesClass)
                == ObjectIdentifier(AnchoredLayoutAttributes.self))
        #expect(
            ObjectIdentifier(EngineCollectionViewLayout.invalidationContextClass)
                == ObjectIdentifier(EngineInvalidationContext.self))
    }

    @Test func withoutACollectionViewThereIsNothing() {
        let layout = ProbeCollectionViewLayout()
        layout.prepare()
        #expect(layout.preparedLayout == nil)
        #expect(layout.collectionViewContentSize == .zero)
        #expect(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 100, height: 100))?.isEmpty == true)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(layout.shouldInvalidateLayout(forBoundsChange: .zero))
        #expect(
            layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 3, y: 4), withScrollingVelocity: .zero)
                == CGPoint(x: 3, y: 4))
    }

    @Test func aSubclassConfigurationIsItsEngineLayouts() throws {
        let grid = StaggeredGridCollectionViewLayout()
        let h = AdapterHarness(grid, size: CGSize(width: 375, height: 300), itemCounts: [40])
        h.check("default configuration")
        #expect(grid.configuration == .standard)
        #expect(grid.lifecycle.pending == .nothing)
        grid.configuration = .standard
        #expect(grid.lifecycle.pending == .nothing, "an equal configuration invalidates nothing")
        let wide = try StaggeredGridLayout.Configuration(itemSize: CGSize(width: 150, height: 60), spacing: 4)
        #expect(CollectionLayoutStyle.staggeredGrid(wide).adapterStyle.update(grid))
        #expect(grid.configuration == wide)
        #expect(grid.lifecycle.pending == .everything)
        #expect(!CollectionLayoutStyle.wheel().adapterStyle.update(grid), "another kind of layout is refused")
        #expect(grid.configuration == wide)
        #expect(
            !CollectionLayoutStyle.staggeredGrid().adapterStyle.update(ProbeCollectionViewLayout()),
            "a layout of another class refuses")
        h.fake.performLayoutPass()
        #expect(grid.preparedStaggeredGrid?.configuration == wide)
    }

    @Test func supplementaryKindsMapBothWays() {
        #expect(SupplementaryKind.uiKitKind("header") == UICollectionView.elementKindSectionHeader)
        #expect(SupplementaryKind.uiKitKind("footer") == UICollectionView.elementKindSectionFooter)
        #expect(SupplementaryKind.uiKitKind("badge") == "badge")
        #expect(SupplementaryKind.engineKind(UICollectionView.elementKindSectionHeader) == "header")
        #expect(SupplementaryKind.engineKind(UICollectionView.elementKindSectionFooter) == "footer")
        #expect(SupplementaryKind.engineKind("badge") == "badge")
        let h = harness()
        let header = h.layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader,
            at: IndexPath(item: 0, section: 2))
        #expect(header?.representedElementKind == UICollectionView.elementKindSectionHeader)
        #expect(header?.frame == CGRect(x: 0, y: 40, width: 50, height: 20))
        #expect(
            h.layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 0, section: 2)) == nil)
    }
}

@MainActor
private final class SizeDelegate: CollectionViewLayoutSizeDelegate {
    var layouts: [UICollectionViewLayout] = []

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        layouts.append(collectionViewLayout)
        return CGSize(width: CGFloat(10 * (indexPath.section + 1) + indexPath.item), height: CGFloat(indexPath.section))
    }
}
#endif
