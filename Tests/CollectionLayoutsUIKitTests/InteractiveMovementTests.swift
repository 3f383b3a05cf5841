#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
import LayoutFuzzing
@testable import CollectionLayoutsUIKit
import Foundation
import Testing
import UIKitStandIn

/// The data of a reordering test: the app's sizes in the data's order, which the data source moves
/// at the end, and the order the user sees, which the test keeps itself (an array's move).
@MainActor
final class ReorderingData {
    /// The app's sizes, by item, in the data's order: what `itemSizeProvider` answers.
    var data: [CGSize]
    /// The sizes in the order shown while the finger moves.
    var shown: [CGSize]

    init(_ sizes: [CGSize]) {
        data = sizes
        shown = sizes
    }

    /// The shown order for the item of the data at `source` shown at `target`.
    func show(movingFrom source: Int, to target: Int) {
        shown = data
        shown.insert(shown.remove(at: source), at: target)
    }
}

/// UIKit's interactive movement through the fake collection view, for all five layouts: every
/// layout shown while the finger moves is the engine's fresh prepare of the items in their new
/// order, each with its own size.
@Suite("Interactive movement: the layout shows the items in their new order") @MainActor
struct InteractiveMovementTests {
    /// A harness for `kind`'s standard layout with one section of `sizes`: the layout asks the data
    /// for sizes, the harness's engine gets the shown order's.
    static func harness(
        _ kind: LayoutKind, sizes: [CGSize], size: CGSize = CGSize(width: 390, height: 600)
    ) -> (AdapterHarness, ReorderingData) {
        harness(
            SessionConfiguration.standard(kind).style.adapterStyle.makeLayout(), engine: kind.standardLayout,
            sizes: sizes, size: size)
    }

    /// A harness for `layout`, whose engine layout is `engine`, as ``harness(_:sizes:size:)``.
    static func harness(
        _ layout: EngineCollectionViewLayout, engine: any CollectionLayout, sizes: [CGSize],
        size: CGSize = CGSize(width: 390, height: 600)
    ) -> (AdapterHarness, ReorderingData) {
        let data = ReorderingData(sizes)
        layout.itemSizeProvider = { data.data[$0.item] }
        let h = AdapterHarness(
            layout: layout, size: size, itemCounts: [sizes.count], sizes: { data.shown[$0.item] }
        ) { engine.prepare(in: $0) }
        h.fake.moveItem = { source, destination in
            data.data.insert(data.data.remove(at: source.item), at: destination.item)
        }
        return (h, data)
    }

    /// The first way the fake's layout pass differs from `expected`'s elements in the bounds, or nil.
    static func difference(_ h: AdapterHarness, from expected: any PreparedLayout) -> String? {
        if h.fake.lastContentSize != expected.contentSize {
            return "content size \(h.fake.lastContentSize), engine \(expected.contentSize)"
        }
        let want = expected.elements(in: h.fake.bounds), got = h.fake.visibleAttributes
        if want.count != got.count { return "\(got.count) elements, engine \(want.count)" }
        for (a, e) in zip(got, want)
        where a.indexPath != IndexPath(item: e.index.item, section: e.index.section) || a.center != e.center
            || a.size != e.size || a.zIndex != e.zIndex
        {
            return "\(a.indexPath) at \(a.frame), engine \(e.index) at \(e.frame)"
        }
        return nil
    }

    // MARK: Exact cases

