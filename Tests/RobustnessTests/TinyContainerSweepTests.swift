@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutFuzzing
import Testing

/// Issue 34's sweep: every layout, in each of its modes, in square containers from 1 point down
/// to the least subnormal (every power of ten to 10⁻³⁰⁰, the least normal magnitude and the
/// number below it, 10⁻³²⁰ and 5e-324), with a spacing and an inset of 0 or 10⁻³⁰⁰
/// (``LayoutFuzzTarget/spaced``), 2 items without and with subnormal sizes in every container,
/// 2,000 in every tenth power of ten and the edges, and 200,000 in a few (``largeCases``).
///
/// Each case: no trap; every item has finite attributes, the content size is finite, the visible
/// rect's elements are finite, a rest offset is finite and the resting-item search stops within
/// its passes; circles keep the spacing less the rounding at their scale, stay inside the
/// container, and do a bounded number of collision checks per circle; the process's peak memory
/// grows by at most ``memoryBound`` (coarse: tests running alongside raise it too). Work is
/// bounded by counts, never by time (the timing is the `tiny-containers` benchmark's:
/// `Scripts/layouts bench --layout tiny-containers`); the worst CPU time is printed.
@Suite("Robustness: tiny containers at every scale")
struct TinyContainerSweepTests {
    /// The containers' sides: 1, 0.1, …, 10⁻³⁰⁰, then the subnormal edges.
    static let widths: [CGFloat] =
        (0...300).map { CGFloat(Double("1e-\($0)")!) } + [
            .leastNormalMagnitude, CGFloat.leastNormalMagnitude.nextDown, 1e-320, .leastNonzeroMagnitude,
        ]
    /// The spacings and insets.
    static let gaps: [CGFloat] = [0, 1e-300]
    /// Per-item sizes: none (the layout's default), and subnormal ones beside a point.
    static let sizes: [ItemSizes] = [
        .none,
        .cycle([CGSize(width: 5e-324, height: 5e-324), CGSize(width: 1e-310, height: 1), CGSize(width: 1, height: 1)]),
    ]
    /// The 200,000-item cases: (width, spacing, mode), each with no insets. For the circles they
    /// are the issue's: quadratic at 5e-324 dense (28.8 s) and at 10⁻³⁰⁰ with a spacing of 10⁻³⁰⁰
    /// (96 s), each in a release build.
    static let largeCases: [(width: CGFloat, spacing: CGFloat, mode: Int)] = [
        (.leastNonzeroMagnitude, 0, 1), (1e-300, 1e-300, 1),
    ]
    /// The most collision checks per circle a packing may make: a packing at 375 points makes
    /// about 10 (`layouts bench --layout circles`); a quadratic one makes thousands.
    static let checksPerCircleBound: Double = 200
    /// The most the process's peak resident memory may grow in one case, in bytes: the issue's
    /// packings asked for 9.5 GB and 4 TB.
    static let memoryBound = 500 << 20

    /// One case of the sweep.
    struct Case: CustomStringConvertible {
        var width: CGFloat, spacing: CGFloat, inset: CGFloat, mode: Int, items: Int, sizes: ItemSizes

        var description: String {
            "width \(width), spacing \(spacing), inset \(inset), mode \(mode), \(items) items, sizes \(sizes)"
        }
    }

    /// Every case of the sweep for a layout with `modes` modes.
    static func cases(modes: Int) -> [Case] {
        var cases: [Case] = []
        for (k, width) in widths.enumerated() {
            for spacing in gaps {
                for inset in gaps {
                    for mode in 0..<modes {
                        for sizes in sizes {
                            cases.append(
                                Case(width: width, spacing: spacing, inset: inset, mode: mode, items: 2, sizes: sizes))
                        }
                        if k % 10 == 0 || k > 300 {
                            cases.append(
                                Case(
                                    width: width, spacing: spacing, inset: inset, mode: mode, items: 2_000, sizes: .none
                                ))
                        }
                    }
                }
            }
        }
        for (width, spacing, mode) in largeCases where mode < modes {
            cases.append(Case(width: width, spacing: spacing, inset: 0, mode: mode, items: 200_000, sizes: .none))
        }
        return cases
    }

