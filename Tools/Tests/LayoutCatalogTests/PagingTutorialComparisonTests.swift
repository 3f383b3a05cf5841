@_spi(Tools) import CollectionLayouts
import Foundation
@testable import LayoutBenchmarks
import Testing

/// What the benchmark's baseline, the paging layout of “Making of Early – Paging Layout” ported faithfully, does where
/// the
/// carousel's rules differ: the reasons the carousel does not copy its snapping.
@Suite("carousel vs the tutorial's paging layout")
struct PagingTutorialComparisonTests {
    let bounds = CGSize(width: 375, height: 420)
    let size = CGSize(width: 240, height: 320)

    private func tutorial(count: Int) -> PagingTutorialLayout {
        var layout = PagingTutorialLayout(itemSize: size, minimumLineSpacing: 10)
        layout.prepare(boundsSize: bounds, numberOfItems: count)
        return layout
    }

    private func ours(count: Int) -> PreparedCarousel {
        CarouselLayout().prepare(in: LayoutEnvironment(boundsSize: bounds, itemCounts: [count]))
    }

    /// A fling at `speed` from `x` (the carousel's offsets; the tutorial's are less its inset) at `.fast`.
    private func rest(_ x: CGFloat, _ speed: CGFloat, count: Int = 20) -> (tutorial: CGFloat, ours: CGFloat) {
        let t = tutorial(count: count)
        let velocity = CGPoint(x: speed, y: 0), current = CGPoint(x: x, y: 0)
        let proposed = ScrollPhysics.restingOffset(from: current, velocity: velocity, rate: .fast)
        let theirs =
            t.targetContentOffset(
                proposed: CGPoint(x: proposed.x - t.inset, y: 0), velocity: velocity,
                current: CGPoint(x: x - t.inset, y: 0)
            ).x + t.inset
        return (
            theirs, ours(count: count).targetContentOffset(proposed: proposed, velocity: velocity, current: current).x
        )
    }

    @Test("Both centre an item after an ordinary flick")
    func agree() {
        let r = rest(760, 1)
        #expect(r.tutorial == 1000 && r.ours == 1000)
    }

    @Test("A release barely moving, 10 points past an item: the tutorial moves a whole item, ours settles back")
    func slowRelease() {
        let r = rest(760, 0.01)
        #expect(r.tutorial == 1000)
        #expect(r.ours == 750)
    }

    @Test("Flung past the last item: the tutorial finds no item in the proposed rect and goes back near the start")
    func pastTheEnd() {
        let r = rest(4000, 20)
        // A nil candidate's centre reads as 0 in Objective-C: −187.5, plus one page for the fling,
        // 62.5 in its coordinates, 130 in ours, centring no item.
        #expect(r.tutorial == 130)
        #expect(r.ours == 4750)
    }

    @Test("Start at item n: the tutorial's offset leaves out the spacing and misses the item's centre")
    func startAtN() throws {
        let t = tutorial(count: 20)
        // The article's initialOffset: -inset + n × cellWidth.
        let theirs = -t.inset + 8 * size.width + t.inset
        let offset = try #require(ours(count: 20).contentOffset(centering: ElementIndex(0, 8)))
        #expect(offset.x == 2000)
        #expect(theirs == 1920)
        #expect(ours(count: 20).centeredItem(at: offset) == ElementIndex(0, 8))
    }
}
