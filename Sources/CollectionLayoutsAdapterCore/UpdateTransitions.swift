import CollectionLayouts
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How a batch update animates, as a value: the transitions of inserted and deleted elements, the
/// layout on screen when the update began, and where the update takes each element with its
/// animation (``BatchUpdateAnimation``) once made.
///
/// UIKit's order (Sources/CollectionLayoutsUIKit/CollectionLayoutsUIKit.docc/UsingTheLayoutsInUIKit.md, "Animated updates"): the update's invalidation with the data
/// source's counts while the layout on screen is still the old one (kept then:
/// ``keepLayoutBeforeUpdate(_:)``), the prepare, the check of the update (``begin(through:)``),
/// then for each element on screen after the update where it appears from and for each one on
/// screen before it where it disappears to (``animation(after:restingAt:)``), then the end of the
/// update (``end()``).
package struct UpdateTransitions {
    /// How inserted items, and the headers and footers of inserted sections, come in.
    package var insert = ElementTransition.automatic
    /// How deleted items, and the headers and footers of deleted sections, go out.
    package var delete = ElementTransition.automatic
    /// The engine layout on screen when the batch update began: from its invalidation until the
    /// update's end.
    package private(set) var before: (any PreparedLayout)?
    /// Where the update in progress takes each element, and its animation once made: from the
    /// check of the update until its end.
    package private(set) var update: (map: BatchUpdateMap, animation: BatchUpdateAnimation?)?

    /// The default transitions, no update in progress.
    package init() {}

    /// Keeps the layout on screen when a batch update begins (nil for a reload of the data, which
    /// does not animate).
    package mutating func keepLayoutBeforeUpdate(_ layout: (any PreparedLayout)?) {
        update = nil
        before = layout
    }

    /// Starts the update's animation: where the update takes each element (`map`).
    package mutating func begin(through map: BatchUpdateMap) {
        update = (map, nil)
    }

    /// Lets the update's layouts go: the update is over.
    package mutating func end() {
        before = nil
        update = nil
    }

    /// The animation of the update in progress, made at the first question: `after` (the layout
    /// after the update) at `restingOffset()`, the offset the update rests at, where the front
    /// shows it once the update is over; nil outside a batch update.
    package mutating func animation(
        after: any PreparedLayout, restingAt restingOffset: () -> CGPoint
    ) -> BatchUpdateAnimation? {
        guard let update else { return nil }
        if let made = update.animation { return made }
        var after = after
        after.updateContentOffset(restingOffset())
        let animation = BatchUpdateAnimation(
            before: before, after: after, map: update.map, insertTransition: insert, deleteTransition: delete)
        self.update = (update.map, animation)
        return animation
    }
}
