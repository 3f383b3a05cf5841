#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import CollectionLayouts
import CollectionLayoutsAdapterCore

// Batch updates and resizes, through the adapter core's `LayoutAdapterState`. AppKit's calls for a
// batch update (Apple's documentation of `NSCollectionViewLayout`): `invalidateLayout(with:)` with
// `invalidateDataSourceCounts` while the layout on screen is still the old one (the core remembers
// the place and keeps the old layout), `prepare()`, `prepare(forCollectionViewUpdates:)` (the
// place follows its items, the animation starts), `initialLayoutAttributesForAppearingItem(at:)`
// and `finalLayoutAttributesForDisappearingItem(at:)` (the core's transitions),
// `targetContentOffset(forProposedContentOffset:)` ("Returns the offset value to use after an
// animated layout update or change": the offset that keeps the place), and
// `finalizeCollectionViewUpdates()`, which scrolls there if AppKit did not. A resize:
// `invalidationContext(forBoundsChange:)`, or the clip view's bounds notification, with the new
// visible rect; the core prepares the layout for the new size (staged for the next `prepare()`)
// and answers the offset adjustment that keeps the place ("contentOffsetAdjustment: delta to be
// applied to the collection view's current contentOffset": AppKit's header).

extension BatchUpdateMap.Change {
    /// The change of one of AppKit's update items.
    @MainActor
    init(updateItem: NSCollectionViewUpdateItem) {
        self.init(
            action: BatchUpdateAction(updateAction: updateItem.updateAction.rawValue),
            before: updateItem.indexPathBeforeUpdate, after: updateItem.indexPathAfterUpdate)
    }
}

extension EngineCollectionViewLayout {
    /// Whether a batch update and a resize keep the user's place: the item the user was looking
    /// at stays where it was on screen when items are inserted, deleted or moved before it, or the
    /// window changes size (the carousel and the wheel keep their centred item centred), as far
    /// as the content allows; the adapter core's `PlaceAnchor` decides which item and where.
    /// `reloadData()` says nothing of which item is which: the same offset, inside the new
    /// content. With false, AppKit's behaviour: the same offset. The default is true.
    public var keepsPlaceOnUpdates: Bool {
        get { state.keepsPlace }
        set { state.setKeepsPlace(newValue) }
    }
}
#endif
