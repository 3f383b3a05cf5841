@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutCatalog

/// The circle packing against the tutorial's method (``CirclesTutorialLayout``) on the tutorial's
/// own data (diameters 120, 160, 80, 120, 80, 140, 100, 200 repeated, spacing 10, insets 20):
/// prepare time at 1k, 10k and 100k circles, the growth from 10k to 100k, the time per circle against
/// d3's `packSiblings` (``perCircleRows(quick:)``), and at widths 320, 375, 414, 768 and 1024 the density (circle area ÷ (width × content height)), the overlapping pairs,
/// the closest gap between two circles, the chain's mean length and the collision checks per circle.
struct CirclePackBenchmark: LayoutBenchmark {
    let name = LayoutKind.circles.name

    static let widths: [CGFloat] = [320, 375, 414, 768, 1024]
    static let timingWidth: CGFloat = 375

    func run(quick: Bool) -> [BenchmarkRow] {
        var rows: [BenchmarkRow] = []
        let diameters = CirclePackSpec.sampleDiameters.map { CGFloat($0) }
        let orderings: [(CirclePackLayout.Configuration, String)] = [(.standard, "reading order"), (.dense, "dense")]

        // Time: the methods interleaved, so that a busy machine slows them alike, in CPU time.
        let counts = quick ? [300, 600] : [1_000, 10_000, 100_000]
        var times: [Int: [Double]] = [:]
        for n in counts {
            let environment = Self.environment(width: Self.timingWidth, count: n)
            var asWritten = CirclesTutorialLayout()
            var placementOnly = CirclesTutorialLayout()
            placementOnly.framesInArray = true
            let medians = Self.interleavedMilliseconds(
                samples: quick || n >= 100_000 ? 3 : n >= 10_000 ? 7 : 15,
                [
                    { asWritten.prepare(boundsWidth: Self.timingWidth, diameters: diameters, numberOfItems: n) },
                    { placementOnly.prepare(boundsWidth: Self.timingWidth, diameters: diameters, numberOfItems: n) },
                    { blackHole(CirclePackLayout(configuration: .standard).prepare(in: environment)) },
                    { blackHole(CirclePackLayout(configuration: .dense).prepare(in: environment)) },
                ])
            times[n] = medians
            for (k, (_, variant)) in orderings.enumerated() {
                rows.append(
                    BenchmarkRow(
                        layout: name, measure: "prepare vs tutorial as written", items: n,
                        variant: "width 375, \(variant)", ours: medians[k + 2], baseline: medians[0], unit: "ms CPU"))
                rows.append(
                    BenchmarkRow(
                        layout: name, measure: "prepare vs its placement alone", items: n,
                        variant: "width 375, \(variant)", ours: medians[k + 2], baseline: medians[1], unit: "ms CPU"))
            }
        }
        if let small = counts.dropLast().last, let large = counts.last, let a = times[small], let b = times[large] {
            for (k, (_, variant)) in orderings.enumerated() {
                rows.append(
                    BenchmarkRow(
                        layout: name, measure: "growth \(small / 1000)k→\(large / 1000)k", items: large,
                        variant: "width 375, \(variant)", ours: b[k + 2] / a[k + 2], baseline: b[1] / a[1], unit: "×"))
            }
        }

        rows += perCircleRows(quick: quick)

        // Quality at every width.
        let n = quick ? 400 : 10_000
        for width in Self.widths {
            var tutorial = CirclesTutorialLayout()
            tutorial.prepare(boundsWidth: width, diameters: diameters, numberOfItems: n)
            let theirs = CircleFigures(frames: tutorial.frames, contentSize: tutorial.contentSize)
            for (configuration, variant) in orderings {
                let prepared = CirclePackLayout(configuration: configuration).prepare(
                    in: Self.environment(width: width, count: n))
                let ours = CircleFigures(frames: prepared.allElements().map(\.frame), contentSize: prepared.contentSize)
                let label = "width \(Int(width)), \(variant)"
                rows.append(
                    BenchmarkRow(
                        layout: name, measure: "density", items: n, variant: label,
                        ours: ours.density, baseline: theirs.density, unit: "fraction", higherIsBetter: true))
                rows.append(
                    BenchmarkRow(
                        layout: name, measure: "overlapping pairs", items: n, variant: label,
                        ours: Double(ours.overlappingPairs), baseline: Double(theirs.overlappingPairs), unit: "pairs"))
                rows.append(
                    BenchmarkRow(
                        layout: name, measure: "closest gap", items: n, variant: label,
                        ours: ours.closestGap, baseline: theirs.closestGap, unit: "pt", higherIsBetter: true))
                if width == 375 || width == 1024 {
                    let s = prepared.statistics
                    rows.append(
                        BenchmarkRow(
                            layout: name, measure: "chain (mean elements)", items: n, variant: label,
                            ours: s.averageChain, unit: "elements"))
                    rows.append(
                        BenchmarkRow(
                            layout: name, measure: "collision checks per circle", items: n, variant: label,
                            ours: s.checksPerCircle, unit: "checks"))
                }
            }
        }
        return rows
    }

