import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// Runs the built `layouts` executable, the way a person does.
enum LayoutsBinary {
    struct Output {
        let status: Int32
        let stdout: String
        let stderr: String

        /// The standard output as a JSON object.
        func json(sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
            try #require(
                try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any],
                sourceLocation: sourceLocation)
        }
    }

    /// An SVG file the command wrote.
    struct SVGFile {
        let text: String
        let document: XMLDocument

        /// How many elements named `name` the document holds, at any depth.
        func count(_ name: String) throws -> Int {
            try document.nodes(forXPath: "//*[local-name()='\(name)']").count
        }
    }

    /// The executable: beside the test bundle in the build folder.
    static let url: URL = {
        let candidates =
            [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
            + Bundle.allBundles.map(\.bundleURL)
        for directory in candidates {
            for folder in [directory, directory.deletingLastPathComponent()] {
                let url = folder.appendingPathComponent("layouts")
                if FileManager.default.isExecutableFile(atPath: url.path) { return url }
            }
        }
        fatalError("the layouts executable was not found beside \(candidates.map(\.path))")
    }()

    /// Runs `layouts ARGUMENTS…` and collects its output.
    static func run(_ arguments: [String]) throws -> Output {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read before waiting, so that a large output cannot fill the pipe and block.
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Runs `layouts ARGUMENTS…`, expects it to succeed, and compares its standard output with the
    /// recorded snapshot `name` (``assertSnapshot(_:named:sourceLocation:)``).
    static func run(
        _ arguments: [String], matchingSnapshot name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Output {
        let result = try run(arguments)
        #expect(result.status == 0, "\(result.stderr)", sourceLocation: sourceLocation)
        try assertSnapshot(result.stdout, named: name, sourceLocation: sourceLocation)
        return result
    }

    /// Runs `layouts render ARGUMENTS… --pretty --format json`, expects it to succeed and to match
    /// the recorded snapshot `name`, and returns the answer with its content size and elements.
    static func renderJSON(
        _ arguments: [String], matchingSnapshot name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (contentSize: [String: Double], elements: [[String: Any]], object: [String: Any]) {
        let result = try run(
            ["render"] + arguments + ["--pretty", "--format", "json"], matchingSnapshot: name,
            sourceLocation: sourceLocation)
        let object = try result.json(sourceLocation: sourceLocation)
        let size = try #require(object["contentSize"] as? [String: Double], sourceLocation: sourceLocation)
        let elements = try #require(object["elements"] as? [[String: Any]], sourceLocation: sourceLocation)
        return (size, elements, object)
    }

    /// Runs `layouts render ARGUMENTS… -o FILE.svg`, expects it to succeed, and reads the file
    /// back, which must be an `svg` document.
    static func renderSVG(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> SVGFile {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID()).svg").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try run(["render"] + arguments + ["-o", path])
        #expect(result.status == 0, "\(result.stderr)", sourceLocation: sourceLocation)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let document = try XMLDocument(data: data)
        #expect(document.rootElement()?.name == "svg", sourceLocation: sourceLocation)
        return SVGFile(text: String(decoding: data, as: UTF8.self), document: document)
    }

    /// Starts `layouts serve ARGUMENTS…` and reads its first line, which names the address; the
    /// caller terminates the process.
    static func serve(_ arguments: [String]) throws -> (process: Process, line: String) {
        let process = Process()
        process.executableURL = url
        process.arguments = ["serve"] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        return (process, String(decoding: line, as: UTF8.self))
    }

    /// Runs `layouts ARGUMENTS…` and expects a failure told in one line on stderr that contains
    /// `message`: a non-zero exit, and no crash.
    static func expectError(
        _ arguments: [String], message: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let result = try run(arguments)
        #expect(result.status != 0, sourceLocation: sourceLocation)
        #expect(result.stderr.contains(message), "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        #expect(
            result.stderr.split(separator: "\n").count == 1, "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        #expect(!result.stderr.contains("Fatal error"), sourceLocation: sourceLocation)
    }

    /// Compares `text` with the recorded snapshot `name`; `RECORD_SNAPSHOTS=1` records it instead.
    static func assertSnapshot(
        _ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Snapshots").appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
            || !FileManager.default.fileExists(atPath: url.path)
        {
            try Data(text.utf8).write(to: url)
            if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != "1" {
                Issue.record("recorded a new snapshot \(name); run again", sourceLocation: sourceLocation)
            }
            return
        }
        let recorded = try String(contentsOf: url, encoding: .utf8)
        if recorded != text {
            let a = recorded.split(separator: "\n", omittingEmptySubsequences: false)
            let b = text.split(separator: "\n", omittingEmptySubsequences: false)
            let line =
                zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? Swift.min(a.count, b.count)
            Issue.record(
                "snapshot \(name) differs at line \(line + 1): recorded '\(line < a.count ? a[line] : "")', got '\(line < b.count ? b[line] : "")' (RECORD_SNAPSHOTS=1 to accept)",
                sourceLocation: sourceLocation)
        }
    }
}
