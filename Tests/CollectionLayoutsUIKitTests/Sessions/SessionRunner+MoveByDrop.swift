#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
@testable import CollectionLayoutsUIKit
import Foundation
import UIKitStandIn

extension SessionRunner {
    /// Moves an item by drag and drop (the app's drag and drop delegates, ``DropReorderingApp``):
    /// lifts the item under `move.lift` (else the cell shown nearest it), moves the finger through `move.fingers` (then out of the
    /// view when `move.cancels`), and lifts it: over the view, the app's drop moves the item (its
    /// data, then a batch update with the move, then the coordinator's `drop(_:toItemAt:)`).
    /// Returns ``SessionStepEffect/movedByDrop(_:)`` with what is wrong with the drop when it moved
    /// an item (the promises of a batch update are checked after it), else nothing.
    func perform(drop move: SessionMoveByDrag) -> SessionStepEffect {
        DropReorderingApp.install(
            on: fake, layout: layout, object: { [unowned self] in id(at: $0) },
            move: { [unowned self] source, target in
                moveInData(from: source, to: target)
                return counts
            })
        guard let lifted = item(atFractions: move.lift.x, move.lift.y) ?? cell(nearest: move.lift),
            let old = layout.layoutAttributesForItem(at: lifted), fake.beginDragSession(at: lifted)
        else { return .none }
        let liftedID = id(at: lifted)
        for fraction in move.fingers {
            fake.updateDropSession(at: point(atFractions: fraction.x, fraction.y))
        }
        if move.cancels {
            fake.updateDropSession(at: CGPoint(x: fake.bounds.minX - 100, y: fake.bounds.minY - 100))
        }
        guard let coordinator = fake.endDragSession(), let drop = coordinator.drops.last, drop.indexPath != lifted
        else { return .none }
        return .movedByDrop(dropProblems(lifted: lifted, liftedID: liftedID, old: old, drop: drop))
    }

    /// The item whose cell shown in the last layout pass has its centre nearest the point at
    /// fractions `lift` of the visible area (the lower index on a tie): the user presses a cell, and
    /// the wheel's and the circles' cells leave most points between them.
    func cell(nearest lift: CGPoint) -> IndexPath? {
        let point = point(atFractions: lift.x, lift.y)
        func distance(_ a: UICollectionViewLayoutAttributes) -> CGFloat {
            hypot(a.center.x - point.x, a.center.y - point.y)
        }
        return fake.visibleAttributes.filter { $0.representedElementCategory == .cell && !$0.isHidden }
            .min { distance($0) < distance($1) || (distance($0) == distance($1) && $0.indexPath < $1.indexPath) }?
            .indexPath
    }

    /// What is wrong after the item of `liftedID`, at `lifted` with attributes `old` before the
    /// drop, was dropped (`drop`): the data and the view must have it at the drop's index path,
    /// dropped after the app's batch update, and the update must have moved it from its old place
    /// to its new one.
    private func dropProblems(
        lifted: IndexPath, liftedID: Int?, old: UICollectionViewLayoutAttributes, drop: FakeDropCoordinator.Drop
    ) -> [String] {
        var wrong: [String] = []
        let target = drop.indexPath
        if id(at: target) != liftedID { wrong.append("the data does not have the item at \(target)") }
        if !drop.afterBatchUpdate { wrong.append("dropped at \(target) before the batch update") }
        let new = layout.layoutAttributesForItem(at: target)
        if let frame = drop.frame, frame != new?.frame {
            wrong.append("dropped onto \(frame), its cell at \(new?.frame ?? .null)")
        }
        if case .some(let arriving?) = fake.updateAnimation(.appearing, at: target),
            arriving.center != old.center || arriving.size != old.size
        {
            wrong.append("appears at \(target) from \(arriving.frame), its old place \(old.frame)")
        }
        // Where the item leaves for, in the view: its final attributes at the offset the update went
        // to. A header measured in the layout pass there (self-sizing) moves the content under it
        // and the offset together, so the new place is compared in the view: exactly when nothing
        // moved the offset after the update, to rounding when a measure did.
        if case .some(let leaving?) = fake.updateAnimation(.disappearing, at: lifted),
            let end = fake.offsetAfterLastUpdate
        {
            let now = fake.contentOffset
            func inView(_ point: CGPoint, at offset: CGPoint) -> CGPoint {
                CGPoint(x: point.x - offset.x, y: point.y - offset.y)
            }
            let samePlace =
                new.map {
                    end == now
                        ? leaving.center == $0.center
                        : SessionChecks.close(inView(leaving.center, at: end), inView($0.center, at: now))
                } ?? false
            if !samePlace || leaving.size != new?.size {
                wrong.append(
                    "leaves \(lifted) for \(leaving.frame) at offset \(end), its new place \(new?.frame ?? .null) at \(now)"
                )
            }
        }
        return wrong.map { "drop of \(lifted) at \(target): \($0)" }
    }
}
#endif
