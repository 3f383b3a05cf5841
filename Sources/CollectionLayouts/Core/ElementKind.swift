/// What an element is: a cell, a supplementary view of a named kind, or a decoration view.
///
/// Mirrors `UICollectionView.ElementCategory` plus the kind string. Encoded as a single string:
/// `"cell"`, the supplementary kind itself (`"header"`, `"footer"`), or `"decoration:NAME"`.
public enum ElementKind: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A cell, one per item.
    case cell
    /// A supplementary view such as a section header, identified by its kind string.
    case supplementary(String)
    /// A decoration view, identified by its kind string.
    case decoration(String)

    /// A section header (`"header"`).
    public static let header = ElementKind.supplementary(ElementKind.headerKind)
    /// A section footer (`"footer"`).
    public static let footer = ElementKind.supplementary(ElementKind.footerKind)
    /// The kind string of section headers in the engine. The UIKit adapter maps it to
    /// `UICollectionView.elementKindSectionHeader`.
    package static let headerKind = "header"
    /// The kind string of section footers in the engine.
    package static let footerKind = "footer"
    /// The decoration kind of section backgrounds (`"background"`): one per section, behind its
    /// items, where a layout's configuration asks for them (`showsSectionBackgrounds` of the
    /// justified gallery and the circle packing). In UIKit, register the view that draws them
    /// for this kind: `layout.register(MyBackground.self, forDecorationViewOfKind: "background")`.
    package static let sectionBackgroundKind = "background"
    /// A section background (`"decoration:background"`).
    package static let sectionBackground = ElementKind.decoration(sectionBackgroundKind)

    /// The stable text form used in JSON and by the command-line tool.
    public var description: String {
        switch self {
        case .cell: "cell"
        case .supplementary(let kind): kind
        case .decoration(let kind): "decoration:\(kind)"
        }
    }

    /// Parses the text form written by ``description``.
    package init(_ text: String) {
        if text == "cell" {
            self = .cell
        } else if text.hasPrefix("decoration:") {
            self = .decoration(String(text.dropFirst("decoration:".count)))
        } else {
            self = .supplementary(text)
        }
    }

    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
