// What AppKit's compositional visible items do differently from UIKit's, for the factories that
// both fronts compile from one source (Shared/NSCollectionLayoutSection+CollectionLayouts.swift).
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

extension NSCollectionLayoutVisibleItem {
    /// Whether the item shows one of the section's items (not a supplementary view).
    var showsItem: Bool { representedElementCategory == .item }

    /// Nothing: AppKit's visible items have no transform, so the carousel's side items keep their
    /// full size in a compositional section (its alpha and zIndex still apply).
    func scaleForCarousel(_ scale: CGFloat) {}
}
#endif
