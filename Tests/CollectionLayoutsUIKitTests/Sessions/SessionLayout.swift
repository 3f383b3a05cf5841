#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
import Foundation

/// One of the five layouts, each through its UIKit adapter subclass: the engine's list, so that a
/// new layout fails to compile here until its sessions are generated, run and checked.
typealias SessionLayout = LayoutKind

extension LayoutKind {
    /// Whether the layout pages, with one item centred (the carousel, the wheel).
    var isPaging: Bool {
        switch self {
        case .carousel, .wheel: true
        case .grid, .gallery, .circles: false
        }
    }

    /// Whether the layout reads each item's size from the app (the gallery's aspect ratios, the
    /// circles' diameters).
    var readsItemSizes: Bool {
        switch self {
        case .gallery, .circles: true
        case .grid, .carousel, .wheel: false
        }
    }

    /// The most items a session holds: enough to scroll several screens, few enough that a debug
    /// build prepares each step's fresh engine layout in well under a millisecond (circles pack in
    /// O(n·k)).
    var maximumItems: Int {
        switch self {
        case .grid, .carousel, .wheel: 240
        case .gallery: 160
        case .circles: 90
        }
    }
}
#endif
