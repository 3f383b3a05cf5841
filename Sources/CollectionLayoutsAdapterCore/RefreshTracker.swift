import Foundation

/// Pull to refresh (SwiftUI's `.refreshable` reaching `CollectionLayoutView`'s collection view),
/// as a value: whether the view shows a refresh control, when a pull calls the app's action, and
/// when the control stops spinning.
///
/// The control is there exactly while the environment has a refresh action (and the platform has
/// refresh controls: iOS, not tvOS or the Mac). A pull starts the action unless one is running
/// (the control spins until it ends: a second pull meanwhile starts nothing); the control stops
/// when the action's task ends, and not before.
package struct RefreshTracker: Equatable, Sendable {
    /// What the front does with the refresh control.
    package enum Control: Equatable, Sendable {
        /// Add one (the environment has an action now).
        case add
        /// Remove it (the action is gone), after ending its spinning.
        case remove
    }

    /// Whether the view shows a refresh control.
    package private(set) var hasControl = false
    /// Whether the app's action is running (the control spins).
    package private(set) var isRefreshing = false
    /// The number of actions started: each pull's token, so that an action that ends after its
    /// control was removed (and maybe another started) stops nothing.
    package private(set) var started = 0

    /// No control, nothing running.
    package init() {}

    /// An update: the environment has a refresh action (`hasAction`) or not, on a platform with
    /// refresh controls (`supported`): the change to the control, nil for none.
    package mutating func update(hasAction: Bool, supported: Bool) -> Control? {
        let wanted = hasAction && supported
        guard wanted != hasControl else { return nil }
        hasControl = wanted
        if !wanted { isRefreshing = false }
        return wanted ? .add : .remove
    }

    /// The user pulled (the control's value changed): the token of the action to start (hand it
    /// to ``ended(_:)``), nil to start none: one runs, or there is no control.
    package mutating func pulled() -> Int? {
        guard hasControl, !isRefreshing else { return nil }
        isRefreshing = true
        started += 1
        return started
    }

    /// The action started with `token` ended: whether to stop the control's spinning. Not when the
    /// control was removed meanwhile or another action runs since.
    package mutating func ended(_ token: Int) -> Bool {
        guard isRefreshing, token == started else { return false }
        isRefreshing = false
        return hasControl
    }
}
