/// The position of an element in a collection: a section and an item within it.
///
/// The engine's own stand-in for `IndexPath`: a small value that is `Hashable`, `Comparable`
/// (section first, then item) and `Codable`, with a stable `description` such as `[0, 3]` that
/// tests and the command-line tool print.
public struct ElementIndex: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// The section, counted from 0.
    public var section: Int
    /// The item within its section, counted from 0.
    public var item: Int

    /// Creates an index.
    /// - Parameters:
    ///   - section: The section. The default is 0.
    ///   - item: The item within the section.
    public init(section: Int = 0, item: Int) {
        self.section = section
        self.item = item
    }

    /// Creates an index from a section and an item, in that order.
    public init(_ section: Int, _ item: Int) {
        self.init(section: section, item: item)
    }

    public static func < (lhs: ElementIndex, rhs: ElementIndex) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    /// `[section, item]`, the way `IndexPath` prints.
    public var description: String { "[\(section), \(item)]" }
}
