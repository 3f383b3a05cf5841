import Foundation

/// A request to stop a preparation whose result nobody waits for any more: the playground's
/// server cancels it when the client that asked for it disconnects.
///
/// Bind one with `PreparationCancellation.current.withValue(token) { layout.prepare(in: …) }`
/// (on any thread, in a task or not); a preparation that can take long (the circle packing)
/// reads ``isCancelled`` at a bounded interval (``CirclePackLayout``: every
/// ``checkInterval`` circles) and, once it is set, finishes at once with the items not yet placed
/// as points (the same layout as a container without room gives): every promise of the engine
/// still holds, but the layout is not the one asked for and is only good to be thrown away.
/// An app never binds one. Thread-safe.
@_spi(Tools) public final class PreparationCancellation: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false

    /// A request not yet cancelled.
    @_spi(Tools) public init() {}

    /// Asks the preparations this is bound to to stop.
    @_spi(Tools) public func cancel() {
        lock.lock()
        cancelled = true
        lock.unlock()
    }

    /// Whether ``cancel()`` was called.
    @_spi(Tools) public var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled
    }

    /// The cancellation bound to the current task or thread, if any: `current.get()` reads it,
    /// `current.withValue(_:operation:)` binds one. (A `TaskLocal` value rather than the
    /// `@TaskLocal` macro, which the macOS 14 SDK's compiler does not expand.)
    @_spi(Tools) public static let current = TaskLocal<PreparationCancellation?>(wrappedValue: nil)

    /// How many units of work (circles) a preparation does between two reads of ``isCancelled``:
    /// the work of one unit is bounded (the packer's chain holds at most 256 circles), so a
    /// cancelled preparation stops within a bounded time.
    @_spi(Tools) public static let checkInterval = 1_024
}
