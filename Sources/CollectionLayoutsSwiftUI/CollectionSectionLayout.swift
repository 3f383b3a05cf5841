import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The layout of one section of a ``CollectionLayoutView`` whose sections each have their own
/// (``CollectionLayoutView/init(sections:itemSize:centeredItem:onSelect:cell:)``): a circle
/// packing, a justified gallery, a staggered grid, a list, a grid, or a carousel row that scrolls
/// sideways on its own (``carousel(_:)``).
///
/// Each section's items are laid out as the layout lays out a collection view of one section of
/// those items as wide as the view (less its content insets), left to right, at Dynamic Type's default
/// scale, and the sections stack one under another, each below the previous one's footer and its
/// own header. The view scrolls vertically. (Compiled on every platform, so that Linux tests can
/// hold the sections' frames.)
public struct CollectionSectionLayout: Hashable, Sendable {
    /// The core's value for the layout.
    package let layout: StackedSectionsLayout.SectionLayout

    /// Wraps the core's value.
    package init(_ layout: StackedSectionsLayout.SectionLayout) {
        self.layout = layout
    }

    /// A circle packing: each item's size from the view's `itemSize` is its circle's diameter (its
    /// width); without one, the configuration's default diameter.
    /// - Parameter configuration: The packing. The default is `.standard`.
    public static func circlePack(_ configuration: CirclePackLayout.Configuration = .standard) -> Self {
        Self(.circlePack(configuration))
    }

    /// A justified gallery: in the aspect-ratio mode, each item's size from the view's `itemSize`
    /// gives its aspect ratio (width / height). The configuration's own header and footer heights
    /// are left empty: give the section's `headerHeight` and `footerHeight` instead.
    /// - Parameter configuration: The gallery. The default is `.standard`.
    public static func justifiedGallery(_ configuration: JustifiedGalleryLayout.Configuration = .standard) -> Self {
        Self(.justifiedGallery(configuration))
    }

    /// A staggered grid taking its columns from the view's width. A configuration that scrolls
    /// horizontally (the standard one does) is laid out scrolling vertically: the sections
    /// scroll one way.
    /// - Parameter configuration: The grid. The default is `.standard`, turned vertical.
    public static func staggeredGrid(_ configuration: StaggeredGridLayout.Configuration = .standard) -> Self {
        Self(.staggeredGrid(configuration))
    }

    /// A plain list: one item per row, as wide as the view.
    /// - Parameters:
    ///   - rowHeight: Each row's height; clamped to at least 1 point. The default is 44.
    ///   - spacing: The gap between rows; clamped to at least 0. The default is 0.
    public static func list(rowHeight: CGFloat = 44, spacing: CGFloat = 0) -> Self {
        Self(.list(rowHeight: rowHeight, spacing: spacing))
    }

    /// A plain grid of equal cells, filled row by row from the leading edge: `LazyVGrid` with
    /// `columns` fixed, flexible columns. Each cell is
    /// `(width - (columns - 1) * spacing) / columns` wide and `rowHeight` high.
    /// - Parameters:
    ///   - columns: The number of columns; clamped to at least 1.
    ///   - rowHeight: Each row's height; clamped to at least 1 point. The default is 44.
    ///   - spacing: The gap between rows and between columns; clamped to at least 0. Gaps wider
    ///     than the view leave cells 0 points wide. The default is 8.
    public static func grid(columns: Int, rowHeight: CGFloat = 44, spacing: CGFloat = 8) -> Self {
        Self(.grid(columns: columns, rowHeight: rowHeight, spacing: spacing))
    }

    /// A carousel row: one row of the stack, as wide as the view, hosting a horizontally
    /// scrolling `CollectionLayoutView` of the section's items with the carousel layout, so its
    /// paging, peeking, side scale, snapping and VoiceOver are the carousel's own. The row is as
    /// high as the carousel's items: an absolute item size's height; for
    /// `.fractionOfBounds(width:height:)`, `height` times the view's width (the stack has no height
    /// of its own to take a fraction of), the item then filling the row's height.
    ///
    /// A vertical configuration scrolls horizontally here (the stack scrolls vertically). Items
    /// keep their configured size whatever the Dynamic Type size (the row's height does not
    /// follow it). An empty section has no row, only its header and footer.
    ///
    /// Inside the row the view's `itemSize`, `onSelect`, cells, selection binding
    /// (`selection(_:)`), ``CollectionLayoutView/itemContextMenu(_:)``,
    /// ``CollectionLayoutView/accessibilityItemLabel(_:)`` and ``CollectionLayoutView/onMove(perform:)``
    /// (called with the carousel section's id) apply to the carousel's items. The view's
    /// `centeredItem` and ``CollectionLayoutView/scrollPosition(id:anchor:)`` follow the stack, in
    /// which the row stands for its section's first item: they name the row by that id, and the
    /// ids of the carousel's other items are not tracked there. The item ids must be unique
    /// across all the sections.
    /// - Parameter configuration: The carousel. The default is `.standard`.
    public static func carousel(_ configuration: CarouselLayout.Configuration = .standard) -> Self {
        Self(.carousel(configuration))
    }
}
