import Foundation

/// The committed seeds under `Fuzz/corpus/<layout>/`, read from the source tree.
enum FuzzCorpus {
    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/corpus")
    }

    /// A corpus folder that holds no file.
    struct EmptyFolder: Error, CustomStringConvertible {
        let path: String
        var description: String { "the corpus folder \(path) holds no file" }
    }

    /// Every file of `layout`'s corpus, by name, sorted.
    /// - Throws: when the folder is missing or empty, or a file cannot be read, so that a test of
    ///   the corpus fails rather than passes checking nothing.
    static func files(for layout: String) throws -> [(String, [UInt8])] {
        let folder = root.appendingPathComponent(layout)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        guard !names.isEmpty else { throw EmptyFolder(path: folder.path) }
        return try names.sorted().map { name in
            (name, Array(try Data(contentsOf: folder.appendingPathComponent(name))))
        }
    }
}
