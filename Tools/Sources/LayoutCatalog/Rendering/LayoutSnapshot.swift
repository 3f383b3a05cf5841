@_spi(Tools) import CollectionLayouts
import Foundation

/// The JSON the tools print for a layout: its content size and elements, in the shared attributes
/// shape (see `LayoutAttributes`).
package struct LayoutSnapshot: Codable, Sendable, Equatable {
    package var contentSize: JSONShape.Size
    package var elements: [LayoutAttributes]

    package init(contentSize: CGSize, elements: [LayoutAttributes]) {
        self.contentSize = JSONShape.Size(contentSize)
        self.elements = elements
    }

    /// Pretty-printed JSON with sorted keys: the same bytes for the same layout.
    package func json() -> String { JSONOutput.string(self) }
}

/// JSON with sorted keys and no escaped slashes, pretty-printed.
package enum JSONOutput {
    package static func string<T: Encodable>(_ value: T, pretty: Bool = true) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            // Only a non-finite number can fail here, and the engine never produces one.
            preconditionFailure("JSON encoding failed: \(error)")
        }
    }
}
