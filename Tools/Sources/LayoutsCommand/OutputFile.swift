import Foundation
import LayoutCatalog

/// Where the command writes: standard output, or the file a path names, opened for writing the
/// way every Unix tool opens it (`open(path, O_WRONLY | O_CREAT | O_TRUNC, 0666)`), never a
/// temporary file renamed over the path. So a device stays a device (`-o /dev/null`), a symbolic
/// link stays a link and its target gets the output, a hard link stays shared, and a file keeps
/// its owner and mode; a new file gets 0666 less the umask.
///
/// The file is opened (and truncated) when the first piece arrives, so a command that fails
/// before writing leaves it as it was. Pieces are passed to the system as they come; the renderers
/// hand over 256 KiB at a time, so nothing else is buffered. The one writer of every
/// output of the command (`render -o`, `samples`, standard output).
final class OutputFile {
    /// The path, or nil for standard output.
    private let path: String?
    private var descriptor: Int32?

    /// - Parameter path: The file to write, or nil (or "-") for standard output.
    init(path: String?) {
        self.path = path == "-" ? nil : path
    }

    /// Standard output.
    static var standardOutput: OutputFile { OutputFile(path: nil) }

    /// Writes `text` to `path` (standard output for nil or "-") and closes it.
    static func write(_ text: String, to path: String?) throws {
        let file = OutputFile(path: path)
        try file.write(text)
        try file.close()
    }

    /// The path in messages.
    private var name: String {
        path.map { ParameterError.shortened($0, limit: ParameterError.quotedPathLength) } ?? "standard output"
    }

    /// Writes `text` after what was written before.
    /// - Throws: ``OutputClosed`` when the reader of a pipe went away (`EPIPE`): the command then
    ///   ends quietly; else a one-line error naming the path and the system's reason.
    func write(_ text: String) throws {
        var text = text
        try text.withUTF8 { try write(UnsafeRawBufferPointer($0)) }
    }

    /// Writes `bytes` after what was written before (the streaming renderers' pieces of 256 KiB).
    /// - Throws: As ``write(_:)-(String)``.
    func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard !bytes.isEmpty else { return }
        let fd = try open()
        // Bound: every pass writes at least one byte or ends; a signal (EINTR) is retried at
        // most 100 times in a row.
        var offset = 0, interrupted = 0
        var failure: Int32?
        while offset < bytes.count {
            let count = Foundation.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if count > 0 {
                offset += count
                interrupted = 0
            } else if count < 0, errno == EINTR, interrupted < 100 {
                interrupted += 1
            } else {
                failure = count < 0 ? errno : EIO
                break
            }
        }
        guard let failure else { return }
        if failure == EPIPE { throw OutputClosed() }
        throw ParameterErrorWrapper(message: "cannot write \(name): \(CommandWords.reason(failure))")
    }

    /// Closes a file, reporting an error the system reports only then (standard output stays open).
    func close() throws {
        guard path != nil, let descriptor else { return }
        self.descriptor = nil
        guard Foundation.close(descriptor) == 0 else {
            throw ParameterErrorWrapper(message: "cannot write \(name): \(CommandWords.reason(errno))")
        }
    }

    private func open() throws -> Int32 {
        if let descriptor { return descriptor }
        guard let path else {
            descriptor = STDOUT_FILENO
            return STDOUT_FILENO
        }
        let fd = Foundation.open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard fd >= 0 else {
            throw ParameterErrorWrapper(message: "cannot write \(name): \(CommandWords.reason(errno))")
        }
        descriptor = fd
        return fd
    }

    deinit {
        if path != nil, let descriptor { _ = Foundation.close(descriptor) }
    }
}

/// The reader of the command's output went away (`EPIPE`), as `layouts … | head` does: the
/// command stops writing and exits quietly with status 0 (SIGPIPE is ignored, so it is not killed).
struct OutputClosed: Error {}
