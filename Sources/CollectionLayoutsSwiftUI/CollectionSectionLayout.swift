import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The layout of one section of a ``CollectionLayoutView`` whose sections each have their own
/// (``CollectionLayoutView/init(sections:itemSize:centeredItem:onSelect:cell:)``): a circle
/// packing, a justified gallery, a staggered grid or a list.
///
/// There is no carousel section: the sections scroll vertically, and a carousel row needs to
/// scroll sideways on its own. In UIKit, `NSCollectionLayoutSection.carousel(_:itemCount:environment:)`
/// makes one as an orthogonally scrolling section of a compositional layout.
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
}
