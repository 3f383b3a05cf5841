#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import CollectionLayouts
import CollectionLayoutsAdapterCore

// Reordering on the Mac: NSCollectionView's drag and drop asks the layout, as the dragged item
// moves, for the drop target at the pointer (`layoutAttributesForDropTarget(at:)`) and for the
// gap indicator between items (`layoutAttributesForInterItemGap(before:)`); the app's delegate
// moves the data when the item is dropped. The layouts answer with a gap before the item under
// the pointer: the core decides which (`InteractiveMove.dropIndex(at:in:)`) and where it is drawn
// (`InteractiveMove.gapFrame(before:in:)`); this file makes AppKit's objects. The items stay in
// place while the pointer moves (AppKit shows the gap, not the new order).

extension EngineCollectionViewLayout {
    /// The inter-item gap before the item a drop at `point` inserts before; nil before the first
    /// prepare or with no item on screen.
    func dropTargetAttributes(at point: NSPoint) -> NSCollectionViewLayoutAttributes? {
        guard let prepared = state.prepared, let visible = collectionView?.visibleRect,
            let index = InteractiveMove.dropIndex(at: point, in: prepared, visible: visible)
        else { return nil }
        return interItemGapAttributes(before: IndexPath(index))
    }

    /// The gap indicator before the item at `indexPath` (one past a section's last item: after
    /// it), in front of the items; nil for an index path the layout does not have.
    func interItemGapAttributes(before indexPath: IndexPath) -> NSCollectionViewLayoutAttributes? {
        guard let prepared = state.prepared, let index = ElementIndex(indexPath),
            let frame = InteractiveMove.gapFrame(before: index, in: prepared)
        else { return nil }
        let attributes = NSCollectionViewLayoutAttributes(forInterItemGapBefore: indexPath)
        attributes.frame = frame
        attributes.zIndex = Int(Int32.max)
        return attributes
    }
}
#endif
