@_spi(Tools) import CollectionLayouts
import Foundation

/// Cancels a request's work when its client disconnects, while the request is being answered.
///
/// The server makes one for a request that goes to the costly lane and calls ``clientWent()``
/// when the client's side of the connection closes
/// (``PlaygroundServer/runCancellable(_:on:request:)``): each executor then cancels the request's
/// ``PreparationCancellation`` (``PreparationExecutor/cancel(_:)``), so that a job still waiting
/// leaves the queue without running and a circle packing that runs stops within 1,024 circles.
/// Once the work is done the watch is disarmed (``disarm()``): a close after it cancels nothing.
/// Thread-safe.
final class DisconnectWatch: @unchecked Sendable {
    private let lock = NSLock()
    private var cancellation: PreparationCancellation?
    private var executors: [PreparationExecutor]

    init(_ cancellation: PreparationCancellation, executors: [PreparationExecutor]) {
        self.cancellation = cancellation
        self.executors = executors
    }

    /// The client has gone: cancels the request's work, unless it is answered already.
    func clientWent() {
        let (cancellation, executors) = lock.withLock { () -> (PreparationCancellation?, [PreparationExecutor]) in
            defer { disarmLocked() }
            return (self.cancellation, self.executors)
        }
        guard let cancellation else { return }
        for executor in executors { executor.cancel(cancellation) }
    }

    /// The request's work is done: a later close cancels nothing.
    func disarm() {
        lock.withLock { disarmLocked() }
    }

    private func disarmLocked() {
        cancellation = nil
        executors = []
    }
}
