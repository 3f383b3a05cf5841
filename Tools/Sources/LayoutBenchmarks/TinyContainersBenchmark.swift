@_spi(Tools) import CollectionLayouts
import Foundation

/// Issue 34's sweep at release speed (the property suite's `TinyContainerSweepTests` holds the
/// same cases to bounds that do not depend on time): every layout, in each of two modes, in square
/// containers from 1 point down to the least subnormal (every power of ten to 10⁻³⁰⁰, the least
/// normal magnitude and the number below it, 10⁻³²⁰ and 5e-324), with a spacing and an inset of 0
/// or 10⁻³⁰⁰; 2 and 2,000 items in each, and 200,000 where the circles turned quadratic (5e-324,
/// dense; 10⁻³⁰⁰ with a spacing of 10⁻³⁰⁰, dense). For each layout and count: the worst
/// prepare's CPU time and the most the process's peak memory grew in one prepare, with the case
/// that gave it. The layouts in their modes are the engine's, `LayoutKind.spaced(spacing:inset:mode:)`,
/// as the property suite's.
struct TinyContainersBenchmark: LayoutBenchmark {
    let name = "tiny-containers"

    /// The containers' sides, as the sweep test's.
    static let widths: [CGFloat] =
        (0...300).map { CGFloat(Double("1e-\($0)")!) } + [
            .leastNormalMagnitude, CGFloat.leastNormalMagnitude.nextDown, 1e-320, .leastNonzeroMagnitude,
        ]
    /// The 200,000-item cases: (width, spacing, mode), with no insets.
    static let largeCases: [(width: CGFloat, spacing: CGFloat, mode: Int)] = [
        (.leastNonzeroMagnitude, 0, 1), (1e-300, 1e-300, 1),
    ]

    func run(quick: Bool) -> [BenchmarkRow] {
        let widths: [CGFloat] = quick ? [1, 1e-13, 1e-100, 1e-300, .leastNonzeroMagnitude] : Self.widths
        let counts = quick ? [2, 200] : [2, 2_000]
        let large = quick ? 2_000 : 200_000
        var rows: [BenchmarkRow] = []
        for kind in LayoutKind.allCases {
            var cases: [(width: CGFloat, spacing: CGFloat, inset: CGFloat, mode: Int, items: Int)] = []
            for n in counts {
                for width in widths {
                    for spacing: CGFloat in [0, 1e-300] {
                        for inset: CGFloat in [0, 1e-300] {
                            for mode in kind.spacedModes.indices { cases.append((width, spacing, inset, mode, n)) }
                        }
                    }
                }
            }
            cases += Self.largeCases.map { ($0.width, $0.spacing, 0, $0.mode, large) }
            var worst: [Int: (cpu: Double, cpuCase: String, memory: Int, memoryCase: String)] = [:]
            for c in cases {
                guard let layout = try? kind.spaced(spacing: c.spacing, inset: c.inset, mode: c.mode) else { continue }
                let environment = LayoutEnvironment(
                    boundsSize: CGSize(width: c.width, height: c.width), itemCounts: [c.items])
                let memoryBefore = Self.peakResidentBytes()
                let start = CirclePackBenchmark.threadCPUSeconds()
                blackHole(layout.prepare(in: environment))
                let cpu = CirclePackBenchmark.threadCPUSeconds() - start
                let memory = Self.peakResidentBytes() - memoryBefore
                let label = "\(c.width) wide, spacing \(c.spacing), inset \(c.inset), \(kind.spacedModes[c.mode])"
                var w = worst[c.items] ?? (0, "", 0, "")
                if cpu > w.cpu || w.cpuCase.isEmpty { (w.cpu, w.cpuCase) = (cpu, label) }
                if memory > w.memory || w.memoryCase.isEmpty { (w.memory, w.memoryCase) = (memory, label) }
                worst[c.items] = w
            }
            for (n, w) in worst.sorted(by: { $0.key < $1.key }) {
                rows.append(
                    BenchmarkRow(
                        layout: name, measure: "worst prepare", items: n, variant: "\(kind): \(w.cpuCase)",
                        ours: w.cpu * 1000, unit: "ms CPU"))
                rows.append(
                    BenchmarkRow(
                        layout: name, measure: "most peak memory growth", items: n,
                        variant: "\(kind): \(w.memoryCase)", ours: Double(w.memory) / 1_048_576, unit: "MB"))
            }
        }
        return rows
    }

    /// The process's peak resident memory so far, in bytes.
    static func peakResidentBytes() -> Int {
        var usage = rusage()
        #if os(Linux)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return usage.ru_maxrss * 1024  // kilobytes on Linux, bytes on Apple platforms
        #else
        getrusage(RUSAGE_SELF, &usage)
        return usage.ru_maxrss
        #endif
    }
}
