#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
@testable import CollectionLayoutsUIKit
import Foundation
import UIKitStandIn

extension SessionConfiguration {
    /// Where the layout's items take their sizes from: the gallery's and the circles' option,
    /// `.fixed` for the other layouts.
    var itemSizing: ItemSizing {
        switch self {
        case .gallery(let c): c.itemSizing
        case .circles(let c): c.itemSizing
        case .grid, .carousel, .wheel, .sections: .fixed
        }
    }
}

// Cells that size themselves: which were measured, what they ask for, and the sizes the engine
// should have, read from the app's side, not from the adapter.
extension SessionRunner {
    /// The text size the view shows (its content size category).
    var category: String { fake.preferredContentSizeCategory.rawValue }

    /// The size the content of item `id` needs at the view's text size: a chip as wide as its
    /// label in the gallery, a bubble around its label in the circles (wider than tall, so the
    /// width is the diameter); text grows with the category, as `UIFontMetrics` scales `.body`. A
    /// reload does not change it: a cell is measured once per item and text size.
    func contentSize(of id: Int) -> CGSize {
        let scale =
            UIFontMetrics(forTextStyle: .body).scaledValue(for: 1_000, compatibleWith: fake.traitCollection) / 1_000
        return kind == .circles
            ? CGSize(width: CGFloat(30 + (id * 37) % 90) * scale, height: 20 * scale)
            : CGSize(width: CGFloat(40 + (id * 53) % 160) * scale, height: 30 * scale)
    }

    /// What the cell at `indexPath` asks for: its content's size once it was measured at this
    /// text size, in a layout whose items are sized by their content; nil otherwise.
    func measuredCellSize(at indexPath: IndexPath) -> CGSize? {
        guard configuration.itemSizing != .fixed, let id = id(at: indexPath),
            measuredCells[category]?.contains(id) == true
        else { return nil }
        return contentSize(of: id)
    }

    /// The size the engine should have for item `id` when the items are sized by their content:
    /// its content's once measured at this text size, else the estimate; nil when they are not.
    func measuredSize(ofID id: Int) -> CGSize? {
        guard let estimate = configuration.itemSizing.estimate else { return nil }
        return measuredCells[category]?.contains(id) == true ? contentSize(of: id) : estimate
    }

    /// The sizes the engine should have when the items are sized by their content: a measured
    /// item's content size at this text size, the estimate for the others; nil when they are not.
    var measuredItemSizes: ItemSizes? {
        guard let estimate = configuration.itemSizing.estimate else { return nil }
        let measured = measuredCells[category] ?? []
        return .perSection(ids.map { $0.map { measured.contains($0) ? contentSize(of: $0) : estimate } })
    }

    /// ``SessionStep/cellMeasured(_:)``: the cell shown at `position` asks for its content's size
    /// at the next layout pass; the cell read at the top of the visible area is noted first.
    func measureCell(at position: Int) -> SessionStepEffect {
        guard configuration.itemSizing != .fixed else { return .none }
        let bounds = fake.bounds, visibleTop = bounds.minY + fake.adjustedContentInset.top
        let shown = (layout.layoutAttributesForElements(in: bounds) ?? [])
            .filter { $0.representedElementCategory == .cell && !$0.isHidden }
        guard !shown.isEmpty else { return .none }
        let cells = shown.map(\.indexPath).sorted()
        guard let id = id(at: cells[((position % cells.count) + cells.count) % cells.count]) else { return .none }
        let read = shown.filter { $0.frame.maxY > visibleTop }
            .min { ($0.frame.minY, $0.indexPath) < ($1.frame.minY, $1.indexPath) }
        readBeforeMeasuring = read.flatMap { read in
            self.id(at: read.indexPath).map { ($0, read.frame.minY - bounds.minY) }
        }
        measuredCells[category, default: []].insert(id)
        fake.performLayoutPass()
        return .cellMeasured
    }
}
#endif
