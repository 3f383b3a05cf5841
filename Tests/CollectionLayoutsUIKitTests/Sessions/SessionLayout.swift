#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
import Foundation

/// One of the five layouts, each through its UIKit adapter subclass.
enum SessionLayout: String, CaseIterable, Sendable, CustomStringConvertible {
    case grid, carousel, gallery, wheel, circles

    /// Whether the layout pages, with one item centred (the carousel, the wheel).
    var isPaging: Bool { self == .carousel || self == .wheel }

    /// Whether the layout reads each item's size from the app (the gallery's aspect ratios, the
    /// circles' diameters).
    var readsItemSizes: Bool { self == .gallery || self == .circles }

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

    var description: String { rawValue }
}
#endif
