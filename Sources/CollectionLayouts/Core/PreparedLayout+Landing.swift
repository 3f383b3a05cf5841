import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension PreparedLayout {
    /// The items on screen once a fling comes to rest: the cells in the visible rect at the offset
    /// ``targetContentOffset(proposed:velocity:current:)`` gives for this release, in index order,
    /// laid out as they will be there (a carousel's side items, a wheel's turn, pinned headers
    /// move with the offset). Known the moment the finger lifts, before scrolling gets there: what
    /// an app prefetches (images for the landing page) while the content decelerates.
    ///
    /// The same items as the cells ``elements(in:)`` returns for the visible rect of this layout
    /// moved to the resting offset (``updateContentOffset(_:)``). Costs the snapping plus one
    /// query of the visible rect: O(visible), whatever the item count.
    /// - Parameters:
    ///   - proposed: Where the fling would rest on its own
    ///     (``ScrollPhysics/restingOffset(from:velocity:rate:)``, UIKit's proposed offset).
    ///   - velocity: The release velocity in points per millisecond, as UIKit passes it.
    ///   - current: The offset at release.
    public func landingItems(proposed: CGPoint, velocity: CGPoint, current: CGPoint) -> [ElementIndex] {
        landingItems(proposed: proposed, velocity: velocity, current: current, limit: .max)
    }

    /// The first `limit` of ``landingItems(proposed:velocity:current:)`` (none for a limit below
    /// 1), visited no further: for tools that answer any container, however many items it shows.
    @_spi(Tools) public func landingItems(
        proposed: CGPoint, velocity: CGPoint, current: CGPoint, limit: Int
    )
        -> [ElementIndex]
    {
        guard limit > 0 else { return [] }
        var rested = self
        rested.updateContentOffset(targetContentOffset(proposed: proposed, velocity: velocity, current: current))
        var items: [ElementIndex] = []
        rested.forEachElement(in: rested.environment.visibleRect) { element in
            // Cells come first: the first other element ends them.
            guard element.kind == .cell else { return false }
            items.append(element.index)
            return items.count < limit
        }
        return items
    }
}
