#if !os(watchOS) && (canImport(UIKit) || (canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)))
import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

// Keeping the user's place across a batch update. UIKit's order for one (Sources/CollectionLayoutsUIKit/CollectionLayoutsUIKit.docc/UsingTheLayoutsInUIKit.md):
// `invalidateLayout(with:)` with `invalidateDataSourceCounts` while the layout on screen is still
// the old one (the place is remembered then: `PlaceAnchor`), `prepare()`,
// `prepare(forCollectionViewUpdates:)` (the place follows its items to their new index paths:
// `BatchUpdateMap`), `targetContentOffset(forProposedContentOffset:)` (the offset that keeps the
// place), `finalizeCollectionViewUpdates()` (the place is forgotten).
extension EngineCollectionViewLayout {
    /// Whether a batch update keeps the user's place: the item the user was looking at stays where
    /// it was on screen when items are inserted, deleted or moved before it.
    ///
    /// After `performBatchUpdates(_:completion:)` (and a diffable data source's `apply`, which
    /// performs one), the layout answers `targetContentOffset(forProposedContentOffset:)` with the
    /// offset that keeps, of the items visible before the update, the first one wholly visible from
    /// the top (the leading edge of a horizontal layout) at the same place on screen, as far as the
    /// content allows. An item deleted or moved away gives its role to the next item visible, or,
    /// when none is left, to the item now in its place. A view resting at the start of its content
    /// stays there, so that items inserted at the start come into view; the carousel and the wheel
    /// keep their centred item centred. `reloadData()` says nothing of which item is which, so it
    /// keeps UIKit's behaviour: the same content offset, inside the new content.
    ///
    /// A change of size (a rotation, a split view, a window resize) keeps the place the same way:
    /// the carousel and the wheel keep their centred item centred and at rest, the other layouts
    /// keep the item the user reads where it was along the scroll axis, as far as the content
    /// allows (the core's `LayoutAdapterState+Place.swift`).
    ///
    /// With false, batch updates and changes of size keep UIKit's behaviour: the same content
    /// offset. Setting it forgets any place being kept. The default is true.
    public var keepsPlaceOnUpdates: Bool {
        get { state.keepsPlace }
        set { state.setKeepsPlace(newValue) }
    }
}
#endif
