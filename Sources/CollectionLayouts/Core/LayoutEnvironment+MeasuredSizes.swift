import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension LayoutEnvironment {
    /// The first item, in index order, whose size differs from its size in `previous` (compared
    /// with `==`, so a NaN size counts as changed), when nothing else but the content offset
    /// differs; nil when anything else differs or no size does. O(n) for per-item sizes: a front
    /// that knows which item it measured passes it to the layout instead
    /// (``MeasuredSizesLayout/prepare(in:updating:sizesChangedFrom:)``).
    package func firstItemSizeChange(after previous: LayoutEnvironment) -> ElementIndex? {
        guard equals(previous, except: \.itemSizes), itemSizes != previous.itemSizes else { return nil }
        // Bound: the items, each compared once.
        for section in itemCounts.indices {
            for item in 0..<numberOfItems(inSection: section) {
                let index = ElementIndex(section, item)
                if itemSizes.size(at: index) != previous.itemSizes.size(at: index) { return index }
            }
        }
        return nil
    }
}

extension LayoutEnvironment {
    /// Whether this environment equals `previous` but for `part` (the items' sizes, the headers'
    /// and footers' heights) and the content offset: what a prepared layout may take in place.
    package func equals<Part>(_ previous: LayoutEnvironment, except part: WritableKeyPath<Self, Part>) -> Bool {
        var probe = self
        probe[keyPath: part] = previous[keyPath: part]
        probe.contentOffset = previous.contentOffset
        return probe == previous
    }
}

/// A layout whose items can take their sizes from their cells (``ItemSizing/measured(estimate:)``),
/// which lays out again only from the first item whose size changed: the justified gallery and
/// the circle packing. The adapter core asks it through this, knowing which item it measured.
package protocol MeasuredSizesLayout: CollectionLayout {
    /// Where the layout's items take their sizes from.
    var itemSizing: ItemSizing { get }

    /// Updates `prepared` for `environment`, whose item sizes differ from the prepared
    /// environment's only at `first` and after: laid out again from there on when nothing else
    /// (but the offset) differs, else as ``CollectionLayout/prepare(in:updating:)`` does.
    /// Identical, bit for bit, to ``CollectionLayout/prepare(in:)``.
    func prepare(
        in environment: LayoutEnvironment, updating prepared: inout Prepared, sizesChangedFrom first: ElementIndex)
}

extension MeasuredSizesLayout {
    /// ``prepare(in:updating:sizesChangedFrom:)`` for a prepared layout held without its type
    /// (the adapter core): prepares afresh when it is not this layout's `Prepared`.
    package func prepare(
        in environment: LayoutEnvironment, updating prepared: inout (any PreparedLayout)?,
        sizesChangedFrom first: ElementIndex
    ) {
        guard var typed = prepared as? Prepared else {
            prepared = prepare(in: environment)
            return
        }
        prepared = nil
        prepare(in: environment, updating: &typed, sizesChangedFrom: first)
        prepared = typed
    }
}
