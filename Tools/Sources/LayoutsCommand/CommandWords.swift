import ArgumentParser
@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutCatalog

/// Parses `LAYOUT --option value …` with the catalog's options, so that the command line and
/// the playground's API read layouts the same way, and reads the files that file options name
/// (the only place that does).
enum CommandWords {
    /// The most bytes a file option reads: a million ratios of up to 64 characters each.
    static let maximumFileBytes = 64 << 20
    /// The bytes read at a time from a file option's file.
    static let readBufferBytes = 64 << 10

    /// The layout's name and its parameters, with unknown layouts and options rejected;
    /// `-o FILE` is read as `--output FILE`. `LAYOUT --help` is a clean exit with the layout's help.
    static func parse(
        _ words: [String], extra: [CatalogOption], command: any ParsableCommand.Type
    ) throws -> (any LayoutSpec, LayoutParameters) {
        if words.contains("--help") || words.contains("-h") {
            if let name = words.first, let spec = try? LayoutCatalog.spec(named: name) {
                let own = extra.flatMap { $0.helpLines() }
                throw CleanExit.message(LayoutCatalog.help(for: spec) + "\n" + own.joined(separator: "\n"))
            }
            throw CleanExit.helpRequest(command)
        }
        guard let name = words.first, !name.hasPrefix("-") else {
            throw ParameterErrorWrapper(message: "name a layout first: \(LayoutCatalog.names.joined(separator: ", "))")
        }
        return try catching { () throws(ParameterError) in
            let spec = try LayoutCatalog.spec(named: name)
            let rest = words.dropFirst().map { $0 == "-o" ? "--output" : $0 }
            let options = spec.allOptions + extra
            let parameters = try LayoutParameters(
                arguments: rest, flags: Set(options.filter(\.isFlag).map(\.name)),
                known: options.map(\.name), context: name)
            return (spec, parameters)
        }
    }

    /// The parameters for the catalog: without the command's own options, and with a source for
    /// every file a file option names, read when the layout asks for it.
    static func layoutParameters(
        _ parameters: LayoutParameters, spec: any LayoutSpec, without own: [CatalogOption]
    ) -> LayoutParameters {
        let ownNames = Set(own.map(\.name))
        var result = LayoutParameters(parameters.values.filter { !ownNames.contains($0.key) })
        for option in spec.allOptions where option.kind == .file {
            guard let path = parameters.values[option.name] else { continue }
            result = result.attaching(file: fileSource(path, for: option), to: option)
        }
        return result
    }

    /// The file at `path` as a source that reads it with a fixed buffer, stopping at once when
    /// `maximumBytes` is passed or the reader throws; or an error that names the option and the
    /// path, never the contents. A regular file larger than the limit is refused before reading.
    static func fileSource(
        _ path: String, for option: CatalogOption, maximumBytes: Int = maximumFileBytes
    ) -> Result<FileSource, ParameterError> {
        let quoted = ParameterError.quoted(path: path)
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFDIR else {
            return .failure(ParameterError("--\(option.name): no such file \(quoted)"))
        }
        let tooLarge = ParameterError(
            "--\(option.name): \(quoted) is larger than \(Self.describe(bytes: maximumBytes)), the most a file option reads"
        )
        if status.st_mode & S_IFMT == S_IFREG, status.st_size > maximumBytes { return .failure(tooLarge) }
        let name = option.name
        return .success(
            FileSource(name: path) { (body: FileSource.Body) throws(ParameterError) in
                let fd = open(path, O_RDONLY | O_CLOEXEC)
                guard fd >= 0 else { throw ParameterError("--\(name): cannot read \(quoted): \(Self.reason(errno))") }
                defer { close(fd) }
                let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: readBufferBytes, alignment: 1)
                defer { buffer.deallocate() }
                // Bound: every pass but the last reads at least one byte, and the loop stops once more
                // than `maximumBytes` were read; a signal (EINTR) is retried at most 100 times in a row.
                var total = 0, interrupted = 0
                while true {
                    let count = read(fd, buffer.baseAddress, buffer.count)
                    if count == 0 { return }
                    if count < 0 {
                        let code = errno
                        if code == EINTR, interrupted < 100 {
                            interrupted += 1
                            continue
                        }
                        throw ParameterError("--\(name): cannot read \(quoted): \(Self.reason(code))")
                    }
                    interrupted = 0
                    total += count
                    guard total <= maximumBytes else { throw tooLarge }
                    try body(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
                }
            })
    }

    /// `64 MiB`, or the bytes when not a whole number of MiB.
    static func describe(bytes: Int) -> String {
        bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
    }

    /// The system's message for `code`, starting lower-case: `no such file or directory`.
    static func reason(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}

/// Turns a catalog error into the command's error.
func catching<T>(_ body: () throws(ParameterError) -> T) throws -> T {
    do { return try body() } catch { throw ParameterErrorWrapper(message: error.message) }
}
