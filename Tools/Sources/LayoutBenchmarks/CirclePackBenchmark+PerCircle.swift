@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutCatalog

/// The circle packing's cost per circle against d3-hierarchy's `packSiblings` (the reference
/// circle packer on the web, which packs a round blob rather than a column), at 100, 1,000, 10,000
/// and 100,000 circles of the tutorial's diameters and of 40 points, at 375 and 1024 points, in
/// both orders.
extension CirclePackBenchmark {
    /// d3's figures in µs a circle, by count, for the tutorial's diameters and for 40-point ones:
    /// at 1,000 and 10,000 one run of `packSiblings` beside a release build of ours on a shared
    /// 2-core Linux machine; at 100,000 the faster end of that run's range for every case (754 ms
    /// for 100,000); at 100 Debian's node-d3-hierarchy 1.1.8 under node 20 on the same machine
    /// class, the best of 5 rounds of 2,000 packings (the same run gave 0.96 and 1.13 at 1,000:
    /// slower than the figures above, so the figures at 100 are not flattering to d3).
    static let d3MicrosecondsPerCircle: [Int: (tutorial: Double, equal: Double)] = [
        100: (0.24, 0.31), 1_000: (0.70, 0.62), 10_000: (2.16, 2.65), 100_000: (7.54, 7.54),
    ]

    /// The counts measured, and how many prepares each round times at that count.
    static func perCircleCounts(quick: Bool) -> [(count: Int, prepares: Int)] {
        quick ? [(100, 3), (300, 2)] : [(100, 200), (1_000, 30), (10_000, 5), (100_000, 2)]
    }

    /// How many rounds each case is timed in. The rounds go over every case in turn, so that a
    /// burst of load on a shared machine falls on one round of a case rather than on all of them.
    static let perCircleRounds = 5

    /// One row per count, diameters, width and order: the fastest prepare's CPU time per circle,
    /// in µs, over ``perCircleRounds`` rounds (the minimum, not the median: on a machine shared
    /// with other builds the load only ever adds time), with d3's figure as the baseline.
    func perCircleRows(quick: Bool) -> [BenchmarkRow] {
        struct Case {
            let diameters: String, width: CGFloat, order: String, count: Int, prepares: Int
            let layout: CirclePackLayout, environment: LayoutEnvironment
        }
        var cases: [Case] = []
        let tutorial = CirclePackSpec.sampleDiameters.map { CGSize(width: $0, height: $0) }
        for (diameters, sizes) in [
            ("tutorial", ItemSizes.cycle(tutorial)), ("40 pt", .uniform(CGSize(width: 40, height: 40))),
        ] {
            for width: CGFloat in [375, 1024] {
                for (configuration, order) in [
                    (CirclePackLayout.Configuration.standard, "reading order"), (.dense, "dense"),
                ] {
                    for (n, prepares) in Self.perCircleCounts(quick: quick) {
                        let environment = LayoutEnvironment(
                            boundsSize: CGSize(width: width, height: 667), itemCounts: [n], itemSizes: sizes)
                        cases.append(
                            Case(
                                diameters: diameters, width: width, order: order, count: n, prepares: prepares,
                                layout: CirclePackLayout(configuration: configuration), environment: environment))
                    }
                }
            }
        }
        var best = [Double](repeating: .infinity, count: cases.count)
        for _ in 0..<Self.perCircleRounds {
            for (k, item) in cases.enumerated() {
                for _ in 0..<item.prepares {
                    let start = Self.threadCPUSeconds()
                    let prepared = item.layout.prepare(in: item.environment)
                    best[k] = Swift.min(best[k], Self.threadCPUSeconds() - start)
                    blackHole(prepared)
                }
            }
        }
        return zip(cases, best).map { item, best in
            let d3 = Self.d3MicrosecondsPerCircle[item.count].map {
                item.diameters == "tutorial" ? $0.tutorial : $0.equal
            }
            return BenchmarkRow(
                layout: name, measure: "prepare per circle vs d3 packSiblings", items: item.count,
                variant: "\(item.diameters), width \(Int(item.width)), \(item.order)",
                ours: best * 1e6 / Double(item.count), baseline: d3, unit: "µs CPU")
        }
    }
}
