@_spi(Tools) import CollectionLayouts
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What the package's SwiftUI layouts keep between calls: the subviews' ideal sizes, read once
/// per change of the subviews (`makeCache` / `updateCache`), and the engine layout prepared for
/// the last size, which `sizeThatFits` and `placeSubviews` share. A layout is prepared again only
/// when the subviews or the size that matters to it (the width of a vertical layout, the height of
/// a horizontal one) change. (Compiled on every platform, so that Linux tests can hold it.)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct EngineLayoutCache<Prepared: PreparedLayout> {
    /// The number of subviews.
    package var count: Int
    /// Each subview's ideal size, when the layout reads sizes (empty otherwise).
    package var idealSizes: [CGSize]
    /// The size the engine layout was prepared for, and the layout.
    package private(set) var preparedSize: CGSize?
    package private(set) var prepared: Prepared?

    package init(count: Int, idealSizes: [CGSize]) {
        self.count = count
        self.idealSizes = idealSizes
    }

    /// The per-item sizes for the engine: the ideal sizes as one section, or none.
    package var itemSizes: ItemSizes { idealSizes.isEmpty ? .none : .perSection([idealSizes]) }

    /// The engine layout for `size`: the one prepared last if it was for `size`, else `make`'s
    /// answer for an environment of that size (kept for the next call).
    package mutating func prepared(for size: CGSize, make: (LayoutEnvironment) -> Prepared) -> Prepared {
        if let prepared, let preparedSize, preparedSize.width == size.width, preparedSize.height == size.height {
            return prepared
        }
        let fresh = make(LayoutEnvironment(boundsSize: size, itemCounts: [count], itemSizes: itemSizes))
        prepared = fresh
        preparedSize = size
        return fresh
    }

    /// `layout` prepared for `size`, as ``prepared(for:make:)`` prepares it.
    package mutating func prepared<Layout: CollectionLayout>(_ layout: Layout, for size: CGSize) -> Prepared
    where Layout.Prepared == Prepared {
        prepared(for: size) { layout.prepare(in: $0) }
    }

    /// `layout` prepared for `across` points across its scroll axis (the width of a vertical
    /// layout, the height of a horizontal one): the length along the axis lays nothing out again,
    /// so it is left at 0.
    package mutating func prepared<Layout: StackableLayout>(_ layout: Layout, across: CGFloat) -> Prepared
    where Layout.Prepared == Prepared {
        prepared(
            layout,
            for: layout.scrollAxis == .horizontal ? CGSize(width: 0, height: across) : CGSize(width: across, height: 0))
    }
}
