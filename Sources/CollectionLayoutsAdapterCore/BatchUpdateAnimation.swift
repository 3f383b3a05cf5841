import CollectionLayouts
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What one batch update animates from and to, element by element: a pure value over the engine's
/// prepared layouts before and after the update and the update's ``BatchUpdateMap``, tested
/// without a collection view (`BatchUpdateAnimationTests`).
///
/// UIKit asks, during the update, for the attributes each element on screen after it appears from
/// and those each element on screen before it disappears to. The answers:
/// - an element **inserted** (an item, or anything in an inserted section) appears from its
///   attributes after the update changed by the insert transition
///   (``PreparedLayout/initialAttributes(forAppearing:transition:)``);
/// - an element **deleted** (an item, or anything in a deleted section) disappears to its
///   attributes before the update changed by the delete transition
///   (``PreparedLayout/finalAttributes(forDisappearing:transition:)``);
/// - any other element (moved, or only pushed along by the others) appears from its attributes
///   before the update, and disappears to its attributes after it: it travels from its old frame
///   to its new one, as UIKit's own layouts have it.
///
/// Every answer carries the index the element is asked about. The layout after the update answers
/// at the offset the update rests at (the kept place, or the snapped offset), where UIKit shows it
/// once the update is over; the layout before it at the offset it was shown at.
package struct BatchUpdateAnimation {
    /// The engine layout on screen when the update began, at its offset then.
    package let before: (any PreparedLayout)?
    /// The engine layout after the update, at the offset the update rests at.
    package let after: any PreparedLayout
    /// Where the update takes each item and section.
    package let map: BatchUpdateMap
    /// How inserted elements come in.
    package let insertTransition: ElementTransition
    /// How deleted elements go out.
    package let deleteTransition: ElementTransition

    package init(
        before: (any PreparedLayout)?, after: any PreparedLayout, map: BatchUpdateMap,
        insertTransition: ElementTransition, deleteTransition: ElementTransition
    ) {
        self.before = before
        self.after = after
        self.map = map
        self.insertTransition = insertTransition
        self.deleteTransition = deleteTransition
    }

    /// The attributes the element of `kind` at `index` (after the update) appears from; nil when
    /// neither layout has it where the update says (UIKit then shows it in place).
    package func appearing(_ kind: ElementKind, at index: ElementIndex) -> LayoutAttributes? {
        let isItem = kind == .cell
        let origin =
            isItem ? map.origin(of: index) : map.originSection(of: index.section).map { ElementIndex($0, index.item) }
        guard let origin else {
            return Self.attributes(of: kind, at: index, in: after).map {
                after.initialAttributes(forAppearing: $0, transition: insertTransition)
            }
        }
        guard let before, var element = Self.attributes(of: kind, at: origin, in: before) else { return nil }
        element.index = index
        return element
    }

    /// The attributes the element of `kind` at `index` (before the update) disappears to; nil when
    /// neither layout has it where the update says (UIKit then leaves it in place).
    package func disappearing(_ kind: ElementKind, at index: ElementIndex) -> LayoutAttributes? {
        let isItem = kind == .cell
        let destination =
            isItem
            ? map.destination(of: index)
            : map.destinationSection(of: index.section).map { ElementIndex($0, index.item) }
        guard let destination else {
            guard let before, let element = Self.attributes(of: kind, at: index, in: before) else { return nil }
            return before.finalAttributes(forDisappearing: element, transition: deleteTransition)
        }
        guard var element = Self.attributes(of: kind, at: destination, in: after) else { return nil }
        element.index = index
        return element
    }

    /// The attributes of the element of `kind` at `index` in `layout`: a cell's, a supplementary
    /// view's or a decoration's (a section background).
    private static func attributes(
        of kind: ElementKind, at index: ElementIndex, in layout: any PreparedLayout
    ) -> LayoutAttributes? {
        switch kind {
        case .cell: layout.attributes(for: index)
        case .supplementary(let name): layout.supplementaryAttributes(ofKind: name, at: index)
        case .decoration(let name): layout.decorationAttributes(ofKind: name, at: index)
        }
    }
}
