import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension StackableLayout {
    /// The layout's frames for one section of `itemCount` items in a container `across` points
    /// across its scroll axis (the width of a vertical layout, the height of a horizontal one:
    /// the staggered grid takes its rows from the height), as the layout's own
    /// ``CollectionLayout/prepare(in:)`` places them in a collection view of one section with no
    /// content insets, left to right, at Dynamic Type's default scale: the host puts the section's
    /// origin where the content's origin would be.
    ///
    /// The length along the axis lays nothing out (each of these layouts depends on the size
    /// across it only), so it is left at 0, as ``EngineLayoutCache`` leaves it.
    ///
    /// - Parameters:
    ///   - across: The container's length across the scroll axis; clamped as
    ///     ``LayoutEnvironment`` clamps a bounds size (negative or not finite counts as 0).
    ///   - itemCount: The number of items; a negative count counts as 0.
    ///   - itemSizes: Item `i`'s size, for the layouts that read sizes (``usesItemSizes``): a
    ///     circle's diameter is its width, a gallery photo's aspect ratio its width over its
    ///     height; an item past the end has none. Ignored by the others.
    /// - Returns: One frame per item, the number shown, and the section's size (the content size).
    package func sectionFrames(across: CGFloat, itemCount: Int, itemSizes: [CGSize] = []) -> SectionFrames {
        let (cells, size) = sectionAttributes(across: across, itemCount: itemCount, itemSizes: itemSizes)
        let shown = cells.firstIndex { $0.isHidden } ?? cells.count
        return SectionFrames(frames: cells.map(\.frame), shownCount: shown, size: size)
    }

    /// ``sectionFrames(across:itemCount:itemSizes:)``'s section as attributes, indexed `[0, i]`
    /// (the SwiftUI sections' stack places them), and its size.
    package func sectionAttributes(
        across: CGFloat, itemCount: Int, itemSizes: [CGSize] = []
    ) -> (cells: [LayoutAttributes], size: CGSize) {
        let count = Swift.max(itemCount, 0)
        let bounds = scrollAxis == .horizontal ? CGSize(width: 0, height: across) : CGSize(width: across, height: 0)
        let environment = LayoutEnvironment(
            boundsSize: bounds, itemCounts: [count],
            itemSizes: usesItemSizes && !itemSizes.isEmpty ? .perSection([itemSizes]) : .none)
        let prepared = prepare(in: environment)
        // Every item of a one-section layout has attributes; a hidden `.zero` keeps the array whole.
        let cells = (0..<count).map {
            prepared.attributes(for: ElementIndex(0, $0))
                ?? LayoutAttributes(index: ElementIndex(0, $0), frame: .zero, isHidden: true)
        }
        return (cells, prepared.contentSize)
    }
}
