import ArgumentParser
import Foundation
import LayoutCatalog

/// `layouts samples`: draws every layout with its built-in sample data.
///
/// The folder is created when missing. Each sample is written into its file as `-o` writes
/// (``OutputFile``): a file that exists is overwritten in place (a link keeps pointing where it
/// did, a file keeps its mode), and each line of the output says which: `created PATH` or
/// `overwrote PATH`. A path that exists but is no folder is refused before anything is written.
struct Samples: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render every layout with built-in sample data to SVG files.",
        discussion: """
            Creates the folder when missing, and overwrites the samples' files that exist in place \
            (a link keeps pointing where it did, a file keeps its mode). Prints `created PATH` or \
            `overwrote PATH` for each file; every file is written even when the reader of that \
            list goes away.
            """)

    @Option(name: [.customShort("o"), .customLong("output-dir")], help: "The folder to write to.")
    var outputDirectory = "docs"

    func run() throws {
        try Self.makeFolder(outputDirectory)
        var listing = true
        // Bound: the catalog's samples, a dozen.
        for spec in LayoutCatalog.specs {
            for sample in spec.samples {
                let svg = try catching { () throws(ParameterError) in
                    let built = try LayoutCatalog.build(spec.name, LayoutParameters(sample.parameters))
                    return try SVGRenderer.render(built, elements: built.elements(all: sample.all))
                }
                let path = URL(fileURLWithPath: outputDirectory).appendingPathComponent(sample.name + ".svg").path
                var status = stat()
                let existed = lstat(path, &status) == 0
                try OutputFile.write(svg, to: path)
                // The files are what the command is for: a reader of the list that went away
                // (`layouts samples | head -1`) stops the list, not the drawing.
                if listing {
                    do {
                        try OutputFile.write((existed ? "overwrote " : "created ") + path + "\n", to: nil)
                    } catch is OutputClosed { listing = false }
                }
            }
        }
    }

    /// Makes the folder `path` and its parents where missing, as `mkdir -p` does, or throws one
    /// line saying why it cannot: a path that exists and is no folder, or the system's reason.
    static func makeFolder(_ path: String) throws {
        let quoted = ParameterError.quoted(path: path)
        var status = stat()
        if stat(path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else {
                throw ParameterErrorWrapper(message: "--output-dir: \(quoted) exists and is not a folder")
            }
            return
        }
        // Bound: one pass per component of the path.
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        for end in 1...components.count {
            let prefix = components[..<end].joined(separator: "/")
            guard !prefix.isEmpty, mkdir(prefix, 0o777) != 0 else { continue }
            let code = errno
            guard code == EEXIST else {
                throw ParameterErrorWrapper(
                    message:
                        "--output-dir: cannot create \(ParameterError.quoted(path: prefix)): \(CommandWords.reason(code))"
                )
            }
        }
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw ParameterErrorWrapper(message: "--output-dir: \(quoted) exists and is not a folder")
        }
    }
}
