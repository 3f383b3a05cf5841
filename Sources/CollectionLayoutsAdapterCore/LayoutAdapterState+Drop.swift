import CollectionLayouts
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// Reordering by drag and drop (UIKit's `UICollectionViewDropDelegate` with a local drag and the
// intent `.insertAtDestinationIndexPath`): the collection view hit-tests the finger to a
// destination index path, which may be nil (over empty space between cells: frequent in the
// circle packing, the carousel and the wheel) or one past a section's last item (the end of the
// section, where an insert would go but a move cannot). The app moves the item in
// `collectionView(_:performDropWith:)`; where it goes is decided here, by interactive movement's
// rule (``InteractiveMove/targetIndex(at:in:visible:)``), so that both ways of reordering agree.

extension LayoutAdapterState {
    /// The index the item at `source` takes when a drop moves it, the collection view having
    /// proposed `proposed` (its destination index path) with the finger at `position`, `visible`
    /// the view's visible rect:
    /// - a proposal in the item's section: that index, the end of the section (one past its last
    ///   item) being its last place;
    /// - no proposal, or one in another section (items move within their section): the item of
    ///   the section under the finger, else the nearest on screen, else where the item is
    ///   (``interactiveTarget(forMoving:at:visible:)``).
    ///
    /// Nil when the prepared layout has no item at `source` (or before the first prepare), or the
    /// proposal is past the end of the section: the drop moves nothing.
    package func dropTarget(
        forMoving source: ElementIndex, proposed: ElementIndex?, at position: CGPoint, visible: CGRect
    ) -> ElementIndex? {
        guard let counts = prepared?.environment.itemCounts, counts.indices.contains(source.section),
            (0..<counts[source.section]).contains(source.item)
        else { return nil }
        let count = counts[source.section]
        if let proposed, proposed.section == source.section {
            guard (0...count).contains(proposed.item) else { return nil }
            return ElementIndex(source.section, min(proposed.item, count - 1))
        }
        return interactiveTarget(forMoving: source, at: position, visible: visible)
    }
}
