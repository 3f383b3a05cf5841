#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
import Foundation
import Testing
import UIKitStandIn

/// The stand-in's own defaults, which the adapters rely on being UIKit's.
@Suite("UIKitStandIn") @MainActor
struct UIKitStandInTests {
    /// Records what UIKit calls on a layout that keeps UIKit's defaults.
    private final class RecordingLayout: UICollectionViewLayout {
        var contexts: [UICollectionViewLayoutInvalidationContext] = []
        var prepares = 0
        override func prepare() { prepares += 1 }
        /// Room to scroll: a change of size clamps the offset into the content.
        override var collectionViewContentSize: CGSize { CGSize(width: 1_000, height: 1_000) }
        override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
            contexts.append(context)
            super.invalidateLayout(with: context)
        }
    }

    @Test func invalidateLayoutInvalidatesEverythingThroughAContext() {
        let layout = RecordingLayout()
        let fake = FakeCollectionView(size: CGSize(width: 100, height: 100), layout: layout, itemCounts: [3])
        #expect(layout.prepares == 1 && layout.collectionView === fake)
        layout.invalidateLayout()
        #expect(
            layout.contexts.last?.invalidateEverything == true
                && layout.contexts.last?.invalidateDataSourceCounts == false)
        fake.performLayoutPass()
        #expect(layout.prepares == 2)
        fake.reloadData(itemCounts: [1, 2])
        #expect(layout.contexts.last?.invalidateDataSourceCounts == true && layout.prepares == 3)
        #expect(
            fake.numberOfSections == 2 && fake.numberOfItems(inSection: 1) == 2 && fake.numberOfItems(inSection: 5) == 0
        )
    }

    @Test func byDefaultABoundsChangeInvalidatesNothing() {
        let layout = RecordingLayout()
        let fake = FakeCollectionView(size: CGSize(width: 100, height: 100), layout: layout, itemCounts: [3])
        fake.scroll(to: CGPoint(x: 10, y: 20))
        fake.resize(to: CGSize(width: 50, height: 50))
        #expect(layout.contexts.isEmpty && layout.prepares == 1)
        #expect(
            fake.bounds == CGRect(x: 10, y: 20, width: 50, height: 50) && fake.contentOffset == CGPoint(x: 10, y: 20))
        #expect(
            type(of: layout.invalidationContext(forBoundsChange: .zero))
                == UICollectionViewLayoutInvalidationContext.self)
        #expect(!layout.flipsHorizontallyInOppositeLayoutDirection)
        #expect(
            abs(fake.fling(velocity: CGPoint(x: 1, y: 0)).x - (10 + 499)) < 1e-9,
            "the default target is the proposed offset")
    }

    @Test func attributesCopyCompareAndLinkTheirTransforms() throws {
        let a = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            with: IndexPath(item: 0, section: 2))
        a.frame = CGRect(x: 1, y: 2, width: 30, height: 40)
        a.transform = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
        #expect(a.center == CGPoint(x: 16, y: 22) && a.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(a.transform3D.m12 == 1 && a.transform3D.m21 == -1 && a.transform3D.m33 == 1)
        #expect(a.representedElementCategory == .supplementaryView && a.indexPath.section == 2 && a.indexPath.item == 0)
        let copy = try #require(a.copy() as? UICollectionViewLayoutAttributes)
        #expect(copy !== a && copy.isEqual(a) && copy.hash == a.hash)
        copy.zIndex = 1
        #expect(!copy.isEqual(a))
        let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 4, section: 1))
        #expect(cell.representedElementKind == nil && cell.transform == .identity && cell.alpha == 1)
    }
}
#endif
