import Foundation
import LayoutCatalog

/// An option as the page shows it: the catalog's ``OptionInfo`` with its default and choices read
/// from the help text, so that controls are generated rather than written per layout.
public struct PlaygroundOption: Codable, Sendable, Equatable {
    /// The name without dashes, as in the query string.
    public var name: String
    /// What the value looks like (`WxH`, `N`), or nil for a flag.
    public var value: String?
    /// The catalog's help line.
    public var help: String
    /// Whether the option is a flag (`rtl=true`).
    public var isFlag: Bool
    /// The default, from the help's `(default …)`, or nil when the help names none.
    public var defaultValue: String?
    /// The allowed values when the value is written `a|b|c`, else nil.
    public var choices: [String]?
    /// Whether the option is one every layout takes (``CommonOptions``).
    public var isCommon: Bool
    /// Whether the option names a file on the server (value `FILE`), which the API refuses.
    public var readsFile: Bool

    public init(_ info: OptionInfo, isCommon: Bool) {
        name = info.name
        value = info.value
        help = info.help
        isFlag = info.isFlag
        defaultValue = Self.defaultValue(in: info.help)
        let parts = info.value?.split(separator: "|").map(String.init) ?? []
        choices = parts.count > 1 ? parts : nil
        self.isCommon = isCommon
        readsFile = info.readsFile
    }

    /// The text after `(default` up to the matching `)`, without a trailing colon's explanation:
    /// `"gap (default 10)"` gives `10`; `"(default: the layout's sample size)"` gives nil, since it
    /// names no value the page could put in a field.
    static func defaultValue(in help: String) -> String? {
        guard let start = help.range(of: "(default ", options: .backwards) else { return nil }
        var depth = 1
        var end = start.upperBound
        while end < help.endIndex {
            if help[end] == "(" { depth += 1 }
            if help[end] == ")" { depth -= 1; if depth == 0 { break } }
            end = help.index(after: end)
        }
        let text = help[start.upperBound..<end].trimmingCharacters(in: .whitespaces)
        return text.isEmpty ? nil : text
    }
}

/// A layout as `GET /api/layouts` lists it.
public struct PlaygroundLayoutInfo: Codable, Sendable, Equatable {
    public struct Size: Codable, Sendable, Equatable { public var width: Double; public var height: Double }

    public var name: String
    public var summary: String
    public var defaultCount: Int
    public var maximumCount: Int
    /// The container size the layout's samples use; the page's viewport starts at it.
    public var defaultBoundsSize: Size
    /// `normal`, `fast` or the rate.
    public var deceleration: String
    public var options: [PlaygroundOption]
    /// The catalog's sample pictures (`layouts samples`), which the page offers as presets.
    public var samples: [Sample]

    /// A preset: the sample's name and options (an `offset` is where the page scrolls to).
    public struct Sample: Codable, Sendable, Equatable {
        public var name: String
        public var parameters: [String: String]
    }

    public init(_ spec: any LayoutSpec) {
        name = spec.name
        summary = spec.summary
        defaultCount = spec.defaultCount
        maximumCount = spec.maximumCount
        defaultBoundsSize = Size(width: Double(spec.defaultBoundsSize.width), height: Double(spec.defaultBoundsSize.height))
        deceleration = spec.deceleration.description
        let common = Set(CommonOptions.options.map(\.name))
        options = spec.allOptions.map { PlaygroundOption($0, isCommon: common.contains($0.name)) }
        samples = spec.samples.map { Sample(name: $0.name, parameters: $0.parameters) }
    }
}

extension OptionInfo {
    /// Whether the option names a file to read (its value is written `FILE`).
    var readsFile: Bool { value == "FILE" }
}
