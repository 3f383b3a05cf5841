@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutFuzzing
import Testing

/// The checker's promise that a bounds change answered `.nothing` leaves nothing stale: a layout
/// that depends on the offset yet says `.nothing` (so an adapter would not update it while
/// scrolling) is caught.
@Suite("Checker: invalidation")
struct InvalidationPromiseTests {
    @Test("A carousel with side items that says a move invalidates nothing is caught; the real one is not")
    func lyingInvalidationIsCaught() throws {
        let environment = LayoutEnvironment(boundsSize: CGSize(width: 375, height: 420), itemCounts: [9])
        let configuration = try CarouselLayout.Configuration(sideItemScale: 0.7)
        let offsets = [CGPoint(x: 125, y: 0), CGPoint(x: 600, y: 0)]
        let lying = LayoutChecker.checkOffsetUpdates(
            StillCarousel(configuration: configuration), in: environment, as: .carousel, offsets: offsets)
        #expect(
            lying.contains { $0.contains("is .nothing, yet the elements in the visible rect there differ") }, "\(lying)"
        )
        let honest = LayoutChecker.checkOffsetUpdates(
            CarouselLayout(configuration: configuration), in: environment, as: .carousel, offsets: offsets)
        #expect(honest.isEmpty, "\(honest)")
    }
}

/// A carousel whose prepared layout says that a move invalidates nothing.
private struct StillCarousel: CollectionLayout {
    let configuration: CarouselLayout.Configuration

    func prepare(in environment: LayoutEnvironment) -> Prepared {
        Prepared(base: CarouselLayout(configuration: configuration).prepare(in: environment))
    }

    struct Prepared: PreparedLayout {
        var base: PreparedCarousel
        var environment: LayoutEnvironment { base.environment }
        var contentSize: CGSize { base.contentSize }

        func forEachElement(in rect: CGRect, _ body: (LayoutAttributes) -> Bool) -> Bool {
            base.forEachElement(in: rect, body)
        }
        func attributes(for index: ElementIndex) -> LayoutAttributes? { base.attributes(for: index) }
        func centeredItem(at offset: CGPoint) -> ElementIndex? { base.centeredItem(at: offset) }
        func targetContentOffset(proposed: CGPoint, velocity: CGPoint, current: CGPoint) -> CGPoint {
            base.targetContentOffset(proposed: proposed, velocity: velocity, current: current)
        }
        func invalidation(forBoundsChange newBounds: CGRect) -> LayoutInvalidation {
            newBounds.size == base.environment.boundsSize ? .nothing : .everything
        }
        mutating func updateContentOffset(_ offset: CGPoint) { base.updateContentOffset(offset) }
    }
}
