import CollectionLayouts
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// The sizes cells ask for (items sized by their content, `ItemSizing.measured(estimate:)`):
// whether a size is taken, the layout laid out again from that item on, and what it moves.
extension LayoutAdapterState {
    /// The estimate of a layout whose items are sized by their cells; nil for any other layout.
    package var measuredSizeEstimate: CGSize? { (layout as? any MeasuredSizesLayout)?.itemSizing.estimate }

    /// Whether `size`, asked for by the cell of `index` at the text size `category`, is taken:
    /// the layout measures its items, the item is one the prepared layout has, the size is
    /// positive and finite and the item was not measured at this text size yet (once per item and
    /// text size: a cell given another width by its row asks again, and must not loop).
    package func takesItemSize(_ size: CGSize, at index: ElementIndex, category: String) -> Bool {
        // While an item is moved by drag the shown order is not the data's: sizes wait.
        guard let prepared, measuredSizeEstimate != nil, interactiveMove == nil, index.section >= 0,
            index.section < prepared.environment.numberOfSections,
            index.item < prepared.environment.numberOfItems(inSection: index.section)
        else { return false }
        return measuredSizes.takes(size, of: index, category: category)
    }

    /// Keeps `size`, asked for by the cell of `index`, lays the prepared layout out again from that
    /// item on (the engine's cost grows with the items after it), and says what it moves in the
    /// view's `geometry`: the content's growth, the offset's move that keeps the top visible cell
    /// where it was (what the user reads stays put; none when that cell is before the item), and
    /// the elements shown whose frames changed. Nil (nothing kept) when ``takesItemSize(_:at:category:)``
    /// says no.
    package mutating func takeItemSize(
        _ size: CGSize, at index: ElementIndex, in geometry: ContainerGeometry
    ) -> MeasuredChange? {
        let category = geometry.contentSizeCategory
        guard takesItemSize(size, at: index, category: category), let layout = layout as? any MeasuredSizesLayout,
            let before = prepared, let estimate = measuredSizeEstimate
        else { return nil }
        measuredSizes.record(size, of: index, category: category)
        var environment = before.environment
        environment.contentOffset = geometry.contentOffset
        if measuredSizes.isPrepared(category: category, estimate: estimate),
            case .perSection(var sizes) = environment.itemSizes,
            sizes.indices.contains(index.section), sizes[index.section].indices.contains(index.item)
        {
            sizes[index.section][index.item] = size
            environment.itemSizes = .perSection(sizes)
        } else {
            environment.itemSizes = measuredSizes.itemSizes(
                counts: environment.itemCounts, category: category, estimate: estimate)
        }
        measuredSizes.prepared = (category, estimate)
        // What is shown now, and the cell the user reads at the top of the visible area.
        var shown: [LayoutAttributes] = []
        before.forEachElement(in: geometry.bounds) { element in
            shown.append(element)
            return true
        }
        let visibleTop = geometry.bounds.minY + geometry.contentInsets.top
        let anchor =
            shown.filter { $0.kind == .cell && $0.frame.maxY > visibleTop && !$0.isHidden }
            .min { ($0.frame.minY, $0.index) < ($1.frame.minY, $1.index) }
        let oldHeight = before.contentSize.height
        var updated: (any PreparedLayout)? = before
        prepared = nil
        layout.prepare(in: environment, updating: &updated, sizesChangedFrom: index)
        prepared = updated
        guard let after = updated else { return nil }
        var moved: [(kind: ElementKind, index: ElementIndex)] = []
        for element in shown {
            let now: LayoutAttributes?
            switch element.kind {
            case .cell: now = after.attributes(for: element.index)
            case .supplementary(let kind): now = after.supplementaryAttributes(ofKind: kind, at: element.index)
            case .decoration(let kind): now = after.decorationAttributes(ofKind: kind, at: element.index)
            }
            if now?.frame != element.frame || (element.kind == .cell && element.index == index) {
                moved.append((element.kind, element.index))
            }
        }
        if !moved.contains(where: { $0.kind == .cell && $0.index == index }) { moved.append((.cell, index)) }
        var offset: CGFloat?
        if let anchor, let now = after.attributes(for: anchor.index)?.frame, now.minY != anchor.frame.minY {
            offset = now.minY - anchor.frame.minY
        }
        return MeasuredChange(
            contentSizeAdjustment: after.contentSize.height - oldHeight, contentOffsetAdjustment: offset, moved: moved)
    }

    /// The item sizes of a layout whose items are sized by their cells, for `counts` at the text
    /// size of `geometry`: those of the prepared layout when it has these counts and was prepared
    /// at this text size (every size taken since is in it already), else the measured ones, the
    /// estimate for the rest; nil for any other layout.
    mutating func measuredItemSizes(counts: [Int], geometry: ContainerGeometry) -> ItemSizes? {
        guard let estimate = measuredSizeEstimate else {
            // The prepared layout's sizes are the app's from here on.
            measuredSizes.prepared = nil
            return nil
        }
        let category = geometry.contentSizeCategory
        if let move = interactiveMove {
            // While an item is moved by drag, each shown item takes its own size (`+Reordering`).
            measuredSizes.prepared = nil
            let inData = measuredSizes.itemSizes(counts: counts, category: category, estimate: estimate)
            guard case .perSection(let sizes) = inData, counts.indices.contains(move.source.section),
                counts[move.source.section] == move.sectionCount
            else { return inData }
            return .perSection(
                sizes.indices.map { section in
                    sizes[section].indices.map {
                        let data = move.dataIndex(ofShown: ElementIndex(section, $0))
                        return sizes[data.section][data.item]
                    }
                })
        }
        if measuredSizes.isPrepared(category: category, estimate: estimate), let prepared,
            prepared.environment.itemCounts == counts, case .perSection = prepared.environment.itemSizes
        {
            return prepared.environment.itemSizes
        }
        measuredSizes.prepared = (category, estimate)
        return measuredSizes.itemSizes(counts: counts, category: category, estimate: estimate)
    }
}
