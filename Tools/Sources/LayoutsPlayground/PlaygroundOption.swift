@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutCatalog

/// An option as the page shows it: the catalog's ``CatalogOption``, so that the page's fields are
/// generated from the same kinds and defaults as the command line's help.
package struct PlaygroundOption: Codable, Sendable, Equatable {
    /// The name without dashes, as in the query string.
    package var name: String
    /// The kind of value: `number`, `size`, `point`, `list`, `choice`, `flag` or `file`.
    package var kind: String
    /// What the value looks like (`WxH`, `N`); empty for a flag.
    package var placeholder: String
    /// The catalog's help, with the default.
    package var help: String
    /// The default as it would be typed, or nil when there is no single value.
    package var defaultValue: String?
    /// What happens without the option when there is no default value (`all`, `no limit`).
    package var defaultNote: String?
    /// The allowed values of a choice, else nil.
    package var choices: [String]?
    /// Whether the option is one every layout takes (``CommonOptions``).
    package var isCommon: Bool

    package init(_ option: CatalogOption, isCommon: Bool) {
        name = option.name
        kind = option.kind.name
        placeholder = option.placeholder
        help = option.helpWithDefault
        defaultValue = option.defaultValue
        defaultNote = option.defaultNote
        choices = option.choices
        self.isCommon = isCommon
    }
}

/// A layout as `GET /api/layouts` lists it.
package struct PlaygroundLayoutInfo: Codable, Sendable, Equatable {
    package var name: String
    package var summary: String
    package var defaultCount: Int
    package var maximumCount: Int
    /// The container size the layout's samples use; the page's viewport starts at it, within the window.
    package var defaultBoundsSize: JSONShape.Size
    package var options: [PlaygroundOption]
    /// The catalog's sample pictures (`layouts samples`), which the page offers as presets.
    package var samples: [Sample]

    /// A preset: the sample's name and options (an `offset` is where the page scrolls to).
    package struct Sample: Codable, Sendable, Equatable {
        package var name: String
        package var parameters: [String: String]
    }

    package init(_ spec: any LayoutSpec) {
        name = spec.name
        summary = spec.summary
        defaultCount = spec.defaultCount
        maximumCount = spec.maximumCount
        defaultBoundsSize = JSONShape.Size(spec.defaultBoundsSize)
        let common = Set(CommonOptions.options(for: spec).map(\.name))
        options = spec.allOptions.map { PlaygroundOption($0, isCommon: common.contains($0.name)) }
        samples = spec.samples.map { Sample(name: $0.name, parameters: $0.parameters) }
    }
}
