import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension PreparedCarousel {
    /// Along the axis from the leading edge (right to left: from the right), which is item order,
    /// continued across the seam of the endless carousel (…, 7, 8, 0, 1, …).
    public func accessibilityOrder(of cells: [LayoutAttributes]) -> [LayoutAttributes] {
        let horizontal = configuration.scrollAxis == .horizontal
        let mirrored = horizontal && environment.layoutDirection == .rightToLeft
        return cells.sorted { a, b in
            let (pa, pb) = horizontal ? (a.center.x, b.center.x) : (a.center.y, b.center.y)
            if pa != pb { return mirrored ? pa > pb : pa < pb }
            return a.index < b.index
        }
    }

    /// The configuration's `wraps`: in the endless carousel the first item follows the last.
    public var wrapsAround: Bool { configuration.wraps }
}
