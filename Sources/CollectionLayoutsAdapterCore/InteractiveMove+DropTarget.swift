import CollectionLayouts
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// Drag and drop in AppKit (`NSCollectionViewLayout.layoutAttributesForDropTarget(at:)` and
// `layoutAttributesForInterItemGap(before:)`): the collection view shows where a dragged item
// would be inserted as a gap between items, and inserts it there when dropped. What the gap is
// for a point, and where it is drawn, are decided here.

extension InteractiveMove {
    /// The width of the gap indicator drawn between items, in points.
    package static let gapWidth: CGFloat = 4

    /// The index a drop at `position` inserts before in `prepared`, `visible` the view's visible
    /// rect: the item under the finger (else the nearest on screen:
    /// ``cell(at:in:visible:section:below:)``), or the place after it when
    /// it is the last of its section and the finger is past its centre in the reading direction
    /// (right of it left to right, left of it right to left); nil when no cell is on screen.
    package static func dropIndex(
        at position: CGPoint, in prepared: any PreparedLayout, visible: CGRect
    ) -> ElementIndex? {
        guard let cell = cell(at: position, in: prepared, visible: visible) else { return nil }
        let counts = prepared.environment.itemCounts
        let isLast = counts.indices.contains(cell.index.section) && cell.index.item == counts[cell.index.section] - 1
        let rightToLeft = prepared.environment.layoutDirection == .rightToLeft
        let past = rightToLeft ? position.x < cell.center.x : position.x > cell.center.x
        return isLast && past ? ElementIndex(cell.index.section, cell.index.item + 1) : cell.index
    }

    /// The frame of the gap indicator before the item at `index` of `prepared`: a strip
    /// ``gapWidth`` wide centred on the item's leading edge (left to right its left edge, right
    /// to left its right edge), as tall as the item as drawn; at the end of a section (`index`
    /// one past its last item) on the last item's trailing edge. Nil for any other index.
    package static func gapFrame(before index: ElementIndex, in prepared: any PreparedLayout) -> CGRect? {
        let counts = prepared.environment.itemCounts
        guard counts.indices.contains(index.section), (0...counts[index.section]).contains(index.item) else {
            return nil
        }
        let atEnd = index.item == counts[index.section]
        guard let item = prepared.attributes(for: atEnd ? ElementIndex(index.section, index.item - 1) : index) else {
            return nil
        }
        let bounds = item.visualBounds
        let leadingIsLeft = (prepared.environment.layoutDirection == .leftToRight) != atEnd
        let x = leadingIsLeft ? bounds.minX : bounds.maxX
        return CGRect(x: x - gapWidth / 2, y: bounds.minY, width: gapWidth, height: bounds.height)
    }
}
