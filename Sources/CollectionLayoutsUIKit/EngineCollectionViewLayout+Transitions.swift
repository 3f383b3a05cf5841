#if !os(watchOS)
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
// `finalLayoutAttributesForDisappearing…` (answered by `BatchUpdateAnimation`), then
// `finalizeCollectionViewUpdates()` (the old layout let go).
extension EngineCollectionViewLayout {
    /// How items inserted by a batch update come in, and the headers and footers of inserted
    /// sections (``ElementTransition``): ``ElementTransition/automatic``, each layout's own for
    /// items (a circle grows from its centre, a carousel item from the side items' scale, a grid
    /// item from 0.8 of its size, a wheel item turns in from the next item's angle, a gallery
    /// photo fades in place) and a fade for headers and footers; or ``ElementTransition/fade``,
    /// ``ElementTransition/scale(_:)``, or ``ElementTransition/none`` (they appear at once).
    ///
    /// Only inserted elements use it: an item that stays, moved or pushed along by the update,
    /// moves from its old frame to its new one. Applies to the next batch update
    /// (`performBatchUpdates(_:completion:)`, a diffable data source's `apply`); `reloadData()`
    /// does not animate. The default is ``ElementTransition/automatic``.
    public var insertTransition: ElementTransition {
        get { updateTransitions.insert }
        set { updateTransitions.insert = newValue }
    }

    /// How items deleted by a batch update go out, and the headers and footers of deleted
    /// sections: the transition an insert would come in by, played backwards (a circle shrinks
    /// into its centre). See ``insertTransition``. The default is ``ElementTransition/automatic``.
    public var deleteTransition: ElementTransition {
        get { updateTransitions.delete }
        set { updateTransitions.delete = newValue }
    }

    /// Keeps the layout on screen when `context` starts a batch update (the data source's counts
    /// and not everything): what moved items animate from. A reload of the data lets it go.
    func keepLayoutBeforeUpdate(_ context: UICollectionViewLayoutInvalidationContext) {
        guard context.invalidateDataSourceCounts else { return }
        updateTransitions.update = nil
        updateTransitions.before = context.invalidateEverything ? nil : preparedLayout
    }

    /// Starts the update's animation: where the update takes each element (`map`).
    func beginUpdateAnimation(through map: BatchUpdateMap) {
        updateTransitions.update = (map, nil)
    }

    /// Lets the update's layouts go: the update is over.
    func endUpdateAnimation() {
        updateTransitions.before = nil
        updateTransitions.update = nil
    }

    /// UIKit's attributes for the element of `kind` at `indexPath` (after the update) to appear
    /// from; nil outside a batch update or when the layouts have no such element.
    func appearingAttributes(of kind: ElementKind, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let index = ElementIndex(indexPath), let element = updateAnimation()?.appearing(kind, at: index) else {
            return nil
        }
        return newAttributes(for: element)
    }

    /// UIKit's attributes for the element of `kind` at `indexPath` (before the update) to
    /// disappear to; nil outside a batch update or when the layouts have no such element.
    func disappearingAttributes(of kind: ElementKind, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let index = ElementIndex(indexPath), let element = updateAnimation()?.disappearing(kind, at: index)
        else {
            return nil
        }
        return newAttributes(for: element)
    }

    /// The engine's kind for UIKit's supplementary `elementKind`.
    static func supplementaryElementKind(_ elementKind: String) -> ElementKind {
        .supplementary(SupplementaryKind.engineKind(elementKind))
    }

    /// The animation of the update in progress, made at UIKit's first question: the layout after
    /// the update at the offset the update rests at (`targetContentOffset(forProposedContentOffset:)`:
    /// the kept place, or the snapped offset), where UIKit shows it once the update is over.
    private func updateAnimation() -> BatchUpdateAnimation? {
        guard let update = updateTransitions.update, let preparedLayout, let collectionView else { return nil }
        if let made = update.animation { return made }
        var after = preparedLayout
        after.updateContentOffset(targetContentOffset(forProposedContentOffset: collectionView.contentOffset))
        let animation = BatchUpdateAnimation(
            before: updateTransitions.before, after: after, map: update.map,
            insertTransition: updateTransitions.insert, deleteTransition: updateTransitions.delete)
        updateTransitions.update = (update.map, animation)
        return animation
    }

    /// The transitions, and the batch update in progress.
    struct UpdateTransitions {
        /// ``insertTransition``.
        var insert = ElementTransition.automatic
        /// ``deleteTransition``.
        var delete = ElementTransition.automatic
        /// The engine layout on screen when the batch update began: from its invalidation until
        /// `finalizeCollectionViewUpdates()`.
        var before: (any PreparedLayout)?
        /// Where the update in progress takes each element, and its animation once made: from
        /// `prepare(forCollectionViewUpdates:)` until `finalizeCollectionViewUpdates()`.
        var update: (map: BatchUpdateMap, animation: BatchUpdateAnimation?)?
    }
}
#endif
