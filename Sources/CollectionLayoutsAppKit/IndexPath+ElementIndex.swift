#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import CollectionLayouts
import Foundation

// The one place the AppKit front converts between index paths and the engine's indices (the same
// conversion as the UIKit front's: Foundation only, it belongs with the adapter core).

extension IndexPath {
    /// The index path for the engine's `index`: item and section.
    init(_ index: ElementIndex) {
        self.init(item: index.item, section: index.section)
    }
}

extension ElementIndex {
    /// The engine's index for an index path, or nil unless it holds exactly a section and an item.
    init?(_ indexPath: IndexPath) {
        guard indexPath.count == 2 else { return nil }
        self.init(indexPath.section, indexPath.item)
    }
}
#endif
