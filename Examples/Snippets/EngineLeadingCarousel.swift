import CoreGraphics
import CollectionLayouts

/// A shelf of covers that rest with their leading edge on the inset: where a fling from item 0
/// lands, and which covers will be on screen there, known the moment the finger lifts.
func shelfTour(bounds: CGSize, count: Int, velocity: CGPoint) throws -> (CGPoint, [ElementIndex]) {
    let layout = CarouselLayout(
        configuration: try .init(
            itemSize: .absolute(CGSize(width: 150, height: 200)),
            alignment: .leading,  // default .centered; right to left, the right edge
            sideItemScale: 0.9))  // measured from the leading edge
    let shelf = layout.prepare(in: LayoutEnvironment(boundsSize: bounds, itemCounts: [count]))
    let offset = shelf.environment.contentOffset
    let proposed = ScrollPhysics.restingOffset(
        from: offset, velocity: velocity, rate: layout.configuration.decelerationRate)
    let rest = shelf.targetContentOffset(proposed: proposed, velocity: velocity, current: offset)
    let landing = shelf.landingItems(proposed: proposed, velocity: velocity, current: offset)  // prefetch these
    return (rest, landing)
}
