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
        let elements = built.elements(all: all)
        let text = try catching { () throws(ParameterError) in
            format == "svg" ? try SVGRenderer.render(built, elements: elements)
                            : LayoutSnapshot(contentSize: built.prepared.contentSize, elements: elements).json() + "\n"
        }
        try CommandWords.write(text, to: output)
    }
}

/// Turns a catalog error into the command's error.
func catching<T>(_ body: () throws(ParameterError) -> T) throws -> T {
    do { return try body() } catch { throw ParameterErrorWrapper(message: error.message) }
}
