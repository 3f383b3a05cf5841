#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import CollectionLayoutsUIKit
import SwiftUI
import UIKit

/// A ``CollectionLayoutView`` with UIKit: a `UICollectionView` made and updated by its
/// ``CollectionLayoutView/Coordinator``.
@available(iOS 16.0, tvOS 16.0, *)
extension CollectionLayoutView: UIViewRepresentable {
    public func makeCoordinator() -> Coordinator {
        Coordinator()
    }

    public func makeUIView(context: Context) -> UICollectionView {
        let collectionView = context.coordinator.makeCollectionView(for: self)
        collectionViewMade?(collectionView)
        return collectionView
    }

    public func updateUIView(_ collectionView: UICollectionView, context: Context) {
        let transaction = context.transaction
        context.coordinator.update(
            to: self, animated: transaction.animation != nil || !transaction.disablesAnimations,
            animatesLayout: transaction.animation != nil && !transaction.disablesAnimations,
            dynamicTypeSize: context.environment.dynamicTypeSize)
        context.coordinator.updateRefresh(context.environment.refresh)
        collectionViewUpdated?(collectionView)
    }
}
#endif
