import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension LayoutEnvironment {
    /// The index of the first item that `previous` did not have, when this environment only
    /// appends to it; nil when anything else changed.
    ///
    /// An append is: the same bounds size, insets, direction and Dynamic Type scale; the same item
    /// counts except that `previous`'s last section may hold more items and sections may follow
    /// it; the same size for every item both have (compared with `==`, so a NaN size counts as
    /// changed) and the same supplementary heights in every section both have. The content
    /// offset may differ. Both environments should be ``sanitized``. `previous` with no sections
    /// gives nil (everything is new: prepare afresh). Comparing the sizes costs O(n) for
    /// per-item sizes, far below the O(n) of a fresh prepare it saves.
    package func appendStart(after previous: LayoutEnvironment) -> ElementIndex? {
        guard let last = previous.itemCounts.indices.last, itemCounts.count >= previous.itemCounts.count,
            boundsSize == previous.boundsSize, contentInsets == previous.contentInsets,
            layoutDirection == previous.layoutDirection, dynamicTypeScale == previous.dynamicTypeScale,
            itemCounts[last] >= previous.itemCounts[last],
            itemCounts[..<last] == previous.itemCounts[..<last],
            itemSizes.agrees(with: previous.itemSizes, onItemsOf: previous),
            supplementaryHeights(agreeWith: previous, inFirst: previous.numberOfSections)
        else { return nil }
        return ElementIndex(last, previous.numberOfItems(inSection: last))
    }
}

extension ItemSizes {
    /// Whether every item of `environment` has the same size in `self` and in `other`.
    func agrees(with other: ItemSizes, onItemsOf environment: LayoutEnvironment) -> Bool {
        switch (self, other) {
        case (.none, .none):
            return true
        case let (.uniform(a), .uniform(b)) where a == b:
            return true
        case let (.cycle(a), .cycle(b)) where a == b:
            return true
        case let (.perSection(a), .perSection(b)):
            for section in environment.itemCounts.indices {
                let count = environment.numberOfItems(inSection: section)
                let x = a.indices.contains(section) ? a[section].prefix(count) : [],
                    y = b.indices.contains(section) ? b[section].prefix(count) : []
                guard x == y else { return false }
            }
            return true
        default:
            // Different kinds (or unequal values): compare item by item.
            // Bound: the items of `environment` (the previous one, which the layout has laid out).
            for section in environment.itemCounts.indices {
                for item in 0..<environment.numberOfItems(inSection: section) {
                    let index = ElementIndex(section, item)
                    guard size(at: index) == other.size(at: index) else { return false }
                }
            }
            return true
        }
    }
}
