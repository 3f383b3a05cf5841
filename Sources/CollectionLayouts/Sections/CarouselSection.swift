import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A carousel as one horizontally scrolling row of a host that scrolls each row itself
/// (compositional layout's orthogonal sections): the geometry that makes the row's scroll
/// offsets the carousel's own content offsets, and the carousel's side effects at any offset.
///
/// The row is one item per group, ``itemSize`` each, ``spacing`` apart, between a leading inset
/// of ``leadingInset`` and a trailing one of ``trailingInset``: item `i` then sits at
/// `leadingInset + i · (itemSize.width + spacing)`, where the carousel prepared for the container
/// puts it, and the offset that rests it (in the middle, or at the leading edge: the
/// configuration's alignment) is the carousel's ``restingOffset(ofItem:)``.
///
/// The row scrolls horizontally, left to right, and does not wrap: a configuration that scrolls
/// vertically or wraps is laid out as the same configuration scrolling horizontally without
/// wrapping (documented clamp). Items are those of one section.
package struct CarouselSection: Sendable {
    /// The carousel prepared for the container, at content offset zero.
    package let prepared: PreparedCarousel
    /// The frame of item `i`, relative to the row's origin: the carousel's frame, moved to the
    /// top of the row (every item has the same size, so the row is one item high).
    package let frames: [CGRect]

    /// Lays out `itemCount` items of a carousel with `configuration` in a container of
    /// `containerSize` (the row's width; the height is what `fractionOfBounds` item heights are
    /// fractions of).
    package init(configuration: CarouselLayout.Configuration, containerSize: CGSize, itemCount: Int) {
        let c = configuration
        let horizontal =
            c.scrollAxis == .horizontal && !c.wraps
            ? c
            : (try? CarouselLayout.Configuration(
                itemSize: c.itemSize, spacing: c.spacing, scrollAxis: .horizontal, alignment: c.alignment,
                sideItemScale: c.sideItemScale, sideItemAlpha: c.sideItemAlpha, wraps: false,
                maximumItemsPerFling: c.snapping.maximumItemsPerFling, flickVelocity: c.snapping.flickVelocity,
                decelerationRate: c.decelerationRate)) ?? .standard
        let count = Swift.max(itemCount, 0)
        let prepared = CarouselLayout(configuration: horizontal).prepare(
            in: LayoutEnvironment(boundsSize: containerSize, itemCounts: [count]))
        self.prepared = prepared
        frames = (0..<count).map { item in
            let frame = prepared.attributes(for: ElementIndex(0, item))?.frame ?? .zero
            return CGRect(x: frame.minX, y: 0, width: frame.width, height: frame.height)
        }
    }

    /// The size of every item: the configuration's, resolved for the container.
    package var itemSize: CGSize { prepared.itemSize }

    /// The gap between neighbouring items.
    package var spacing: CGFloat { prepared.configuration.spacing }

    /// The room before the first item: from the row's leading edge to item 0's.
    package var leadingInset: CGFloat { frames.first?.minX ?? 0 }

    /// The room after the last item, so that it too can rest where items rest.
    package var trailingInset: CGFloat {
        guard let last = frames.last else { return 0 }
        return Swift.max(0, prepared.contentSize.width - last.maxX)
    }

    /// Whether items rest in the middle (else at the leading edge).
    package var isCentered: Bool { prepared.configuration.alignment == .centered }

    /// Whether items away from the resting position are scaled or faded.
    package var hasSideEffects: Bool { prepared.configuration.hasSideEffects }

    /// The carousel's attributes of item `item` at the horizontal content offset `offset`: its
    /// frame in the carousel's content, and the scale (`transform.scale`), alpha and zIndex that
    /// its distance from the resting position gives it. Nil when there is no such item.
    package func attributes(ofItem item: Int, atOffset offset: CGFloat) -> LayoutAttributes? {
        var moved = prepared
        moved.updateContentOffset(CGPoint(x: offset, y: 0))
        return moved.attributes(for: ElementIndex(0, item))
    }

    /// The horizontal content offset that rests item `item` where items rest (the carousel's
    /// ``PreparedCarousel/contentOffset(centering:)``); nil when there is no such item.
    package func restingOffset(ofItem item: Int) -> CGFloat? {
        prepared.contentOffset(centering: ElementIndex(0, item))?.x
    }
}
