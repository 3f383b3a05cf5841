import CollectionLayouts
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A move of VoiceOver's adjustable element (the carousel's and the wheel's: increment, decrement,
/// three-finger swipe): the front's animated scroll to `item`, which rests at `target`, last seen
/// at `last`. While it is on its way (``isOnItsWay(at:isTouched:heading:target:)``) the element
/// says `item`, not the item the scroll passes.
package struct AccessibilityMove: Equatable, Sendable {
    /// How far, in points, a step of the scroll may stray from the straight way to the target:
    /// UIKit's animation moves the offset along that line, rounded to pixels (at most 1/2 point).
    package static let wayTolerance: CGFloat = 1

    /// The item moved to: what the adjustable element says while the scroll is on its way.
    package let item: ElementIndex
    /// Where the front's scroll to the item rests.
    package let target: CGPoint
    /// The content offset at the last step seen on the way.
    package var last: CGPoint

    /// A move to `item`, resting at `target`, starting at `last`.
    package init(item: ElementIndex, target: CGPoint, last: CGPoint) {
        self.item = item
        self.target = target
        self.last = last
    }

    /// Whether the move is still on its way at `offset`: no finger down, the front's own scroll is
    /// still the one to the move's target (`heading`), the item still rests there (`target`, its
    /// resting offset now: no data or size change), the offset is not there yet and lies on the
    /// straight way from the last step to the target.
    package func isOnItsWay(at offset: CGPoint, isTouched: Bool, heading: CGPoint?, target: CGPoint?) -> Bool {
        guard !isTouched, let heading, Self.isNear(heading, self.target), let target, Self.isNear(target, self.target),
            !Self.isNear(offset, self.target)
        else { return false }
        return Self.lies(offset, onTheWayFrom: last, to: self.target)
    }

    /// Whether `a` and `b` are within half a point of each other on both axes.
    static func isNear(_ a: CGPoint, _ b: CGPoint) -> Bool {
        abs(a.x - b.x) <= 0.5 && abs(a.y - b.y) <= 0.5
    }

    /// Whether `point` lies on the segment from `start` to `end`, within ``wayTolerance``.
    static func lies(_ point: CGPoint, onTheWayFrom start: CGPoint, to end: CGPoint) -> Bool {
        let dx = end.x - start.x, dy = end.y - start.y
        let px = point.x - start.x, py = point.y - start.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > wayTolerance else { return abs(px) <= wayTolerance && abs(py) <= wayTolerance }
        let along = (px * dx + py * dy) / length, across = abs(px * dy - py * dx) / length
        return along >= -wayTolerance && along <= length + wayTolerance && across <= wayTolerance
    }
}
