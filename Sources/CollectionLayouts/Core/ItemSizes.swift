import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Per-item sizes that a layout reads from the data, the way `UICollectionViewDelegateFlowLayout`
/// supplies them.
///
/// What a size means is the layout's to say: a circle's diameter is its width, a gallery photo's
/// aspect ratio is `width / height`. Sizes are data, so they are clamped rather than rejected:
/// see each layout for what it does with a non-finite, zero or negative size.
public enum ItemSizes: Hashable, Sendable {
    /// No sizes: the layout uses its configuration.
    case none
    /// Every item has the same size.
    case uniform(CGSize)
    /// Item `i` of every section has `sizes[i % sizes.count]`: sample data of any length without
    /// storing a size per item.
    case cycle([CGSize])
    /// An explicit size per item, `sizes[section][item]`; missing entries have no size.
    case perSection([[CGSize]])

    /// The size of the item at `index`, or nil when the data gives none.
    @inlinable @_spi(Tools) public func size(at index: ElementIndex) -> CGSize? {
        switch self {
        case .none:
            return nil
        case .uniform(let size):
            return size
        case .cycle(let sizes):
            guard !sizes.isEmpty, index.item >= 0 else { return nil }
            return sizes[index.item % sizes.count]
        case .perSection(let sections):
            guard sections.indices.contains(index.section), sections[index.section].indices.contains(index.item) else {
                return nil
            }
            return sections[index.section][index.item]
        }
    }
}

extension ItemSizes {
    /// Hashes the case and its sizes; `==` is the synthesized comparison of the same values.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .none:
            hasher.combine(0)
        case .uniform(let size):
            hasher.combine(1)
            hasher.combine(size: size)
        case .cycle(let sizes):
            hasher.combine(2)
            hasher.combine(sizes: sizes)
        case .perSection(let sections):
            hasher.combine(3)
            hasher.combine(sections.count)
            for sizes in sections { hasher.combine(sizes: sizes) }
        }
    }
}
