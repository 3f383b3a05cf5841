import CollectionLayouts
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The link between an app's scroll-position binding (SwiftUI's
/// `CollectionLayoutView.scrollPosition(id:anchor:)`) and the content offset, as a value: which
/// item the position names, where the view scrolls to put an item there, and which way a change
/// flows.
///
/// The position names the item nearest the anchor of the visible area along the axes the content
/// scrolls (``named(in:anchor:items:scrollsX:scrollsY:preferred:)``).
/// The app's new value scrolls there once the view has a size; the user's scroll wins over the
/// binding; while an animated scroll of the front's own is on its way, the items passing the
/// anchor are not written; otherwise every change of the named item is written, so that at rest
/// the binding names the item at the anchor, also where the content's ends stop the scroll short
/// of putting the app's item there.
package struct ScrollPositionBinding<ID: Hashable> {
    /// The app's value last seen (nil before any): a value the app sets is one that differs from it.
    package private(set) var seen: ID?
    /// The value last written to the binding or followed.
    package private(set) var written: ID?
    /// The item an animated scroll of the front's own is heading for, until it arrives or the user
    /// takes over.
    package private(set) var scrollingTo: ID?
    /// The app set a value before the view had a size: followed at the first size.
    package private(set) var pending = false
    /// A value of ours is on its way to the binding (the front writes it on a later turn of the
    /// run loop, never during SwiftUI's update): until it lands (``didWrite()``) the binding's
    /// value at an update is stale, not the app's.
    package private(set) var writeInFlight = false

    /// Nothing seen or written.
    package init() {}

    /// The item the position names: the one nearest the anchor's point of `visible` (the visible
    /// area, the bounds less the content's insets), measured along the axes the content scrolls
    /// (`scrollsX`, `scrollsY`; both when neither), so that in a grid every item of the row at the
    /// anchor is as near; among the nearest, `preferred` (the binding's item) when it is one, else
    /// the first in `items`' order; nil without items. O(items): pass the items on screen.
    package static func named(
        in visible: CGRect, anchor: ScrollAnchor, items: [(ElementIndex, CGRect)], scrollsX: Bool = true,
        scrollsY: Bool = true, preferred: ElementIndex? = nil
    ) -> ElementIndex? {
        let point = anchor.point(in: visible)
        let alongX = scrollsX || !scrollsY, alongY = scrollsY || !scrollsX
        var best: (index: ElementIndex, distance: CGFloat)?
        for (index, frame) in items {
            let dx = alongX ? max(frame.minX - point.x, 0, point.x - frame.maxX) : 0
            let dy = alongY ? max(frame.minY - point.y, 0, point.y - frame.maxY) : 0
            let distance = dx * dx + dy * dy
            if best == nil || distance < best!.distance || (distance == best!.distance && index == preferred) {
                best = (index, distance)
            }
        }
        return best?.index
    }

    /// The content offset that puts the anchor's point of `frame` (an item's) at the anchor's
    /// point of the visible area: `boundsSize` less `insets` (the adjusted content inset: top,
    /// left, bottom, right), clamped into the content (`contentSize`) as UIKit's and AppKit's
    /// scrolling is, so that at an end the item may stop short of the anchor.
    package static func offset(
        putting frame: CGRect, at anchor: ScrollAnchor, boundsSize: CGSize, insets: LayoutInsets, contentSize: CGSize
    ) -> CGPoint {
        let item = anchor.point(in: frame)
        let width = boundsSize.width - insets.left - insets.right
        let height = boundsSize.height - insets.top - insets.bottom
        let x = item.x - insets.left - width * anchor.x, y = item.y - insets.top - height * anchor.y
        let maxX = max(-insets.left, contentSize.width + insets.right - boundsSize.width)
        let maxY = max(-insets.top, contentSize.height + insets.bottom - boundsSize.height)
        return CGPoint(x: min(max(x, -insets.left), maxX), y: min(max(y, -insets.top), maxY))
    }

    /// The app's binding holds `bound` at an update: whether to scroll to it. Only a value the app
    /// set (not the one last seen, nor the one last written, which SwiftUI hands back), when it is
    /// not the named item already and the user does not scroll; without a size (`hasSize`) it waits
    /// for the first (``pendingFollow()``). `animates`: the scroll would be animated.
    package mutating func follow(
        _ bound: ID?, named: ID?, hasSize: Bool, isUserScrolling: Bool, animates: Bool
    ) -> Bool {
        guard !writeInFlight, bound != seen else { return false }
        seen = bound
        guard let bound, bound != written else { return false }
        guard hasSize else {
            pending = true
            return false
        }
        pending = false
        guard !isUserScrolling else { return false }
        written = bound
        guard bound != named else { return false }
        scrollingTo = animates ? bound : nil
        return true
    }

    /// The view has its first size: whether a value set before is still to be followed (then
    /// ``follow(_:named:hasSize:isUserScrolling:animates:)`` is asked again with it).
    package mutating func pendingFollow() -> Bool {
        guard pending else { return false }
        pending = false
        seen = nil
        return true
    }

    /// A scroll step, a layout pass or rest, the position naming `named`: the binding's new value
    /// when it holds another (`bound`), to be written (then ``didWrite()``); nil while an animated
    /// scroll of ours is on its way or a value the app set waits for a size.
    package mutating func observed(named: ID?, bound: ID?) -> ID?? {
        guard scrollingTo == nil, !pending else { return nil }
        written = named
        guard named != bound else { return nil }
        seen = named
        writeInFlight = true
        return .some(named)
    }

    /// The value ``observed(named:bound:)`` asked for is in the binding.
    package mutating func didWrite() {
        writeInFlight = false
    }

    /// The user took over, or an animated scroll of ours arrived or was replaced.
    package mutating func scrollEnded() {
        scrollingTo = nil
    }
}
