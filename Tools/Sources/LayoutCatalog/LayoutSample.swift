/// A picture of a layout with built-in sample data, drawn by `layouts samples`.
package struct LayoutSample: Sendable, Hashable {
    /// The file name without extension, such as `circles-dense`.
    package var name: String
    /// The options, as on the command line without the dashes.
    package var parameters: [String: String]
    /// Whether to draw every element (true, the default) or only the visible rect.
    package var all: Bool

    package init(name: String, parameters: [String: String] = [:], all: Bool = true) {
        self.name = name
        self.parameters = parameters
        self.all = all
    }
}
