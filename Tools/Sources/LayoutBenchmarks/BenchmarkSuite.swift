@_spi(Tools) import CollectionLayouts
import Foundation

/// Every layout's benchmarks, and the table they print.
package enum BenchmarkSuite {
    /// The benchmarks: one per layout, in ``LayoutKind``'s order, then those across layouts.
    package static let all: [any LayoutBenchmark] =
        LayoutKind.allCases.map(benchmark(for:)) + [
            AppendBenchmark(),
            WideCirclesBenchmark(),
            HoneycombBenchmark(),
            TinyContainersBenchmark(),
            ResizeStepBenchmark(),
            OutputBenchmark(),
            MeasuredSizeBenchmark(),
        ]

    /// The benchmark of `kind`.
    package static func benchmark(for kind: LayoutKind) -> any LayoutBenchmark {
        switch kind {
        case .circles: CirclePackBenchmark()
        case .carousel: CarouselBenchmark()
        case .gallery: JustifiedGalleryBenchmark()
        case .grid: StaggeredGridBenchmark()
        case .wheel: WheelBenchmark()
        }
    }

    /// Runs the benchmarks of `layouts` (every layout when nil).
    package static func run(
        layouts: [String]? = nil, quick: Bool = false, progress: (String) -> Void = { _ in }
    ) -> [BenchmarkRow] {
        all.filter { layouts?.contains($0.name) ?? true }.flatMap { benchmark -> [BenchmarkRow] in
            progress(benchmark.name)
            return benchmark.run(quick: quick)
        }
    }

    /// A plain-text table with our figure, the tutorial's, and their ratio.
    package static func table(_ rows: [BenchmarkRow]) -> String {
        let header = ["layout", "measure", "items", "case", "ours", "tutorial", "unit", "ratio"]
        let body = rows.map { row in
            [
                row.layout, row.measure, "\(row.items)", row.variant, format(row.ours),
                row.baseline.map(format) ?? "—", row.unit, row.ratio.map { format($0) + "×" } ?? "—",
            ]
        }
        let widths = header.indices.map { column in ([header] + body).map { $0[column].count }.max()! }
        func line(_ cells: [String]) -> String {
            zip(cells, widths).enumerated().map { index, pair in
                index >= 4
                    ? String(repeating: " ", count: pair.1 - pair.0.count) + pair.0
                    : pair.0 + String(repeating: " ", count: pair.1 - pair.0.count)
            }.joined(separator: "  ")
        }
        return
            ([line(header), widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")]
            + body.map(line)).joined(separator: "\n") + "\n"
    }

    /// A figure with three significant digits.
    static func format(_ value: Double) -> String {
        if value == 0 { return "0" }
        if value == value.rounded() && abs(value) < 1e6 { return String(Int(value)) }
        let magnitude = Int(floor(log10(abs(value))))
        let decimals = Swift.max(0, 2 - magnitude)
        return String(format: "%.\(decimals)f", value)
    }
}
