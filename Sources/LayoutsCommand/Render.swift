import ArgumentParser
import CollectionLayouts
import Foundation
import LayoutCatalog

/// `layouts render LAYOUT [options]`: the layout as SVG or JSON.
struct Render: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            abstract: "Render a layout to SVG or JSON.",
            usage: "layouts render LAYOUT [--width W] [--height H] [--count N] [--offset X,Y] [--all] [--format svg|json] [-o FILE] [layout options]",
            discussion: """
                Without --all, only the elements in the visible rect (offset, width, height) are given.
                --format defaults to the extension of -o, or json on standard output.

                Options of every command:
                \(LayoutCatalog.specs.map { LayoutCatalog.help(for: $0) }.joined(separator: "\n\n"))
                """)
    }

    static let ownOptions: [OptionInfo] = [
        .flag("all", "every element, not only those in the visible rect"),
        .value("format", "svg|json", "output format (default: from -o, else json)"),
        .value("output", "FILE", "write to FILE instead of standard output (also -o FILE)"),
    ]

    @Argument(parsing: .captureForPassthrough, help: "The layout, then its options.")
    var words: [String] = []

    func run() throws {
        let (layout, parameters) = try CommandWords.parse(words, extra: Self.ownOptions, command: Self.self)
        let output = parameters.values["output"]
        let defaultFormat = output.map { $0.hasSuffix(".svg") ? "svg" : "json" } ?? "json"
        let format = try catching { () throws(ParameterError) in
            try parameters.choice("format", default: defaultFormat, from: ["svg", "json"])
        }
        let all = try catching { () throws(ParameterError) in try parameters.flag("all") }
        let built = try catching { () throws(ParameterError) in
            try LayoutCatalog.build(layout, CommandWords.without(Self.ownOptions, parameters))
        }
        // Written as it is rendered: memory stays flat whatever the item count (10 million grid
        // items collected first took over 10 GB).
        let file = OutputFile(path: output)
        do {
            if format == "svg" {
                try SVGRenderer.write(built, all: all, to: file.write)
            } else {
                try LayoutSnapshot.writeJSON(of: built, all: all, to: file.write)
                try file.write("\n")
            }
            try file.close()
        } catch let error as ParameterError {
            throw ParameterErrorWrapper(message: error.message)
        }
    }
}

/// Turns a catalog error into the command's error.
func catching<T>(_ body: () throws(ParameterError) -> T) throws -> T {
    do { return try body() } catch { throw ParameterErrorWrapper(message: error.message) }
}
