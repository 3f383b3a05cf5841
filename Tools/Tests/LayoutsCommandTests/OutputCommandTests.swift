import Foundation
import Testing

/// What the built binary does to the paths it writes, to a pipe whose reader goes away, and to
/// files it reads: end to end, as a person runs it.
@Suite("layouts: output files, pipes and file limits")
struct OutputCommandTests {
    /// A fresh folder for one test (``inFolder(_:)``).
    private struct Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("output-\(UUID())")

        init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }

        func remove() { try? FileManager.default.removeItem(at: url) }

        /// The path of `name` in the folder.
        func path(_ name: String) -> String { url.appendingPathComponent(name).path }

        /// Writes `text` to `name` in the folder and returns its path.
        func file(_ name: String, containing text: String) throws -> String {
            let path = path(name)
            try text.write(toFile: path, atomically: false, encoding: .utf8)
            return path
        }
    }

    /// Runs `body` with a fresh folder, and removes the folder afterwards.
    private func inFolder(_ body: (Folder) throws -> Void) throws {
        let directory = try Folder()
        defer { directory.remove() }
        try body(directory)
    }

    private func type(_ path: String) throws -> FileAttributeType? {
        try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
    }

    private func text(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    private static let render = ["render", "grid", "--count", "3", "--all", "--format", "svg"]

    /// Runs ``render`` with `-o path` and expects it to succeed.
    private func render(to path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try LayoutsBinary.run(Self.render + ["-o", path])
        #expect(result.status == 0, "\(result.stderr)", sourceLocation: sourceLocation)
    }

    /// Makes, in `directory`, a file holding "old" and a symbolic or hard link to it, then runs
    /// ``render`` with `-o` the link and expects it to succeed; returns the file's path and the link's.
    private func renderThroughLink(
        in directory: Folder, symbolic: Bool, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (file: String, link: String) {
        let file = try directory.file("target.svg", containing: "old")
        let link = directory.path("link.svg")
        if symbolic {
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)
        } else {
            try FileManager.default.linkItem(atPath: file, toPath: link)
        }
        try render(to: link, sourceLocation: sourceLocation)
        return (file, link)
    }

    @Test("-o /dev/null: a character device stays one")
    func deviceStaysDevice() throws {
        #expect(try type("/dev/null") == .typeCharacterSpecial)
        try render(to: "/dev/null")
        #expect(try type("/dev/null") == .typeCharacterSpecial)
    }

    @Test("-o onto a symbolic link: the link stays a link and its target gets the output")
    func symbolicLink() throws {
        try inFolder { directory in
            let (target, link) = try renderThroughLink(in: directory, symbolic: true)
            #expect(try type(link) == .typeSymbolicLink)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
            #expect(try text(target).hasPrefix("<svg"))
            // A dangling link: its target is created.
            let missing = directory.path("missing.svg")
            let dangling = directory.path("dangling.svg")
            try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: missing)
            #expect(try LayoutsBinary.run(Self.render + ["-o", dangling]).status == 0)
            #expect(try type(dangling) == .typeSymbolicLink)
            #expect(try text(missing).hasPrefix("<svg"))
        }
    }

    @Test("-o onto a 0600 file: its mode stays 0600, its content is replaced")
    func modeKept() throws {
        try inFolder { directory in
            let path = try directory.file(
                "private.svg",
                containing: String(repeating: "old content that is longer than the output\n", count: 1_000))
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
            try render(to: path)
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
            let written = try text(path)
            #expect(
                written.hasPrefix("<svg") && written.hasSuffix("</svg>\n") && !written.contains("old content"),
                "truncated first")
        }
    }

    @Test("-o onto a hard link: both names see the new content")
    func hardLink() throws {
        try inFolder { directory in
            let (first, second) = try renderThroughLink(in: directory, symbolic: false)
            #expect(try text(first).hasPrefix("<svg"))
            #expect(try text(first) == text(second))
            #expect(
                (try FileManager.default.attributesOfItem(atPath: first)[.referenceCount] as? NSNumber)?.intValue == 2)
        }
    }

    @Test("A command that fails before writing leaves the file as it was")
    func failureLeavesFile() throws {
        try inFolder { directory in
            let path = try directory.file("kept.svg", containing: "kept")
            try LayoutsBinary.expectError(
                ["render", "grid", "--stagger", "2", "-o", path], message: "staggerFraction must be at most 1")
            #expect(try text(path) == "kept")
        }
    }

    @Test(
        "-o onto a full device or a folder: one line naming the path and the reason",
        arguments: [
            ("/dev/full", "layouts: cannot write /dev/full: no space left on device"),
            ("/", "layouts: cannot write /: is a directory"),
        ])
    func unwritable(path: String, line: String) throws {
        let result = try LayoutsBinary.run(Self.render + ["-o", path])
        #expect(result.status == 2)
        #expect(result.stderr == line + "\n")
    }

    @Test("samples: creates the folder, overwrites what exists in place and says which")
    func samples() throws {
        try inFolder { directory in
            let output = directory.path("a/b")
            let first = try LayoutsBinary.run(["samples", "-o", output])
            #expect(first.status == 0, "\(first.stderr)")
            let lines = first.stdout.split(separator: "\n")
            #expect(
                !lines.isEmpty && lines.allSatisfy { $0.hasPrefix("created \(output)/") && $0.hasSuffix(".svg") },
                "\(first.stdout)")
            // One sample becomes a link to a 0600 file elsewhere: the second run writes through it.
            let sample = String(lines[0].dropFirst("created ".count))
            let elsewhere = try directory.file("elsewhere.svg", containing: "old")
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: elsewhere)
            try FileManager.default.removeItem(atPath: sample)
            try FileManager.default.createSymbolicLink(atPath: sample, withDestinationPath: elsewhere)
            let second = try LayoutsBinary.run(["samples", "-o", output])
            #expect(second.status == 0, "\(second.stderr)")
            #expect(second.stdout == first.stdout.replacingOccurrences(of: "created ", with: "overwrote "))
            #expect(try type(sample) == .typeSymbolicLink)
            #expect(try text(elsewhere).hasPrefix("<svg"))
            #expect(
                (try FileManager.default.attributesOfItem(atPath: elsewhere)[.posixPermissions] as? NSNumber)?.intValue
                    == 0o600)
        }
    }

    @Test("samples -o FILE, or a folder below a file: one clear line, nothing written")
    func samplesIntoFile() throws {
        try inFolder { directory in
            let file = try directory.file("file", containing: "kept")
            try LayoutsBinary.expectError(
                ["samples", "-o", file], message: "layouts: --output-dir: '\(file)' exists and is not a folder")
            try LayoutsBinary.expectError(
                ["samples", "-o", file + "/sub"],
                message: "layouts: --output-dir: cannot create '\(file)/sub': not a directory")
            #expect(try text(file) == "kept")
        }
    }

    /// Runs `layouts ARGUMENTS…`, reads `bytes` of its output, then closes the pipe as `head` does.
    private func runClosingEarly(
        _ arguments: [String], after bytes: Int
    ) throws -> (process: Process, read: Int, stderr: String) {
        let process = Process()
        process.executableURL = LayoutsBinary.url
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        var read = 0
        // Bound: the pipe hands over at least one byte per pass until it ends or `bytes` arrive.
        while read < bytes {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            read += chunk.count
        }
        try out.fileHandleForReading.close()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process, read, String(decoding: stderr, as: UTF8.self))
    }

    @Test(
        "layouts … | head: the reader goes away, the command exits 0 without a word",
        arguments: [
            ["render", "grid", "--count", "1000000", "--all", "--format", "json"],
            ["render", "grid", "--count", "200000", "--all", "--format", "svg"],
            ["render", "grid", "--count", "1000000", "--all", "-o", "-"],
        ])
    func readerGoesAway(arguments: [String]) throws {
        let (process, read, stderr) = try runClosingEarly(arguments, after: 100_000)
        #expect(read >= 100_000, "the output was shorter than expected")
        #expect(process.terminationReason == .exit, "killed by a signal (SIGPIPE is 13): \(process.terminationStatus)")
        #expect(process.terminationStatus == 0)
        #expect(stderr == "")
    }

    @Test("The file limits end to end: count, size and length are refused with the limit named")
    func fileLimits() throws {
        try inFolder { directory in
            let many = try directory.file("many.txt", containing: String(repeating: "1\n", count: 1_000_001))
            try LayoutsBinary.expectError(
                ["render", "gallery", "--aspect-ratios-file", many],
                message: "layouts: --aspect-ratios-file: '\(many)' holds more than 1000000 numbers, the most it takes")
            let long = try directory.file("long.txt", containing: "1.5," + String(repeating: "9", count: 1_000_000))
            try LayoutsBinary.expectError(
                ["render", "gallery", "--aspect-ratios-file", long],
                message:
                    "layouts: --aspect-ratios-file: entry 2 of '\(long)' is longer than 64 characters, the longest number it takes"
            )
            let big = directory.path("big.txt")
            #expect(FileManager.default.createFile(atPath: big, contents: nil))
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: big))
            try handle.truncate(atOffset: (64 << 20) + 1)  // sparse
            try handle.close()
            try LayoutsBinary.expectError(
                ["render", "gallery", "--aspect-ratios-file", big],
                message: "layouts: --aspect-ratios-file: '\(big)' is larger than 64 MiB, the most a file option reads")
            // At the limit, every ratio is taken.
            let most = try directory.file("most.txt", containing: String(repeating: "1.5,", count: 1_000_000))
            let result = try LayoutsBinary.run([
                "render", "gallery", "--aspect-ratios-file", most, "--count", "3", "--all",
            ])
            #expect(result.status == 0, "\(result.stderr)")
        }
    }

    @Test("Errors quote at most 60 characters of a value, from the catalog or swift-argument-parser")
    func longValues() throws {
        let huge = String(repeating: "9", count: 60_000)
        let cut = String(repeating: "9", count: 60) + "…(60000 characters)"
        for (arguments, line) in [
            (
                ["render", "grid", "--spacing", "x" + huge],
                "layouts: --spacing expects a number, got 'x"
                    + cut.dropFirst().replacingOccurrences(of: "60000", with: "60001") + "'"
            ),
            (["serve", "--port", huge], "layouts: the value '\(cut)' is invalid for '--port <port>'"),
            (["list", huge], "layouts: unexpected argument '\(cut)'"),
        ] {
            let result = try LayoutsBinary.run(arguments)
            #expect(result.status == 2)
            #expect(result.stderr == line + "\n")
        }
    }
}
