import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs costly work (preparing large layouts) on threads of its own, at most ``concurrency`` at
/// once and at most ``queueLimit`` waiting, so that costly requests never occupy the threads that
/// answer cheap ones, and too many of them are refused rather than queued without end.
///
/// Threads are started when work arrives and end when none is left. On Linux they run at a lower
/// scheduling priority (nice 10), so that the kernel gives cheap requests the CPU first: with two
/// cores busy packing circles, a cheap request then waits milliseconds, not the length of a
/// packing. Thread-safe.
public final class PreparationExecutor: @unchecked Sendable {
    /// The most jobs running at once.
    public let concurrency: Int
    /// The most jobs waiting to run; more are refused.
    public let queueLimit: Int

    private let lock = NSLock()
    private var waiting: [@Sendable () -> Void] = []
    private var running = 0

    /// - Parameters:
    ///   - concurrency: The most jobs running at once. The default is half the cores, at least 1:
    ///     the other half stays free for cheap requests.
    ///   - queueLimit: The most jobs waiting. The default is 8: at the budget's 1.5 s a job, the
    ///     last waits about 12 s on one thread.
    public init(concurrency: Int = Swift.max(1, ProcessInfo.processInfo.activeProcessorCount / 2), queueLimit: Int = 8) {
        self.concurrency = Swift.max(1, concurrency)
        self.queueLimit = Swift.max(0, queueLimit)
    }

    /// Runs `work` on one of the executor's threads and returns its result, or nil at once when
    /// ``queueLimit`` jobs are already waiting.
    public func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T? {
        await withCheckedContinuation { (continuation: CheckedContinuation<T?, Never>) in
            if !submit({ continuation.resume(returning: work()) }) { continuation.resume(returning: nil) }
        }
    }

    /// The jobs running and waiting now.
    public var load: (running: Int, waiting: Int) {
        lock.withLock { (running, waiting.count) }
    }

    private func submit(_ job: @escaping @Sendable () -> Void) -> Bool {
        let (accepted, startThread) = lock.withLock { () -> (Bool, Bool) in
            // A job waits only when every thread is busy; the queue limit counts waiting jobs.
            guard running < concurrency || waiting.count < queueLimit else { return (false, false) }
            waiting.append(job)
            guard running < concurrency else { return (true, false) }
            running += 1
            return (true, true)
        }
        if startThread {
            let thread = Thread { [self] in drain() }
            thread.name = "layouts-preparation"
            thread.start()
        }
        return accepted
    }

    /// Runs waiting jobs until none is left, then ends the thread.
    private func drain() {
        #if os(Linux)
        // Nice 10 for this thread only (on Linux, `who` 0 is the calling thread, which has its own
        // nice value): CFS then gives a nice-0 thread about 10 times its share of a core.
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
        #endif
        while true {
            let job = lock.withLock { () -> (@Sendable () -> Void)? in
                if waiting.isEmpty {
                    running -= 1
                    return nil
                }
                return waiting.removeFirst()
            }
            guard let job else { return }
            job()
        }
    }
}
