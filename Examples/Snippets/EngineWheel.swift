import CoreGraphics
import CollectionLayouts

/// A wheel with the engine alone: turning it is moving the offset, O(1).
func wheelTour(bounds: CGSize, offset: CGPoint, newOffset: CGPoint, velocity: CGPoint) throws -> CGPoint {
    let layout = WheelLayout(
        configuration: try .init(
            itemSize: CGSize(width: 133, height: 173), radius: 500,
            hanging: false,  // true: the centre above, items hang from it
            tilt: 20 * .pi / 180))  // the wheel leans back, seen in perspective
    var wheel = layout.prepare(in: LayoutEnvironment(boundsSize: bounds, contentOffset: offset, itemCounts: [30]))
    wheel.updateContentOffset(newOffset)  // only the angle changes
    let visible = wheel.elements(in: CGRect(origin: newOffset, size: bounds))  // rotation + anchorPoint in each
    print(visible.count)
    let proposed = ScrollPhysics.restingOffset(from: newOffset, velocity: velocity, rate: .normal)
    return wheel.targetContentOffset(proposed: proposed, velocity: velocity, current: newOffset)
}
