#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
@testable import CollectionLayoutsUIKit
import Foundation
import Testing
import UIKitStandIn

@Suite("CarouselCollectionViewLayout") @MainActor
struct CarouselCollectionViewLayoutTests {
    private func harness(
        _ configuration: CarouselLayout.Configuration = .standard, itemCounts: [Int] = [12, 0, 5],
        size: CGSize = CGSize(width: 390, height: 600), contentOffset: CGPoint = .zero,
        layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
    ) -> AdapterHarness {
        AdapterHarness(
            CarouselCollectionViewLayout(configuration: configuration), size: size, itemCounts: itemCounts,
            contentOffset: contentOffset, layoutDirection: layoutDirection)
    }

    private func carousel(_ h: AdapterHarness) throws -> CarouselCollectionViewLayout {
        try #require(h.layout as? CarouselCollectionViewLayout)
    }

    @Test func plainItemsScrollWithoutInvalidating() {
        let h = harness()
        h.check("first pass")
        for x in stride(from: 0, through: 4000, by: 61) {
            h.fake.scroll(to: CGPoint(x: x, y: 0))
            h.check("offset \(x)")
        }
        #expect(h.layout.fullPrepareCount == 1)
        #expect(!h.fake.events.contains { if case .invalidationContext = $0 { true } else { false } })
    }

    @Test func sideItemsFollowTheOffsetWithoutPreparingAgain() throws {
        let configuration = try CarouselLayout.Configuration(sideItemScale: 0.8, sideItemAlpha: 0.5)
        let h = harness(configuration)
        for x in stride(from: -30, through: 4200, by: 47) {
            h.fake.scroll(to: CGPoint(x: x, y: 0))
            h.check("offset \(x)")
        }
        #expect(h.layout.fullPrepareCount == 1, "side items are the offset-dependent part")
        #expect(h.fake.events.contains(.invalidate(everything: false, dataSourceCounts: false)))
        #expect(h.fake.visibleAttributes.contains { $0.alpha < 1 && $0.transform.a < 1 })
    }

    @Test func theCollectionViewDeceleratesAtTheConfiguredRate() throws {
        let h = harness()
        #expect(h.fake.decelerationRate == .fast)
        let layout = try carousel(h)
        layout.configuration = try CarouselLayout.Configuration(decelerationRate: .normal)
        h.fake.performLayoutPass()
        #expect(h.fake.decelerationRate == .normal)
        #expect(layout.fullPrepareCount == 2)
    }

    @Test func flingsSnapToAnItem() throws {
        let h = harness()
        let layout = try carousel(h)
        for velocity in [0.5, 2, 0.1, -0.4, -6, 9, 0] {
            let target = h.fling(CGPoint(x: velocity, y: 0), "velocity \(velocity)")
            let centred = try #require(layout.centeredItem)
            #expect(layout.contentOffset(centering: centred) == target, "rests with \(centred) centred")
        }
        #expect(layout.fullPrepareCount == 1)
    }

    @Test func cappedFlingsMoveOneItem() throws {
        let h = harness(try CarouselLayout.Configuration(maximumItemsPerFling: 1))
        h.fling(CGPoint(x: 8, y: 0), "capped")
        #expect(try carousel(h).centeredItem == IndexPath(item: 1, section: 0))
    }

    @Test func anEndlessCarouselStartsInTheMiddleAndKeepsGoing() throws {
        let configuration = try CarouselLayout.Configuration(wraps: true)
        let h = harness(configuration, itemCounts: [7])
        let layout = try carousel(h)
        let start = try #require(layout.startingContentOffset(centering: IndexPath(item: 2, section: 0)))
        h.fake.scroll(to: start)
        #expect(layout.centeredItem == IndexPath(item: 2, section: 0))
        h.check("middle cycle")
        for step in 1...40 {
            h.fake.scroll(to: CGPoint(x: start.x - CGFloat(step) * 97, y: 0))
            h.check("step \(step)")
        }
        h.fling(CGPoint(x: -5, y: 0), "backwards past item 0")
        h.fling(CGPoint(x: 7, y: 0), "forwards")
        #expect(layout.fullPrepareCount == 1, "the window of slots is the offset-dependent part")
    }

    @Test func rotationAndDataChangesPrepareAgain() throws {
        let h = harness(
            try CarouselLayout.Configuration(itemSize: .fractionOfBounds(width: 0.7, height: 0.5), sideItemScale: 0.9))
        h.fling(CGPoint(x: 1, y: 0), "before rotating")
        h.fake.resize(to: CGSize(width: 844, height: 390))
        h.check("landscape", prepares: 2)
        h.reload([2], "two items")
        h.fling(CGPoint(x: -1, y: 0), "after the data change")
        h.reload([], "no items")
        #expect(h.layout.collectionViewContentSize == .zero)
        #expect(try carousel(h).centeredItem == nil)
    }

    @Test func rightToLeftAndVertical() throws {
        let rtl = harness(try CarouselLayout.Configuration(sideItemAlpha: 0.3), layoutDirection: .rightToLeft)
        rtl.check("right to left")
        let end = rtl.layout.collectionViewContentSize.width - 390
        rtl.fake.scroll(to: CGPoint(x: end, y: 0))
        #expect(try carousel(rtl).centeredItem == IndexPath(item: 0, section: 0), "item 0 is on the right")
        rtl.fling(CGPoint(x: -2, y: 0), "towards later items")
        let vertical = harness(
            try CarouselLayout.Configuration(
                itemSize: .absolute(CGSize(width: 300, height: 200)), scrollAxis: .vertical,
                sideItemScale: 0.7))
        for y in stride(from: 0, through: 2500, by: 133) {
            vertical.fake.scroll(to: CGPoint(x: 0, y: y))
            vertical.check("offset \(y)")
        }
        vertical.fling(CGPoint(x: 0, y: 3), "down")
    }
}
#endif
