#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
import Foundation

/// The violations the checks after one step find: each promise the runner checks that breaks
/// becomes a `SessionViolation` with the step, its action and the state's flags (what both
/// `SessionChecks.after` and the state checks collect).
@MainActor
struct SessionFindings {
    /// The violations found so far.
    var violations: [SessionViolation] = []
    /// The runner checked.
    private let runner: SessionRunner
    /// The step's number.
    private let step: Int
    /// The step, nil after the start.
    private let action: SessionStep?
    /// The state's flags each violation carries.
    private let staleHeight: Bool, staleOffsetAcross: Bool, scrolledFurtherAcross: Bool

    /// The findings of the checks after `step` (`action`) in `runner`'s state.
    init(
        _ runner: SessionRunner, step: Int, action: SessionStep?, staleHeight: Bool, scrolledFurtherAcross: Bool
    ) {
        self.runner = runner
        self.step = step
        self.action = action
        self.staleHeight = staleHeight
        staleOffsetAcross = SessionChecks.staleOffsetAcross(runner)
        self.scrolledFurtherAcross = scrolledFurtherAcross
    }

    /// Adds the first of `messages` as a violation of `promise`, when the runner checks `promise`
    /// (the messages are not computed otherwise) and there is one.
    mutating func add(_ promise: SessionPromise, _ messages: @autoclosure () -> [String]) {
        guard runner.promises.contains(promise), let first = messages().first else { return }
        violations.append(
            SessionViolation(
                promise: promise, step: step, message: first, action: action, configuration: runner.configuration,
                staleHeight: staleHeight, staleOffsetAcross: staleOffsetAcross,
                scrolledFurtherAcross: scrolledFurtherAcross))
    }
}
#endif
