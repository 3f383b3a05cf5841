@_spi(Tools) import CollectionLayouts
import Foundation

/// The wheel against the tutorial's circular layout: one screen query, and one scroll step
/// (move the offset, then query the screen), at 100 and 1,000,000 items.
struct WheelBenchmark: LayoutBenchmark {
    let name = LayoutKind.wheel.name

    func run(quick: Bool) -> [BenchmarkRow] {
        let counts = quick ? [100, 10_000] : [100, 1_000_000]
        let bounds = CGSize(width: 375, height: 667)
        var rows: [BenchmarkRow] = []
        for n in counts {
            let layout = WheelLayout()
            var prepared = layout.prepare(in: LayoutEnvironment(boundsSize: bounds, itemCounts: [n]))
            // The screen in the middle of the content, with an item upright.
            let middle = (CGFloat(n / 2) * prepared.pitch).rounded()
            prepared.updateContentOffset(CGPoint(x: middle, y: 0))
            let screen = CGRect(origin: CGPoint(x: middle, y: 0), size: bounds)
            var tutorial = WheelTutorialLayout()
            tutorial.prepare(offset: screen.origin, bounds: bounds, numberOfItems: n)

            let queryOurs = Stopwatch.milliseconds { blackHole(prepared.elements(in: screen)) }
            let queryTutorial = Stopwatch.milliseconds { blackHole(tutorial.elements(in: screen)) }
            // A scroll step of 7 points (a slow drag at 60 Hz): ours moves the angle in O(1) and
            // computes the screen's items; the tutorial prepares again and returns its array.
            var step = 0
            let scrollOurs = Stopwatch.milliseconds {
                step = (step + 1) % 64
                let offset = CGPoint(x: middle + CGFloat(step) * 7, y: 0)
                prepared.updateContentOffset(offset)
                blackHole(prepared.elements(in: CGRect(origin: offset, size: bounds)))
            }
            let scrollTutorial = Stopwatch.milliseconds {
                step = (step + 1) % 64
                let offset = CGPoint(x: middle + CGFloat(step) * 7, y: 0)
                tutorial.prepare(offset: offset, bounds: bounds, numberOfItems: n)
                blackHole(tutorial.elements(in: CGRect(origin: offset, size: bounds)))
            }
            rows.append(
                BenchmarkRow(
                    layout: name, measure: "screen query", items: n, ours: queryOurs * 1000,
                    baseline: queryTutorial * 1000, unit: "µs"))
            rows.append(
                BenchmarkRow(
                    layout: name, measure: "scroll step", items: n, ours: scrollOurs * 1000,
                    baseline: scrollTutorial * 1000, unit: "µs"))
            rows.append(
                BenchmarkRow(
                    layout: name, measure: "items on screen", items: n,
                    ours: Double(prepared.elements(in: screen).count),
                    baseline: Double(tutorial.attributesList.count), unit: "items"))
        }
        return rows
    }
}