    @Test("A move in UIKit's order: target, context, a prepare with the new order, the moving item")
    func callsInUIKitsOrder() throws {
        let (h, data) = Self.harness(.grid, sizes: Array(repeating: CGSize(width: 50, height: 50), count: 30))
        let item0 = IndexPath(item: 0, section: 0), item2 = IndexPath(item: 2, section: 0)
        let slot2 = try #require(h.layout.layoutAttributesForItem(at: item2)).center
        let slot0 = try #require(h.layout.layoutAttributesForItem(at: item0)).center
        #expect(h.fake.beginInteractiveMovementForItem(at: item0))
        #expect(!h.fake.beginInteractiveMovementForItem(at: item2), "one movement at a time")
        let prepares = h.layout.fullPrepareCount
        h.fake.clearEvents()
        h.fake.updateInteractiveMovementTargetPosition(slot2)
        #expect(
            h.fake.events == [
                .targetIndexPathForMoving(item0, position: slot2, answer: item2),
                .invalidationContextForMoving(targets: [item2], previous: [item0], position: slot2),
                .invalidate(everything: false, dataSourceCounts: false),
                .prepare, .contentSize, .elements(in: h.fake.bounds),
                .movingItemAttributes(item2, position: slot2),
            ])
        #expect(h.layout.fullPrepareCount == prepares + 1)
        #expect(h.fake.interactivelyMovingIndexPath == item2)
        data.show(movingFrom: 0, to: 2)
        #expect(Self.difference(h, from: h.expected) == nil)
        // The finger moves within the same place: only the moving item follows it.
        let nearby = CGPoint(x: slot2.x + 3, y: slot2.y + 4)
        h.fake.updateInteractiveMovementTargetPosition(nearby)
        #expect(h.layout.fullPrepareCount == prepares + 1, "the same place prepares nothing")
        let moving = try #require(h.fake.interactivelyMovingItemAttributes())
        #expect(moving.indexPath == item2 && moving.center == nearby && moving.zIndex == Int(Int32.max))
        #expect(moving.size == h.layout.layoutAttributesForItem(at: item2)?.size)
        h.fake.clearEvents()
        h.fake.endInteractiveMovement()
        #expect(
            h.fake.events.prefix(2) == [
                .invalidationContextForEndingMovement(final: [item2], previous: [item2], cancelled: false),
                .invalidate(everything: false, dataSourceCounts: false),
            ])
        #expect(!h.fake.isMovingInteractively)
        #expect(h.layout.state.interactiveMove == nil)
        #expect(h.layout.layoutAttributesForItem(at: item0)?.center == slot0)
        #expect(Self.difference(h, from: h.expected) == nil)
    }

    @Test("Sizes follow their items: a wide photo moved to the third place is wide there")
    func sizesFollowTheirItems() throws {
        let wide = CGSize(width: 300, height: 100), square = CGSize(width: 100, height: 100)
        let (h, data) = Self.harness(
            JustifiedGalleryCollectionViewLayout(configuration: .photos),
            engine: JustifiedGalleryLayout(configuration: .photos),
            sizes: [wide, square, square, square, square, square])
        let item0 = IndexPath(item: 0, section: 0), item2 = IndexPath(item: 2, section: 0)
        func aspect(_ path: IndexPath) -> CGFloat {
            guard let size = h.layout.layoutAttributesForItem(at: path)?.size else { return 0 }
            return size.width / size.height
        }
        #expect(abs(aspect(item0) - 3) < 1e-9 && abs(aspect(item2) - 1) < 1e-9)
        let slot2 = try #require(h.layout.layoutAttributesForItem(at: item2)).center
        h.fake.beginInteractiveMovementForItem(at: item0)
        h.fake.updateInteractiveMovementTargetPosition(slot2)
        #expect(h.fake.interactivelyMovingIndexPath == item2)
        #expect(abs(aspect(item2) - 3) < 1e-9, "the wide photo is shown third, still wide")
        #expect(abs(aspect(item0) - 1) < 1e-9)
        #expect(data.data[0] == wide, "the data moves only at the end")
        data.show(movingFrom: 0, to: 2)
        #expect(Self.difference(h, from: h.expected) == nil)
        h.fake.cancelInteractiveMovement()
        #expect(data.data[0] == wide, "a cancelled movement moves no data")
        data.shown = data.data
        #expect(abs(aspect(item0) - 3) < 1e-9, "back where it was")
        #expect(Self.difference(h, from: h.expected) == nil)
        #expect(
            h.fake.events.contains(
                .invalidationContextForEndingMovement(final: [item0], previous: [item2], cancelled: true)))
    }

    @Test("A target the delegate turns to an index path the data lacks leaves the item where it is")
    func badDelegateTarget() throws {
        let (h, _) = Self.harness(.carousel, sizes: Array(repeating: CGSize(width: 80, height: 80), count: 10))
        h.fake.targetIndexPathForMove = { _, _ in IndexPath(item: 40, section: 3) }
        let item1 = IndexPath(item: 1, section: 0)
        #expect(h.fake.beginInteractiveMovementForItem(at: item1))
        h.fake.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 10))
        #expect(h.fake.interactivelyMovingIndexPath == item1)
        #expect(h.layout.state.interactiveMove?.target == ElementIndex(0, 1))
        #expect(!h.fake.beginInteractiveMovementForItem(at: IndexPath(item: 10, section: 0)))
        h.fake.endInteractiveMovement()
        #expect(Self.difference(h, from: h.expected) == nil)
    }

    // MARK: Property

    /// For random data, bounds and fingers in every layout: after each position the layout shown
    /// is the engine's fresh prepare of the data with the item moved where the fake shows it, the
    /// moving item is under the finger; after the end (the data moved) or a cancel (it did not),
    /// the fresh prepare of the data.
    @Test(arguments: LayoutKind.allCases)
    func everyIntermediateLayoutIsAFreshPrepareOfThePermutedItems(kind: LayoutKind) {
        Self.checkRandomMoves(
            "\(kind)", maximumItems: min(kind.maximumItems, 70),
            seed: 0x5EED_0037 &+ UInt64(LayoutKind.allCases.firstIndex(of: kind) ?? 0)
        ) { (SessionConfiguration.standard(kind).style.adapterStyle.makeLayout(), kind.standardLayout) }
    }

    /// The same for the gallery in its aspect-ratio mode, where every item's width comes from its
    /// size (in the standard width-range mode the widths are the layout's own, by place).
    @Test func everyIntermediateGalleryOfAspectRatiosIsAFreshPrepareOfThePermutedItems() {
        Self.checkRandomMoves("gallery of aspect ratios", maximumItems: 70, seed: 0x5EED_0137) {
            (
                JustifiedGalleryCollectionViewLayout(configuration: .photos),
                JustifiedGalleryLayout(configuration: .photos)
            )
        }
    }

    /// The bounds a random round of moves (or drops) draws from.
    static let roundBounds = [
        CGSize(width: 390, height: 600), CGSize(width: 600, height: 390), CGSize(width: 320, height: 480),
    ]

    /// A random round's item sizes: 1 to `maximumItems` items, each side 20 to 240 points.
    static func randomSizes(maximumItems: Int, using random: inout SeededGenerator) -> [CGSize] {
        let count = Int.random(in: 1...maximumItems, using: &random)
        return (0..<count).map { _ in
            CGSize(width: .random(in: 20...240, using: &random), height: .random(in: 20...240, using: &random))
        }
    }

    /// Scrolls `fake` to a random offset within its content and returns a random cell shown
    /// there, nil when none is.
    static func scrollAnywhereAndPickACell(
        _ fake: FakeCollectionView, using random: inout SeededGenerator
    )
        -> IndexPath?
    {
        let high = fake.clampedContentOffset(CGPoint(x: 1e9, y: 1e9), contentSize: fake.lastContentSize)
        fake.setContentOffset(
            CGPoint(
                x: .random(in: 0...max(high.x, 0), using: &random), y: .random(in: 0...max(high.y, 0), using: &random)),
            animated: false)
        let cells = fake.visibleAttributes.filter { $0.representedElementCategory == .cell }
        return cells.randomElement(using: &random)?.indexPath
    }

    /// Random data, bounds, lifted items, fingers and ends for the layouts `make` makes (the UIKit
    /// layout and its engine layout), checked as
    /// ``everyIntermediateLayoutIsAFreshPrepareOfThePermutedItems(kind:)`` says.
    static func checkRandomMoves(
        _ kind: String, maximumItems: Int, seed: UInt64,
        make: () -> (EngineCollectionViewLayout, any CollectionLayout)
    ) {
        var random = SeededGenerator(seed: seed)
        var moved = 0
        for round in 0..<40 {
            let sizes = InteractiveMovementTests.randomSizes(maximumItems: maximumItems, using: &random)
            let count = sizes.count
            let (layout, engine) = make()
            let (h, data) = harness(
                layout, engine: engine, sizes: sizes,
                size: InteractiveMovementTests.roundBounds.randomElement(using: &random)!)
            guard let lifted = InteractiveMovementTests.scrollAnywhereAndPickACell(h.fake, using: &random) else {
                continue
            }
            let what = "\(kind) round \(round), \(count) items, lifting \(lifted.item)"
            guard h.fake.beginInteractiveMovementForItem(at: lifted) else {
                Issue.record("\(what): the begin was refused")
                return
            }
            for step in 0..<Int.random(in: 1...6, using: &random) {
                let visible = h.fake.bounds
                let finger = CGPoint(
                    x: .random(in: visible.minX - 40...visible.maxX + 40, using: &random),
                    y: .random(in: visible.minY - 40...visible.maxY + 40, using: &random))
                h.fake.updateInteractiveMovementTargetPosition(finger)
                guard let shownAt = h.fake.interactivelyMovingIndexPath else { return }
                if shownAt != lifted { moved += 1 }
                data.show(movingFrom: lifted.item, to: shownAt.item)
                if let difference = difference(h, from: h.expected) {
                    Issue.record("\(what), step \(step) (finger \(finger), shown at \(shownAt.item)): \(difference)")
                    return
                }
                let moving = h.fake.interactivelyMovingItemAttributes()
                let slot = h.layout.layoutAttributesForItem(at: shownAt)
                if moving?.center != finger || moving?.size != slot?.size || moving?.indexPath != shownAt {
                    Issue.record("\(what), step \(step): the moving item is not under the finger")
                    return
                }
            }
            if Bool.random(using: &random) {
                h.fake.endInteractiveMovement()
            } else {
                h.fake.cancelInteractiveMovement()
            }
            data.shown = data.data
            if let difference = difference(h, from: h.expected) {
                Issue.record("\(what), after the end: \(difference)")
                return
            }
        }
        #expect(moved > 10, "\(kind): the fingers moved items (\(moved) steps)")
    }
}
#endif
