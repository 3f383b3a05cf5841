@_spi(Tools) import CollectionLayouts

/// How the SVG renderer and the playground label an element: `§0 #23` for item 23 of section 0, a
/// form that cannot be read as the decimal `0.23`; `header §0` for a supplementary view. The
/// playground's script writes the same form (see `PlaygroundPage+Script.swift`, `label`).
package enum ElementLabel {
    /// `§0 #23`.
    package static func text(section: Int, item: Int) -> String { "§\(section) #\(item)" }

    /// The label of `element`: its index for a cell, its kind and section otherwise.
    package static func text(for element: LayoutAttributes) -> String {
        element.kind == .cell
            ? text(section: element.index.section, item: element.index.item)
            : "\(element.kind) §\(element.index.section)"
    }
}
