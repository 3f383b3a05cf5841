#if canImport(SwiftUI) && !os(watchOS) && (canImport(UIKit) || canImport(AppKit))
import CollectionLayoutsAdapterCore
import SwiftUI

// The scroll position as a binding, as iOS 17's `scrollPosition(id:anchor:)` offers it for
// scroll views, from iOS 16. The decisions are the adapter core's (`ScrollPositionBinding`).
@available(iOS 16.0, tvOS 16.0, *)
extension CollectionLayoutView {
    /// The view with its scroll position bound to `id`: the item at `anchor` of the visible area
    /// (the bounds less the safe area and bars), both ways.
    ///
    /// ```swift
    /// @State private var position: Photo.ID?
    ///
    /// CollectionLayoutView(photos, layout: .staggeredGrid()) { photo in PhotoView(photo) }
    ///     .scrollPosition(id: $position, anchor: .top)
    /// Button("Back to the first") { withAnimation { position = photos.first?.id } }
    /// ```
    /// - **The user scrolls**: the binding names the item on screen nearest the anchor's point of
    ///   the visible area, measured along the axes the content scrolls (in a vertical grid every
    ///   item of the row at the anchor is as near: the bound item stays named when it is one of
    ///   them, else the first of the row), nil without items; written as it changes (on the next
    ///   turn of the main run loop, never during SwiftUI's update).
    /// - **The app sets it**: the view scrolls so that the item's point at `anchor` meets the
    ///   visible area's (`.top`: the item's top edge at the top), animated when the transaction
    ///   is, once the view has a size; the user's scroll wins over it. Where the content's end
    ///   stops the scroll short, or the id is not in the data, the binding then names the item
    ///   that is at the anchor. The carousel and the wheel rest on a centred item: they centre
    ///   the item whatever the anchor (use `.center` with them).
    ///
    /// Without it the position is not tracked. Apply it to the `CollectionLayoutView` itself,
    /// before other modifiers.
    /// - Parameters:
    ///   - id: The id of the item at the anchor.
    ///   - anchor: The point of the visible area (and of the item) that the position names. The
    ///     default is `.top`.
    public func scrollPosition(id: Binding<Item.ID?>, anchor: UnitPoint = .top) -> Self {
        var copy = self
        copy.interaction.position = (id, anchor)
        return copy
    }
}
#endif
