// What UIKit's compositional visible items do differently from AppKit's, for the factories that
// both fronts compile from one source (Shared/NSCollectionLayoutSection+CollectionLayouts.swift).
#if !os(watchOS) && canImport(UIKit)
import UIKit

extension NSCollectionLayoutVisibleItem {
    /// Whether the item shows one of the section's items (a cell, not a supplementary view).
    var showsItem: Bool { representedElementCategory == .cell }

    /// Shows the item at `scale` times its size, about its centre: the carousel's side scale.
    func scaleForCarousel(_ scale: CGFloat) {
        transform = CGAffineTransform(scaleX: scale, y: scale)
    }
}
#endif
