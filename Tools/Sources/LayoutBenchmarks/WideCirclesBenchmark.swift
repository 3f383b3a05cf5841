@_spi(Tools) import CollectionLayouts
import Foundation

/// The circle packing's slow corner: many small equal circles in a wide container, where the
/// chain of open circles is a whole row long (100,000 circles of 40 points at 1024 points, both
/// orders; 375 points beside it). CPU time of one prepare, and per circle against d3's
/// `packSiblings`, density, overlapping pairs, the mean chain and the collision checks per circle.
struct WideCirclesBenchmark: LayoutBenchmark {
    let name = "circles-wide"

    func run(quick: Bool) -> [BenchmarkRow] {
        let n = quick ? 2_000 : 100_000
        var rows: [BenchmarkRow] = []
        for width: CGFloat in [1024, 375] {
            for (configuration, order) in [
                (CirclePackLayout.Configuration.standard, "reading order"), (.dense, "dense"),
            ] {
                let environment = LayoutEnvironment(
                    boundsSize: CGSize(width: width, height: 667), itemCounts: [n],
                    itemSizes: .uniform(CGSize(width: 40, height: 40)))
                let layout = CirclePackLayout(configuration: configuration)
                let start = CirclePackBenchmark.threadCPUSeconds()
                let prepared = layout.prepare(in: environment)
                let time = (CirclePackBenchmark.threadCPUSeconds() - start) * 1000
                let figures = CircleFigures(
                    frames: prepared.allElements().map(\.frame), contentSize: prepared.contentSize)
                let label = "40 pt, width \(Int(width)), \(order)"
                rows += [
                    BenchmarkRow(
                        layout: name, measure: "prepare", items: n, variant: label, ours: time, unit: "ms CPU"),
                    BenchmarkRow(
                        layout: name, measure: "prepare per circle vs d3 packSiblings", items: n, variant: label,
                        ours: time * 1000 / Double(n),
                        baseline: CirclePackBenchmark.d3MicrosecondsPerCircle[n]?.equal, unit: "µs CPU"),
                    BenchmarkRow(
                        layout: name, measure: "density", items: n, variant: label, ours: figures.density,
                        unit: "fraction", higherIsBetter: true),
                    BenchmarkRow(
                        layout: name, measure: "overlapping pairs", items: n, variant: label,
                        ours: Double(figures.overlappingPairs), unit: "pairs"),
                    BenchmarkRow(
                        layout: name, measure: "chain (mean elements)", items: n, variant: label,
                        ours: prepared.statistics.averageChain, unit: "elements"),
                    BenchmarkRow(
                        layout: name, measure: "candidates per circle", items: n, variant: label,
                        ours: prepared.statistics.candidatesPerCircle, unit: "candidates"),
                    BenchmarkRow(
                        layout: name, measure: "collision checks per circle", items: n, variant: label,
                        ours: prepared.statistics.checksPerCircle, unit: "checks"),
                ]
            }
        }
        return rows
    }
}
