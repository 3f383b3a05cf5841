import ArgumentParser
import Foundation
import LayoutCatalog

/// `layouts samples`: draws every layout with its built-in sample data.
struct Samples: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render every layout with built-in sample data to SVG files.")

    @Option(name: [.customShort("o"), .customLong("output-dir")], help: "The folder to write to.")
    var outputDirectory = "docs"

    func run() throws {
        try FileManager.default.createDirectory(atPath: outputDirectory, withIntermediateDirectories: true)
        for spec in LayoutCatalog.specs {
            for sample in spec.samples {
                let svg = try catching { () throws(ParameterError) in
                    let built = try LayoutCatalog.build(spec.name, LayoutParameters(sample.parameters))
                    return try SVGRenderer.render(built, elements: built.elements(all: sample.all))
                }
                let path = URL(fileURLWithPath: outputDirectory).appendingPathComponent(sample.name + ".svg").path
                try CommandWords.write(svg, to: path)
                print(path)
            }
        }
    }
}
