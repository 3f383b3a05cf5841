@_spi(Tools) import CollectionLayouts
import Foundation

/// One option a layout or a command accepts: its name, the kind of value it takes, its default and
/// its help.
///
/// The help text and the playground's fields are generated from these, and the readers of
/// ``LayoutParameters`` take an option and fall back to its default, so each default is written
/// once, read from the engine's presets where the engine has one.
package struct CatalogOption: Hashable, Sendable {
    /// The kind of value an option takes.
    package enum Kind: Hashable, Sendable {
        /// A finite number (a whole number where the placeholder is `N`).
        case number
        /// A size `WxH`, or one number for a square.
        case size
        /// A point `X,Y`.
        case point
        /// Comma-separated numbers.
        case list
        /// One of the names.
        case choice([String])
        /// No value on the command line (`--wrap`); `wrap=true` over HTTP.
        case flag
        /// A path to a file that the `layouts` command reads; the catalog sees only the text the
        /// command hands it, so the playground's API cannot read files.
        case file

        /// The kind's name in the playground's JSON: `number`, `size`, `point`, `list`, `choice`,
        /// `flag` or `file`.
        package var name: String {
            switch self {
            case .number: "number"
            case .size: "size"
            case .point: "point"
            case .list: "list"
            case .choice: "choice"
            case .flag: "flag"
            case .file: "file"
            }
        }
    }

    /// The name without dashes, such as `item-size`.
    package let name: String
    /// The kind of value.
    package let kind: Kind
    /// What the value looks like in help (`WxH`, `N`, `X,Y`); empty for a flag.
    package let placeholder: String
    /// What the option does, without its default.
    package let help: String
    /// The default as it would be written on the command line (`100x90`, `10`, `left`), or nil
    /// when there is no single value (see ``defaultNote``).
    package let defaultValue: String?
    /// What happens without the option when it has no default value, such as `all` or
    /// `atan(width / radius)`; nil when there is nothing to say.
    package let defaultNote: String?

    package init(
        name: String, kind: Kind, placeholder: String, help: String, defaultValue: String? = nil,
        defaultNote: String? = nil
    ) {
        self.name = name
        self.kind = kind
        self.placeholder = placeholder
        self.help = help
        self.defaultValue = defaultValue
        self.defaultNote = defaultNote
    }

    /// A number; `default` nil for none.
    package static func number(
        _ name: String, _ placeholder: String, _ help: String, default value: Double?,
        note: String? = nil
    ) -> CatalogOption {
        CatalogOption(
            name: name, kind: .number, placeholder: placeholder, help: help, defaultValue: value?.code,
            defaultNote: note)
    }

    /// A number in CGFloat, as the engine's configurations hold them.
    package static func number(
        _ name: String, _ placeholder: String, _ help: String, default value: CGFloat,
        note: String? = nil
    ) -> CatalogOption {
        number(name, placeholder, help, default: Double(value), note: note)
    }

    /// A whole number, written `N`.
    package static func whole(_ name: String, _ help: String, default value: Int?, note: String? = nil) -> CatalogOption
    {
        CatalogOption(
            name: name, kind: .number, placeholder: "N", help: help, defaultValue: value.map(String.init),
            defaultNote: note)
    }

    /// A size `WxH`.
    package static func size(
        _ name: String, _ help: String, placeholder: String = "WxH", default value: CGSize?
    ) -> CatalogOption {
        CatalogOption(
            name: name, kind: .size, placeholder: placeholder, help: help,
            defaultValue: value.map { "\($0.width.code)x\($0.height.code)" })
    }

    /// A point `X,Y`.
    package static func point(
        _ name: String, _ help: String, placeholder: String = "X,Y", default value: CGPoint?,
        note: String? = nil
    ) -> CatalogOption {
        CatalogOption(
            name: name, kind: .point, placeholder: placeholder, help: help,
            defaultValue: value.map { "\($0.x.code),\($0.y.code)" }, defaultNote: note)
    }

    /// Comma-separated numbers.
    package static func list(
        _ name: String, _ placeholder: String, _ help: String, default value: [Double]? = nil
    ) -> CatalogOption {
        CatalogOption(
            name: name, kind: .list, placeholder: placeholder, help: help,
            defaultValue: value.map { $0.map(\.code).joined(separator: ",") })
    }

    /// A flag, false unless given.
    package static func flag(_ name: String, _ help: String) -> CatalogOption {
        CatalogOption(name: name, kind: .flag, placeholder: "", help: help)
    }

    /// A file the command reads.
    package static func file(_ name: String, _ help: String) -> CatalogOption {
        CatalogOption(name: name, kind: .file, placeholder: "FILE", help: help)
    }

    /// Whether the option is a flag.
    package var isFlag: Bool { kind == .flag }

    /// The names a choice takes, else nil.
    package var choices: [String]? {
        if case .choice(let names) = kind { return names }
        return nil
    }

    /// The help followed by the default: `gap between items (default 10)`.
    package var helpWithDefault: String {
        if let defaultValue { return help + " (default \(defaultValue))" }
        if let defaultNote { return help + " (default: \(defaultNote))" }
        return help
    }

    /// `--name VALUE`, as help shows it.
    package var synopsis: String { "--\(name)" + (placeholder.isEmpty ? "" : " \(placeholder)") }

    /// The option's help lines, `--name VALUE` then the help wrapped at `columns` under a hanging
    /// indent.
    package func helpLines(columns: Int = HelpText.columns) -> [String] {
        HelpText.entry(synopsis, helpWithDefault, columns: columns)
    }
}
