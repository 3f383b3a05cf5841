@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutFuzzing
import Testing

/// `landingItems(proposed:velocity:current:)`: the items on screen where a fling rests, known at
/// release.
@Suite("Landing items")
struct LandingItemsTests {
    /// The cells a fresh prepare of `layout` at `offset` shows in its visible rect.
    static func visibleCells(
        _ layout: any CollectionLayout, _ environment: LayoutEnvironment, at offset: CGPoint
    )
        -> [ElementIndex]
    {
        var moved = environment
        moved.contentOffset = offset
        let prepared = layout.prepare(in: moved)
        return prepared.elements(in: prepared.environment.visibleRect).filter { $0.kind == .cell }.map(\.index)
    }

    @Test("Carousel: a flick from item 0 lands on item 1 with its neighbours; a fast fling further")
    func carousel() {
        let environment = LayoutEnvironment(boundsSize: CGSize(width: 375, height: 420), itemCounts: [9])
        let c = CarouselLayout().prepare(in: environment)
        let flick = CGPoint(x: 0.5, y: 0)
        let proposed = ScrollPhysics.restingOffset(from: .zero, velocity: flick, rate: .fast)
        // Item 1 rests centred at 250: items 0 and 2 peek 62.5 points on each side.
        #expect(c.targetContentOffset(proposed: proposed, velocity: flick, current: .zero) == CGPoint(x: 250, y: 0))
        #expect(c.landingItems(proposed: proposed, velocity: flick, current: .zero).map(\.item) == [0, 1, 2])
        let fast = CGPoint(x: 5, y: 0)
        let far = ScrollPhysics.restingOffset(from: .zero, velocity: fast, rate: .fast)
        let target = c.targetContentOffset(proposed: far, velocity: fast, current: .zero)
        let page = Int(target.x / 250)
        #expect(page >= 2 && target.x == CGFloat(page) * 250)
        #expect(
            c.landingItems(proposed: far, velocity: fast, current: .zero).map(\.item) == [page - 1, page, page + 1])
        // What is on screen now is another matter.
        #expect(c.elements(in: c.environment.visibleRect).map(\.index.item) == [0, 1])
    }

    @Test("Wheel: the items upright and beside it at the resting angle, not where the wheel stands now")
    func wheel() {
        let environment = LayoutEnvironment(boundsSize: CGSize(width: 375, height: 667), itemCounts: [40])
        let layout = WheelLayout()
        let wheel = layout.prepare(in: environment)
        let velocity = CGPoint(x: 3, y: 0)
        let proposed = ScrollPhysics.restingOffset(from: .zero, velocity: velocity, rate: .normal)
        let target = wheel.targetContentOffset(proposed: proposed, velocity: velocity, current: .zero)
        let landing = wheel.landingItems(proposed: proposed, velocity: velocity, current: .zero)
        #expect(landing == Self.visibleCells(layout, environment, at: target))
        let upright = wheel.centeredItem(at: target)!
        #expect(landing.contains(upright) && upright.item > 5)
        // The wheel as it stands now has turned none of them into that rect.
        let stale = wheel.elements(in: CGRect(origin: target, size: environment.boundsSize)).map(\.index)
        #expect(stale != landing)
    }

    @Test("Gallery: the photos in the visible rect where the fling comes to rest, inside the content")
    func gallery() {
        let environment = LayoutEnvironment(boundsSize: CGSize(width: 1060, height: 800), itemCounts: [120, 80])
        let layout = JustifiedGalleryLayout()
        let gallery = layout.prepare(in: environment)
        let velocity = CGPoint(x: 0, y: 4)
        let proposed = ScrollPhysics.restingOffset(from: .zero, velocity: velocity, rate: .normal)
        let landing = gallery.landingItems(proposed: proposed, velocity: velocity, current: .zero)
        #expect(!landing.isEmpty && landing == Self.visibleCells(layout, environment, at: proposed))
        #expect(landing.first!.item > 10)
        // Past the end, the content's last screen.
        let beyond = gallery.landingItems(proposed: CGPoint(x: 0, y: 1e9), velocity: velocity, current: .zero)
        #expect(beyond.last == ElementIndex(1, 79))
        #expect(beyond == Self.visibleCells(layout, environment, at: gallery.contentOffsetBounds.max))
    }

    @Test("No items, or nonsense numbers: an empty or a finite answer, never a trap")
    func degenerate() {
        for target in LayoutFuzzTarget.all {
            let empty = target.standard.prepare(
                in: LayoutEnvironment(boundsSize: CGSize(width: 375, height: 667), itemCounts: []))
            #expect(empty.landingItems(proposed: .zero, velocity: CGPoint(x: 3, y: 3), current: .zero).isEmpty)
            let environment = LayoutEnvironment(boundsSize: CGSize(width: 375, height: 667), itemCounts: [30])
            let prepared = target.standard.prepare(in: environment)
            let nan = CGPoint(x: CGFloat.nan, y: CGFloat.nan)
            let answer = prepared.landingItems(proposed: nan, velocity: nan, current: nan)
            let rest = prepared.targetContentOffset(proposed: nan, velocity: nan, current: nan)
            #expect(answer == Self.visibleCells(target.standard, environment, at: rest), "\(target.name)")
        }
    }

    /// Every layout, both directions, seeded flings: the landing items are the cells a fresh
    /// prepare at the resting offset shows (the checker's promise, against a fresh prepare).
    @Test("Every layout: the cells visible at the resting offset, for any fling", arguments: 0..<8)
    func everyLayout(seed: UInt64) {
        var rng = SeededGenerator(seed: 0x1a4d &+ seed)
        for target in LayoutFuzzTarget.all {
            let environment = LayoutEnvironment(
                boundsSize: CGSize(
                    width: .random(in: 250...900, using: &rng), height: .random(in: 300...900, using: &rng)),
                contentInsets: LayoutInsets(top: .random(in: 0...50, using: &rng), left: 0, bottom: 0, right: 0),
                layoutDirection: Bool.random(using: &rng) ? .leftToRight : .rightToLeft,
                itemCounts: [Int.random(in: 1...80, using: &rng), Int.random(in: 0...40, using: &rng)],
                itemSizes: .cycle([CGSize(width: 60, height: 60), CGSize(width: 140, height: 90)]))
            let prepared = target.standard.prepare(in: environment)
            let (lo, hi) = prepared.contentOffsetBounds
            for _ in 0..<4 {
                let current = CGPoint(
                    x: .random(in: lo.x...hi.x, using: &rng), y: .random(in: lo.y...hi.y, using: &rng))
                let velocity = CGPoint(x: .random(in: -5...5, using: &rng), y: .random(in: -5...5, using: &rng))
                let proposed = ScrollPhysics.restingOffset(from: current, velocity: velocity, rate: .normal)
                let rest = prepared.targetContentOffset(proposed: proposed, velocity: velocity, current: current)
                #expect(
                    prepared.landingItems(proposed: proposed, velocity: velocity, current: current)
                        == Self.visibleCells(target.standard, environment, at: rest), "\(target.name), seed \(seed)")
            }
        }
    }
}
