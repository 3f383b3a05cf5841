import CoreGraphics
import CollectionLayouts

/// A carousel with the engine alone: start at item 4, read the current page, centre a tapped item,
/// and snap a fling.
func carouselTour(bounds: CGSize, count: Int, tapped: ElementIndex, velocity: CGPoint) throws {
    let layout = CarouselLayout(
        configuration: try .init(
            itemSize: .absolute(CGSize(width: 240, height: 320)),  // or .fractionOfBounds(width: 0.8, height: 0.6)
            spacing: 10,
            sideItemScale: 0.8, sideItemAlpha: 0.6,  // defaults 1 and 1: the original look
            wraps: true,  // endless
            maximumItemsPerFling: 3))  // default: no cap
    var carousel = layout.prepare(in: LayoutEnvironment(boundsSize: bounds, itemCounts: [count]))

    if let start = carousel.startingContentOffset(centering: ElementIndex(0, 4)) {
        carousel.updateContentOffset(start)  // start at item 4
    }
    let offset = carousel.environment.contentOffset
    let page = carousel.centeredItem(at: offset)  // the page label
    let tap = carousel.contentOffset(centering: tapped)  // tap to centre
    let proposed = ScrollPhysics.restingOffset(
        from: offset, velocity: velocity, rate: layout.configuration.decelerationRate)
    let rest = carousel.targetContentOffset(proposed: proposed, velocity: velocity, current: offset)
    print(page as Any, tap as Any, rest)
}
