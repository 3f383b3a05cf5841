#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
import Foundation
import UIKitStandIn

/// A session being run, one step at a time: the runner, the violations found so far, and the
/// session's Reduce Motion setting, which is the global one only while a step runs.
@MainActor
final class SessionRun {
    let session: Session
    let runner: SessionRunner
    private(set) var found: [SessionViolation]
    private var next = 0
    private var reduceMotion = false
    private let stop: ((SessionViolation) -> Bool)?

    init(_ session: Session, checking promises: Set<SessionPromise>, stop: ((SessionViolation) -> Bool)?) {
        self.session = session
        self.stop = stop
        UIAccessibility.isReduceMotionEnabled = false
        runner = SessionRunner(session.start)
        runner.promises = promises
        found = SessionChecks.afterStart(runner)
        UIAccessibility.postedNotifications.removeAll()
        if let stop, found.contains(where: stop) { next = session.steps.count }
    }

    /// Runs the next step and checks the promises after it; false when the run is over (every
    /// step run, or a violation `stop` looks for found).
    func step() -> Bool {
        guard next < session.steps.count else { return false }
        let step = session.steps[next]
        UIAccessibility.isReduceMotionEnabled = reduceMotion
        defer {
            reduceMotion = UIAccessibility.isReduceMotionEnabled
            UIAccessibility.isReduceMotionEnabled = false
            UIAccessibility.postedNotifications.removeAll()
        }
        let before = SessionSnapshot(runner)
        let effect = runner.perform(step)
        found += SessionChecks.after(step, index: next, effect: effect, before: before, runner)
        next += 1
        if let stop, found.contains(where: stop) { next = session.steps.count }
        return next < session.steps.count
    }
}
#endif
