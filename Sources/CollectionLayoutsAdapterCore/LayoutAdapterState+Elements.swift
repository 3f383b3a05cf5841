import CollectionLayouts
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// The elements a front's layout object answers for (UIKit's and AppKit's
// `layoutAttributesForElements(in:)`, `layoutAttributesForItem(at:)`, and the supplementary and
// decoration views' counterparts): the engine's attributes found by index path, which the front
// only turns into its framework's objects.
extension LayoutAdapterState {
    /// The elements that intersect `rect`, in the engine's order, each made into the front's object
    /// by `make`; empty before the first prepare.
    package func elements<Object>(in rect: CGRect, _ make: (LayoutAttributes) -> Object) -> [Object] {
        guard let prepared else { return [] }
        // Visited, not collected first: only the front's objects are built into an array.
        var result: [Object] = []
        prepared.forEachElement(in: rect) {
            result.append(make($0))
            return true
        }
        return result
    }

    /// The engine's attributes of the item at `indexPath`; nil before the first prepare, for an
    /// index path that is not a section and an item, or when there is no such item.
    package func itemAttributes(at indexPath: IndexPath) -> LayoutAttributes? {
        ElementIndex(indexPath).flatMap { prepared?.attributes(for: $0) }
    }

    /// The engine's attributes of the supplementary view of the engine's `kind` ("header",
    /// "footer") at `indexPath`; nil as for ``itemAttributes(at:)`` or when there is none.
    package func supplementaryAttributes(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        ElementIndex(indexPath).flatMap { prepared?.supplementaryAttributes(ofKind: kind, at: $0) }
    }

    /// The engine's attributes of the decoration view of `kind` (a section background) at
    /// `indexPath`; nil as for ``itemAttributes(at:)`` or when there is none.
    package func decorationAttributes(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        ElementIndex(indexPath).flatMap { prepared?.decorationAttributes(ofKind: kind, at: $0) }
    }
}
