#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
@testable import CollectionLayoutsUIKit
import Foundation
import Testing
import UIKitStandIn

/// The UIKit glue of focus (`EngineCollectionViewLayout+Focus.swift`) on the fake collection view:
/// the delegate's focus calls, forwarded, move the content where `FocusScrolling` says, animated.
@Suite("Focus: the layout follows focus in a collection view") @MainActor
struct FocusTests {
    private func item(_ i: Int) -> IndexPath { IndexPath(item: i, section: 0) }

    /// Forwards a focus move from `previous` to `next`, as the app's delegate does in one line.
    private func focus(
        _ layout: EngineCollectionViewLayout, in fake: FakeCollectionView, from previous: Int?, to next: Int?
    ) {
        let context = UICollectionViewFocusUpdateContext(
            previouslyFocusedIndexPath: previous.map(item), nextFocusedIndexPath: next.map(item))
        layout.collectionView(fake, didUpdateFocusIn: context, with: UIFocusAnimationCoordinator())
    }

    private func settle(_ fake: FakeCollectionView) async {
        while fake.stepScrolling() {}
        await FakeCollectionView.nextRunLoopTurn()
    }

    @Test("The carousel: each focus step centres the focused item, animated, reported on arrival")
    func carouselFollowsFocus() async throws {
        let layout = CarouselCollectionViewLayout(configuration: try .init(sideItemScale: 0.8))
        let fake = FakeCollectionView(size: CGSize(width: 390, height: 600), layout: layout, itemCounts: [10])
        var reports: [IndexPath?] = []
        layout.centeredItemDidChange = { reports.append($0) }
        await FakeCollectionView.nextRunLoopTurn()
        reports = []
        focus(layout, in: fake, from: 0, to: 1)
        #expect(fake.isScrolling, "animated, so that the side scale changes on the way")
        await settle(fake)
        #expect(fake.contentOffset == CGPoint(x: 250, y: 0))
        #expect(reports == [item(1)])
        focus(layout, in: fake, from: 1, to: 2)
        await settle(fake)
        #expect(fake.contentOffset == CGPoint(x: 500, y: 0))
        let centred = fake.visibleAttributes.first { $0.indexPath == item(2) }
        #expect(centred?.transform3D.m11 == 1, "the focused item at full size, the side items scaled")
        #expect(fake.visibleAttributes.first { $0.indexPath == item(3) }.map { $0.transform3D.m11 < 1 } == true)
        #expect(layout.indexPathForPreferredFocusedView(in: fake) == item(2))
    }

    @Test("Focus leaving the cells, or on another collection view, moves nothing")
    func leavingMovesNothing() async {
        let layout = CarouselCollectionViewLayout()
        let fake = FakeCollectionView(size: CGSize(width: 390, height: 600), layout: layout, itemCounts: [10])
        await FakeCollectionView.nextRunLoopTurn()
        focus(layout, in: fake, from: 0, to: nil)
        #expect(!fake.isScrolling && fake.contentOffset == .zero)
        let other = FakeCollectionView(
            size: CGSize(width: 390, height: 600), layout: CarouselCollectionViewLayout(), itemCounts: [10])
        let context = UICollectionViewFocusUpdateContext(previouslyFocusedIndexPath: nil, nextFocusedIndexPath: item(4))
        layout.collectionView(other, didUpdateFocusIn: context, with: UIFocusAnimationCoordinator())
        #expect(!fake.isScrolling && !other.isScrolling && other.contentOffset == .zero)
        #expect(layout.indexPathForPreferredFocusedView(in: other) == nil)
    }

    @Test("The grid: a visible item moves nothing, one below scrolls just into view; no preferred item")
    func gridKeepsFocusInView() async throws {
        let configuration = try StaggeredGridLayout.Configuration(staggerFraction: 0, scrollAxis: .vertical)
        let layout = StaggeredGridCollectionViewLayout(configuration: configuration)
        let fake = FakeCollectionView(size: CGSize(width: 320, height: 400), layout: layout, itemCounts: [60])
        await FakeCollectionView.nextRunLoopTurn()
        focus(layout, in: fake, from: 0, to: 11)
        #expect(!fake.isScrolling && fake.contentOffset == .zero)
        focus(layout, in: fake, from: 11, to: 12)
        await settle(fake)
        #expect(fake.contentOffset == CGPoint(x: 0, y: 90))
        #expect(layout.indexPathForPreferredFocusedView(in: fake) == nil)
    }
}
#endif
