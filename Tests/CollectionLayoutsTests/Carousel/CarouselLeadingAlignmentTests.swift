@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutFuzzing
import Testing

/// The carousel with `alignment: .leading`: items rest with their leading edge on the leading
/// content inset, and everything that rests (snapping, the current item, tap-to-centre, the start,
/// the side items, the endless window, VoiceOver's order) rests there.
@Suite("Carousel: leading alignment")
struct CarouselLeadingAlignmentTests {
    /// 100 × 100 items, 10 apart (a pitch of 110), resting at the leading edge.
    static func leading(
        wraps: Bool = false, sideItemScale: CGFloat = 1, scrollAxis: ScrollAxis = .horizontal,
        maximumItemsPerFling: Int? = nil, itemSize: CGSize = CGSize(width: 100, height: 100)
    ) throws -> CarouselLayout.Configuration {
        try .init(
            itemSize: .absolute(itemSize), spacing: 10, scrollAxis: scrollAxis, alignment: .leading,
            sideItemScale: sideItemScale, wraps: wraps, maximumItemsPerFling: maximumItemsPerFling)
    }

    static let bounds = CGSize(width: 300, height: 100)

    @Test("Exact frames: item k at 110k, half an item of room before item 0, the room after the last to rest it")
    func frames() throws {
        let c = carousel(try Self.leading(), bounds: Self.bounds, counts: [5])
        // 50 before the first centre, 4 × 110, and 300 − 50 after the last.
        #expect(c.contentSize == CGSize(width: 740, height: 100))
        for k in 0..<5 {
            #expect(
                c.attributes(for: ElementIndex(0, k))?.frame
                    == CGRect(x: 110 * CGFloat(k), y: 0, width: 100, height: 100))
            #expect(c.contentOffset(centering: ElementIndex(0, k)) == CGPoint(x: 110 * CGFloat(k), y: 0))
            #expect(c.centeredItem(at: CGPoint(x: 110 * CGFloat(k), y: 0)) == ElementIndex(0, k))
        }
        #expect(c.startingContentOffset(centering: ElementIndex(0, 0)) == .zero)
        #expect(c.elements(in: c.environment.visibleRect).map(\.index.item) == [0, 1, 2])
        // Halfway between items 1 and 2 the current item turns to 2.
        #expect(c.centeredItem(at: CGPoint(x: 164, y: 0)) == ElementIndex(0, 1))
        #expect(c.centeredItem(at: CGPoint(x: 165, y: 0)) == ElementIndex(0, 2))
        LayoutInvariants.check(c, as: .carousel, rects: [], context: "leading")
    }

    @Test("The last item rests at the leading edge too, with the room after it empty")
    func lastItemReachesTheLeadingEdge() throws {
        let c = carousel(try Self.leading(), bounds: Self.bounds, counts: [5])
        #expect(c.contentOffsetBounds.max == CGPoint(x: 440, y: 0))
        #expect(c.contentOffset(centering: ElementIndex(0, 4)) == CGPoint(x: 440, y: 0))
        // A hard fling towards the end rests there, on the last item.
        let proposed = ScrollPhysics.restingOffset(from: .zero, velocity: CGPoint(x: 8, y: 0), rate: .fast)
        let target = c.targetContentOffset(proposed: proposed, velocity: CGPoint(x: 8, y: 0), current: .zero)
        #expect(target == CGPoint(x: 440, y: 0))
        var atEnd = c
        atEnd.updateContentOffset(target)
        #expect(atEnd.elements(in: atEnd.environment.visibleRect).map(\.index.item) == [4])
        #expect(atEnd.elements(in: CGRect(x: 540, y: 0, width: 200, height: 100)).isEmpty)
        #expect(atEnd.centeredItem(at: target) == ElementIndex(0, 4))
    }

    @Test("Insets: the leading edge rests on the left inset, the content keeps the available length after the last")
    func insets() throws {
        let insets = LayoutInsets(top: 0, left: 20, bottom: 0, right: 10)
        let c = carousel(try Self.leading(), bounds: Self.bounds, counts: [5], insets: insets)
        #expect(c.contentSize.width == 710)  // 50 + 4 × 110 + (270 − 50)
        #expect(
            c.contentOffsetBounds.min == CGPoint(x: -20, y: 0) && c.contentOffsetBounds.max == CGPoint(x: 420, y: 0))
        for k in 0..<5 {
            let offset = try #require(c.contentOffset(centering: ElementIndex(0, k)))
            #expect(offset == CGPoint(x: 110 * CGFloat(k) - 20, y: 0))
            #expect(c.attributes(for: ElementIndex(0, k))?.frame.minX == offset.x + 20)
        }
    }

    @Test("Right to left: item 0 on the right, its right edge on the right inset; reading order from the right")
    func rightToLeft() throws {
        let c = carousel(try Self.leading(), bounds: Self.bounds, counts: [5], direction: .rightToLeft)
        #expect(c.contentSize.width == 740)
        #expect(c.attributes(for: ElementIndex(0, 0))?.frame == CGRect(x: 640, y: 0, width: 100, height: 100))
        #expect(c.startingContentOffset(centering: ElementIndex(0, 0)) == CGPoint(x: 440, y: 0))
        #expect(c.contentOffset(centering: ElementIndex(0, 4)) == CGPoint(x: 0, y: 0))
        var start = c
        start.updateContentOffset(CGPoint(x: 440, y: 0))
        let visible = start.environment.visibleRect
        #expect(start.elements(in: visible).map(\.index.item) == [0, 1, 2])
        #expect(start.accessibilityOrder(in: visible).map(\.index.item) == [0, 1, 2])
        #expect(start.accessibilityOrder(in: visible).map(\.center.x) == [690, 580, 470])
        // Flinging leftwards (negative velocity) moves to later items, right to left.
        let velocity = CGPoint(x: -1, y: 0)
        let proposed = ScrollPhysics.restingOffset(from: CGPoint(x: 440, y: 0), velocity: velocity, rate: .fast)
        let target = start.targetContentOffset(proposed: proposed, velocity: velocity, current: CGPoint(x: 440, y: 0))
        #expect(start.centeredItem(at: target).map(\.item).map { $0 >= 1 } == true)
        #expect(LayoutFuzzTarget.carousel.snapCheck?(start, target) == nil)

        // With insets, the right edge rests where the room the insets leave ends.
        let insets = LayoutInsets(top: 0, left: 20, bottom: 0, right: 10)
        let inset = carousel(
            try Self.leading(), bounds: Self.bounds, counts: [5], insets: insets, direction: .rightToLeft)
        for k in 0..<5 {
            let offset = try #require(inset.contentOffset(centering: ElementIndex(0, k)))
            #expect(offset == CGPoint(x: 420 - 110 * CGFloat(k), y: 0))
            #expect(inset.attributes(for: ElementIndex(0, k))?.frame.maxX == offset.x + 290)
        }
    }

    @Test("Vertical: the top edge rests on the top inset")
    func vertical() throws {
        let insets = LayoutInsets(top: 20, left: 0, bottom: 10, right: 0)
        let c = carousel(
            try Self.leading(scrollAxis: .vertical), bounds: CGSize(width: 100, height: 300), counts: [5],
            insets: insets)
        for k in 0..<5 {
            let offset = try #require(c.contentOffset(centering: ElementIndex(0, k)))
            #expect(offset == CGPoint(x: 0, y: 110 * CGFloat(k) - 20))
            #expect(
                c.attributes(for: ElementIndex(0, k))?.frame
                    == CGRect(x: 0, y: 110 * CGFloat(k), width: 100, height: 100))
        }
    }

    @Test("Snapping: a slow release settles on the nearest item, a flick moves one, a cap holds a fast fling")
    func snapping() throws {
        let c = carousel(try Self.leading(), bounds: Self.bounds, counts: [9])
        let at1 = CGPoint(x: 110, y: 0)
        #expect(
            c.targetContentOffset(proposed: CGPoint(x: 150, y: 0), velocity: CGPoint(x: 0.1, y: 0), current: at1) == at1
        )
        #expect(
            c.targetContentOffset(proposed: CGPoint(x: 170, y: 0), velocity: CGPoint(x: 0.1, y: 0), current: at1)
                == CGPoint(x: 220, y: 0))
        let flick = CGPoint(x: 0.5, y: 0)
        let short = ScrollPhysics.restingOffset(from: CGPoint(x: 115, y: 0), velocity: flick, rate: .fast)
        #expect(
            c.targetContentOffset(proposed: short, velocity: flick, current: CGPoint(x: 115, y: 0))
                == CGPoint(x: 220, y: 0))
        let capped = carousel(try Self.leading(maximumItemsPerFling: 1), bounds: Self.bounds, counts: [9])
        let fast = CGPoint(x: 6, y: 0)
        let far = ScrollPhysics.restingOffset(from: at1, velocity: fast, rate: .fast)
        #expect(far.x > 600)
        #expect(capped.targetContentOffset(proposed: far, velocity: fast, current: at1) == CGPoint(x: 220, y: 0))
        #expect(c.targetContentOffset(proposed: far, velocity: fast, current: at1).x > 220)
    }

    @Test("Side items are scaled by their distance from the resting position, not from the middle")
    func sideItems() throws {
        let c = carousel(
            try Self.leading(sideItemScale: 0.5), bounds: Self.bounds, counts: [5], offset: CGPoint(x: 110, y: 0))
        #expect(c.attributes(for: ElementIndex(0, 1))?.transform.scale == 1)
        #expect(c.attributes(for: ElementIndex(0, 0))?.transform.scale == 0.5)
        #expect(c.attributes(for: ElementIndex(0, 2))?.transform.scale == 0.5)
        #expect(c.invalidation(forBoundsChange: CGRect(x: 120, y: 0, width: 300, height: 100)) == .offsetDependent)
        let halfway = carousel(
            try Self.leading(sideItemScale: 0.5), bounds: Self.bounds, counts: [5], offset: CGPoint(x: 165, y: 0))
        #expect(halfway.attributes(for: ElementIndex(0, 1))?.transform.scale == 0.75)
        #expect(halfway.attributes(for: ElementIndex(0, 2))?.transform.scale == 0.75)
    }

    @Test("Endless: the resting item at the leading edge, across the seam, in reading order")
    func endless() throws {
        let c = carousel(try Self.leading(wraps: true), bounds: Self.bounds, counts: [7])
        #expect(c.wrapsSeamlessly)
        for (item, shown) in [(0, [0, 1, 2]), (6, [0, 1, 6])] {
            let start = try #require(c.startingContentOffset(centering: ElementIndex(0, item)))
            var moved = c
            moved.updateContentOffset(start)
            #expect(moved.centeredItem(at: start) == ElementIndex(0, item))
            #expect(moved.attributes(for: ElementIndex(0, item))?.frame.minX == start.x)
            #expect(moved.elements(in: moved.environment.visibleRect).map(\.index.item) == shown)
            #expect(moved.accessibilityOrder(in: moved.environment.visibleRect).first?.index.item == item)
            #expect(LayoutFuzzTarget.carousel.snapCheck?(moved, start) == nil)
        }
        // Two items in a 600-point carousel cannot fill it: the window starts at the resting item,
        // which is shown at the leading edge, the next after it.
        let few = carousel(try Self.leading(wraps: true), bounds: CGSize(width: 600, height: 100), counts: [2])
        #expect(!few.wrapsSeamlessly)
        let start = try #require(few.startingContentOffset(centering: ElementIndex(0, 0)))
        var moved = few
        moved.updateContentOffset(start)
        #expect(moved.attributes(for: ElementIndex(0, 0))?.frame.minX == start.x)
        #expect(moved.attributes(for: ElementIndex(0, 1))?.frame.minX == start.x + 110)
        #expect(LayoutFuzzTarget.carousel.snapCheck?(moved, start) == nil)
    }

    @Test("Centred stays centred: the default's frames are unchanged")
    func centredDefault() throws {
        #expect(CarouselLayout.Configuration.standard.alignment == .centered)
        let c = carousel(
            try .init(itemSize: .absolute(CGSize(width: 100, height: 100)), spacing: 10), bounds: Self.bounds,
            counts: [5])
        #expect(c.contentSize.width == 740)  // 150 + 4 × 110 + 150
        #expect(c.attributes(for: ElementIndex(0, 0))?.frame.minX == 100)
        #expect(c.contentOffset(centering: ElementIndex(0, 2)) == CGPoint(x: 220, y: 0))
    }

    /// Seeded leading carousels (axes, directions, insets, wrapping, item sizes longer than the
    /// bounds): every real fling rests an item's leading edge on the inset (the fuzz target's
    /// promise), and every other promise holds, offset updates included.
    @Test("Random leading carousels: every fling rests a leading edge on the inset", arguments: 0..<24)
    func randomCarousels(seed: UInt64) throws {
        var rng = SeededGenerator(seed: 0x1ead &+ seed)
        let configuration = try Self.leading(
            wraps: Bool.random(using: &rng), sideItemScale: Bool.random(using: &rng) ? 1 : 0.7,
            scrollAxis: Bool.random(using: &rng) ? .horizontal : .vertical,
            maximumItemsPerFling: Bool.random(using: &rng) ? nil : 2,
            itemSize: CGSize(width: .random(in: 40...500, using: &rng), height: .random(in: 40...500, using: &rng)))
        let environment = LayoutEnvironment(
            boundsSize: CGSize(width: .random(in: 200...800, using: &rng), height: .random(in: 200...800, using: &rng)),
            contentInsets: LayoutInsets(
                top: .random(in: 0...40, using: &rng), left: .random(in: 0...40, using: &rng),
                bottom: .random(in: 0...40, using: &rng), right: .random(in: 0...40, using: &rng)),
            layoutDirection: Bool.random(using: &rng) ? .leftToRight : .rightToLeft,
            itemCounts: (0..<Int.random(in: 1...3, using: &rng)).map { _ in Int.random(in: 0...12, using: &rng) })
        let layout = CarouselLayout(configuration: configuration)
        let c = layout.prepare(in: environment)
        let (lo, hi) = c.contentOffsetBounds
        var offsets: [CGPoint] = []
        for _ in 0..<12 {
            let current = CGPoint(x: .random(in: lo.x...hi.x, using: &rng), y: .random(in: lo.y...hi.y, using: &rng))
            let velocity = CGPoint(x: .random(in: -6...6, using: &rng), y: .random(in: -6...6, using: &rng))
            let proposed = ScrollPhysics.restingOffset(from: current, velocity: velocity, rate: .fast)
            let target = c.targetContentOffset(proposed: proposed, velocity: velocity, current: current)
            if c.slotCount > 0 {
                let problem = LayoutFuzzTarget.carousel.snapCheck?(c, target)
                #expect(problem == nil, "seed \(seed): \(problem ?? "")")
            }
            offsets.append(target)
        }
        LayoutInvariants.check(c, as: .carousel, rects: [], context: "seed \(seed)")
        LayoutInvariants.checkOffsetUpdates(
            layout, in: environment, as: .carousel, offsets: Array(offsets.prefix(3)), context: "seed \(seed)")
    }
}
