import CollectionLayouts
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// The scroll-position binding's decisions (`ScrollPositionBinding`), with the ids as last applied.
extension CollectionLayoutViewDriver {
    /// How the front scrolls to put the bound item at the anchor.
    package enum PositionScroll: Equatable {
        /// The paging layouts (the carousel and the wheel) rest on a centred item whatever the
        /// anchor: `scrollToItem(at:animated:)`.
        case centre(ElementIndex, animated: Bool)
        /// The other layouts: this content offset (`ScrollPositionBinding.offset`).
        case offset(CGPoint, animated: Bool)
    }

    /// The view's scrolling geometry, for the scroll position.
    package struct Viewport: Equatable {
        /// The bounds (their origin the content offset).
        package var bounds: CGRect
        /// The adjusted content inset (safe area and bars included).
        package var insets: LayoutInsets
        /// The content's size.
        package var contentSize: CGSize

        /// A viewport of these values.
        package init(bounds: CGRect, insets: LayoutInsets = LayoutInsets(), contentSize: CGSize) {
            self.bounds = bounds
            self.insets = insets
            self.contentSize = contentSize
        }

        /// Whether the content scrolls along x and along y: larger than the visible area.
        package var scrollsAxes: (x: Bool, y: Bool) {
            (
                contentSize.width + insets.left + insets.right > bounds.width,
                contentSize.height + insets.top + insets.bottom > bounds.height
            )
        }

        /// The visible area: the bounds less the insets.
        package var visible: CGRect {
            CGRect(
                x: bounds.minX + insets.left, y: bounds.minY + insets.top,
                width: max(bounds.width - insets.left - insets.right, 0),
                height: max(bounds.height - insets.top - insets.bottom, 0))
        }
    }

    /// The id of the item the position names at `anchor`, from the items on screen (`items`:
    /// each index with its frame), nil without items (`ScrollPositionBinding.named`, measured along
    /// the axes the content scrolls, `bound` kept among the nearest). O(items on screen): called at
    /// every scroll step.
    package func positionNamed(
        in viewport: Viewport, anchor: ScrollAnchor, items: [(ElementIndex, CGRect)], bound: ID? = nil
    ) -> ID? {
        let axes = viewport.scrollsAxes
        let named = ScrollPositionBinding<ID>.named(
            in: viewport.visible, anchor: anchor, items: items, scrollsX: axes.x, scrollsY: axes.y,
            preferred: bound.flatMap { bound in items.first { id(at: $0.0) == bound }?.0 })
        return named.flatMap { id(at: $0) }
    }

    /// The app's scroll-position binding holds `bound` at an update, the position naming `named`:
    /// how to scroll there, nil not to (`ScrollPositionBinding.follow`; an id not in the data is
    /// not followed, and the next observation names the item at the anchor instead). `frame` gives
    /// an item's frame, asked only for a layout that does not page (`isPaging`); `animated`: the
    /// app's update animates.
    package mutating func followPosition(
        _ bound: ID?, named: ID?, anchor: ScrollAnchor, view: View, animated: Bool,
        isPaging: Bool, viewport: Viewport, frame: (ElementIndex) -> CGRect?
    ) -> PositionScroll? {
        let animates = animated && view.motion
        guard
            position.follow(
                bound, named: named, hasSize: view.hasSize, isUserScrolling: view.isUserScrolling, animates: animates)
        else { return nil }
        guard let target = bound.flatMap(index(of:)) else {
            position.scrollEnded()
            return nil
        }
        if isPaging { return .centre(target, animated: animates) }
        guard let frame = frame(target) else {
            position.scrollEnded()
            return nil
        }
        let offset = ScrollPositionBinding<ID>.offset(
            putting: frame, at: anchor, boundsSize: viewport.bounds.size, insets: viewport.insets,
            contentSize: viewport.contentSize)
        guard offset != viewport.bounds.origin else {
            position.scrollEnded()
            return nil
        }
        return .offset(offset, animated: animates)
    }

    /// A scroll step, a layout pass or rest, the position naming `named`: the value to write to the
    /// binding (`bound` now), nil for none (`ScrollPositionBinding.observed`; then
    /// `position.didWrite()` once written).
    package mutating func positionObserved(named: ID?, bound: ID?) -> ID?? {
        position.observed(named: named, bound: bound)
    }
}
