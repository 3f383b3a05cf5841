import Foundation

/// The figures of `layouts bench`, as `--record PATH` writes them: a file the docs' tables are
/// rendered from (`Scripts/bench-tables`), so that no figure is typed by hand.
///
/// The file is JSON with sorted keys: ``about``, ``recordings`` (by benchmark: when, where and how
/// its rows were recorded), and ``rows``, one ``Entry`` per benchmark row on a line of its own, in
/// the suite's order. Recording some benchmarks into an existing file (``merging(_:)``) replaces
/// only their rows and recordings.
package struct BenchmarkBaseline: Codable, Sendable, Equatable {
    /// One line that says what the file is and how it is made.
    package var about: String
    /// How each benchmark's rows were recorded, by benchmark name.
    package var recordings: [String: Recording]
    /// The figures, in the suite's order.
    package var rows: [Entry]

    /// The text of ``about``.
    package static let aboutText =
        "Figures of `layouts bench`, recorded with `Scripts/layouts bench --record Benchmarks/baseline.json` "
        + "(CONTRIBUTING.md); Scripts/bench-tables renders the docs' tables from them."

    /// When, where and how one benchmark's rows were recorded.
    package struct Recording: Codable, Sendable, Equatable {
        /// The build configuration of the command, `release` or `debug`.
        package var build: String
        /// The command line, as typed.
        package var command: String
        /// The commit checked out, with ` (modified)` when the working tree differed from it, or
        /// `unknown` outside a git checkout.
        package var commit: String
        /// The UTC date and time, ISO 8601.
        package var date: String
        /// The operating system, architecture, cores and memory.
        package var machine: String
        /// Whether `--quick`'s small counts were measured.
        package var quick: Bool

        /// A recording with each of its fields.
        package init(build: String, command: String, commit: String, date: String, machine: String, quick: Bool) {
            self.build = build
            self.command = command
            self.commit = commit
            self.date = date
            self.machine = machine
            self.quick = quick
        }
    }

    /// One benchmark row: what was measured, our figure, and the figure beside it.
    package struct Entry: Codable, Sendable, Equatable {
        /// What identifies the row within its benchmark.
        package struct Parameters: Codable, Sendable, Equatable, Hashable {
            /// The case (`width 375, dense`), empty when the benchmark measures one.
            package var `case`: String
            /// The number of items.
            package var items: Int
            /// What was measured (`prepare`, `screen query`, …).
            package var measure: String
        }

        /// The benchmark's name (`circles`, `appends`, …), as `--layout` takes it.
        package var benchmark: String
        /// What identifies the row within ``benchmark``.
        package var parameters: Parameters
        /// Our figure, rounded to ``significantDigits`` significant digits.
        package var figure: Double
        /// The figure beside ours (the tutorial's method, d3, the writer replaced), when there is one.
        package var reference: Double?
        /// The unit of both figures.
        package var unit: String
        /// Whether a larger figure is better (a density), rather than a smaller one (a time).
        package var higherIsBetter: Bool

        /// The entry of `row`, its figures rounded.
        package init(_ row: BenchmarkRow) {
            benchmark = row.layout
            parameters = Parameters(case: row.variant, items: row.items, measure: row.measure)
            figure = BenchmarkBaseline.rounded(row.ours)
            reference = row.baseline.map(BenchmarkBaseline.rounded)
            unit = row.unit
            higherIsBetter = row.higherIsBetter
        }

        private enum CodingKeys: String, CodingKey {
            case benchmark, parameters, figure, reference, unit, higherIsBetter
        }

        /// Writes every key, `reference` as null when there is none, so that every line has the
        /// same keys.
        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(benchmark, forKey: .benchmark)
            try container.encode(parameters, forKey: .parameters)
            try container.encode(figure, forKey: .figure)
            try container.encode(reference, forKey: .reference)
            try container.encode(unit, forKey: .unit)
            try container.encode(higherIsBetter, forKey: .higherIsBetter)
        }
    }

    /// How many significant digits a figure keeps: more than the docs show (three), fewer than the
    /// noise of a shared machine would make meaningful.
    package static let significantDigits = 4

    /// The baseline of `rows` (run by the suite), each benchmark's recorded as `recording`.
    package init(rows: [BenchmarkRow], recording: Recording) {
        about = Self.aboutText
        self.rows = rows.map(Entry.init)
        var recordings: [String: Recording] = [:]
        for row in rows { recordings[row.layout] = recording }
        self.recordings = recordings
    }

    /// `value` with ``significantDigits`` significant digits (integers below 10⁶ and non-finite
    /// values as they are).
    package static func rounded(_ value: Double) -> Double {
        guard value.isFinite, value != 0, value != value.rounded() || abs(value) >= 1e6 else { return value }
        let exponent = significantDigits - 1 - Int(floor(log10(abs(value))))
        // Whole powers of ten only, so that an integer result is exact.
        let scale = pow(10, Double(abs(exponent)))
        return exponent >= 0 ? (value * scale).rounded() / scale : (value / scale).rounded() * scale
    }

    /// This baseline with `recorded`'s benchmarks replaced by their new rows and recordings, every
    /// other benchmark's kept. Rows follow `order` (the suite's benchmark names); benchmarks it
    /// does not name (a benchmark since removed) follow, in their order here.
    package func merging(_ recorded: BenchmarkBaseline, order: [String]) -> BenchmarkBaseline {
        var merged = self
        let replaced = Set(recorded.recordings.keys).union(recorded.rows.map(\.benchmark))
        let kept = rows.filter { !replaced.contains($0.benchmark) }
        let all = kept + recorded.rows
        let names = order + all.map(\.benchmark).filter { !order.contains($0) }
        var seen = Set<String>()
        merged.rows = names.filter { seen.insert($0).inserted }.flatMap { name in
            (replaced.contains(name) ? recorded.rows : kept).filter { $0.benchmark == name }
        }
        merged.recordings = recordings.filter { !replaced.contains($0.key) }.merging(recorded.recordings) { $1 }
        merged.about = Self.aboutText
        return merged
    }

    /// The file's text: sorted keys, the recordings indented, each row on one line, a newline at
    /// the end. The same baseline always gives the same bytes.
    package func fileText() throws -> String {
        let compact = JSONEncoder()
        compact.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let pretty = JSONEncoder()
        pretty.outputFormatting = [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
        func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }
        let recordingsText = text(try pretty.encode(recordings)).split(separator: "\n").joined(separator: "\n  ")
        let rowLines = try rows.map { "    " + text(try compact.encode($0)) }
        return """
            {
              "about": \(text(try compact.encode(about))),
              "recordings": \(recordingsText),
              "rows": [
            \(rowLines.joined(separator: ",\n"))
              ]
            }

            """
    }

    /// The baseline in `data`, the text of a baseline file.
    /// - Throws: A `DecodingError` when `data` is not a baseline file.
    package static func decode(_ data: Data) throws -> BenchmarkBaseline {
        try JSONDecoder().decode(BenchmarkBaseline.self, from: data)
    }
}
