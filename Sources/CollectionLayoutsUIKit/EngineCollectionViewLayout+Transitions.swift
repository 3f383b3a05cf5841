#if !os(watchOS) && (canImport(UIKit) || (canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)))
import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

// How a batch update animates. UIKit's order (docs/uikit.md, "Animated updates"): the update's
// `invalidateLayout(with:)` (`invalidateDataSourceCounts`) while the layout on screen is still
// the old one (kept then), `prepare()`, `prepare(forCollectionViewUpdates:)` (its
// `BatchUpdateMap`), then for each element on screen after the update
// `initialLayoutAttributesForAppearing…` and for each one on screen before it
// `finalLayoutAttributesForDisappearing…` (answered by the core's `UpdateTransitions`), then
// `finalizeCollectionViewUpdates()` (the old layout let go).
extension EngineCollectionViewLayout {
    /// How items inserted by a batch update come in, and the headers and footers of inserted
    /// sections (`ElementTransition`): `ElementTransition/automatic`, each layout's own for
    /// items (a circle grows from its centre, a carousel item from the side items' scale, a grid
    /// item from 0.8 of its size, a wheel item turns in from the next item's angle, a gallery
    /// photo fades in place) and a fade for headers and footers; or `ElementTransition/fade`,
    /// `ElementTransition/scale(_:)`, or `ElementTransition/none` (they appear at once).
    ///
    /// Only inserted elements use it: an item that stays, moved or pushed along by the update,
    /// moves from its old frame to its new one. Applies to the next batch update
    /// (`performBatchUpdates(_:completion:)`, a diffable data source's `apply`); `reloadData()`
    /// does not animate. The default is `ElementTransition/automatic`.
    public var insertTransition: ElementTransition {
        get { state.transitions.insert }
        set { state.transitions.insert = newValue }
    }

    /// How items deleted by a batch update go out, and the headers and footers of deleted
    /// sections: the transition an insert would come in by, played backwards (a circle shrinks
    /// into its centre). See ``insertTransition``. The default is `ElementTransition/automatic`.
    public var deleteTransition: ElementTransition {
        get { state.transitions.delete }
        set { state.transitions.delete = newValue }
    }

    /// UIKit's attributes for the element of `kind` at `indexPath` to appear from (`appearing`, its
    /// index path after the update) or disappear to (its index path before it); nil outside a
    /// batch update or when the layouts have no such element.
    func transitionAttributes(
        of kind: ElementKind, at indexPath: IndexPath, appearing: Bool
    ) -> UICollectionViewLayoutAttributes? {
        guard let index = ElementIndex(indexPath), let collectionView else { return nil }
        let element = changeState {
            $0.transition(
                of: kind, at: index, appearing: appearing, restingAt: { updateRestingOffset(in: collectionView) })
        }
        return element.map(newAttributes(for:))
    }

    /// The engine's kind for UIKit's supplementary `elementKind`.
    static func supplementaryElementKind(_ elementKind: String) -> ElementKind {
        .supplementary(SupplementaryKind.engineKind(elementKind))
    }

    /// Where the update in progress rests (`targetContentOffset(forProposedContentOffset:)`: the
    /// kept place, or the snapped offset), where UIKit shows the layout once the update is over.
    private func updateRestingOffset(in collectionView: UICollectionView) -> CGPoint {
        targetContentOffset(forProposedContentOffset: collectionView.contentOffset)
    }
}
#endif
