@_spi(Tools) import CollectionLayouts
import Foundation

/// One step of a live window resize (the Mac's `CollectionLayoutsAppKit`, an iPad's split view): the
/// container grows by one point and the front prepares the layout afresh at the new size, then asks
/// where the item the user was reading rests, which is the engine's whole share of the step. The
/// core's place keeping on top of it (`PlaceAnchor`) reads one item's frame and the offsets around
/// it, so it does not grow with the count. Every layout in its standard configuration, 1,000 and
/// 10,000 items, 20 steps from 800 × 600 points, the offset half way down the content; the median
/// step's CPU time.
struct ResizeStepBenchmark: LayoutBenchmark {
    let name = "resize-step"

    /// Steps measured per layout and count.
    static let steps = 20

    func run(quick: Bool) -> [BenchmarkRow] {
        let counts = quick ? [200] : [1_000, 10_000]
        var rows: [BenchmarkRow] = []
        for kind in LayoutKind.allCases {
            let layout = kind.standardLayout
            for n in counts {
                var times: [Double] = []
                let first = layout.prepare(in: environment(width: 800, count: n, offset: .zero))
                let half = CGPoint(
                    x: max(first.contentSize.width - 800, 0) / 2, y: max(first.contentSize.height - 600, 0) / 2)
                for step in 1...Self.steps {
                    let start = CirclePackBenchmark.threadCPUSeconds()
                    let prepared = layout.prepare(
                        in: environment(width: 800 + CGFloat(step), count: n, offset: half))
                    blackHole(prepared.targetContentOffset(proposed: half, velocity: .zero, current: half))
                    times.append((CirclePackBenchmark.threadCPUSeconds() - start) * 1000)
                }
                rows.append(
                    BenchmarkRow(
                        layout: name, measure: "one live-resize step (prepare at the new size, resting offset)",
                        items: n, variant: kind.name, ours: times.sorted()[times.count / 2], unit: "ms CPU"))
            }
        }
        return rows
    }

    /// The environment of a window `width` points wide and 600 high with `count` items.
    private func environment(width: CGFloat, count: Int, offset: CGPoint) -> LayoutEnvironment {
        var environment = LayoutEnvironment(boundsSize: CGSize(width: width, height: 600), itemCounts: [count])
        environment.contentOffset = offset
        return environment
    }
}
