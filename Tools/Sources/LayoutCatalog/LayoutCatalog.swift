@_spi(Tools) import CollectionLayouts
import Foundation

/// The layouts the command-line tool and the playground know, by name.
package enum LayoutCatalog {
    /// Every layout, in the order tools list them (``LayoutKind``'s).
    package static let specs: [any LayoutSpec] = LayoutKind.allCases.map(spec(for:))

    /// The spec of `kind`.
    package static func spec(for kind: LayoutKind) -> any LayoutSpec {
        switch kind {
        case .circles: CirclePackSpec()
        case .carousel: CarouselSpec()
        case .gallery: JustifiedGallerySpec()
        case .grid: StaggeredGridSpec()
        case .wheel: WheelSpec()
        }
    }

    /// The names of every layout.
    package static var names: [String] { specs.map(\.name) }

    /// The spec called `name`.
    package static func spec(named name: String) throws(ParameterError) -> any LayoutSpec {
        guard let kind = LayoutKind(rawValue: name) else {
            throw ParameterError(
                Suggestion.message(
                    "unknown layout \(ParameterError.quoted(name))", word: name, in: names, listing: "layouts"))
        }
        return spec(for: kind)
    }

    /// Builds the layout called `name` from `parameters`, rejecting unknown options.
    package static func build(_ name: String, _ parameters: LayoutParameters) throws(ParameterError) -> CatalogLayout {
        let spec = try spec(named: name)
        try parameters.rejectUnknown(spec.allOptions.map(\.name), context: name)
        return try spec.make(parameters, environment: try CommonOptions.environment(parameters, spec: spec))
    }

    /// Help text for one layout at `columns`: its summary and every option with its default.
    package static func help(for spec: any LayoutSpec, columns: Int = HelpText.columns) -> String {
        let summary = HelpText.wrap(spec.name + ": " + spec.summary, width: columns)
        return (summary + spec.allOptions.flatMap { $0.helpLines(columns: columns) }).joined(separator: "\n")
    }
}
