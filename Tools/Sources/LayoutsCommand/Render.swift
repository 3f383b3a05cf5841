import ArgumentParser
@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutCatalog

/// `layouts render LAYOUT [options]`: the layout as SVG or JSON.
struct Render: LayoutWordsCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            abstract: "Render a layout to SVG or JSON.",
            usage: "layouts render LAYOUT [options] [--all] [--format svg|json] [-o FILE]",
            discussion: discussion(
                "Without --all, only the elements in the visible rect (offset, width, height) are given."))
    }

    static let formats = NamedChoices<String>([("svg", "svg"), ("json", "json")])
    static let all = CatalogOption.flag("all", "every element, not only those in the visible rect")
    static let format = formats.option("format", "output format", default: nil, note: "from -o, else json")
    static let output = CatalogOption(
        name: "output", kind: .file, placeholder: "FILE",
        help: "write to FILE instead of standard output (also -o FILE)")
    static let pretty = CatalogOption.flag("pretty", "indented JSON, one value a line (default: compact)")
    static let ownOptions = [all, format, pretty, output]

    @Argument(parsing: .captureForPassthrough, help: "The layout, then its options and those above.")
    var words: [String] = []

    func run() throws {
        let (spec, parameters, layoutParameters) = try layoutWords()
        let output = parameters.values[Self.output.name]
        let (format, all, pretty, built) = try catching { () throws(ParameterError) in
            let format =
                parameters.has(Self.format)
                ? try parameters.choice(Self.format, Self.formats)
                : output?.hasSuffix(".svg") == true ? "svg" : "json"
            return (
                format, try parameters.flag(Self.all), try parameters.flag(Self.pretty),
                try LayoutCatalog.build(spec.name, layoutParameters)
            )
        }
        // Written as it is rendered, through one buffer of 256 KiB: memory stays flat whatever the
        // item count (10 million grid items collected first took over 10 GB; streamed, 42 MB), and
        // numbers are formatted by hand (JSONEncoder in chunks wrote 48,000 elements a second).
        let file = OutputFile(path: output)
        do {
            if format == "svg" {
                try SVGRenderer.write(built, all: all, to: file.write)
            } else {
                try LayoutSnapshot.writeJSON(of: built, all: all, pretty: pretty, to: file.write)
                try file.write("\n")
            }
            try file.close()
        } catch let error as ParameterError {
            throw ParameterErrorWrapper(message: error.message)
        }
    }
}
