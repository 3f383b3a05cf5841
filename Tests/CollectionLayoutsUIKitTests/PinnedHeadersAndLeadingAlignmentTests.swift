#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
@testable import CollectionLayoutsUIKit
import Foundation
import Testing
import UIKitStandIn

/// The gallery's pinned headers and the carousel's leading alignment through the adapters: the
/// header follows a fake scroll on the offset-only path, and a leading carousel's current item,
/// scroll to item and VoiceOver element are the item resting at the leading edge.
@Suite("Pinned headers and leading alignment through the adapters") @MainActor
struct PinnedHeadersAndLeadingAlignmentTests {
    @Test("A pinned header stays under the top inset while its section scrolls, moving only the offset")
    func pinnedHeaderFollowsTheScroll() throws {
        let configuration = try JustifiedGalleryLayout.Configuration(sectionHeadersPinToVisibleBounds: true)
        let h = AdapterHarness(
            layout: JustifiedGalleryCollectionViewLayout(configuration: configuration),
            size: CGSize(width: 375, height: 667), itemCounts: [12, 12],
            safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        ) { JustifiedGalleryLayout(configuration: configuration).prepare(in: $0) }
        let header = UICollectionView.elementKindSectionHeader
        // Section 1's header starts at 1667.5: section 0's header (62.5 tall) is pinned until 1605.
        for y in stride(from: -20.0, through: 3000, by: 97) {
            h.fake.scroll(to: CGPoint(x: 0, y: y))
            h.check("offset \(y)")
            let shown = h.fake.visibleAttributes.filter { $0.representedElementKind == header }
            let top = y + 20
            if top >= 0 && top <= 1605 {
                let first = try #require(shown.first { $0.indexPath.section == 0 }, "offset \(y)")
                #expect(first.frame.minY == top && first.zIndex == 1, "offset \(y): pinned under the inset")
            } else if top >= 1667.5 && top <= 2000 {
                let second = try #require(shown.first { $0.indexPath.section == 1 }, "offset \(y)")
                #expect(abs(second.frame.minY - top) < 1e-9, "offset \(y): the next section's header took its place")
            }
        }
        // Pushed away: at the end of section 0 its header's bottom meets the next header's top.
        h.fake.scroll(to: CGPoint(x: 0, y: 1630))
        let pushed = try #require(
            h.layout.layoutAttributesForSupplementaryView(ofKind: header, at: IndexPath(item: 0, section: 0)))
        #expect(pushed.frame.maxY == 1667.5)
        #expect(h.layout.fullPrepareCount == 1, "scrolling never prepared again")
        #expect(h.layout.actions.contains(.updateContentOffset), "each step only moved the engine's offset")
    }

    @Test("Without pinning the gallery's scroll invalidates nothing")
    func unpinnedHeadersCostNothing() {
        let h = AdapterHarness(
            layout: JustifiedGalleryCollectionViewLayout(), size: CGSize(width: 375, height: 667), itemCounts: [12, 12]
        ) {
            JustifiedGalleryLayout().prepare(in: $0)
        }
        for y in stride(from: 0.0, through: 2000, by: 250) { h.fake.scroll(to: CGPoint(x: 0, y: y)) }
        #expect(!h.layout.actions.contains(.updateContentOffset) && h.layout.fullPrepareCount == 1)
    }

    private func leading(
        _ direction: UIUserInterfaceLayoutDirection = .leftToRight, wraps: Bool = false
    ) throws -> (AdapterHarness, CarouselCollectionViewLayout) {
        let configuration = try CarouselLayout.Configuration(alignment: .leading, sideItemScale: 0.9, wraps: wraps)
        let layout = CarouselCollectionViewLayout(configuration: configuration)
        let h = AdapterHarness(
            layout: layout, size: CGSize(width: 390, height: 600), itemCounts: [10],
            contentInset: UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16), layoutDirection: direction
        ) { CarouselLayout(configuration: configuration).prepare(in: $0) }
        return (h, layout)
    }

    /// The frame of the item at `item` where the fake shows it.
    private func shownFrame(_ h: AdapterHarness, _ item: Int) throws -> CGRect {
        try #require(
            h.fake.visibleAttributes.first {
                $0.indexPath == IndexPath(item: item, section: 0) && $0.representedElementKind == nil
            }
        ).frame
    }

    @Test(
        "Leading: scroll to item rests its leading edge on the inset; the current item is that one",
        arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func scrollToItemRestsAtTheLeadingEdge(_ direction: UIUserInterfaceLayoutDirection) throws {
        let (h, layout) = try leading(direction)
        for item in [3, 0, 9, 6] {
            layout.scrollToItem(at: IndexPath(item: item, section: 0), animated: item % 2 == 0)
            h.fake.finishScrolling()
            h.check("item \(item)")
            let frame = try shownFrame(h, item)
            let x = h.fake.contentOffset.x
            if direction == .leftToRight {
                #expect(frame.minX == x + 16, "item \(item): leading edge on the left inset")
            } else {
                #expect(frame.maxX == x + 390 - 16, "item \(item): leading edge on the right inset")
            }
            #expect(layout.centeredItem == IndexPath(item: item, section: 0), "item \(item)")
            #expect(h.layout.preparedLayout?.centeredItem(at: h.fake.contentOffset) == ElementIndex(0, item))
        }
    }

    @Test("Leading: a fling rests an item on the leading edge and reports it as the current item")
    func flingsReportTheItemAtTheLeadingEdge() async throws {
        let (h, layout) = try leading()
        let log = CenteredLog()
        layout.centeredItemDidChange = { log.items.append($0) }
        await FakeCollectionView.nextRunLoopTurn()
        for velocity in [1.5, 4, -0.5, 0.2] {
            h.fling(CGPoint(x: velocity, y: 0), "velocity \(velocity)")
            await FakeCollectionView.nextRunLoopTurn()
            let current = try #require(layout.centeredItem)
            #expect(try shownFrame(h, current.item).minX == h.fake.contentOffset.x + 16, "velocity \(velocity)")
            #expect(log.items.last == current, "velocity \(velocity): reported")
        }
        // The last item can rest at the leading edge too.
        layout.scrollToItem(at: IndexPath(item: 9, section: 0), animated: false)
        h.fake.fling(velocity: CGPoint(x: 5, y: 0))
        #expect(layout.centeredItem == IndexPath(item: 9, section: 0))
        #expect(try shownFrame(h, 9).minX == h.fake.contentOffset.x + 16)
    }

    @Test("Leading: VoiceOver's adjustable element says and moves to the item at the leading edge")
    func voiceOverAdjustsTheLeadingItem() throws {
        UIAccessibility.isReduceMotionEnabled = false
        let (h, layout) = try leading(wraps: true)
        layout.accessibilityLabelForItem = { "Card \($0.item + 1)" }
        layout.providesAccessibilityElements = true
        h.fake.contentOffset = try #require(layout.startingContentOffset(centering: IndexPath(item: 9, section: 0)))
        h.fake.performLayoutPass()
        let element = try #require(h.fake.accessibilityElements?.first as? UIAccessibilityElement)
        #expect(element.accessibilityLabel == "Card 10" && element.accessibilityValue == "10 of 10")
        element.accessibilityIncrement()
        h.fake.finishScrolling()
        #expect(layout.centeredItem == IndexPath(item: 0, section: 0), "wraps to the first")
        #expect(element.accessibilityLabel == "Card 1" && element.accessibilityValue == "1 of 10")
        #expect(try shownFrame(h, 0).minX == h.fake.contentOffset.x + 16)
        element.accessibilityDecrement()
        h.fake.finishScrolling()
        #expect(layout.centeredItem == IndexPath(item: 9, section: 0) && element.accessibilityValue == "10 of 10")
    }

    /// The items `centeredItemDidChange` reported.
    @MainActor final class CenteredLog {
        var items: [IndexPath?] = []
    }
}
#endif