    /// The tutorial's data in a container `width` wide.
    static func environment(width: CGFloat, count: Int) -> LayoutEnvironment {
        LayoutEnvironment(
            boundsSize: CGSize(width: width, height: 667), itemCounts: [count],
            itemSizes: .cycle(CirclePackSpec.sampleDiameters.map { CGSize(width: $0, height: $0) }))
    }

    /// The median CPU time of each body in milliseconds, running them in turn `samples` times
    /// (after one untimed round when there are more than 3), so that load on the machine falls on
    /// all of them alike. CPU time of the thread, not wall time: on a shared machine the wall clock
    /// also counts other processes (the code measured is single-threaded).
    static func interleavedMilliseconds(samples: Int, _ bodies: [() -> Void]) -> [Double] {
        var times = Array(repeating: [Double](), count: bodies.count)
        if samples > 3 { bodies.forEach { $0() } }
        for _ in 0..<samples {
            for (k, body) in bodies.enumerated() {
                let start = threadCPUSeconds()
                body()
                times[k].append((threadCPUSeconds() - start) * 1000)
            }
        }
        return times.map { $0.sorted()[$0.count / 2] }
    }

    /// The CPU time this thread has used, in seconds.
    static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }
}

/// Density, overlaps and the closest gap of a set of circles (frames are their bounding squares).
struct CircleFigures {
    /// Circle area ÷ (content width × content height).
    let density: Double
    /// Pairs of circles that share area (centres closer than the sum of the radii, by more than 10^-6).
    let overlappingPairs: Int
    /// The smallest distance between the edges of two circles (negative when they overlap).
    let closestGap: Double

    init(frames: [CGRect], contentSize: CGSize) {
        let area = frames.reduce(0.0) { $0 + Double.pi * Double($1.width * $1.width) / 4 }
        density =
            contentSize.width > 0 && contentSize.height > 0 ? area / Double(contentSize.width * contentSize.height) : 0
        // Sweep down: a circle can only meet circles whose top is above its bottom plus the
        // largest gap of interest, so each is compared with its neighbours in y only.
        let sorted = frames.sorted { $0.minY < $1.minY }
        let reach = 100.0
        var overlaps = 0
        var closest = Double.infinity
        for a in sorted.indices {
            let p = sorted[a]
            var b = a + 1
            while b < sorted.count && Double(sorted[b].minY) < Double(p.maxY) + reach {
                let q = sorted[b]
                let gap = Double(hypot(p.midX - q.midX, p.midY - q.midY) - p.width / 2 - q.width / 2)
                if gap < -1e-6 { overlaps += 1 }
                closest = Swift.min(closest, gap)
                b += 1
            }
        }
        overlappingPairs = overlaps
        closestGap = closest.isFinite ? closest : 0
    }
}
