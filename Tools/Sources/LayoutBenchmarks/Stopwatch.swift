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
