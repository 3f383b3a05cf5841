@_spi(Tools) import CollectionLayouts
import Foundation

/// One size a cell measured (`ItemSizing.measured(estimate:)`), taken with
/// `prepare(in:updating:sizesChangedFrom:)` as the UIKit front takes it, against a full prepare
/// of the same sizes: a tag cloud in the gallery's width-range mode (375 points) and labelled
/// bubbles in the circle packing (375 points, reading order), 10,000 and 100,000 items, the
/// measured item at 1 %, 50 % and 99 % of them and 100 items before the end. The cost follows the items after the measured
/// one (its row's, or the circles after the packer's last checkpoint before it), not all of them.
/// The environments are made before the clock starts: the figure is the engine's.
struct MeasuredSizeBenchmark: LayoutBenchmark {
    let name = "measured-size"

    func run(quick: Bool) -> [BenchmarkRow] {
        let counts = quick ? [300] : [10_000, 100_000]
        let tags = try! JustifiedGalleryLayout.Configuration(
            mode: .widthRange(min: 30, max: 400, height: 32), insets: LayoutInsets(all: 8), itemSpacing: 8,
            rowSpacing: 8, headerHeight: 0, itemSizing: .measured(estimate: CGSize(width: 80, height: 32)))
        let bubbles = try! CirclePackLayout.Configuration(
            itemSizing: .measured(estimate: CGSize(width: 60, height: 60)))
        var rows: [BenchmarkRow] = []
        for n in counts {
            // At 1 %, 50 % and 99 % of the items, and 100 items before the end: the same work
            // after it at every count.
            let fractions = [0.01, 0.5, 0.99, 1 - 100 / Double(n)]
            // Each position once (at 10,000 items, 99 % is 100 before the end).
            for (k, fraction) in fractions.enumerated()
            where !fractions[..<k].contains(where: {
                Int((Double(n) * $0).rounded()) == Int((Double(n) * fraction).rounded())
            }) {
                let gallery = JustifiedGalleryLayout(configuration: tags)
                rows += measure(
                    "gallery, tag cloud", n, at: fraction, gallery,
                    update: { gallery.prepare(in: $1, updating: &$0, sizesChangedFrom: $2) }
                ) { CGSize(width: 36 + CGFloat(($0 * 37) % 11) * 9, height: 32) }
                let circles = CirclePackLayout(configuration: bubbles)
                rows += measure(
                    "circles, bubbles", n, at: fraction, circles,
                    update: { circles.prepare(in: $1, updating: &$0, sizesChangedFrom: $2) }
                ) { CGSize(width: 40 + CGFloat(($0 * 29) % 9) * 10, height: 40) }
            }
        }
        return rows
    }

    /// The median CPU time of taking one new size for the item at `fraction` of `n` (a different
    /// size each time, every item already measured by `size`), taken by `update`, and of a full
    /// prepare.
    private func measure<L: CollectionLayout>(
        _ variant: String, _ n: Int, at fraction: Double, _ engine: L,
        update: (inout L.Prepared, LayoutEnvironment, ElementIndex) -> Void, size: (Int) -> CGSize
    ) -> [BenchmarkRow] {
        var sizes = (0..<n).map(size)
        let item = Swift.min(n - 1, Int((Double(n) * fraction).rounded()))
        func environment() -> LayoutEnvironment {
            LayoutEnvironment(
                boundsSize: CGSize(width: 375, height: 667), itemCounts: [n], itemSizes: .perSection([sizes]))
        }
        var prepared = engine.prepare(in: environment())
        let times = Stopwatch.updatesAgainstFullPrepares(
            step: { k in
                sizes[item] = CGSize(width: size(item).width + CGFloat(k) * 7, height: size(item).height)
                return environment()
            },
            update: { update(&prepared, $0, ElementIndex(0, item)) },
            full: { blackHole(engine.prepare(in: $0)) })
        return [
            BenchmarkRow(
                layout: name, measure: "one measured size (vs full prepare)", items: n,
                variant: n - item == 100
                    ? "\(variant), 100 items before the end"
                    : "\(variant), item at \(Int((fraction * 100).rounded())) %",
                ours: times.update, baseline: times.full, unit: "ms CPU")
        ]
    }
}
