import CollectionLayouts
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where the content rests when focus moves to an item (the Apple TV remote; a keyboard's arrow
/// keys on iPad): the adapter's decision as pure functions over the engine's prepared layout, free
/// of UIKit so that it is tested everywhere. The UIKit glue is
/// `EngineCollectionViewLayout+Focus.swift`.
///
/// The rule, per layout:
/// - The carousel and the wheel (layouts with an exact centred rest: their
///   `PreparedLayout.contentOffset(centering:)` answers) bring the focused item to the centre, exactly where ``EngineCollectionViewLayout/scrollToItem(at:animated:)``
///   and a fling resting on it put it: on these layouts the focused item and the centred item are
///   one. Focus moves one item at a time, so the content moves by one item.
/// - The other layouts (the grid, the gallery, the circle pack) leave the content where it is when
///   the focused item is wholly visible (inside the bounds less the content insets); otherwise they
///   move it along their scroll axis (`PreparedLayout.scrollAxis`) just far enough to show the item whole (its leading edge on
///   the leading inset when it is larger than the room), then rest where the engine rests a release
///   there with no velocity (`targetContentOffset(proposed:velocity:current:)`: inside the content).
///   This is the system's own rule for a focused item, "keep it onscreen"
///   (https://developer.apple.com/documentation/uikit/uifocusitemscrollablecontainer), computed
///   from the engine's frames so that it holds for items the collection view has no cell for yet.
package enum FocusScrolling {
    /// The content offset at which the content rests when the item at `index` takes focus, with
    /// the content at `current`; nil when `layout` has no such item.
    ///
    /// - Parameters:
    ///   - index: The item that takes focus.
    ///   - layout: The engine's layout, prepared for the collection view's bounds and insets.
    ///   - current: The content offset when focus moves.
    package static func contentOffset(
        focusing index: ElementIndex, in layout: any PreparedLayout, from current: CGPoint
    ) -> CGPoint? {
        if let centred = layout.contentOffset(centering: index) { return centred }
        guard let item = layout.attributes(for: index)?.frame else { return nil }
        let e = layout.environment, room = e.availableSize
        let visible = CGRect(
            x: current.x + e.contentInsets.left, y: current.y + e.contentInsets.top,
            width: room.width, height: room.height)
        var proposed = current
        if layout.scrollAxis == .horizontal {
            proposed.x += revealingShift(from: visible.minX, to: visible.maxX, for: item.minX, item.maxX)
        } else {
            proposed.y += revealingShift(from: visible.minY, to: visible.maxY, for: item.minY, item.maxY)
        }
        if proposed == current { return current }
        return layout.targetContentOffset(proposed: proposed, velocity: .zero, current: current)
    }

    /// The item that takes focus when focus enters the collection view with the content at
    /// `offset` and UIKit asks the delegate (`indexPathForPreferredFocusedView(in:)`): the centred
    /// item for a layout with an exact centred rest (the carousel, the wheel: their
    /// `PreparedLayout.contentOffset(centering:)` answers), so that entering focus moves nothing;
    /// nil (UIKit's own choice) for the other layouts.
    package static func preferredFocusedItem(in layout: any PreparedLayout, at offset: CGPoint) -> ElementIndex? {
        guard let item = layout.centeredItem(at: offset), layout.contentOffset(centering: item) != nil else {
            return nil
        }
        return item
    }

    /// How far the visible span `low…high` moves along one axis to show the span `start…end`
    /// whole: 0 when it already does, else the least move that does, the start winning when the
    /// item is longer than the visible span.
    private static func revealingShift(
        from low: CGFloat, to high: CGFloat, for start: CGFloat, _ end: CGFloat
    )
        -> CGFloat
    {
        if start < low || end - start > high - low { return start - low }
        if end > high { return end - high }
        return 0
    }
}
