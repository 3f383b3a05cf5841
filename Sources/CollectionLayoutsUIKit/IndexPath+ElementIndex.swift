#if !os(watchOS) && (canImport(UIKit) || (canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)))
import CollectionLayouts
import Foundation
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

// The one place the adapters convert between UIKit's index paths and the engine's indices.

extension IndexPath {
    /// UIKit's index path for the engine's `index`: item and section.
    init(_ index: ElementIndex) {
        self.init(item: index.item, section: index.section)
    }
}

extension ElementIndex {
    /// The engine's index for a UIKit index path, or nil unless it holds exactly a section and an item.
    init?(_ indexPath: IndexPath) {
        guard indexPath.count == 2 else { return nil }
        self.init(indexPath.section, indexPath.item)
    }
}
#endif
