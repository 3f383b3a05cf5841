@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutCatalog

/// Appending 50 items to a layout of 10,000 or 100,000 with `prepare(in:updating:)`, against a
/// full prepare of the same environment: circles (tutorial diameters, 375 and 1024 points, both
/// orders), the gallery (photos of aspect ratios 0.5…2, 1060 points; and the widths mode) and the
/// grid. Each append brings new data arrays (per-item sizes built afresh, as an app's data
/// source would), so the cost includes comparing the old items' sizes.
struct AppendBenchmark: LayoutBenchmark {
    let name = "appends"

    /// Items per append.
    static let batch = 50

    func run(quick: Bool) -> [BenchmarkRow] {
        let counts = quick ? [300] : [10_000, 100_000]
        var rows: [BenchmarkRow] = []
        let diameters = CirclePackSpec.sampleDiameters.map { CGSize(width: $0, height: $0) }
        for n in counts {
            for width: CGFloat in [375, 1024] {
                for (configuration, order) in [
                    (CirclePackLayout.Configuration.standard, "reading order"), (.dense, "dense"),
                ] {
                    rows += measure(
                        "circles", n, variant: "width \(Int(width)), \(order)",
                        CirclePackLayout(configuration: configuration),
                        bounds: CGSize(width: width, height: 667)
                    ) { count in .perSection([(0..<count).map { diameters[$0 % diameters.count] }]) }
                }
            }
            let ratios = JustifiedGalleryBenchmark.spreadRatios(count: n + 20 * Self.batch)
            rows += measure(
                "gallery", n, variant: "aspect ratios", JustifiedGalleryLayout(configuration: .photos),
                bounds: CGSize(width: 1060, height: 800)
            ) { count in .perSection([ratios.prefix(count).map { CGSize(width: $0, height: 1) }]) }
            rows += measure(
                "gallery", n, variant: "widths", JustifiedGalleryLayout(configuration: .standard),
                bounds: CGSize(width: 1060, height: 800)
            ) { _ in .none }
            rows += measure("grid", n, variant: "", StaggeredGridLayout(), bounds: CGSize(width: 375, height: 667)) {
                _ in .none
            }
        }
        return rows
    }

    /// The median CPU time of appending ``batch`` items (each append continuing the last, from
    /// `n` items on), and of a full prepare of the same environment.
    private func measure<L: CollectionLayout>(
        _ layout: String, _ n: Int, variant: String, _ engine: L, bounds: CGSize,
        sizes: (Int) -> ItemSizes
    ) -> [BenchmarkRow] {
        func environment(_ count: Int) -> LayoutEnvironment {
            LayoutEnvironment(boundsSize: bounds, itemCounts: [count], itemSizes: sizes(count))
        }
        var prepared = engine.prepare(in: environment(n))
        let times = Stopwatch.updatesAgainstFullPrepares(
            step: { environment(n + $0 * Self.batch) },
            update: { engine.prepare(in: $0, updating: &prepared) },
            full: { blackHole(engine.prepare(in: $0)) })
        return [
            BenchmarkRow(
                layout: name, measure: "append \(Self.batch) items (vs full prepare)", items: n,
                variant: variant.isEmpty ? layout : "\(layout), \(variant)",
                ours: times.update, baseline: times.full, unit: "ms CPU")
        ]
    }
}
