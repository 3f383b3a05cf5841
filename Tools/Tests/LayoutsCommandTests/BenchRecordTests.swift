import Foundation
import Testing

/// `layouts bench --record PATH`: the file it writes, the merge with `--layout`, and the paths it
/// refuses before any benchmark runs.
@Suite("bench --record")
struct BenchRecordTests {
    /// A path in a new temporary folder, and the folder to remove. Short, so that messages quote
    /// it whole (the command cuts a quoted span past 60 characters).
    static func temporaryPath(_ name: String = "baseline.json") throws -> (path: String, folder: URL) {
        let folder = URL(fileURLWithPath: "/tmp").appendingPathComponent("record-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return (folder.appendingPathComponent(name).path, folder)
    }

    /// The file's rows, one a line, as JSON objects.
    static func rowLines(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter { $0.hasPrefix("    {\"benchmark\":") }
    }

    @Test("The file: about, recordings and a line per row with every key, in sorted order")
    func format() throws {
        let (path, folder) = try Self.temporaryPath()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try LayoutsBinary.run(["bench", "--quick", "--layout", "grid", "--record", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("recorded 4 rows in \(path)"))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["about", "recordings", "rows"])
        let rows = try #require(object["rows"] as? [[String: Any]])
        #expect(rows.count == 4)
        #expect(Self.rowLines(text).count == 4)
        for row in rows {
            #expect(Set(row.keys) == ["benchmark", "figure", "higherIsBetter", "parameters", "reference", "unit"])
            #expect(row["benchmark"] as? String == "grid")
            #expect(row["unit"] as? String == "µs")
            let parameters = try #require(row["parameters"] as? [String: Any])
            #expect(Set(parameters.keys) == ["case", "items", "measure"])
        }
        #expect(
            rows.map { ($0["parameters"] as? [String: Any])?["measure"] as? String } == [
                "prepare", "screen query", "prepare", "screen query",
            ])
        // Sorted keys: each line's keys in order.
        for line in Self.rowLines(text) {
            let keys =
                ["\"benchmark\"", "\"figure\"", "\"higherIsBetter\"", "\"parameters\"", "\"case\"", "\"items\""]
                + ["\"measure\"", "\"reference\"", "\"unit\""]
            let positions = keys.map { line.range(of: $0)?.lowerBound }
            #expect(positions.allSatisfy { $0 != nil })
            #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted(), "\(line)")
        }
        let recordings = try #require(object["recordings"] as? [String: [String: Any]])
        #expect(Array(recordings.keys) == ["grid"])
        let grid = try #require(recordings["grid"])
        #expect(Set(grid.keys) == ["build", "command", "commit", "date", "machine", "quick"])
        #expect(grid["command"] as? String == "layouts bench --quick --layout grid --record \(path)")
        #expect(grid["quick"] as? Bool == true)
        #expect((grid["machine"] as? String)?.contains("cores") == true)
    }

    @Test("With --layout the figures merge into the file: other benchmarks' rows kept as they were, the suite's order")
    func merge() throws {
        let (path, folder) = try Self.temporaryPath()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(
            try LayoutsBinary.run(["bench", "--quick", "--layout", "wheel", "--layout", "grid", "--record", path])
                .status == 0)
        let first = try String(contentsOfFile: path, encoding: .utf8)
        let wheelLines = Self.rowLines(first).filter { $0.contains("\"benchmark\":\"wheel\"") }
        #expect(wheelLines.count == 6)
        #expect(try LayoutsBinary.run(["bench", "--quick", "--layout", "carousel", "--record", path]).status == 0)
        #expect(try LayoutsBinary.run(["bench", "--quick", "--layout", "grid", "--record", path]).status == 0)
        let merged = try String(contentsOfFile: path, encoding: .utf8)
        let benchmarks = Self.rowLines(merged).map { line in
            line.split(separator: "\"")[3]
        }
        // The suite's order, each benchmark's rows together, none twice.
        #expect(
            benchmarks == Array(repeating: "carousel", count: 12) + Array(repeating: "grid", count: 4)
                + Array(repeating: "wheel", count: 6))
        #expect(Self.rowLines(merged).filter { $0.contains("\"benchmark\":\"wheel\"") } == wheelLines)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(merged.utf8)) as? [String: Any])
        let recordings = try #require(object["recordings"] as? [String: [String: Any]])
        #expect(Set(recordings.keys) == ["carousel", "grid", "wheel"])
        #expect(
            recordings["wheel"]?["command"] as? String
                == "layouts bench --quick --layout wheel --layout grid --record \(path)")
        #expect(recordings["grid"]?["command"] as? String == "layouts bench --quick --layout grid --record \(path)")
    }

    @Test(
        "Bad paths are refused in one line before any benchmark runs, and a file that is not a baseline is left alone")
    func badPaths() throws {
        let (path, folder) = try Self.temporaryPath("notes.txt")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("my notes\n".utf8).write(to: URL(fileURLWithPath: path))
        // No --quick: the refusal comes before the benchmarks, which would take minutes.
        try LayoutsBinary.expectError(
            ["bench", "--record", folder.path],
            message: "layouts: --record: '\(folder.path)' is a folder; name a file in it")
        try LayoutsBinary.expectError(
            ["bench", "--record", folder.path + "/no/such/b.json"],
            message:
                "--record: no folder '\(folder.path)/no/such' for '\(folder.path)/no/such/b.json': no such file or directory"
        )
        try LayoutsBinary.expectError(["bench", "--record", ""], message: "layouts: --record: name a file, got ''")
        try LayoutsBinary.expectError(
            ["bench", "--record", path + "/b.json"], message: "--record: cannot use '\(path)/b.json': not a directory")
        for arguments in [["bench", "--record", path], ["bench", "--layout", "grid", "--record", path]] {
            try LayoutsBinary.expectError(
                arguments, message: "--record: '\(path)' is not a baseline file, so it is left alone")
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "my notes\n")
        try LayoutsBinary.expectError(
            ["bench", "--layout", "gird", "--record", path], message: "no benchmark for 'gird'")
    }
}
