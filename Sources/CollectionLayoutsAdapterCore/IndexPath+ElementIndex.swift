import CollectionLayouts
import Foundation

// The one place the fronts convert between their index paths and the engine's indices: Foundation
// only, shared by the UIKit and AppKit fronts.

extension IndexPath {
    /// The index path for the engine's `index`: item and section.
    package init(_ index: ElementIndex) {
        self.init(item: index.item, section: index.section)
    }
}

extension ElementIndex {
    /// The engine's index for an index path, or nil unless it holds exactly a section and an item.
    package init?(_ indexPath: IndexPath) {
        guard indexPath.count == 2 else { return nil }
        self.init(indexPath.section, indexPath.item)
    }
}
