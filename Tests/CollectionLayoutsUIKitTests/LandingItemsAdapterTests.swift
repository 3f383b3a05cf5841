#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
@testable import CollectionLayoutsUIKit
import Foundation
import Testing
import UIKitStandIn

/// `landingItemsHandler` through the fake collection view: called once at each release that moves
/// the content, before it moves, with the items the fake shows once it rests.
@Suite("Landing items through the adapters") @MainActor
struct LandingItemsAdapterTests {
    /// What the handler was told, and where the view was when it was told.
    @MainActor final class Log {
        var calls: [(items: [IndexPath], offset: CGPoint)] = []
    }

    private func listen(_ layout: EngineCollectionViewLayout, _ fake: FakeCollectionView) -> Log {
        let log = Log()
        layout.landingItemsHandler = { [weak fake] in log.calls.append(($0, fake?.contentOffset ?? .zero)) }
        return log
    }

    /// The cells the fake shows, in index order.
    private func shownItems(_ fake: FakeCollectionView) -> [IndexPath] {
        fake.visibleAttributes.filter { $0.representedElementCategory == .cell }.map(\.indexPath).sorted()
    }

    @Test("A fling in the gallery: the items shown where it rests, told once, before the content moves")
    func galleryFling() throws {
        let h = AdapterHarness(
            layout: JustifiedGalleryCollectionViewLayout(), size: CGSize(width: 375, height: 667), itemCounts: [80, 40]
        ) {
            JustifiedGalleryLayout().prepare(in: $0)
        }
        let log = listen(h.layout, h.fake)
        let start = h.fake.contentOffset
        let target = h.fake.beginFling(velocity: CGPoint(x: 0, y: 4))
        #expect(log.calls.count == 1 && log.calls.first?.offset == start, "told at the release")
        let before = shownItems(h.fake)
        h.fake.finishScrolling()
        #expect(h.fake.contentOffset == target && target.y > 1000)
        let told = try #require(log.calls.first).items
        #expect(told == shownItems(h.fake), "the items shown where it rests")
        #expect(!told.isEmpty && Set(told).isDisjoint(with: before), "a long fling lands on other items")
        #expect(log.calls.count == 1)
        // A drag released without velocity rests where it is: nothing to tell.
        h.fake.beginDrag()
        h.fake.drag(to: CGPoint(x: 0, y: 1500))
        h.fake.endDrag(velocity: .zero)
        h.fake.finishScrolling()
        #expect(log.calls.count == 1)
        // Up again, across the sections.
        h.fake.fling(velocity: CGPoint(x: 0, y: -2))
        #expect(log.calls.count == 2 && log.calls.last?.items == shownItems(h.fake))
    }

    @Test("A fling in the carousel: the landing page and its side items; a release between pages snaps and tells")
    func carouselFling() throws {
        let configuration = try CarouselLayout.Configuration(sideItemScale: 0.8)
        let h = AdapterHarness(
            layout: CarouselCollectionViewLayout(configuration: configuration), size: CGSize(width: 390, height: 600),
            itemCounts: [30]
        ) {
            CarouselLayout(configuration: configuration).prepare(in: $0)
        }
        let log = listen(h.layout, h.fake)
        h.fake.fling(velocity: CGPoint(x: 3, y: 0))
        let told = try #require(log.calls.first).items
        #expect(told == shownItems(h.fake) && told.count == 3, "the centred item and a side item on each side")
        let centred = try #require(h.layout.centeredItem)
        #expect(told.contains(centred) && centred.item > 0)
        // Released between two pages without velocity, it snaps: that moves, so it tells.
        h.fake.beginDrag()
        h.fake.drag(to: CGPoint(x: h.fake.contentOffset.x + 70, y: 0))
        h.fake.endDrag(velocity: .zero)
        h.fake.finishScrolling()
        #expect(log.calls.count == 2 && log.calls.last?.items == shownItems(h.fake))
        // Released on a page, it rests there: nothing to tell.
        h.fake.beginDrag()
        h.fake.endDrag(velocity: .zero)
        #expect(log.calls.count == 2)
        // No handler, no question asked: the fling still snaps.
        h.layout.landingItemsHandler = nil
        h.fling(CGPoint(x: -2, y: 0), "without a handler")
        #expect(log.calls.count == 2)
    }
}
#endif
