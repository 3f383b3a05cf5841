import ArgumentParser
import CollectionLayouts
import Foundation
import LayoutCatalog

/// `layouts render LAYOUT [options]`: the layout as SVG or JSON.
struct Render: LayoutWordsCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            abstract: "Render a layout to SVG or JSON.",
            usage: "layouts render LAYOUT [options] [--all] [--format svg|json] [-o FILE]",
            discussion: discussion("Without --all, only the elements in the visible rect (offset, width, height) are given."))
    }

    static let formats = NamedChoices<String>([("svg", "svg"), ("json", "json")])
    static let all = CatalogOption.flag("all", "every element, not only those in the visible rect")
    static let format = formats.option("format", "output format", default: nil, note: "from -o, else json")
    static let output = CatalogOption(name: "output", kind: .file, placeholder: "FILE",
                                      help: "write to FILE instead of standard output (also -o FILE)")
    static let ownOptions = [all, format, output]

    @Argument(parsing: .captureForPassthrough, help: "The layout, then its options and those above.")
    var words: [String] = []

    func run() throws {
        let (spec, parameters, layoutParameters) = try layoutWords()
        let output = parameters.values[Self.output.name]
        let text = try catching { () throws(ParameterError) in
            let format = parameters.has(Self.format) ? try parameters.choice(Self.format, Self.formats)
                                                     : output?.hasSuffix(".svg") == true ? "svg" : "json"
            let all = try parameters.flag(Self.all)
            let built = try LayoutCatalog.build(spec.name, layoutParameters)
            let elements = built.elements(all: all)
            return format == "svg" ? try SVGRenderer.render(built, elements: elements)
                                   : LayoutSnapshot(contentSize: built.prepared.contentSize, elements: elements).json() + "\n"
        }
        try CommandWords.write(text, to: output)
    }
}
