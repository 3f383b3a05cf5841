#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
@testable import CollectionLayoutsUIKit
import Foundation
import Testing
import UIKitStandIn

/// Batch updates through the fake collection view, in UIKit's order (`prepare()`, then
/// `prepare(forCollectionViewUpdates:)`): inserts at the end update the engine layout in place,
/// anything else prepares afresh, and every answer equals a fresh engine prepare.
@Suite("Appends through batch updates") @MainActor
struct AppendUpdateTests {
    /// Diameters from 40 to 150 points; item 0 is the smallest, so appends never bring a smaller one.
    private static func bubble(_ indexPath: IndexPath) -> CGSize {
        CGSize(width: CGFloat(40 + (indexPath.item * 37) % 111), height: 1)
    }

    /// Photo sizes of aspect ratios 0.5 to 2.
    private static func photo(_ indexPath: IndexPath) -> CGSize {
        CGSize(width: CGFloat(50 + (indexPath.item * 53 + indexPath.section * 7) % 150), height: 100)
    }

    private func circles(_ counts: [Int], _ configuration: CirclePackLayout.Configuration) -> AdapterHarness {
        AdapterHarness(
            CirclePackCollectionViewLayout(configuration: configuration), size: CGSize(width: 390, height: 844),
            itemCounts: counts, contentOffset: CGPoint(x: 0, y: 400), sizes: Self.bubble)
    }

    private func gallery(_ counts: [Int], _ configuration: JustifiedGalleryLayout.Configuration) -> AdapterHarness {
        AdapterHarness(
            JustifiedGalleryCollectionViewLayout(configuration: configuration), size: CGSize(width: 1024, height: 768),
            itemCounts: counts, contentOffset: CGPoint(x: 0, y: 300), sizes: Self.photo)
    }

    /// Every element of the adapter's engine layout equals a fresh prepare's; with `prepares`, the
    /// engine layout has also been prepared afresh that many times in all.
    private func expectAllEqualFresh(_ h: AdapterHarness, _ comment: String, prepares: Int? = nil) {
        let fresh = h.expected
        let mine = h.layout.preparedLayout
        #expect(mine?.contentSize == fresh.contentSize, "\(comment): content size")
        #expect(mine?.allElements() == fresh.allElements(), "\(comment): every element")
        h.check(comment, prepares: prepares)
    }

    private func appendItems(_ h: AdapterHarness, section: Int, count: Int) {
        var counts = h.fake.itemCounts
        let paths = (counts[section]..<(counts[section] + count)).map { IndexPath(item: $0, section: section) }
        counts[section] += count
        h.fake.performBatchUpdates(itemCounts: counts, [.insertItems(paths)])
    }

    @Test("Circles: inserts at the end update in place, equal to a fresh prepare", arguments: [false, true])
    func circleAppends(dense: Bool) {
        let h = circles([20, 30], dense ? .dense : .standard)
        for (step, count) in [1, 7, 50, 3].enumerated() {
            appendItems(h, section: 1, count: count)
            expectAllEqualFresh(h, "append \(count) (step \(step))")
        }
        #expect(h.layout.fullPrepareCount == 1)
        #expect(h.layout.updatePrepareCount == 4)
        // Kept in place: the engine continued the packing instead of packing afresh.
        #expect((h.layout.preparedLayout as? PreparedCirclePack)?.itemsLaidOutLastTime == 4)
    }

    @Test("Gallery: inserts at the end and a new section update in place", arguments: [false, true])
    func galleryAppends(photos: Bool) {
        let h = gallery([40, 120], photos ? .photos : .standard)
        appendItems(h, section: 1, count: 50)
        expectAllEqualFresh(h, "append 50")
        appendItems(h, section: 1, count: 1)
        expectAllEqualFresh(h, "append 1")
        #expect(((h.layout.preparedLayout as? PreparedJustifiedGallery)?.itemsLaidOutLastTime ?? .max) < 40)
        h.fake.performBatchUpdates(itemCounts: h.fake.itemCounts + [12], [.insertSection(2)])
        expectAllEqualFresh(h, "a new section", prepares: 1)
        #expect(h.layout.updatePrepareCount == 3)
    }

