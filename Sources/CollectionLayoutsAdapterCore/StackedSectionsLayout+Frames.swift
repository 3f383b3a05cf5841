@_spi(Tools) import CollectionLayouts
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension StackedSectionsLayout.SectionLayout {
    /// The frames of one section of `itemCount` items laid out by this layout in a container
    /// `across` points wide, relative to the section's top-left corner: the layout's own
    /// attributes for one section of those items (its own prepare).
    ///
    /// - Parameters:
    ///   - across: The container's width; negative or not finite counts as 0.
    ///   - itemCount: The number of items; negative counts as 0.
    ///   - itemSizes: Item `i`'s size for the layouts that read sizes (see each case).
    /// - Returns: One attributes value per item, indexed `[0, i]`, and the section's size.
    package func attributes(
        across: CGFloat, itemCount: Int, itemSizes: [CGSize] = []
    ) -> (cells: [LayoutAttributes], size: CGSize) {
        let count = Swift.max(itemCount, 0)
        let width = LayoutEnvironment.clampedExtent(across)
        switch self {
        case .circlePack(let configuration):
            return CirclePackLayout(configuration: configuration).sectionAttributes(
                across: width, itemCount: count, itemSizes: itemSizes)
        case .justifiedGallery(let configuration):
            return JustifiedGalleryLayout(configuration: configuration).sectionAttributes(
                across: width, itemCount: count, itemSizes: itemSizes)
        case .staggeredGrid(let configuration):
            return StaggeredGridLayout(configuration: Self.vertical(configuration)).sectionAttributes(
                across: width, itemCount: count)
        case .list(let rowHeight, let spacing):
            let h = Swift.max(rowHeight.isFinite ? rowHeight : 1, 1)
            let gap = Swift.max(spacing.isFinite ? spacing : 0, 0)
            let cells = (0..<count).map { item in
                LayoutAttributes(
                    index: ElementIndex(0, item),
                    frame: CGRect(x: 0, y: CGFloat(item) * (h + gap), width: width, height: h))
            }
            return (cells, CGSize(width: width, height: count == 0 ? 0 : CGFloat(count) * (h + gap) - gap))
        case let .grid(columns, rowHeight, spacing):
            return Self.grid(columns: columns, rowHeight: rowHeight, spacing: spacing, across: width, count: count)
        case .carousel(let configuration):
            // One row for the whole carousel (its first item stands for it, ``Configuration/rows(_:)``);
            // any further item, which the SwiftUI front never gives, is hidden: zero-sized at the
            // row's top-left corner.
            let h = Self.carouselRowHeight(configuration, across: width)
            let cells = (0..<count).map { item in
                LayoutAttributes(
                    index: ElementIndex(0, item),
                    frame: CGRect(x: 0, y: 0, width: item == 0 ? width : 0, height: item == 0 ? h : 0))
            }
            return (cells, CGSize(width: width, height: count == 0 ? 0 : h))
        }
    }

    /// A grid's frames: see ``StackedSectionsLayout/SectionLayout/grid(columns:rowHeight:spacing:)``
    /// for the clamps.
    private static func grid(
        columns: Int, rowHeight: CGFloat, spacing: CGFloat, across width: CGFloat, count: Int
    ) -> (cells: [LayoutAttributes], size: CGSize) {
        let perRow = Swift.max(columns, 1)
        let h = Swift.max(rowHeight.isFinite ? rowHeight : 1, 1)
        let gap = Swift.max(spacing.isFinite ? spacing : 0, 0)
        let cellWidth = Swift.max((width - CGFloat(perRow - 1) * gap) / CGFloat(perRow), 0)
        let cells = (0..<count).map { item in
            LayoutAttributes(
                index: ElementIndex(0, item),
                frame: CGRect(
                    x: CGFloat(item % perRow) * (cellWidth + gap), y: CGFloat(item / perRow) * (h + gap),
                    width: cellWidth, height: h))
        }
        let rows = (count + perRow - 1) / perRow
        return (cells, CGSize(width: width, height: rows == 0 ? 0 : CGFloat(rows) * (h + gap) - gap))
    }

    /// The height of a carousel section's row in a container `across` points wide: the item's
    /// height for an absolute size; for a fraction of the bounds, that fraction of the container's
    /// width (the stack has no height of its own to take a fraction of). At least 1 point.
    package static func carouselRowHeight(_ configuration: CarouselLayout.Configuration, across: CGFloat) -> CGFloat {
        let height: CGFloat =
            switch configuration.itemSize {
            case .absolute(let size): size.height
            case .fractionOfBounds(_, let fraction): fraction * LayoutEnvironment.clampedExtent(across)
            }
        return Swift.max(height.isFinite ? height : 1, 1)
    }

    /// The configuration of the carousel hosted in a carousel section's row: `configuration`
    /// scrolling horizontally (the stack scrolls vertically; documented clamp), and a fraction of
    /// the bounds' height made the whole row's height (the row already is that fraction high,
    /// ``carouselRowHeight(_:across:)``).
    package static func rowCarousel(_ configuration: CarouselLayout.Configuration) -> CarouselLayout.Configuration {
        var itemSize = configuration.itemSize
        if case .fractionOfBounds(let width, _) = itemSize { itemSize = .fractionOfBounds(width: width, height: 1) }
        guard configuration.scrollAxis != .horizontal || itemSize != configuration.itemSize else {
            return configuration
        }
        return
            (try? CarouselLayout.Configuration(
                itemSize: itemSize, spacing: configuration.spacing, scrollAxis: .horizontal,
                alignment: configuration.alignment, sideItemScale: configuration.sideItemScale,
                sideItemAlpha: configuration.sideItemAlpha, wraps: configuration.wraps,
                maximumItemsPerFling: configuration.snapping.maximumItemsPerFling,
                flickVelocity: configuration.snapping.flickVelocity,
                decelerationRate: configuration.decelerationRate)) ?? configuration
    }

    /// `configuration` scrolling vertically (itself when it does).
    package static func vertical(
        _ configuration: StaggeredGridLayout.Configuration
    ) -> StaggeredGridLayout.Configuration {
        guard configuration.scrollAxis != .vertical else { return configuration }
        return
            (try? StaggeredGridLayout.Configuration(
                itemSize: configuration.itemSize, spacing: configuration.spacing,
                staggerFraction: configuration.staggerFraction, scrollAxis: .vertical, insets: configuration.insets))
            ?? configuration
    }
}
