import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A prepared layout that VoiceOver does not read in item order, or whose items wrap around (the
/// carousel, the dense circle packing): what ``PreparedLayout/accessibilityOrder(in:)`` and
/// `accessibilityItem(after:steps:)` ask of it. Every other layout reads in item order and stops
/// at the ends.
package protocol AccessiblePreparedLayout: PreparedLayout {
    /// `cells`, each item once, in the order VoiceOver reads them.
    func accessibilityOrder(of cells: [LayoutAttributes]) -> [LayoutAttributes]

    /// Whether moving past the last item comes back to the first (the endless carousel): what
    /// VoiceOver's increment does at the end.
    var wrapsAround: Bool { get }
}

extension AccessiblePreparedLayout {
    /// False: the first item does not follow the last.
    package var wrapsAround: Bool { false }
}
