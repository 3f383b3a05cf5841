#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import Foundation

/// Runs `body`, isolated to the main actor, from a method that AppKit calls on the main thread but
/// that its SDK does not isolate: the macOS 14 SDK declares `NSCollectionViewLayout` and
/// `NSAccessibilityElement` without `@MainActor` (later SDKs isolate them, and then this only
/// checks), so their overrides in this module's main-actor classes are nonisolated.
///
/// AppKit calls a collection view's layout from the main thread only ("NSCollectionView": a view,
/// used on the main thread); the precondition makes a call from elsewhere a clear trap rather than
/// a data race. `MainActor.assumeIsolated(_:)` does the same but needs macOS 14 and a `Sendable`
/// result; the cast below is how it is implemented: the isolation of a function type is a
/// compile-time property, not part of its representation.
@inline(__always)
func onMainThread<T>(_ body: @MainActor () -> T) -> T {
    precondition(Thread.isMainThread, "AppKit's layout calls come on the main thread")
    return withoutActuallyEscaping(body) { body in
        unsafeBitCast(body, to: (() -> T).self)()
    }
}
#endif
