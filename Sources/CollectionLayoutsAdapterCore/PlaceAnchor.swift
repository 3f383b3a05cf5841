import CollectionLayouts
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The user's place in a layout, remembered before a batch update, and the content offset that
/// keeps it after: a pure value over the engine's prepared layouts, tested without a collection
/// view (`PlaceAnchorTests`).
///
/// The place is one of:
/// - **the start of the content**, when the view rests there (at the top, or at the leading end
///   of a horizontal layout: the right end in right to left) and the layout does not page: the
///   view stays at the start, so items inserted there come into view, as in a feed;
/// - **the centred item** of a paging layout (``isPaging``): it is centred again after the
///   update, where the layout's snapping rests;
/// - otherwise **the items the user sees**, best first: those wholly inside the visible area
///   along the scroll axis before those cut by its edges, then from the top (the leading edge of
///   a horizontal layout), then by index. The first of them still there after the update keeps
///   the point of its frame nearest the start (top and leading corner) where it was on screen,
///   along both axes as far as the content allows.
///
/// An item deleted or moved away by the update no longer marks the place (the next item seen
/// does); when none of them is left, the item now in the place of the best one does, or the item
/// before that place.
package struct PlaceAnchor: Equatable, Sendable {
    /// An item the user sees, and where its mark (the top leading corner; a paging layout's
    /// centre) is on screen: its position relative to the content offset.
    package struct Mark: Equatable, Sendable {
        /// The item.
        package var index: ElementIndex
        /// The mark's point minus the content offset.
        package var position: CGPoint

        package init(index: ElementIndex, position: CGPoint) {
            self.index = index
            self.position = position
        }
    }

    /// What the place is.
    package enum Place: Equatable, Sendable {
        /// The view rests at the start of the content and stays there.
        case start
        /// The items that can keep the user's place, best first.
        case items([Mark])
    }

    /// What the place is.
    package private(set) var place: Place
    /// Whether the layout pages: the mark is the centred item's centre, and the offset that keeps
    /// it is snapped.
    package let isPaging: Bool
    /// Whether the layout is mirrored (right to left): the leading corner is the right one, and
    /// a horizontal layout starts at its right end.
    package let isMirrored: Bool

    /// How far from the start of the content, in points, the view still counts as resting there:
    /// half a point, less than a pixel on a 1× screen.
    package static let startTolerance: CGFloat = 0.5

    package init(place: Place, isPaging: Bool, isMirrored: Bool) {
        self.place = place
        self.isPaging = isPaging
        self.isMirrored = isMirrored
    }

    /// The place the user sees in `layout` (the layout on screen) at `offset`, or nil when there
    /// is nothing to keep: no item in the visible area (or, paging, no centred item).
    /// O(v log v) for the v items visible.
    package init?(in layout: any PreparedLayout, at offset: CGPoint, isPaging: Bool) {
        let environment = layout.environment
        let isMirrored = environment.layoutDirection == .rightToLeft
        if isPaging {
            guard let index = layout.centeredItem(at: offset), let item = layout.attributes(for: index) else {
                return nil
            }
            let mark = Mark(index: index, position: CGPoint(x: item.center.x - offset.x, y: item.center.y - offset.y))
            self.init(place: .items([mark]), isPaging: true, isMirrored: isMirrored)
            return
        }
        let (low, high) = layout.contentOffsetBounds
        let axis = layout.scrollAxis
        let atStart =
            switch axis {
            case .vertical: offset.y <= low.y + Self.startTolerance
            case .horizontal:
                isMirrored ? offset.x >= high.x - Self.startTolerance : offset.x <= low.x + Self.startTolerance
            }
        if atStart {
            self.init(place: .start, isPaging: false, isMirrored: isMirrored)
            return
        }
        // The area the user sees: the bounds less the insets (under bars), or all of it when the
        // insets leave nothing.
        let bounds = CGRect(origin: offset, size: environment.boundsSize)
        let insets = environment.contentInsets
        let inside = CGRect(
            x: bounds.minX + insets.left, y: bounds.minY + insets.top,
            width: bounds.width - insets.horizontal, height: bounds.height - insets.vertical)
        let visible = inside.width > 0 && inside.height > 0 ? inside : bounds
        var seen: [(whole: Bool, leading: CGFloat, mark: Mark)] = []
        layout.forEachElement(in: visible) { element in
            guard element.kind == .cell else { return false }  // cells come first
            let frame = element.frame
            let whole =
                frame.minValue(along: axis) >= visible.minValue(along: axis)
                && frame.maxValue(along: axis) <= visible.maxValue(along: axis)
            let leading = axis == .vertical ? frame.minY : isMirrored ? -frame.maxX : frame.minX
            let corner = Self.leadingCorner(of: frame, isMirrored: isMirrored)
            let position = CGPoint(x: corner.x - offset.x, y: corner.y - offset.y)
            seen.append((whole, leading, Mark(index: element.index, position: position)))
            return true
        }
        guard !seen.isEmpty else { return nil }
        seen.sort { a, b in
            if a.whole != b.whole { return a.whole }
            if a.leading != b.leading { return a.leading < b.leading }
            return a.mark.index < b.mark.index
        }
        self.init(place: .items(seen.map(\.mark)), isPaging: false, isMirrored: isMirrored)
    }

    /// The place after a batch update that `map` describes: the items still there, under their new
    /// indices, then the place the best item leaves (when it leaves), and the item before that.
    package func updated(by map: BatchUpdateMap) -> PlaceAnchor {
        guard case .items(let marks) = place, let best = marks.first else { return self }
        var kept: [Mark] = []
        for mark in marks {
            if case .stays(let index) = map.fate(of: mark.index) {
                kept.append(Mark(index: index, position: mark.position))
            }
        }
        if case .leaves(let slot) = map.fate(of: best.index) {
            kept.append(Mark(index: slot, position: best.position))
            if slot.item > 0 {
                kept.append(Mark(index: ElementIndex(slot.section, slot.item - 1), position: best.position))
            }
        }
        var copy = self
        copy.place = .items(kept)
        return copy
    }

    /// The content offset that keeps the place in `layout` (prepared for the data after the
    /// update), or nil when none of the place's items is in it. Kept inside the content and, for
    /// a layout that snaps, where a release there rests (`targetContentOffset` without velocity).
    package func contentOffset(in layout: any PreparedLayout) -> CGPoint? {
        switch place {
        case .start:
            let (low, high) = layout.contentOffsetBounds
            return CGPoint(x: isMirrored ? high.x : low.x, y: low.y)
        case .items(let marks):
            for mark in marks {
                guard let item = layout.attributes(for: mark.index) else { continue }
                if isPaging, let offset = layout.contentOffset(centering: mark.index) { return offset }
                let point = isPaging ? item.center : Self.leadingCorner(of: item.frame, isMirrored: isMirrored)
                return Self.contentOffset(keeping: mark.position, at: point, in: layout)
            }
            return nil
        }
    }

    /// The offset that shows `point` (in content coordinates) at `position` on screen (relative
    /// to the offset), kept inside `layout`'s content and snapped as a release there without
    /// velocity rests: the pure decision, `point − position`, then the layout's answer.
    package static func contentOffset(
        keeping position: CGPoint, at point: CGPoint, in layout: any PreparedLayout
    ) -> CGPoint {
        let proposed = CGPoint(x: point.x - position.x, y: point.y - position.y)
        return layout.targetContentOffset(proposed: proposed, velocity: .zero, current: proposed)
    }

    /// The corner of `frame` at the top and on the leading side: the point whose place on screen
    /// is kept, so that an item that changes size grows away from the start.
    package static func leadingCorner(of frame: CGRect, isMirrored: Bool) -> CGPoint {
        CGPoint(x: isMirrored ? frame.maxX : frame.minX, y: frame.minY)
    }
}
