/// One option a layout accepts, for parsing and for help.
public struct OptionInfo: Hashable, Sendable {
    /// The name without dashes, such as `item-size`.
    public let name: String
    /// What the value looks like (`WxH`, `N`, `X,Y`), or nil for a flag that takes no value.
    public let value: String?
    /// One line of help, ending with the default.
    public let help: String

    /// An option that takes a value.
    public static func value(_ name: String, _ value: String, _ help: String) -> OptionInfo {
        OptionInfo(name: name, value: value, help: help)
    }

    /// A flag that takes no value on the command line (`--wrap`); over HTTP it reads `wrap=true`.
    public static func flag(_ name: String, _ help: String) -> OptionInfo {
        OptionInfo(name: name, value: nil, help: help)
    }

    /// Whether the option is a flag.
    public var isFlag: Bool { value == nil }

    /// `--name VALUE   help`, for help text.
    public var helpLine: String {
        let head = "--\(name)" + (value.map { " \($0)" } ?? "")
        return head.padding(toLength: Swift.max(26, head.count + 2), withPad: " ", startingAt: 0) + help
    }
}
