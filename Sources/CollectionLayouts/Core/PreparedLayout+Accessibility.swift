import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What VoiceOver needs of a prepared layout, as pure functions of it: the order items are read
/// in, an item's position ("3 of 9") and the item an increment or decrement moves to.
///
/// Each item is read once, even where a layout shows several instances of it (the endless
/// carousel's copies of its cycle): the instance nearest the middle of `rect` stands for it. Item
/// order is reading order in every layout that places items in order along its flow (the gallery's
/// rows, the grid's lines, the wheel), right to left included, since the engine mirrors positions,
/// not the order. The carousel reads along its axis (across the endless carousel's seam) and the
/// dense circle packing top to bottom (their ``accessibilityOrder(of:)``).
extension PreparedLayout {
    /// Item order: `cells` sorted by index.
    public func accessibilityOrder(of cells: [LayoutAttributes]) -> [LayoutAttributes] {
        cells.sorted { $0.index < $1.index }
    }

    /// False: the first item does not follow the last.
    public var wrapsAround: Bool { false }

    /// The cells that overlap `rect`, each item once (the instance nearest the middle of `rect`),
    /// in the order VoiceOver reads them: item order, but for the carousel (along its axis from
    /// the leading edge, across the endless carousel's seam) and the dense circle packing (top to
    /// bottom by each circle's top edge, then from the leading edge).
    public func accessibilityOrder(in rect: CGRect) -> [LayoutAttributes] {
        accessibilityOrder(of: uniqueCells(in: rect))
    }

    /// The cells overlapping `rect`, one per index: where a layout returns several instances of an
    /// item, the one whose centre is nearest the middle of `rect` (ties to the first returned).
    package func uniqueCells(in rect: CGRect) -> [LayoutAttributes] {
        var nearest: [ElementIndex: LayoutAttributes] = [:]
        let middle = CGPoint(x: rect.midX, y: rect.midY)
        func distance(_ a: LayoutAttributes) -> CGFloat {
            let dx = a.center.x - middle.x, dy = a.center.y - middle.y
            return dx * dx + dy * dy
        }
        forEachElement(in: rect) { element in
            guard element.kind == .cell, !element.isHidden else { return true }
            if let kept = nearest[element.index], distance(kept) <= distance(element) { return true }
            nearest[element.index] = element
            return true
        }
        return Array(nearest.values)
    }

    /// The 1-based position of the item at `index` among all items, in item order across sections,
    /// with the item count: what VoiceOver says after the item ("3 of 9"). Nil when there is no
    /// such item.
    package func accessibilityPosition(of index: ElementIndex) -> (position: Int, count: Int)? {
        let offsets = SectionOffsets(counts: environment.itemCounts)
        guard let flat = offsets.flatIndex(of: index) else { return nil }
        return (flat + 1, offsets.total)
    }

    /// The item `steps` items after the one at `index` in item order (before it for a negative
    /// `steps`), across sections: where VoiceOver's increment (+1) and decrement (−1) go. Past
    /// either end it is nil, or, when the layout wraps around (the endless carousel), the items
    /// continue from the other end. Nil when there is no item at `index`.
    package func accessibilityItem(after index: ElementIndex, steps: Int) -> ElementIndex? {
        let offsets = SectionOffsets(counts: environment.itemCounts)
        guard let flat = offsets.flatIndex(of: index), offsets.total > 0 else { return nil }
        let total = offsets.total
        var target = flat.addingReportingOverflow(steps)
        if target.overflow { return nil }
        if wrapsAround {
            target.partialValue %= total
            if target.partialValue < 0 { target.partialValue += total }
        }
        guard (0..<total).contains(target.partialValue) else { return nil }
        return offsets.index(ofFlat: target.partialValue)
    }
}
