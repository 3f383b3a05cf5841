import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension PreparedCirclePack {
    /// Reading order. The reading-order packing places items in reading order (each circle at or
    /// below the top of the one before), so it reads in item order. The dense packing leaves item
    /// order to fill holes, so it reads top to bottom by each circle's top edge, then from the
    /// leading edge (left, or right in right to left), then by index.
    public func accessibilityOrder(of cells: [LayoutAttributes]) -> [LayoutAttributes] {
        guard configuration.ordering == .dense else { return cells.sorted { $0.index < $1.index } }
        let rightToLeft = environment.layoutDirection == .rightToLeft
        return cells.sorted { a, b in
            if a.frame.minY != b.frame.minY { return a.frame.minY < b.frame.minY }
            let (la, lb) = rightToLeft ? (-a.frame.maxX, -b.frame.maxX) : (a.frame.minX, b.frame.minX)
            if la != lb { return la < lb }
            return a.index < b.index
        }
    }
}
