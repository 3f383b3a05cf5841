import Foundation

/// Where a command writes its output as it goes: standard output, or a file created (or
/// truncated) when the first piece arrives. Pieces are passed to the system as they come; the
/// renderers hand over about 64 KB to 1 MB at a time, so nothing else is buffered.
final class OutputFile {
    private let path: String?
    private var handle: FileHandle?

    /// - Parameter path: The file to write, or nil (or "-") for standard output.
    init(path: String?) {
        self.path = path == "-" ? nil : path
    }

    /// Writes `text` after what was written before.
    func write(_ text: String) throws {
        guard !text.isEmpty else { return }
        do {
            try open().write(contentsOf: Data(text.utf8))
        } catch let error as ParameterErrorWrapper {
            throw error
        } catch {
            throw ParameterErrorWrapper(message: "cannot write \(path ?? "standard output"): \(error.localizedDescription)")
        }
    }

    /// Flushes and closes a file (standard output stays open).
    func close() throws {
        guard path != nil, let handle else { return }
        self.handle = nil
        do { try handle.close() } catch {
            throw ParameterErrorWrapper(message: "cannot write \(path ?? ""): \(error.localizedDescription)")
        }
    }

    private func open() throws -> FileHandle {
        if let handle { return handle }
        guard let path else {
            handle = FileHandle.standardOutput
            return FileHandle.standardOutput
        }
        guard FileManager.default.createFile(atPath: path, contents: nil), let opened = FileHandle(forWritingAtPath: path) else {
            throw ParameterErrorWrapper(message: "cannot write \(path): it cannot be created")
        }
        handle = opened
        return opened
    }
}
