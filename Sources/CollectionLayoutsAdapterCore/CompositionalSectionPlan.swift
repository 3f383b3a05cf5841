import CollectionLayouts
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One of the library's layouts as a section of compositional layout (UIKit's
/// `UICollectionViewCompositionalLayout`, AppKit's `NSCollectionViewCompositionalLayout`), as
/// values: what the section's group, insets, spacing and orthogonal scrolling are, and what its
/// visible-items handler does to each visible item. Each front only translates a plan into its
/// framework's `NSCollectionLayoutSection`, so that both fronts make the same section.
///
/// Two shapes:
/// - ``engine(_:itemCount:itemSizes:across:container:)``: the circle packing, the justified
///   gallery and the staggered grid, one custom group as large as the section whose frames are
///   the engine's (``customFrames``);
/// - ``carousel(_:itemCount:container:)``: one item per group, ``groupSize`` each, the carousel's
///   room before the first and after the last as the section's insets, paging to the resting item.
///
/// Invariant: ``groupSize`` is at least one point each way (compositional layout takes no empty
/// group); ``shownCount`` is at most the number of items.
package struct CompositionalSectionPlan: Sendable {
    /// How the section scrolls across the page: compositional layout's orthogonal scrolling
    /// behaviours, by the same names.
    package enum Scrolling: Equatable, Sendable {
        /// With the page (the default behaviour, `.none`).
        case none
        /// Sideways, freely (`.continuous`).
        case continuous
        /// Sideways, one group at a time, resting on a group's leading edge (`.groupPaging`).
        case groupPaging
        /// Sideways, one group at a time, resting with a group in the middle (`.groupPagingCentered`).
        case groupPagingCentered
    }

    /// What the section's visible-items handler does to one visible item.
    package enum VisibleItemChange: Equatable, Sendable {
        /// Hides the item, or shows it (the gallery's rows past its row limit are hidden).
        case hidden(Bool)
        /// The carousel's side effects for where the item is shown: its scale (both ways, about
        /// its centre), alpha and zIndex.
        case carousel(scale: CGFloat, alpha: CGFloat, zIndex: Int)
    }

    /// The size of the section's group: the whole section for a custom group, one item for the
    /// carousel.
    package let groupSize: CGSize
    /// The frames of the custom group's items, relative to the group's origin; nil when the group
    /// is one item filling it (the carousel).
    package let customFrames: [CGRect]?
    /// How the section scrolls.
    package let scrolling: Scrolling
    /// The gap between groups (`interGroupSpacing`).
    package let interGroupSpacing: CGFloat
    /// The section's leading content inset.
    package let leadingInset: CGFloat
    /// The section's trailing content inset.
    package let trailingInset: CGFloat
    /// The number of items shown: items from this index on are hidden.
    package let shownCount: Int
    /// The number of items of the section.
    package let itemCount: Int
    /// The carousel's row, when the section is a carousel whose side items are scaled or faded.
    private let sideEffects: CarouselSection?

    /// `layout`'s section of `itemCount` items: one custom group of the engine's frames
    /// (``StackableLayout/sectionFrames(across:itemCount:itemSizes:)``), as large as the section,
    /// scrolling sideways (``Scrolling/continuous``) when the layout scrolls horizontally.
    ///
    /// - Parameters:
    ///   - layout: The layout.
    ///   - itemCount: The section's number of items (a negative count counts as 0).
    ///   - itemSizes: Item `i`'s size, for the layouts that read sizes.
    ///   - across: The section's length across the layout's scroll axis; nil is `container`'s.
    ///   - container: The environment's container size (its effective content size).
    package static func engine<Layout: StackableLayout>(
        _ layout: Layout, itemCount: Int, itemSizes: [CGSize] = [], across: CGFloat? = nil, container: CGSize
    ) -> CompositionalSectionPlan {
        let horizontal = layout.scrollAxis == .horizontal
        let placed = layout.sectionFrames(
            across: across ?? (horizontal ? container.height : container.width), itemCount: itemCount,
            itemSizes: itemSizes)
        return CompositionalSectionPlan(
            groupSize: CGSize(width: Swift.max(placed.size.width, 1), height: Swift.max(placed.size.height, 1)),
            customFrames: placed.frames, scrolling: horizontal ? .continuous : .none, interGroupSpacing: 0,
            leadingInset: 0, trailingInset: 0, shownCount: placed.shownCount, itemCount: placed.frames.count,
            sideEffects: nil)
    }

    /// A carousel of `itemCount` items as an orthogonally scrolling row (``CarouselSection``): one
    /// item per group, the carousel's spacing apart, its room before the first and after the last
    /// item as the leading and trailing insets, paging to the resting item (centred:
    /// ``Scrolling/groupPagingCentered``; leading: ``Scrolling/groupPaging``).
    ///
    /// - Parameters:
    ///   - configuration: The carousel (a vertical or wrapping one is laid out as the same
    ///     configuration scrolling horizontally without wrapping, as ``CarouselSection`` clamps).
    ///   - itemCount: The section's number of items (a negative count counts as 0).
    ///   - container: The environment's container size (its effective content size).
    package static func carousel(
        _ configuration: CarouselLayout.Configuration, itemCount: Int, container: CGSize
    ) -> CompositionalSectionPlan {
        let row = CarouselSection(configuration: configuration, containerSize: container, itemCount: itemCount)
        return CompositionalSectionPlan(
            groupSize: CGSize(width: Swift.max(row.itemSize.width, 1), height: Swift.max(row.itemSize.height, 1)),
            customFrames: nil, scrolling: row.isCentered ? .groupPagingCentered : .groupPaging,
            interGroupSpacing: row.spacing, leadingInset: row.leadingInset, trailingInset: row.trailingInset,
            shownCount: row.frames.count, itemCount: row.frames.count, sideEffects: row.hasSideEffects ? row : nil)
    }

    /// Whether the section needs a visible-items handler: some items are hidden, or the carousel
    /// scales or fades its side items. Without one, ``change(ofItem:centerX:sectionOffsetX:)`` is
    /// nil for every item.
    package var adjustsVisibleItems: Bool {
        shownCount < itemCount || sideEffects != nil
    }

    /// What the visible-items handler does to item `item` of the section, given where the framework
    /// shows it: `centerX`, the horizontal centre of the item's frame (untouched by a transform),
    /// and `sectionOffsetX`, the horizontal content offset the handler is given (the section's
    /// orthogonal scroll offset). Nil: leave the item as it is.
    ///
    /// For the carousel: the content offset at which the carousel shows item `item` where the row
    /// shows it is `frames[item].midX − (centerX − sectionOffsetX)` (the row's geometry is the
    /// carousel's, as ``CarouselSection`` makes it), and the change is the carousel's scale,
    /// alpha and zIndex of the item at that offset.
    package func change(ofItem item: Int, centerX: CGFloat, sectionOffsetX: CGFloat) -> VisibleItemChange? {
        guard item >= 0, item < itemCount else { return nil }
        if let row = sideEffects {
            let offset = row.frames[item].midX - (centerX - sectionOffsetX)
            guard offset.isFinite, let attributes = row.attributes(ofItem: item, atOffset: offset) else { return nil }
            return .carousel(scale: attributes.transform.scale, alpha: attributes.alpha, zIndex: attributes.zIndex)
        }
        return shownCount < itemCount ? .hidden(item >= shownCount) : nil
    }
}
