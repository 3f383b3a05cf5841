import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs work on threads of its own, at most ``concurrency`` jobs at once and at most
/// ``queueLimit`` waiting, so that the work never occupies the threads that answer other
/// requests, and too much of it is refused rather than queued without end.
///
/// The server has two: the costly executor (preparations and answers estimated over
/// ``WorkBudget/quickSeconds``: half the cores, 8 waiting, nice 10) and the quick one (everything
/// else: 16 threads, nice 0), which replaces Dispatch's global pool, whose width is the core
/// count: two requests that never end would otherwise hold every thread cheap requests need.
///
/// Threads are started when work arrives and end when none is left. On Linux they run at
/// ``nice``, so that with two cores busy packing circles a cheap request waits milliseconds, not
/// the length of a packing. A job that runs past ``overrunSeconds`` (a request far beyond its
/// estimate, or one that never ends) is demoted: its thread drops to the idle scheduling class
/// (it gets a core only when nothing else wants one), it stops counting against ``concurrency``
/// (another thread takes the queue) and it ends when its job does. At most
/// ``maximumOverrunning`` jobs are let go that way at once; past that the executor waits for them
/// like any other job. Thread-safe.
package final class PreparationExecutor: @unchecked Sendable {
    /// The most jobs running at once (jobs past ``overrunSeconds`` not counted).
    package let concurrency: Int
    /// The most jobs waiting to run; more are refused.
    package let queueLimit: Int
    /// The nice value of the threads on Linux (0 to 19).
    package let nice: Int32
    /// Seconds after which a running job is demoted and let go (see the type's summary).
    package let overrunSeconds: Double
    /// The most demoted jobs at once.
    package let maximumOverrunning: Int

    /// Seconds an idle thread waits for more work before it ends (0: ends at once).
    package let keepAlive: Double
    /// Whether a thread gives freed memory back to the system when it ends (``Memory/trimAfterWork()``).
    package let trimsMemory: Bool

    private let lock = NSCondition()
    /// Threads waiting for work (``keepAlive``).
    private var idle = 0
    private var waiting: [@Sendable () -> Void] = []
    private var running = 0
    /// The jobs running now, by worker, with the time they started.
    private var workers: [ObjectIdentifier: Worker] = [:]
    private var overrunning = 0
    private var watchdogRunning = false
    /// The average seconds of a job, for ``retryAfterSeconds`` (exponentially weighted).
    private var averageSeconds = 0.5

    private final class Worker {
        var started: Double?
        var demoted = false
        #if os(Linux)
        let thread = pthread_self()
        #endif
    }

    /// - Parameters:
    ///   - concurrency: The most jobs running at once. The default is half the cores, at least 1:
    ///     the other half stays free for cheap requests.
    ///   - queueLimit: The most jobs waiting. The default is 8: at the budget's 1.5 s a job, the
    ///     last waits about 12 s on one thread.
    ///   - nice: The threads' nice value on Linux. The default is 10: CFS then gives a nice-0
    ///     thread about 10 times the share of a nice-10 one.
    ///   - overrunSeconds: The default is 5: the budget is 1.5 s estimated, 2 s measured at most,
    ///     and a loaded machine may take twice that.
    ///   - maximumOverrunning: The default is 8.
    ///   - keepAlive: The default is 0: costly jobs take 20 ms or more, and starting a thread some 50 µs.
    ///   - trimsMemory: The default is true: costly jobs are the large ones.
    package init(
        concurrency: Int = Swift.max(1, ProcessInfo.processInfo.activeProcessorCount / 2), queueLimit: Int = 8,
        nice: Int32 = 10, overrunSeconds: Double = 5, maximumOverrunning: Int = 8,
        keepAlive: Double = 0, trimsMemory: Bool = true
    ) {
        self.keepAlive = keepAlive
        self.trimsMemory = trimsMemory
        self.concurrency = Swift.max(1, concurrency)
        self.queueLimit = Swift.max(0, queueLimit)
        self.nice = Swift.min(19, Swift.max(0, nice))
        self.overrunSeconds = overrunSeconds
        self.maximumOverrunning = Swift.max(0, maximumOverrunning)
    }

    /// The quick executor: 16 threads at nice 0, up to 4,096 waiting (the connection cap), a
    /// job let go after 1 s (a quick job is estimated under 20 ms); idle threads wait 2 s for more
    /// (a scrolling page sends a request every few milliseconds).
    package static func quick() -> PreparationExecutor {
        PreparationExecutor(
            concurrency: 16, queueLimit: 4_096, nice: 0, overrunSeconds: 1, maximumOverrunning: 16,
            keepAlive: 2, trimsMemory: false)
    }

    /// Runs `work` on one of the executor's threads and returns its result, or nil at once when
    /// ``concurrency`` jobs are running and ``queueLimit`` waiting.
    package func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T? {
        await withCheckedContinuation { (continuation: CheckedContinuation<T?, Never>) in
            if !submit({ continuation.resume(returning: work()) }) { continuation.resume(returning: nil) }
        }
    }

    /// The jobs running and waiting now (demoted ones not counted as running).
    package var load: (running: Int, waiting: Int) {
        lock.withLock { (running, waiting.count) }
    }

    /// The jobs demoted for running past ``overrunSeconds`` and not finished yet.
    package var overrunningJobs: Int {
        lock.withLock { overrunning }
    }

    /// The most jobs accepted at once: ``concurrency`` running and ``queueLimit`` waiting.
    package var capacity: Int { concurrency + queueLimit }

    /// About how long until a job submitted now would be accepted, for a 503's `Retry-After`: the
    /// jobs ahead of it over the threads, times the average job, in whole seconds (1 to 60).
    package var retryAfterSeconds: Int {
        lock.withLock {
            let ahead = Double(running + waiting.count - concurrency + 1) / Double(concurrency)
            return Swift.min(60, Swift.max(1, Int((ahead * averageSeconds).rounded(.up))))
        }
    }

    private func submit(_ job: @escaping @Sendable () -> Void) -> Bool {
        let (accepted, startThread) = lock.withLock { () -> (Bool, Bool) in
            // A job waits only when every thread is busy; the queue limit counts waiting jobs
            // only: the job a new thread starts with goes to it directly, never through the queue
            // (it used to sit there until the thread took it, and a burst found one place fewer).
            if idle > 0 {
                // A thread waiting for work takes it.
                idle -= 1
                waiting.append(job)
                lock.signal()
                return (true, false)
            }
            if running < concurrency {
                running += 1
                return (true, true)
            }
            guard waiting.count < queueLimit else { return (false, false) }
            waiting.append(job)
            return (true, false)
        }
        if startThread {
            let thread = Thread { [self] in drain(first: job) }
            thread.name = "layouts-work"
            thread.start()
        }
        return accepted
    }

    /// Runs `first`, then waiting jobs until none is left, then ends the thread.
    private func drain(first: @escaping @Sendable () -> Void) {
        #if os(Linux)
        // Nice for this thread only (on Linux, `who` 0 is the calling thread, which has its own
        // nice value).
        if nice > 0 { _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, nice) }
        #endif
        let worker = Worker()
        let id = ObjectIdentifier(worker)
        var job: (@Sendable () -> Void)? = first
        while let current = job {
            lock.withLock {
                worker.started = Self.now()
                workers[id] = worker
            }
            startWatchdog()
            let began = Self.now()
            current()
            let seconds = Self.now() - began
            job = lock.withLock { () -> (@Sendable () -> Void)? in
                workers[id] = nil
                averageSeconds = 0.8 * averageSeconds + 0.2 * seconds
                if worker.demoted {
                    // Let go: no longer counted as running; the thread ends at its idle class.
                    overrunning -= 1
                    return nil
                }
                if waiting.isEmpty && keepAlive > 0 {
                    idle += 1
                    let deadline = Date(timeIntervalSinceNow: keepAlive)
                    while waiting.isEmpty && lock.wait(until: deadline) {}
                    if waiting.isEmpty { idle = Swift.max(0, idle - 1) }
                }
                if waiting.isEmpty {
                    running -= 1
                    return nil
                }
                return waiting.removeFirst()
            }
        }
        if trimsMemory { Memory.trimAfterWork() }
    }

    /// Checks the running jobs every 100 ms while any runs, demoting those past ``overrunSeconds``.
    private func startWatchdog() {
        let start = lock.withLock { () -> Bool in
            guard !watchdogRunning, overrunSeconds.isFinite else { return false }
            watchdogRunning = true
            return true
        }
        guard start else { return }
        let thread = Thread { [self] in
            while true {
                Thread.sleep(forTimeInterval: 0.1)
                let keepGoing = lock.withLock { () -> Bool in
                    let now = Self.now()
                    for worker in workers.values where !worker.demoted && overrunning < maximumOverrunning {
                        guard let started = worker.started, now - started > overrunSeconds else { continue }
                        worker.demoted = true
                        overrunning += 1
                        #if os(Linux)
                        var parameter = sched_param(sched_priority: 0)
                        // SCHED_IDLE (5 in <sched.h>, not imported without _GNU_SOURCE).
                        _ = pthread_setschedparam(worker.thread, 5, &parameter)
                        #endif
                        // Another thread takes the queue.
                        if let next = waiting.first {
                            waiting.removeFirst()
                            let replacement = Thread { [self] in drain(first: next) }
                            replacement.name = "layouts-work"
                            replacement.start()
                        } else {
                            running -= 1
                        }
                    }
                    if workers.isEmpty { watchdogRunning = false }
                    return !workers.isEmpty
                }
                if !keepGoing { return }
            }
        }
        thread.name = "layouts-watchdog"
        thread.start()
    }

    private static func now() -> Double { ProcessInfo.processInfo.systemUptime }
}

/// Giving memory back after large work.
enum Memory {
    /// On Linux, `malloc_trim(0)` when a thread of work ends: glibc keeps freed memory in its
    /// per-thread arenas, and after a load of large answers the server stayed at 180–190 MB
    /// against 32 MB idle. Called once per thread's end, not per job (it walks every arena).
    static func trimAfterWork() {
        #if os(Linux)
        _ = mallocTrim?(0)
        #endif
    }

    #if os(Linux)
    /// glibc's `malloc_trim`, looked up at run time (<malloc.h> is not in the Glibc module); nil
    /// with another C library.
    private static let mallocTrim: (@convention(c) (Int) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
    }()
    #endif
}
