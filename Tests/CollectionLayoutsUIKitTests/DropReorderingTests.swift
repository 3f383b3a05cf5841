#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
import LayoutFuzzing
@testable import CollectionLayoutsUIKit
import Foundation
import Testing
import UIKitStandIn

/// Reordering by drag and drop (`UICollectionViewDragDelegate` and `UICollectionViewDropDelegate`
/// with a local drag) through the fake collection view, which makes the delegates' calls Apple
/// documents and none to the layout during the session (what UIKit asks the layout while the gap
/// opens is not documented: `FakeCollectionView+Drop.swift`). The app's drop is a batch update
/// with a move (``DropReorderingApp``): after it the layout is the engine's fresh prepare of the
/// moved data, and the moved item travels from its old place to its new one.
@Suite("Drag and drop reordering: a drop is a move the layouts animate") @MainActor
struct DropReorderingTests {
    /// A harness for `layout` (its engine `engine`) with one section of `sizes`, and the app's
    /// drag-and-drop reordering installed; the moves dropped are appended to the returned list.
    static func harness(
        _ layout: EngineCollectionViewLayout, engine: any CollectionLayout, sizes: [CGSize],
        size: CGSize = CGSize(width: 390, height: 600)
    ) -> (AdapterHarness, ReorderingData, DropLog) {
        let (h, data) = InteractiveMovementTests.harness(layout, engine: engine, sizes: sizes, size: size)
        let log = DropLog()
        DropReorderingApp.install(
            on: h.fake, layout: h.layout, object: { $0.item < data.data.count ? $0.item : nil },
            move: { source, target in
                data.data.insert(data.data.remove(at: source.item), at: target.item)
                data.shown = data.data
                return [data.data.count]
            },
            dropped: { log.moves.append(($0, $1)) })
        return (h, data, log)
    }

    /// The drops an app made, in order.
    @MainActor
    final class DropLog {
        var moves: [(source: IndexPath, target: IndexPath)] = []
    }

    @Test("One drop in the documented order: enter, update, perform (a batch update), end; no layout call before")
    func callsInOrder() throws {
        let (h, data, log) = Self.harness(
            SessionConfiguration.standard(.grid).style.adapterStyle.makeLayout(),
            engine: LayoutKind.grid.standardLayout, sizes: Array(repeating: CGSize(width: 50, height: 50), count: 30))
        let item0 = IndexPath(item: 0, section: 0), item5 = IndexPath(item: 5, section: 0)
        let old0 = try #require(h.expected.attributes(for: ElementIndex(0, 0)))
        let slot5 = try #require(h.layout.layoutAttributesForItem(at: item5)).center
        let moved = data.data[0]
        h.fake.clearEvents()
        #expect(h.fake.beginDragSession(at: item0))
        #expect(h.fake.hasActiveDrag && !h.fake.hasActiveDrop)
        #expect(!h.fake.beginDragSession(at: item5), "one session at a time")
        h.fake.updateDropSession(at: slot5)
        #expect(h.fake.hasActiveDrop && h.fake.dropDestinationIndexPath == item5)
        #expect(h.fake.events.isEmpty, "the fake asks the layout nothing while the finger moves (undocumented)")
        let coordinator = try #require(h.fake.endDragSession())
        #expect(h.fake.dropDelegateEvents == [.enter, .update(item5), .performDrop, .end])
        #expect(!h.fake.hasActiveDrag && !h.fake.hasActiveDrop)
        #expect(coordinator.destinationIndexPath == item5)
        #expect(coordinator.proposal == .init(operation: .move, intent: .insertAtDestinationIndexPath))
        #expect(coordinator.drops.map(\.indexPath) == [item5] && coordinator.drops[0].afterBatchUpdate)
        #expect(log.moves.map(\.target) == [item5])
        #expect(data.data[5] == moved)
        #expect(InteractiveMovementTests.difference(h, from: h.expected) == nil, "a fresh prepare of the moved data")
        let after = try #require(h.expected.attributes(for: ElementIndex(0, 5)))
        #expect(coordinator.drops[0].frame == after.frame, "the item is dropped onto its cell")
        let askedArriving = try #require(h.fake.updateAnimation(.appearing, at: item5))
        let arriving = try #require(askedArriving)
        #expect(arriving.frame == old0.frame && arriving.alpha == 1, "from its old place")
        let askedLeaving = try #require(h.fake.updateAnimation(.disappearing, at: item0))
        let leaving = try #require(askedLeaving)
        #expect(leaving.frame == after.frame && leaving.alpha == 1, "to its new place")
    }

