import Foundation

/// Times code: the median of several samples, each long enough to read a clock reliably.
package enum Stopwatch {
    /// The median time of one call of `body`, in milliseconds.
    ///
    /// Calls `body` in batches of at least about 2 ms (clock reads cost ~25 ns, so batching keeps
    /// microsecond operations honest), takes up to `samples` batches or as many as fit in
    /// `budget` seconds (at least 3), and returns the median per call.
    package static func milliseconds(samples: Int = 15, budget: Double = 0.5, _ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        let first = clock.measure(body).seconds
        let batch = first > 0.002 ? 1 : Swift.max(1, Int(0.002 / Swift.max(first, 1e-9)))
        var times: [Double] = []
        let start = clock.now
        while times.count < samples && (times.count < 3 || (clock.now - start).seconds < budget) {
            let t = clock.measure { for _ in 0..<batch { body() } }.seconds
            times.append(t / Double(batch))
        }
        times.sort()
        return times[times.count / 2] * 1000
    }
}

extension Stopwatch {
    /// The median CPU time, in milliseconds, of nine updates of a prepared layout, and of a full
    /// prepare of the environment the first three of them reach: what an incremental path costs
    /// against starting again. `step(k)` makes the `k`th change (1 through 9) and returns the
    /// environment it reaches, `update` takes it into the prepared layout being continued, and
    /// `full` prepares it afresh (three samples only: a full prepare of 100,000 items is slow).
    package static func updatesAgainstFullPrepares<Environment>(
        step: (Int) -> Environment, update: (Environment) -> Void, full: (Environment) -> Void
    ) -> (update: Double, full: Double) {
        var updateTimes: [Double] = [], fullTimes: [Double] = []
        for k in 1...9 {
            let next = step(k)
            let start = CirclePackBenchmark.threadCPUSeconds()
            update(next)
            updateTimes.append((CirclePackBenchmark.threadCPUSeconds() - start) * 1000)
            if k <= 3 {
                let start = CirclePackBenchmark.threadCPUSeconds()
                full(next)
                fullTimes.append((CirclePackBenchmark.threadCPUSeconds() - start) * 1000)
            }
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        return (median(updateTimes), median(fullTimes))
    }
}

extension Duration {
    /// The duration in seconds.
    package var seconds: Double {
        let (s, attoseconds) = components
        return Double(s) + Double(attoseconds) * 1e-18
    }
}

/// Keeps the optimizer from removing a computation whose result is otherwise unused.
@inline(never)
package func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
