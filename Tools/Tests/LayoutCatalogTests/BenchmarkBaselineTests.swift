import Foundation
import LayoutBenchmarks
import Testing

/// The baseline file `layouts bench --record` writes, as a value: its exact text, its rounding,
/// and what a merge keeps.
@Suite("Benchmark baseline")
struct BenchmarkBaselineTests {
    static let recording = BenchmarkBaseline.Recording(
        build: "release", command: "layouts bench --record b.json", commit: "abc", date: "2026-11-27T23:00:00Z",
        machine: "Linux x86_64, 2 cores, 8 GB", quick: false)

    static func row(_ layout: String, _ measure: String, _ ours: Double, _ baseline: Double? = nil) -> BenchmarkRow {
        BenchmarkRow(layout: layout, measure: measure, items: 1_000, ours: ours, baseline: baseline, unit: "µs")
    }

    @Test("The file: sorted keys, the recordings indented, one row a line with every key, a newline at the end")
    func fileText() throws {
        let baseline = BenchmarkBaseline(
            rows: [
                Self.row("grid", "prepare", 0.30123456, 101.04),
                BenchmarkRow(
                    layout: "grid", measure: "density", items: 10, variant: "width 375", ours: 0.61134,
                    unit: "fraction", higherIsBetter: true),
            ], recording: Self.recording)
        let text = try baseline.fileText()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "{")
        #expect(lines.last == "")
        #expect(lines[1] == "  \"about\": \"\(BenchmarkBaseline.aboutText)\",")
        #expect(
            lines.contains(
                #"    {"benchmark":"grid","figure":0.3012,"higherIsBetter":false,"parameters":{"case":"","items":1000,"measure":"prepare"},"reference":101,"unit":"µs"},"#
            ))
        #expect(
            lines.contains(
                #"    {"benchmark":"grid","figure":0.6113,"higherIsBetter":true,"parameters":{"case":"width 375","items":10,"measure":"density"},"reference":null,"unit":"fraction"}"#
            ))
        // The recordings' keys in order, whatever the encoder's spacing.
        let keys = lines.compactMap { line -> String? in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("\""), let end = trimmed.dropFirst().firstIndex(of: "\"") else { return nil }
            return String(trimmed[trimmed.index(after: trimmed.startIndex)..<end])
        }
        #expect(
            keys == ["about", "recordings", "grid", "build", "command", "commit", "date", "machine", "quick", "rows"])
        #expect(try BenchmarkBaseline.decode(Data(text.utf8)) == baseline)
        #expect(try baseline.fileText() == text)
    }

    @Test("Figures keep four significant digits; integers and non-finite values stay as they are")
    func rounding() {
        #expect(BenchmarkBaseline.rounded(0.123456) == 0.1235)
        #expect(BenchmarkBaseline.rounded(2.16) == 2.16)
        #expect(BenchmarkBaseline.rounded(261_874.3) == 261_900)
        #expect(BenchmarkBaseline.rounded(15_609) == 15_609)
        #expect(BenchmarkBaseline.rounded(12_345_678) == 12_350_000)
        #expect(BenchmarkBaseline.rounded(-169.04) == -169)
        #expect(BenchmarkBaseline.rounded(0) == 0)
        #expect(BenchmarkBaseline.rounded(.infinity) == .infinity)
    }

    @Test(
        "A merge replaces the recorded benchmarks' rows and recordings, keeps the others', and follows the suite's order"
    )
    func merging() {
        let old = BenchmarkBaseline(
            rows: [
                Self.row("grid", "prepare", 1), Self.row("wheel", "scroll step", 2), Self.row("retired", "x", 3),
                Self.row("grid", "screen query", 4),
            ], recording: Self.recording)
        var newRecording = Self.recording
        newRecording.commit = "def"
        let new = BenchmarkBaseline(
            rows: [Self.row("grid", "prepare", 5), Self.row("carousel", "snap", 6)], recording: newRecording)
        let merged = old.merging(new, order: ["carousel", "grid", "wheel"])
        #expect(
            merged.rows.map { "\($0.benchmark) \($0.parameters.measure) \($0.figure)" } == [
                "carousel snap 6.0", "grid prepare 5.0", "wheel scroll step 2.0", "retired x 3.0",
            ])
        #expect(
            merged.recordings.mapValues(\.commit) == [
                "carousel": "def", "grid": "def", "wheel": "abc", "retired": "abc",
            ])
    }
}
