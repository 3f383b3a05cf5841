#if !os(watchOS) && (canImport(UIKit) || (canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)))
import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

// Reordering: UIKit's interactive movement (`beginInteractiveMovementForItem(at:)`,
// `updateInteractiveMovementTargetPosition(_:)`, `endInteractiveMovement()`,
// `cancelInteractiveMovement()`), which a long press typically drives. The overrides
// are in the class's body (Swift overrides UIKit's methods there); what they decide is the core's
// (`LayoutAdapterState+Reordering.swift`, `InteractiveMove`): this file translates index paths and
// contexts.
//
// While the finger moves, UIKit shows the items in their new order, but the data source moves the
// item only when the movement ends: the layout asks ``EngineCollectionViewLayout/itemSizeProvider``
// (or the delegate) for each shown item's size at the item's index in the data, so sizes follow
// their items, and the layout shown is the engine's prepare of the items in their new order.

extension EngineCollectionViewLayout {
    /// The index path the item at `indexPath` takes with the finger at `position`.
    func interactiveTarget(forMoving indexPath: IndexPath, at position: CGPoint) -> IndexPath {
        guard let item = ElementIndex(indexPath), let collectionView else { return indexPath }
        return IndexPath(state.interactiveTarget(forMoving: item, at: position, visible: collectionView.bounds))
    }

    /// UIKit's attributes for the moving item at `indexPath` with the finger at `position`; nil when
    /// the layout has no such item.
    func movingItemAttributes(at indexPath: IndexPath, position: CGPoint) -> UICollectionViewLayoutAttributes? {
        guard let item = ElementIndex(indexPath), let element = state.movingItemAttributes(at: item, position: position)
        else { return nil }
        return newAttributes(for: element)
    }

    /// Tells the core the moving item's index paths before and now, and sets what `context`
    /// invalidates: everything when the shown order changed, else nothing.
    func moveInteractively(
        to targets: [IndexPath], from previous: [IndexPath], at position: CGPoint,
        in context: UICollectionViewLayoutInvalidationContext
    ) {
        let level = state.moveInteractively(
            to: targets.compactMap(ElementIndex.init), from: previous.compactMap(ElementIndex.init), at: position)
        (context as? EngineInvalidationContext)?.invalidation = level
    }

    /// Tells the core the movement ended (or was cancelled) and sets what `context` invalidates:
    /// everything, so the next prepare lays the items out from the data again.
    func endInteractiveMove(cancelled: Bool, in context: UICollectionViewLayoutInvalidationContext) {
        (context as? EngineInvalidationContext)?.invalidation = state.endInteractiveMove(cancelled: cancelled)
    }
}
#endif