    @Test("The end of the section is the last place; a drop outside the view performs nothing")
    func endOfSectionAndOutside() throws {
        let sizes = (0..<12).map { CGSize(width: 40 + CGFloat($0) * 7, height: 60) }
        let (h, data, log) = Self.harness(
            JustifiedGalleryCollectionViewLayout(configuration: .photos),
            engine: JustifiedGalleryLayout(configuration: .photos), sizes: sizes)
        let item2 = IndexPath(item: 2, section: 0)
        let centre = try #require(h.layout.layoutAttributesForItem(at: item2)).center
        #expect(h.fake.beginDragSession(at: item2))
        h.fake.updateDropSession(at: centre, destinationIndexPath: IndexPath(item: 12, section: 0))
        h.fake.endDragSession()
        #expect(log.moves.map(\.target) == [IndexPath(item: 11, section: 0)])
        #expect(data.data[11] == sizes[2])
        #expect(InteractiveMovementTests.difference(h, from: h.expected) == nil)
        // Out of the view: the session exits, no drop is performed, the end is still told.
        let told = h.fake.dropDelegateEvents.count
        #expect(h.fake.beginDragSession(at: item2))
        h.fake.updateDropSession(at: centre)
        h.fake.updateDropSession(at: CGPoint(x: -50, y: -50))
        #expect(h.fake.endDragSession() == nil)
        #expect(Array(h.fake.dropDelegateEvents.dropFirst(told)) == [.enter, .update(item2), .exit, .end])
        #expect(log.moves.count == 1)
    }

    // MARK: Property

    /// For random data, bounds, offsets, lifted items and fingers in every layout: after each drop
    /// the layout is the engine's fresh prepare of the moved data, the item was dropped onto its
    /// cell after the app's batch update, and the update moved it from its old place (appearing)
    /// and its old place to its new one (disappearing). The user's place across the drop is the
    /// sessions' `placeKeptAcrossUpdates`.
    @Test(arguments: LayoutKind.allCases)
    func everyDropIsAFreshPrepareOfTheMovedData(kind: LayoutKind) {
        Self.checkRandomDrops(
            "\(kind)", maximumItems: min(kind.maximumItems, 70),
            seed: 0xD80B_0037 &+ UInt64(LayoutKind.allCases.firstIndex(of: kind) ?? 0)
        ) { (SessionConfiguration.standard(kind).style.adapterStyle.makeLayout(), kind.standardLayout) }
    }

    /// Random drops for the layouts `make` makes, checked as
    /// ``everyDropIsAFreshPrepareOfTheMovedData(kind:)`` says.
    static func checkRandomDrops(
        _ kind: String, maximumItems: Int, seed: UInt64,
        make: () -> (EngineCollectionViewLayout, any CollectionLayout)
    ) {
        var random = SeededGenerator(seed: seed)
        var moved = 0
        for round in 0..<40 {
            let sizes = InteractiveMovementTests.randomSizes(maximumItems: maximumItems, using: &random)
            let count = sizes.count
            let (layout, engine) = make()
            let (h, _, log) = harness(
                layout, engine: engine, sizes: sizes,
                size: InteractiveMovementTests.roundBounds.randomElement(using: &random)!)
            guard let lifted = InteractiveMovementTests.scrollAnywhereAndPickACell(h.fake, using: &random) else {
                continue
            }
            let what = "\(kind) round \(round), \(count) items, lifting \(lifted.item)"
            let before = h.expected
            guard h.fake.beginDragSession(at: lifted) else {
                Issue.record("\(what): the drag was refused")
                return
            }
            let visible = h.fake.bounds
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                h.fake.updateDropSession(
                    at: CGPoint(
                        x: .random(in: visible.minX...visible.maxX - 1, using: &random),
                        y: .random(in: visible.minY...visible.maxY - 1, using: &random)))
            }
            let coordinator = h.fake.endDragSession()
            guard let (source, target) = log.moves.last else {
                Issue.record("\(what): no drop (\(coordinator == nil ? "not performed" : "no target"))")
                return
            }
            if let difference = InteractiveMovementTests.difference(h, from: h.expected) {
                Issue.record("\(what), dropped at \(target.item): \(difference)")
                return
            }
            guard source != target else { continue }
            moved += 1
            let after = h.expected
            let drop = coordinator?.drops.last
            if drop?.indexPath != target || drop?.afterBatchUpdate != true {
                Issue.record("\(what): the item was not dropped at \(target.item) after the batch update")
            }
            let old = before.attributes(for: ElementIndex(0, source.item))
            let new = after.attributes(for: ElementIndex(0, target.item))
            if case .some(let arriving?) = h.fake.updateAnimation(.appearing, at: target),
                arriving.center != old?.center || arriving.size != old?.size
            {
                Issue.record("\(what): appears at \(arriving.frame), its old place \(old?.frame ?? .null)")
            }
            if case .some(let leaving?) = h.fake.updateAnimation(.disappearing, at: source),
                leaving.center != new?.center || leaving.size != new?.size
            {
                Issue.record("\(what): leaves for \(leaving.frame), its new place \(new?.frame ?? .null)")
            }
        }
        #expect(moved > 10, "\(kind): the drops moved items (\(moved) drops)")
    }
}
#endif
