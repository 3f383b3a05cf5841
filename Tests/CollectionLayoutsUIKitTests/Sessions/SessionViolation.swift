#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
import Foundation

/// A promise broken at one step of a session.
struct SessionViolation: Equatable, Sendable, CustomStringConvertible {
    /// The promise.
    let promise: SessionPromise
    /// The step after which it was broken (-1: after the start).
    let step: Int
    /// What was wrong.
    let message: String
    /// The step itself, nil after the start.
    let action: SessionStep?
    /// The app's configuration then.
    let configuration: SessionConfiguration
    /// Whether the adapter's engine layout was prepared for another height than the view's, at its
    /// width (a change of height that did not reach it), then or before the step.
    let staleHeight: Bool
    /// Whether the adapter's engine layout then had another offset across the scroll axis than the
    /// view's (a scroll across the axis it was not told of).
    let staleOffsetAcross: Bool
    /// Whether, before the step, the content scrolled further across the layout's scroll axis than
    /// along it.
    let scrolledFurtherAcross: Bool

    var description: String { "step \(step): \(promise.rawValue): \(message)" }
}
#endif
