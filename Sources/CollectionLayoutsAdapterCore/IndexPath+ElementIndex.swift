import CollectionLayouts
import Foundation

// The one place the fronts convert between their index paths and the engine's indices: Foundation
// only, shared by the UIKit and AppKit fronts. Foundation alone has no `section` and `item` (UIKit
// and AppKit add them): an index path of two is section then item.

extension IndexPath {
    /// The index path for the engine's `index`: section, then item.
    package init(_ index: ElementIndex) {
        self.init(indexes: [index.section, index.item])
    }
}

extension ElementIndex {
    /// The engine's index for an index path, or nil unless it holds exactly a section and an item.
    package init?(_ indexPath: IndexPath) {
        guard indexPath.count == 2 else { return nil }
        self.init(indexPath[0], indexPath[1])
    }
}