    @Test(
        "No trap, finite, bounded work, circles apart, in every tiny container",
        arguments: LayoutKind.allCases)
    func sweep(layout: LayoutKind) throws {
        let target = LayoutFuzzTarget.target(for: layout)
        var worst = (cpu: 0.0, rss: 0, cpuCase: "", rssCase: "")
        let cases = Self.cases(modes: target.spaced.modes.count)
        var failures = 0
        for sweepCase in cases {
            let layout = try target.spaced.make(sweepCase.spacing, sweepCase.inset, sweepCase.mode)
            let environment = LayoutEnvironment(
                boundsSize: CGSize(width: sweepCase.width, height: sweepCase.width), itemCounts: [sweepCase.items],
                itemSizes: sweepCase.sizes)
            let rssBefore = Self.peakResidentBytes()
            let cpuBefore = Self.threadCPUSeconds()
            let prepared = layout.prepare(in: environment)
            let cpu = Self.threadCPUSeconds() - cpuBefore
            let rss = Self.peakResidentBytes() - rssBefore
            if cpu > worst.cpu { (worst.cpu, worst.cpuCase) = (cpu, "\(sweepCase)") }
            if rss > worst.rss { (worst.rss, worst.rssCase) = (rss, "\(sweepCase)") }
            var problems = Self.problems(prepared, items: sweepCase.items)
            if rss > Self.memoryBound { problems.append("peak memory grew by \(rss >> 20) MB") }
            if !problems.isEmpty {
                failures += 1
                // The first few in full: one cause usually breaks a whole row of cases.
                if failures <= 20 {
                    Issue.record("\(layout), \(sweepCase), \(target.spaced.modes[sweepCase.mode]): \(problems)")
                }
            }
        }
        if failures > 20 { Issue.record("\(layout): \(failures) of \(cases.count) cases failed, the first 20 shown") }
        print(
            "tiny containers, \(layout): \(cases.count) cases, worst prepare \(Int(worst.cpu * 1000)) ms CPU (\(worst.cpuCase)), peak memory grew by at most \(worst.rss >> 20) MB (\(worst.rssCase))"
        )
    }

    /// What is wrong with `prepared`, one line each.
    static func problems(_ prepared: any PreparedLayout, items: Int) -> [String] {
        var problems: [String] = []
        let content = prepared.contentSize
        if !(content.width.isFinite && content.height.isFinite && content.width >= 0 && content.height >= 0) {
            problems.append("content size \(content)")
        }
        var cells: [LayoutAttributes] = []
        cells.reserveCapacity(items)
        for item in 0..<items {
            guard let a = prepared.attributes(for: ElementIndex(0, item)) else {
                problems.append("no attributes for item \(item)")
                break
            }
            if !a.isFinite {
                problems.append("item \(item) is not finite: \(a)")
                break
            }
            cells.append(a)
        }
        let visible = prepared.environment.visibleRect
        var shown = 0
        _ = prepared.forEachElement(in: visible) { a in
            shown += 1
            if !a.isFinite { problems.append("visible element \(a.index) is not finite: \(a)") }
            return a.isFinite
        }
        if shown > items + 2 * prepared.environment.numberOfSections { problems.append("\(shown) visible elements") }
        let rest = prepared.targetContentOffset(proposed: visible.origin, velocity: CGPoint(x: 1, y: 1), current: .zero)
        if !(rest.x.isFinite && rest.y.isFinite) { problems.append("rest offset \(rest)") }
        let search = prepared.nearestCellSearch(to: prepared.environment.contentOffset)
        if search.passes > NearestCellSearch.maximumPasses { problems.append("\(search.passes) resting-item passes") }
        if let circles = prepared as? PreparedCirclePack { problems += circleProblems(circles, cells) }
        return problems
    }

    /// What is wrong with a packing's circles: too close (less the rounding at their scale),
    /// outside the container, or too many collision checks.
    static func circleProblems(_ packing: PreparedCirclePack, _ cells: [LayoutAttributes]) -> [String] {
        var problems: [String] = []
        let spacing = packing.configuration.spacing, width = packing.contentSize.width
        if packing.statistics.checksPerCircle > checksPerCircleBound {
            problems.append("\(packing.statistics.checksPerCircle) collision checks per circle")
        }
        let frames = cells.map(\.frame)
        for f in frames where f.minX < -tolerance(f, f) || f.maxX > width + tolerance(f, f) {
            problems.append("circle \(f) outside the container 0...\(width)")
            break
        }
        // Top to bottom, each against those whose top is above its bottom plus the spacing; past
        // 2,000 circles, against the next 64 only (a sample: one row of circles would be quadratic).
        let sorted = frames.sorted { $0.minY < $1.minY }
        let window = sorted.count > 2_000 ? 64 : sorted.count
        search: for a in sorted.indices {
            let p = sorted[a]
            var b = a + 1
            while b < sorted.count && b - a <= window && sorted[b].minY <= p.maxY + spacing + tolerance(p, sorted[b]) {
                let q = sorted[b]
                let gap = hypot(p.midX - q.midX, p.midY - q.midY) - p.width / 2 - q.width / 2
                if gap < spacing - tolerance(p, q) {
                    problems.append("circles \(p) and \(q) are \(gap) apart, spacing \(spacing)")
                    break search
                }
                b += 1
            }
        }
        return problems
    }

    /// The rounding allowed between two circles: a billionth of their coordinates and diameters,
    /// and a few of the least subnormals (the rounding of subnormal arithmetic).
    static func tolerance(_ p: CGRect, _ q: CGRect) -> CGFloat {
        let scale = abs(p.midX) + abs(p.midY) + abs(q.midX) + abs(q.midY) + p.width + q.width
        return 1e-9 * scale + 4 * .leastNonzeroMagnitude
    }

    /// The CPU time this thread has used, in seconds.
    static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
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
