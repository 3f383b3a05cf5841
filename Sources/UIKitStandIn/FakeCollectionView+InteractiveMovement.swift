#if !canImport(UIKit)
import Foundation

// UIKit's interactive movement (iOS 9), the calls a reordering gesture makes, in UIKit's order.
// What UIKit documents, page by page:
// - beginInteractiveMovementForItem(at:)
//   (https://developer.apple.com/documentation/uikit/uicollectionview/begininteractivemovementforitem(at:)):
//   starts moving the item, false when it cannot move; the gesture then calls the update for each
//   location and ends or cancels.
// - updateInteractiveMovementTargetPosition(_:)
//   (https://developer.apple.com/documentation/uikit/uicollectionview/updateinteractivemovementtargetposition(_:)):
//   "The collection view uses the new point to determine if the item needs to be repositioned and
//   if the current layout needs to be updated", reporting each change to the delegate's
//   collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:). The layout maps the
//   point to an index path with targetIndexPath(forInteractivelyMovingItem:withPosition:)
//   (https://developer.apple.com/documentation/uikit/uicollectionviewlayout/targetindexpath(forinteractivelymovingitem:withposition:)),
//   is invalidated with the context of
//   invalidationContext(forInteractivelyMovingItems:withTargetPosition:previousIndexPaths:previousPosition:)
//   (https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidationcontext(forinteractivelymovingitems:withtargetposition:previousindexpaths:previousposition:)),
//   and draws the moving item with layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)
//   (https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforinteractivelymovingitem(at:withtargetposition:)).
// - endInteractiveMovement()
//   (https://developer.apple.com/documentation/uikit/uicollectionview/endinteractivemovement()):
//   the data source's collectionView(_:moveItemAt:to:) moves the data; the layout is invalidated
//   with the context of invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths:previousIndexPaths:movementCancelled:)
//   (https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidationcontextforendinginteractivemovementofitems(tofinalindexpaths:previousindexpaths:movementcancelled:)),
//   whose final index paths are the items' new places and whose previous ones the last reported.
// - cancelInteractiveMovement()
//   (https://developer.apple.com/documentation/uikit/uicollectionview/cancelinteractivemovement()):
//   the item returns to its original place; the ending context's final index paths are "the
//   original index paths of the items", and the data source is not called.
// Not documented, and the fake's choice: the order of the data source's move and the ending
// context (the data first), and whether the begin asks the layout anything (the fake makes the
// calls of an update at the item's centre, the item's index path before and after). UIKit may
// also run an update of its own when the target changes; the fake makes only the calls above.

extension FakeCollectionView {
    /// An interactive movement in progress: the item's index path when it began, where it is now,
    /// and the finger's last position.
    struct InteractiveMovement {
        let source: IndexPath
        var current: IndexPath
        var position: CGPoint
    }

    /// Whether an interactive movement is in progress.
    public var isMovingInteractively: Bool { movement != nil }

    /// The moving item's index path now, during an interactive movement; else nil.
    public var interactivelyMovingIndexPath: IndexPath? { movement?.current }

    /// Begins moving the item at `indexPath`, as UIKit's `beginInteractiveMovementForItem(at:)`:
    /// false when a movement is in progress or there is no such item; else the calls of an update
    /// at the item's centre (see the file's notes).
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard movement == nil, isItem(indexPath),
            let centre = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.center
        else { return false }
        movement = InteractiveMovement(source: indexPath, current: indexPath, position: centre)
        reposition(to: indexPath, at: centre)
        return true
    }

    /// Moves the finger to `position` (content coordinates), as UIKit's
    /// `updateInteractiveMovementTargetPosition(_:)`: the layout's target index path for it, the
    /// delegate's answer (``targetIndexPathForMove``), the layout's context for the move applied,
    /// a layout pass, then the moving item's attributes. Nothing without a movement.
    public func updateInteractiveMovementTargetPosition(_ position: CGPoint) {
        guard let movement else { return }
        let layout = collectionViewLayout
        let proposed = layout.targetIndexPath(forInteractivelyMovingItem: movement.current, withPosition: position)
        events.append(.targetIndexPathForMoving(movement.current, position: position, answer: proposed))
        let answer = targetIndexPathForMove?(movement.current, proposed) ?? proposed
        // An index path the data does not have leaves the item where it is.
        let target = isItem(answer) ? answer : movement.current
        reposition(to: target, at: position)
    }

    /// Ends the movement, as UIKit's `endInteractiveMovement()`: the data source moves the item
    /// (``moveItem``), then the layout's ending context is applied and a layout pass runs.
    public func endInteractiveMovement() {
        guard let movement else { return }
        self.movement = nil
        moveItem?(movement.source, movement.current)
        finishMovement(final: movement.current, previous: movement.current, cancelled: false)
    }

    /// Cancels the movement, as UIKit's `cancelInteractiveMovement()`: the item goes back to where
    /// it began; the data source is not called.
    public func cancelInteractiveMovement() {
        guard let movement else { return }
        self.movement = nil
        finishMovement(final: movement.source, previous: movement.current, cancelled: true)
    }

    /// The moving item's attributes as the layout last gave them
    /// (`layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`), asked anew.
    public func interactivelyMovingItemAttributes() -> UICollectionViewLayoutAttributes? {
        guard let movement else { return nil }
        events.append(.movingItemAttributes(movement.current, position: movement.position))
        return collectionViewLayout.layoutAttributesForInteractivelyMovingItem(
            at: movement.current, withTargetPosition: movement.position)
    }

    /// Whether `indexPath` is an item of the data.
    private func isItem(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && (0..<numberOfItems(inSection: indexPath[0])).contains(indexPath[1])
    }

    /// The item shows at `target` with the finger at `position`: the layout's context for it
    /// applied, a layout pass, the moving item's attributes.
    private func reposition(to target: IndexPath, at position: CGPoint) {
        guard var movement else { return }
        let layout = collectionViewLayout
        events.append(
            .invalidationContextForMoving(targets: [target], previous: [movement.current], position: position))
        let context = layout.invalidationContext(
            forInteractivelyMovingItems: [target], withTargetPosition: position, previousIndexPaths: [movement.current],
            previousPosition: movement.position)
        invalidate(with: context)
        movement.current = target
        movement.position = position
        self.movement = movement
        performLayoutPass()
        _ = interactivelyMovingItemAttributes()
    }

    /// The layout's ending context applied, then a layout pass.
    private func finishMovement(final: IndexPath, previous: IndexPath, cancelled: Bool) {
        events.append(.invalidationContextForEndingMovement(final: [final], previous: [previous], cancelled: cancelled))
        let context = collectionViewLayout.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: [final], previousIndexPaths: [previous], movementCancelled: cancelled)
        invalidate(with: context)
        performLayoutPass()
    }
}
#endif