    @Test("Deletes, moves, reloads and inserts before the end prepare afresh")
    func otherChangesPrepareAfresh() {
        let h = circles([20, 30], .standard)
        h.fake.performBatchUpdates(itemCounts: [20, 29], [.deleteItems([IndexPath(item: 29, section: 1)])])
        expectAllEqualFresh(h, "delete the last", prepares: 2)
        h.fake.performBatchUpdates(itemCounts: [21, 29], [.insertItems([IndexPath(item: 20, section: 0)])])
        expectAllEqualFresh(h, "insert at the end of a section before the last", prepares: 3)
        h.fake.performBatchUpdates(itemCounts: [21, 30], [.insertItems([IndexPath(item: 5, section: 1)])])
        expectAllEqualFresh(h, "insert in the middle", prepares: 4)
        h.fake.performBatchUpdates(itemCounts: [21, 30], [.reloadItems([IndexPath(item: 3, section: 1)])])
        expectAllEqualFresh(h, "reload", prepares: 5)
        h.fake.performBatchUpdates(
            itemCounts: [21, 30], [.moveItem(from: IndexPath(item: 0, section: 1), to: IndexPath(item: 29, section: 1))]
        )
        expectAllEqualFresh(h, "move", prepares: 6)
        // A reload of the data is not a batch update: afresh as always.
        h.fake.reloadData(itemCounts: [21, 40])
        expectAllEqualFresh(h, "reloadData", prepares: 7)
        // And appends after all that update in place again.
        appendItems(h, section: 1, count: 5)
        expectAllEqualFresh(h, "append after", prepares: 7)
    }

    @Test("The fake calls the layout in UIKit's order for a batch update")
    func batchUpdateOrder() {
        let h = circles([5], .standard)
        h.fake.clearEvents()
        h.fake.performBatchUpdates(itemCounts: [6], [.insertItems([IndexPath(item: 5, section: 0)])])
        let events = h.fake.events
        #expect(events.first == .invalidate(everything: false, dataSourceCounts: true))
        let prepare = events.firstIndex(of: .prepare),
            updates = events.firstIndex { if case .prepareForUpdates = $0 { true } else { false } }
        #expect(prepare != nil && updates != nil && prepare! < updates!)
        let finalize = events.firstIndex(of: .finalizeUpdates)
        #expect(finalize != nil && updates != nil && updates! < finalize!)
        #expect(events.filter { $0 == .prepare }.count == 1)
    }

    /// Counts the sizes an adapter asks its provider for.
    @MainActor private final class SizeCounter {
        var asked: [IndexPath] = []
    }

    @Test(
        "An append of 50 items asks 50 sizes; an update that is no append asks them all again",
        arguments: [LayoutKind.circles, .gallery])
    func appendsAskOnlyNewSizes(kind: LayoutKind) {
        let counter = SizeCounter()
        let h: AdapterHarness, size: (IndexPath) -> CGSize
        switch kind {
        case .circles: (h, size) = (circles([100], .standard), Self.bubble)
        case .gallery: (h, size) = (gallery([100], .photos), Self.photo)
        case .grid, .carousel, .wheel:
            Issue.record("\(kind) reads no item sizes: its sizes come from its configuration")
            return
        }
        h.layout.itemSizeProvider = {
            counter.asked.append($0)
            return size($0)
        }
        h.fake.layoutIfNeeded()
        #expect(counter.asked.count == 100, "the first layout asks every size once")
        counter.asked = []
        appendItems(h, section: 0, count: 50)
        #expect(counter.asked == (100..<150).map { IndexPath(item: $0, section: 0) }, "only the new items' sizes")
        expectAllEqualFresh(h, "after the append")
        counter.asked = []
        h.fake.performBatchUpdates(itemCounts: [149], [.deleteItems([IndexPath(item: 0, section: 0)])])
        #expect(counter.asked.count == 149, "a delete is no append: every size is asked again, once")
        expectAllEqualFresh(h, "after the delete")
    }
}
#endif
