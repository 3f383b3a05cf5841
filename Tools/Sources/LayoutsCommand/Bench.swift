import ArgumentParser
import Foundation
import LayoutBenchmarks
import LayoutCatalog

/// `layouts bench`: every layout's figures beside the tutorial's; with `--record PATH`, written to
/// a baseline file too (``BaselineFile``).
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Benchmark the layouts against ports of the tutorials' methods (build with -c release).")

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    @Flag(help: "Small counts only: checks the benchmarks run, measures little.")
    var quick = false

    @Option(name: .customLong("layout"), help: ArgumentHelp("Only this layout (repeatable).", valueName: "name"))
    var layouts: [String] = []

    @Option(
        help: ArgumentHelp(
            "Also write the figures to this baseline file (JSON); with --layout, merge them into it.",
            valueName: "path"))
    var record: String?

    func validate() throws {
        let names = BenchmarkSuite.all.map(\.name)
        if let unknown = layouts.first(where: { !names.contains($0) }) {
            throw ParameterErrorWrapper(
                message: Suggestion.message(
                    "no benchmark for \(ParameterError.quoted(unknown))", word: unknown, in: names,
                    listing: "benchmarks"))
        }
        if let record { _ = try BaselineFile.existing(at: record) }
    }

    func run() throws {
        #if DEBUG
        if !json {
            FileHandle.standardError.write(
                Data("note: a debug build; figures are meaningful with `swift run -c release layouts bench`\n".utf8))
        }
        #endif
        let rows = BenchmarkSuite.run(layouts: layouts.isEmpty ? nil : layouts, quick: quick) { name in
            if !json { FileHandle.standardError.write(Data("running \(name)…\n".utf8)) }
        }
        if let record {
            try BaselineFile.record(rows, at: record, merging: !layouts.isEmpty, quick: quick)
            if !json { FileHandle.standardError.write(Data("recorded \(rows.count) rows in \(record)\n".utf8)) }
        }
        try OutputFile.write(json ? JSONOutput.string(rows) + "\n" : BenchmarkSuite.table(rows), to: nil)
    }
}
