#if !os(watchOS) && (canImport(UIKit) || (canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)))
import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

// How a batch update animates. UIKit's order (Sources/CollectionLayoutsUIKit/CollectionLayoutsUIKit.docc/UsingTheLayoutsInUIKit.md, "Animated updates"): the update's
// `invalidateLayout(with:)` (`invalidateDataSourceCounts`) while the layout on screen is still
// the old one (kept then), `prepare()`, `prepare(forCollectionViewUpdates:)` (its
// `BatchUpdateMap`), then for each element on screen after the update
// `initialLayoutAttributesForAppearing…` and for each one on screen before it
// `finalLayoutAttributesForDisappearing…` (answered by the core's `UpdateTransitions`), then
// `finalizeCollectionViewUpdates()` (the old layout let go).
extension EngineCollectionViewLayout {
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
