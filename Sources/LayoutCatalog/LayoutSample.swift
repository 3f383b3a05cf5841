/// A picture of a layout with built-in sample data, drawn by `layouts samples`.
public struct LayoutSample: Sendable, Hashable {
    /// The file name without extension, such as `circles-dense`.
    public var name: String
    /// The options, as on the command line without the dashes.
    public var parameters: [String: String]
    /// Whether to draw every element (true, the default) or only the visible rect.
    public var all: Bool

    public init(name: String, parameters: [String: String] = [:], all: Bool = true) {
        self.name = name
        self.parameters = parameters
        self.all = all
    }
}
