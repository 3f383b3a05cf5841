import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The link between an app's binding to the centred item (SwiftUI's
/// `CollectionLayoutView.centeredItem`) and the layout, as a value: which way a change flows,
/// when the view follows the binding, and when a new size puts the bound item back in the middle.
///
/// The user's scroll wins over the binding; an animated scroll of the front's own towards the
/// bound item is left to arrive; the layout's report of a new centred item is written to the
/// binding only when it differs.
package struct CenteredItemBinding<ID: Hashable> {
    /// What the front does to follow the binding.
    package enum Follow: Equatable, Sendable {
        /// Nothing: the user scrolls, a scroll there is on its way, or the item is centred.
        case stay
        /// Scroll to the bound item, animated or not.
        case scroll(animated: Bool)
    }

    /// The item an animated scroll of the front's own is heading for, until the layout reports a
    /// centred item (or the user takes over).
    package private(set) var scrollingTo: ID?
    /// The view's size the bound item was last put in place for (zero: never).
    package private(set) var placedSize: CGSize = .zero

    /// Nothing followed, no size yet.
    package init() {}

    /// Whether to scroll to the bound item `id`, when `isUserScrolling` (a finger down or the
    /// content decelerating), and `isCentred` tells whether the item is the centred one now
    /// (asked only when nothing else decides); `animates`: a scroll would be animated.
    package mutating func follow(
        _ id: ID, isUserScrolling: Bool, isCentred: () -> Bool, animates: Bool
    ) -> Follow {
        if isUserScrolling || scrollingTo == id { return .stay }
        guard !isCentred() else { return .stay }
        scrollingTo = animates ? id : nil
        return .scroll(animated: animates)
    }

    /// The layout reports `id` centred (nil: no items): the scroll of the front's own is over; the
    /// answer is whether to write it to the binding, which holds `bound`.
    package mutating func centredItemChanged(to id: ID?, bound: ID?) -> Bool {
        scrollingTo = nil
        return bound != id
    }

    /// The user took over, or an animated scroll of the front's own arrived or was replaced.
    package mutating func scrollEnded() {
        scrollingTo = nil
    }

    /// The view laid out at `size`: nil when the bound item was put in place for it already or the
    /// size is empty; else whether it is the view's first size, and the front puts the bound item
    /// in the middle (a wrapping carousel then starts in
    /// the middle of its content).
    package mutating func laidOut(at size: CGSize) -> Bool? {
        guard size != placedSize, size.width > 0, size.height > 0 else { return nil }
        let first = placedSize == .zero
        placedSize = size
        return first
    }
}
