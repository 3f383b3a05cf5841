import CollectionLayouts
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The sizes cells asked for (self-sizing items, ``ItemSizing/measured(estimate:)``), by item and
/// text size (content size category): what the core hands the engine as
/// `LayoutEnvironment.itemSizes`, the estimate standing for the items not measured yet.
///
/// A cell is measured once per item and text size: a size asked for again at the same text size
/// is no change (the layout's justified width or a circle's diameter is not the size the content
/// asked for, and asking again must not loop), and the sizes of another text size are kept for
/// when the user comes back to it. Items are known by their index, which follows batch updates
/// (``followItems(through:counts:)``); reloaded data forgets every size (``forget()``).
package struct MeasuredItemSizes: Equatable, Sendable {
    /// The sizes cells asked for, by content size category, then by item.
    private var sizes: [String: [ElementIndex: CGSize]] = [:]
    /// The text size and the estimate the prepared layout's sizes are of (nil: none yet, or the
    /// prepared layout's sizes are not these).
    package var prepared: (category: String, estimate: CGSize)?

    /// No sizes.
    package init() {}

    /// The size the cell of `index` asked for at `category`; nil when it has not.
    package func size(of index: ElementIndex, category: String) -> CGSize? {
        sizes[category]?[index]
    }

    /// Whether `size`, asked for by the cell of `index` at `category`, is one to take: positive
    /// and finite, and the item not measured yet at this text size.
    package func takes(_ size: CGSize, of index: ElementIndex, category: String) -> Bool {
        size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0 && index.section >= 0
            && index.item >= 0 && self.size(of: index, category: category) == nil
    }

    /// Keeps `size` as the one the cell of `index` asks for at `category`.
    /// Whether the prepared layout's sizes are those of `category` and `estimate`.
    package func isPrepared(category: String, estimate: CGSize) -> Bool {
        prepared.map { $0.category == category && $0.estimate == estimate } ?? false
    }

    /// Equal sizes, and the prepared layout's sizes of the same text size and estimate.
    package static func == (a: Self, b: Self) -> Bool {
        a.sizes == b.sizes && a.prepared?.category == b.prepared?.category
            && a.prepared?.estimate == b.prepared?.estimate
    }

    package mutating func record(_ size: CGSize, of index: ElementIndex, category: String) {
        sizes[category, default: [:]][index] = size
    }

    /// The sizes of every item of `counts` at `category`: the measured one, else `estimate`.
    package func itemSizes(counts: [Int], category: String, estimate: CGSize) -> ItemSizes {
        let measured = sizes[category] ?? [:]
        return .perSection(
            counts.enumerated().map { section, count in
                (0..<max(count, 0)).map { measured[ElementIndex(section, $0)] ?? estimate }
            })
    }

    /// Moves the sizes with their items through the batch update `map` (an item inserted or
    /// deleted before others shifts them, a moved item takes its size along); a deleted item's
    /// size is forgotten, and the next environment is made from these sizes again. Returns whether
    /// any size changed item.
    @discardableResult
    package mutating func followItems(through map: BatchUpdateMap) -> Bool {
        prepared = nil
        var changed = false
        // Bound: the sizes measured, at every text size.
        for (category, before) in sizes {
            var after: [ElementIndex: CGSize] = [:]
            let moved = BatchUpdateMap.carry(
                before.lazy.map { ($0.key, $0.value) }, to: map.destination(of:), keep: { after[$0] = $1 })
            changed = changed || moved
            sizes[category] = after
        }
        return changed
    }

    /// Forgets every size (the data was reloaded).
    package mutating func forget() {
        sizes = [:]
        prepared = nil
    }
}
