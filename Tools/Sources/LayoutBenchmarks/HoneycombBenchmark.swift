@_spi(Tools) import CollectionLayouts
import Foundation

/// Equal circles against the densest periodic-rows packing that fits the width (issue #39): 1,000
/// and 10,000 circles of 40 points (spacing 10, insets 20) at widths from 320 to 1400 points, in
/// both orders; the density (circle area ÷ (width × content height)) beside the bound's, and the
/// ratio of the two.
struct HoneycombBenchmark: LayoutBenchmark {
    let name = "circles-honeycomb"

    static let widths: [CGFloat] = [320, 375, 390, 430, 768, 834, 1024, 1180, 1366, 1400]

    func run(quick: Bool) -> [BenchmarkRow] {
        var rows: [BenchmarkRow] = []
        for n in quick ? [300] : [1_000, 10_000] {
            for (configuration, order) in [
                (CirclePackLayout.Configuration.standard, "reading order"), (.dense, "dense"),
            ] {
                for width in quick ? [375, 430] : Self.widths {
                    let prepared = CirclePackLayout(configuration: configuration).prepare(
                        in: LayoutEnvironment(
                            boundsSize: CGSize(width: width, height: 667), itemCounts: [n],
                            itemSizes: .uniform(CGSize(width: 40, height: 40))))
                    let figures = CircleFigures(
                        frames: prepared.allElements().map(\.frame), contentSize: prepared.contentSize)
                    rows.append(
                        BenchmarkRow(
                            layout: name, measure: "density vs periodic rows", items: n,
                            variant: "40 pt, width \(Int(width)), \(order)", ours: figures.density,
                            baseline: Self.periodicRowsDensity(
                                count: n, diameter: 40, spacing: 10, insets: 20, width: Double(width)),
                            unit: "fraction", higherIsBetter: true))
                }
            }
        }
        return rows
    }

    /// The density of the best periodic-rows packing of `count` circles of `diameter` in a
    /// container `width` wide (insets `insets` on every side, circles `spacing` apart): rows of
    /// `k` circles `p = diameter + spacing` apart from the left inset, alternating with rows of
    /// `k′` shifted right by `δ ≤ p / 2`, `√(p² − δ²)` below, the first row at the top inset;
    /// the content height is the last row's bottom plus the bottom inset. The patterns: `k` as
    /// many as fit across, and `k′ = k` with `δ` the room left (at most `p / 2`), or `k′ = k − 1`
    /// with `δ = p / 2`, in either order; fewer across is never denser.
    static func periodicRowsDensity(
        count: Int, diameter d: Double, spacing s: Double, insets: Double, width: Double
    )
        -> Double
    {
        let p = d + s, room = width - 2 * insets - d
        guard count > 0, room >= 0 else { return 0 }
        let k = Int(room / p) + 1
        let delta = Swift.min(room - Double(k - 1) * p, p / 2)
        var patterns = [(k, k, (p * p - delta * delta).squareRoot())]
        if k > 1 { patterns += [(k, k - 1, p * 3.0.squareRoot() / 2), (k - 1, k, p * 3.0.squareRoot() / 2)] }
        return patterns.map { a, b, pitch in
            let pairs = count / (a + b), rest = count % (a + b)
            let rows = 2 * pairs + (rest == 0 ? 0 : rest <= a ? 1 : 2)
            let height = 2 * insets + Double(rows - 1) * pitch + d
            return Double(count) * Double.pi * d * d / 4 / (width * height)
        }.max()!
    }
}
