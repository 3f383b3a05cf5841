@_spi(Tools) import CollectionLayouts
import Foundation

/// The staggered grid against the tutorial's contacts layout: prepare and one screen query.
struct StaggeredGridBenchmark: LayoutBenchmark {
    let name = LayoutKind.grid.name

    func run(quick: Bool) -> [BenchmarkRow] {
        let counts = quick ? [1_000, 10_000] : [1_000, 100_000, 1_000_000, 10_000_000]
        let bounds = CGSize(width: 375, height: 667)
        var rows: [BenchmarkRow] = []
        for n in counts {
            let environment = LayoutEnvironment(boundsSize: bounds, itemCounts: [n])
            let layout = StaggeredGridLayout()
            let prepared = layout.prepare(in: environment)
            // One screen in the middle of the content.
            let screen = CGRect(
                x: (prepared.contentSize.width / 2).rounded(), y: 0, width: bounds.width, height: bounds.height)
            let prepareOurs = Stopwatch.milliseconds { blackHole(layout.prepare(in: environment)) }
            let queryOurs = Stopwatch.milliseconds { blackHole(prepared.elements(in: screen)) }
            // The tutorial's approach holds an object per item: above a million it needs gigabytes
            // and minutes, so it is measured up to 1M.
            var preparedTutorial: Double?, queryTutorial: Double?
            if n <= 1_000_000 {
                var tutorial = ContactsTutorialLayout()
                preparedTutorial = Stopwatch.milliseconds(samples: 5, budget: 1) {
                    tutorial.prepare(boundsHeight: bounds.height, numberOfItems: n)
                }
                queryTutorial = Stopwatch.milliseconds(samples: 7, budget: 1) {
                    blackHole(tutorial.elements(in: screen))
                }
            }
            rows.append(
                BenchmarkRow(
                    layout: name, measure: "prepare", items: n, ours: prepareOurs * 1000,
                    baseline: preparedTutorial.map { $0 * 1000 }, unit: "µs"))
            rows.append(
                BenchmarkRow(
                    layout: name, measure: "screen query", items: n, ours: queryOurs * 1000,
                    baseline: queryTutorial.map { $0 * 1000 }, unit: "µs"))
        }
        return rows
    }
}
