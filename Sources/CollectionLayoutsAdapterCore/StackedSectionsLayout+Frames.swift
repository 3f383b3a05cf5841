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
        }
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
