@_spi(Tools) import CollectionLayouts
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Decides when a front calls an app's near-end action (SwiftUI's `CollectionLayoutView.onNearEnd(within:perform:)`):
/// once per approach to the end of the data.
///
/// Asked after every layout pass (every scroll step) with what is on screen, it answers true when
/// the items after the last one on screen are no more than the threshold allows and it has not
/// answered true for this end yet. The end is the last item's id: new data at the end (or the
/// last item deleted) is a new end, called for as soon as the view is near it, at once if it still
/// is. Leaving the threshold behind starts a new approach to the same end, so a load that failed
/// is asked again when the user comes back. Nothing is called for empty data or an empty screen.
/// How near counts as near is the front's rule (`limit`: SwiftUI's `NearEndThreshold`).
package struct NearEndTracker<ID: Hashable> {
    /// How near the end counts as near: how many items may follow the last one on screen, for a
    /// count of items on screen.
    package var limit: (_ visible: Int) -> Int
    /// The end (the last item's id) answered for in the current approach, nil between approaches.
    package private(set) var calledFor: ID?

    /// A tracker whose near is `limit`.
    package init(limit: @escaping (_ visible: Int) -> Int) {
        self.limit = limit
    }

    /// What is on screen: the flat position (counting every section's items in order) of the last
    /// item on screen, and how many items are on screen.
    package struct Visible: Equatable {
        package var last: Int
        package var count: Int

        package init(last: Int, count: Int) {
            self.last = last
            self.count = count
        }
    }

    /// The items on screen in `prepared` at `offset`: its cells in the visible rect there (the
    /// bounds at that offset), nil when there are none. O(visible + sections) whatever the item
    /// count: the layout's own query, with its offset moved (O(1)) for the layouts whose frames
    /// follow it.
    package static func visibleItems(in prepared: any PreparedLayout, at offset: CGPoint) -> Visible? {
        var current = prepared
        if current.environment.contentOffset != offset { current.updateContentOffset(offset) }
        let sections = SectionOffsets(counts: current.environment.itemCounts)
        var visible: Visible?
        current.forEachElement(in: current.environment.visibleRect) { element in
            // Cells come first: the first other element ends them.
            guard element.kind == .cell else { return false }
            guard let flat = sections.flatIndex(of: element.index) else { return true }
            visible = Visible(last: max(visible?.last ?? flat, flat), count: (visible?.count ?? 0) + 1)
            return true
        }
        return visible
    }

    /// Whether to call the action now: `visible` on screen (nil: nothing), `itemCount` items in
    /// all, the last one `lastItemID` (nil: no items).
    package mutating func shouldCall(visible: Visible?, itemCount: Int, lastItemID: ID?) -> Bool {
        guard let visible, let lastItemID, itemCount > 0 else { return false }
        let following = max(itemCount - 1 - visible.last, 0)
        guard following <= limit(visible.count) else {
            calledFor = nil
            return false
        }
        guard calledFor != lastItemID else { return false }
        calledFor = lastItemID
        return true
    }
}
