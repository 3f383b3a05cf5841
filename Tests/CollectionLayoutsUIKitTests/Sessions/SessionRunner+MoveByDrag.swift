#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
@testable import CollectionLayoutsUIKit
import Foundation
import UIKitStandIn

extension SessionRunner {
    /// Moves an item by drag through UIKit's interactive movement (the item under `move.lift`, else
    /// the cell shown nearest it, as for a drop), checking after each position of
    /// the finger that the layout shown is a fresh prepare of the items in their new order (the
    /// data's, with the lifted item where the view shows it) and the moving item is under the
    /// finger; then ends the movement (the data source moves the item) or cancels it.
    func perform(_ move: SessionMoveByDrag) -> SessionStepEffect {
        guard let lifted = item(atFractions: move.lift.x, move.lift.y) ?? cell(nearest: move.lift),
            fake.beginInteractiveMovementForItem(at: lifted)
        else { return .none }
        var problems: [String] = []
        for (index, fraction) in move.fingers.enumerated() {
            let finger = point(atFractions: fraction.x, fraction.y)
            fake.updateInteractiveMovementTargetPosition(finger)
            guard let shown = fake.interactivelyMovingIndexPath else { break }
            problems += showsNewOrder(lifted: lifted, shownAt: shown, finger: finger).map {
                "finger \(index) at \(finger), \(lifted) shown at \(shown): \($0)"
            }
        }
        if move.cancels {
            fake.cancelInteractiveMovement()
        } else {
            fake.endInteractiveMovement()
        }
        return .movedByDrag(problems)
    }

    /// What is wrong with the layout shown while the item of the data at `lifted` is shown at
    /// `shownAt` under `finger`: against the app's configuration prepared afresh for the view with
    /// the data's items in the shown order, each with its own size.
    private func showsNewOrder(lifted: IndexPath, shownAt: IndexPath, finger: CGPoint) -> [String] {
        var wrong: [String] = []
        guard shownAt.section == lifted.section else { return ["moved to another section"] }
        var shownIDs = ids
        shownIDs[lifted.section].insert(shownIDs[lifted.section].remove(at: lifted.item), at: shownAt.item)
        var environment = viewEnvironment
        if kind.readsItemSizes {
            environment.itemSizes = .perSection(shownIDs.map { $0.map { measuredSize(ofID: $0) ?? size(ofID: $0) } })
        }
        let engine = Self.prepare(configuration, in: environment)
        if fake.lastContentSize != engine.contentSize {
            wrong.append("content size \(fake.lastContentSize), engine \(engine.contentSize)")
        }
        if let d = SessionChecks.difference(fake.visibleAttributes, engine.elements(in: fake.bounds)) {
            wrong.append("last layout pass: \(d)")
        }
        let moving = fake.interactivelyMovingItemAttributes()
        if moving?.center != finger || moving?.indexPath != shownAt
            || moving?.size != engine.attributes(for: ElementIndex(shownAt.section, shownAt.item))?.size
        {
            wrong.append("the moving item is at \(moving?.frame ?? .null), not under the finger")
        }
        return wrong
    }
}
#endif
