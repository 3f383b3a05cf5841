@_spi(Tools) import CollectionLayouts
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
/// like any other job.
///
/// A job may carry a ``PreparationCancellation`` (the server gives each request one, cancelled
/// through ``cancel(_:)`` when its client disconnects): the job runs with it bound
/// (`PreparationCancellation.current`, which the circle packing reads every 1,024 circles), a
/// waiting job whose cancellation is cancelled leaves the queue at once without running, and a
/// running one is timed from its cancellation to its end (``Statistics/slowestStop``, and in CPU
/// time ``Statistics/slowestStopCPU``).
/// Thread-safe.
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
    private var waiting: [Job] = []
    private var running = 0
    /// The jobs running now, by worker, with the time they started.
    private var workers: [ObjectIdentifier: Worker] = [:]
    private var overrunning = 0
    private var watchdogRunning = false
    /// The average seconds of a job, for ``retryAfterSeconds`` (exponentially weighted).
    private var averageSeconds = 0.5
    private var counts = Statistics()

    /// A job: its work, run with `cancellation` bound, or told it was skipped (`run(false)`).
    private struct Job {
        let run: @Sendable (_ runs: Bool) -> Void
        let cancellation: PreparationCancellation?
    }

    private final class Worker {
        var started: Double?
        var demoted = false
        /// The cancellation of the job running, and when ``PreparationExecutor/cancel(_:)`` cancelled it.
        var cancellation: PreparationCancellation?
        var cancelledAt: Double?
        /// The CPU time of the worker's thread then (Linux; nil elsewhere).
        var cancelledCPU: Double?
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

    /// Runs `work` on one of the executor's threads, with `cancellation` bound
    /// (`PreparationCancellation.current`), and returns its result; returns nil at once when
    /// ``concurrency`` jobs are running and ``queueLimit`` waiting, and as soon as `cancellation`
    /// is cancelled (``cancel(_:)``) while the job waits: it then never runs.
    package func run<T: Sendable>(
        cancellation: PreparationCancellation? = nil, _ work: @escaping @Sendable () -> T
    ) async -> T? {
        await withCheckedContinuation { (continuation: CheckedContinuation<T?, Never>) in
            let job = Job(
                run: { runs in
                    guard runs else { return continuation.resume(returning: nil) }
                    if let cancellation {
                        continuation.resume(
                            returning: PreparationCancellation.current.withValue(cancellation, operation: work))
                    } else {
                        continuation.resume(returning: work())
                    }
                }, cancellation: cancellation)
            if !submit(job) { continuation.resume(returning: nil) }
        }
    }

    /// Cancels `cancellation` and the jobs it was given to: a waiting one leaves the queue without
    /// running (its ``run(cancellation:_:)`` returns nil), a running one stops where its work reads
    /// the cancellation (the circle packing: within 1,024 circles), timed to its end.
    package func cancel(_ cancellation: PreparationCancellation) {
        let removed = lock.withLock { () -> [Job] in
            let now = Self.now()
            for worker in workers.values where worker.cancellation === cancellation && worker.cancelledAt == nil {
                worker.cancelledAt = now
                #if os(Linux)
                worker.cancelledCPU = Self.cpuTime(of: worker.thread)
                #endif
            }
            let removed = waiting.filter { $0.cancellation === cancellation }
            if !removed.isEmpty {
                waiting.removeAll { $0.cancellation === cancellation }
                counts.cancelledWaiting += removed.count
            }
            return removed
        }
        cancellation.cancel()
        for job in removed { job.run(false) }
    }

    /// What became of the executor's jobs, for `/api/stats`.
    package struct Statistics: Codable, Sendable, Equatable {
        /// Jobs running now (demoted ones not counted) and waiting.
        package var running = 0
        package var waiting = 0
        /// Jobs finished (run to their end, cancelled or not).
        package var finished = 0
        /// Jobs refused because ``PreparationExecutor/concurrency`` were running and
        /// ``PreparationExecutor/queueLimit`` waiting.
        package var refused = 0
        /// Jobs cancelled while they waited: they never ran.
        package var cancelledWaiting = 0
        /// Jobs cancelled while they ran.
        package var cancelledRunning = 0
        /// The longest a job cancelled while it ran went on after its cancellation, in seconds.
        package var slowestStop = 0.0
        /// The most CPU time such a job spent after its cancellation, in seconds (Linux; 0
        /// elsewhere): what the stop cost, whatever else the machine was doing.
        package var slowestStopCPU = 0.0
    }

    /// The statistics now.
    package var statistics: Statistics {
        lock.withLock {
            var statistics = counts
            (statistics.running, statistics.waiting) = (running, waiting.count)
            return statistics
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

    private func submit(_ job: Job) -> Bool {
        let (accepted, startThread, skipped) = lock.withLock { () -> (Bool, Bool, Bool) in
            // Its client went before it was queued.
            if job.cancellation?.isCancelled == true {
                counts.cancelledWaiting += 1
                return (true, false, true)
            }
            // A job waits only when every thread is busy; the queue limit counts waiting jobs
            // only: the job a new thread starts with goes to it directly, never through the queue
            // (it used to sit there until the thread took it, and a burst found one place fewer).
            if idle > 0 {
                // A thread waiting for work takes it.
                idle -= 1
                waiting.append(job)
                lock.signal()
                return (true, false, false)
            }
            if running < concurrency {
                running += 1
                return (true, true, false)
            }
            guard waiting.count < queueLimit else {
                counts.refused += 1
                return (false, false, false)
            }
            waiting.append(job)
            return (true, false, false)
        }
        if skipped { job.run(false) }
        if startThread {
            let thread = Thread { [self] in drain(first: job) }
            thread.name = "layouts-work"
            thread.start()
        }
        return accepted
    }

    /// Runs `first`, then waiting jobs until none is left, then ends the thread.
    private func drain(first: Job) {
        #if os(Linux)
        // Nice for this thread only (on Linux, `who` 0 is the calling thread, which has its own
        // nice value).
        if nice > 0 { _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, nice) }
        #endif
        let worker = Worker()
        let id = ObjectIdentifier(worker)
        var job: Job? = first
        while let current = job {
            let runs = lock.withLock { () -> Bool in
                // Its client went while it waited (a cancellation that raced its removal).
                if current.cancellation?.isCancelled == true {
                    counts.cancelledWaiting += 1
                    return false
                }
                worker.started = Self.now()
                worker.cancellation = current.cancellation
                worker.cancelledAt = nil
                worker.cancelledCPU = nil
                workers[id] = worker
                return true
            }
            if runs { startWatchdog() }
            let began = Self.now()
            current.run(runs)
            let ended = Self.now()
            job = lock.withLock { () -> Job? in
                workers[id] = nil
                if runs {
                    averageSeconds = 0.8 * averageSeconds + 0.2 * (ended - began)
                    counts.finished += 1
                    if let cancelledAt = worker.cancelledAt {
                        counts.cancelledRunning += 1
                        counts.slowestStop = Swift.max(counts.slowestStop, ended - cancelledAt)
                        #if os(Linux)
                        if let cancelledCPU = worker.cancelledCPU, let cpu = Self.cpuTime(of: worker.thread) {
                            counts.slowestStopCPU = Swift.max(counts.slowestStopCPU, cpu - cancelledCPU)
                        }
                        #endif
                    }
                }
                worker.cancellation = nil
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

    #if os(Linux)
    /// The CPU time `thread` has used, in seconds, or nil if it cannot be read.
    private static func cpuTime(of thread: pthread_t) -> Double? {
        var clock = clockid_t()
        var time = timespec()
        guard pthread_getcpuclockid(thread, &clock) == 0, clock_gettime(clock, &time) == 0 else { return nil }
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
    #endif
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
