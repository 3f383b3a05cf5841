import Foundation

/// The committed seeds under `Fuzz/corpus/<layout>/`, read from the source tree.
enum FuzzCorpus {
    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/corpus")
    }

    /// Every file of `layout`'s corpus, by name, sorted.
    static func files(for layout: String) -> [(String, [UInt8])] {
        let folder = root.appendingPathComponent(layout)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().compactMap { name in
            (try? Data(contentsOf: folder.appendingPathComponent(name))).map { (name, Array($0)) }
        }
    }
}
