import Foundation
import LayoutBenchmarks
import LayoutCatalog

/// The file `layouts bench --record PATH` writes: the path checked before the benchmarks run (they
/// take minutes), then the figures written there and nowhere else, merged into the file's own
/// when only some benchmarks ran (`--layout`).
enum BaselineFile {
    /// The most bytes read from an existing baseline file: far more than every benchmark's rows.
    static let maximumBytes = 16 << 20

    /// The baseline already at `path`, or nil when there is none yet (no file, an empty one, or a
    /// device such as `/dev/null`).
    /// - Throws: One line naming the path when it cannot become a baseline file: empty, a folder,
    ///   in a folder that does not exist or cannot be written, not writable itself, or a file that
    ///   is not a baseline (which `--record` does not overwrite).
    static func existing(at path: String) throws -> BenchmarkBaseline? {
        let quoted = ParameterError.quoted(path: path)
        guard !path.isEmpty else { throw ParameterErrorWrapper(message: "--record: name a file, got ''") }
        var status = stat()
        guard stat(path, &status) == 0 else {
            let code = errno
            guard code == ENOENT else { throw failure("--record: cannot use \(quoted)", code) }
            try checkFolder(of: path)
            return nil
        }
        let type = status.st_mode & S_IFMT
        if type == S_IFDIR {
            throw ParameterErrorWrapper(message: "--record: \(quoted) is a folder; name a file in it")
        }
        guard access(path, W_OK) == 0 else { throw failure("--record: cannot write \(quoted)", errno) }
        guard type == S_IFREG else { return nil }
        guard status.st_size <= maximumBytes else {
            throw ParameterErrorWrapper(
                message: "--record: \(quoted) is larger than a baseline file; name a new file or one --record wrote")
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw failure("--record: cannot read \(quoted)", errno == 0 ? EIO : errno)
        }
        if data.isEmpty { return nil }
        do {
            return try BenchmarkBaseline.decode(data)
        } catch {
            throw ParameterErrorWrapper(
                message:
                    "--record: \(quoted) is not a baseline file, so it is left alone; name a new file or one --record wrote"
            )
        }
    }

    /// Writes `rows` to `path`: the whole file when `merging` is false, else merged into the
    /// baseline already there (the benchmarks that did not run keep their rows).
    static func record(_ rows: [BenchmarkRow], at path: String, merging: Bool, quick: Bool) throws {
        let recorded = BenchmarkBaseline(rows: rows, recording: recording(quick: quick))
        let old = merging ? try existing(at: path) : nil
        let baseline = old?.merging(recorded, order: BenchmarkSuite.all.map(\.name)) ?? recorded
        try OutputFile.write(try baseline.fileText(), to: path)
    }

    /// Throws unless the folder that would hold `path` exists and can be written.
    private static func checkFolder(of path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        let name = folder.isEmpty ? "." : folder
        var status = stat()
        guard stat(name, &status) == 0 else {
            throw failure(
                "--record: no folder \(ParameterError.quoted(path: name)) for \(ParameterError.quoted(path: path))",
                errno)
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw ParameterErrorWrapper(message: "--record: \(ParameterError.quoted(path: name)) is not a folder")
        }
        guard access(name, W_OK) == 0 else {
            throw failure("--record: cannot write in \(ParameterError.quoted(path: name))", errno)
        }
    }

    /// A one-line error: `message`, then the system's reason for `code`.
    private static func failure(_ message: String, _ code: Int32) -> ParameterErrorWrapper {
        ParameterErrorWrapper(message: "\(message): \(CommandWords.reason(code))")
    }

    /// How this run records: the build, the command line, the commit, the date and the machine.
    static func recording(quick: Bool) -> BenchmarkBaseline.Recording {
        #if DEBUG
        let build = "debug"
        #else
        let build = "release"
        #endif
        let words = CommandLine.arguments.dropFirst().map { word in
            word.isEmpty || word.contains(where: { " \"'$\\".contains($0) }) ? "'\(word)'" : word
        }
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return BenchmarkBaseline.Recording(
            build: build, command: (["layouts"] + words).joined(separator: " "), commit: commit(),
            date: formatter.string(from: Date()), machine: machine(), quick: quick)
    }

    /// The commit checked out in the current folder, with ` (modified)` when tracked files differ
    /// from it; `unknown` when git cannot tell.
    static func commit() -> String {
        guard let head = git(["rev-parse", "HEAD"]), !head.isEmpty else { return "unknown" }
        let changes = git(["status", "--porcelain", "--untracked-files=no"]) ?? ""
        return changes.isEmpty ? head : head + " (modified)"
    }

    /// What `git ARGUMENTS…` prints, trimmed, or nil when it fails.
    private static func git(_ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The system, the processor, its cores and the memory: `Linux x86_64, AMD EPYC …, 2 cores, 8 GB`.
    static func machine() -> String {
        #if os(Linux)
        let system = "Linux"
        #else
        let system = "macOS"
        #endif
        #if arch(x86_64)
        let architecture = "x86_64"
        #elseif arch(arm64)
        let architecture = "arm64"
        #else
        let architecture = "other"
        #endif
        let processor = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("model name") }?
            .split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces)
        let info = ProcessInfo.processInfo
        let gigabytes = Int((Double(info.physicalMemory) / 1_073_741_824).rounded())
        return
            ([system + " " + architecture] + (processor.map { [$0] } ?? []) + [
                "\(info.activeProcessorCount) cores", "\(gigabytes) GB",
            ]).joined(separator: ", ")
    }
}
