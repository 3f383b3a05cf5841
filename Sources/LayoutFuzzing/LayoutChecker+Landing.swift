import Foundation

extension CheckRun {
    // MARK: - Where a fling lands

    /// `landingItems(proposed:velocity:current:)` is the cells `elements(in:)` gives for the
    /// visible rect at the resting offset `target`, in the layout laid out there: a fresh prepare
    /// at `target` when `fresh` (and the run has the layout), else the prepared layout moved there
    /// (which ``checkOffsetUpdate(to:reader:)`` holds to a fresh prepare).
    mutating func checkLandingItems(
        proposed: CGPoint, velocity: CGPoint, current: CGPoint, target: CGPoint, fresh: Bool
    ) {
        let answer = prepared.landingItems(proposed: proposed, velocity: velocity, current: current)
        let rested: any PreparedLayout
        if fresh, let layout {
            var moved = environment
            moved.contentOffset = target
            rested = layout.prepare(in: moved)
        } else {
            var moved = prepared
            moved.updateContentOffset(target)
            rested = moved
        }
        let expected = rested.elements(in: rested.environment.visibleRect).filter { $0.kind == .cell }.map(\.index)
        if answer != expected {
            fail(
                "landingItems(proposed: \(proposed), velocity: \(velocity), current: \(current)) = \(answer.prefix(8)) (\(answer.count)), "
                    + "the cells visible at the resting offset \(target) are \(expected.prefix(8)) (\(expected.count))")
        }
    }
}
