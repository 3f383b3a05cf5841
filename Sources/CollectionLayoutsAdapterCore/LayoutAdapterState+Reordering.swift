import CollectionLayouts
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// Reordering by the user's finger (``InteractiveMove``): the front's interactive-movement calls
// (UIKit's `targetIndexPath(forInteractivelyMovingItem:withPosition:)`,
// `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)` and the two invalidation
// contexts) as the state's decisions. While a move is in progress, every environment the state
// makes gives each shown item its own size (`environment(of:counts:keepingSizesOf:itemSize:)`), so
// the layout shown is the engine's prepare of the permuted items.

extension LayoutAdapterState {
    /// The index the item shown at `item` takes with the finger at `position`, `visible` the view's
    /// visible rect: the item under the finger in its section, else the nearest on screen
    /// (``InteractiveMove/targetIndex(at:in:visible:)``); `item` before the first prepare or for an
    /// index the layout does not have.
    package func interactiveTarget(
        forMoving item: ElementIndex, at position: CGPoint, visible: CGRect
    ) -> ElementIndex {
        guard let prepared, let move = interactiveMove ?? newMove(of: item, at: position) else { return item }
        return move.targetIndex(at: position, in: prepared, visible: visible)
    }

    /// The front's context for the finger at `position` (UIKit's
    /// `invalidationContext(forInteractivelyMovingItems:withTargetPosition:previousIndexPaths:previousPosition:)`),
    /// with the moving item's index before (`previous`) and now (`targets`): starts the move at the
    /// first call (the item's index then is its data index), then shows the item at its target.
    /// Returns what the context invalidates: everything when the shown order changed (the layout
    /// is prepared again with the sizes following their items), else nothing (only the moving
    /// item's own attributes follow the finger, which the framework asks for itself). One item
    /// moves at a time (UIKit's interactive movement moves one); other calls change nothing.
    package mutating func moveInteractively(
        to targets: [ElementIndex], from previous: [ElementIndex], at position: CGPoint
    ) -> LayoutInvalidation {
        guard targets.count == 1, previous.count == 1,
            var move = interactiveMove ?? newMove(of: previous[0], at: position)
        else { return .nothing }
        let changed = move.move(to: targets[0], at: position)
        interactiveMove = move
        return changed ? .everything : .nothing
    }

    /// The moving item's attributes at `item` with the finger at `position`
    /// (``InteractiveMove/movingAttributes(_:at:)``); nil when the layout has no such item.
    package func movingItemAttributes(at item: ElementIndex, position: CGPoint) -> LayoutAttributes? {
        prepared?.attributes(for: item).map { InteractiveMove.movingAttributes($0, at: position) }
    }

    /// The front's context for the end of the move (UIKit's
    /// `invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths:previousIndexPaths:movementCancelled:)`):
    /// forgets the move. Ended, the data source has moved the item (or does so before the next
    /// layout pass), so the app's sizes give the shown order; cancelled, the data never moved and
    /// the items go back to the data's order. Either way the layout is prepared afresh from the
    /// app's sizes: returns everything, or nothing when no move was in progress.
    package mutating func endInteractiveMove(cancelled: Bool) -> LayoutInvalidation {
        guard let move = interactiveMove else { return .nothing }
        interactiveMove = nil
        // The sizes cells asked for follow the moved item into the data's new order.
        if !cancelled && move.target != move.source {
            measuredSizes.followItems(through: BatchUpdateMap([.moveItem(from: move.source, to: move.target)]))
        }
        measuredSizes.prepared = nil
        return .everything
    }

    /// A move of the item at `item` under the finger at `position`, or nil when the prepared layout
    /// has no such item.
    private func newMove(of item: ElementIndex, at position: CGPoint) -> InteractiveMove? {
        guard let counts = prepared?.environment.itemCounts, counts.indices.contains(item.section),
            (0..<counts[item.section]).contains(item.item)
        else { return nil }
        return InteractiveMove(source: item, position: position, sectionCount: counts[item.section])
    }
}
