// Compositional layout exists only in the real UIKit: UIKitStandIn has none, so this file is
// empty wherever the adapter builds against it (the other files' guard would fail there).
#if !os(watchOS) && canImport(UIKit)
import CollectionLayouts
import UIKit

/// The library's layouts as sections of `UICollectionViewCompositionalLayout`, to mix with
/// Apple's own sections (lists, grids) in one collection view.
///
/// Call them from the layout's section provider, with the environment it passes:
///
/// ```swift
/// let layout = UICollectionViewCompositionalLayout { section, environment in
///     switch section {
///     case 0: .carousel(featured, itemCount: features.count, environment: environment)
///     case 1: .circlePack(itemCount: topics.count, itemSizes: topics.map(\.size), environment: environment)
///     default: .list(using: UICollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
///     }
/// }
/// ```
///
/// The circle packing, the justified gallery and the staggered grid are one custom group
/// ([`NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)`](https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/custom(layoutsize:itemprovider:)))
/// as large as the section, whose frames are the engine's for the section's items in the
/// environment's container ([`effectiveContentSize`](https://developer.apple.com/documentation/uikit/nscollectionlayoutcontainer/effectivecontentsize)):
/// the frames the layout's own prepare gives one section of those items in a collection view that
/// wide, with no content insets, left to right, at the default text size (the configuration's
/// insets are the section's margins). The carousel is an orthogonally scrolling section
/// ([`orthogonalScrollingBehavior`](https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/orthogonalscrollingbehavior))
/// whose scroll offsets are the carousel's content offsets.
///
/// The item count must be the section's number of items in the data source: a custom group holds
/// that many items, and the section would repeat it for more. The factories expect a vertically
/// scrolling compositional layout; the gallery's header and footer heights leave room for views
/// it does not add (give 0 and use `boundarySupplementaryItems` instead).
extension NSCollectionLayoutSection {
    /// A circle packing of `itemCount` items: a custom group of the engine's frames.
    ///
    /// - Parameters:
    ///   - configuration: The packing. The default is `.standard`.
    ///   - itemCount: The section's number of items.
    ///   - itemSizes: Item `i`'s size, its width the circle's diameter; an item without one (past
    ///     the end, or a missing or bad width) takes the configuration's default diameter.
    ///   - environment: The environment the section provider was given.
    public static func circlePack(
        _ configuration: CirclePackLayout.Configuration = .standard, itemCount: Int, itemSizes: [CGSize] = [],
        environment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        engineSection(
            CirclePackLayout(configuration: configuration), itemCount: itemCount, itemSizes: itemSizes,
            across: nil, environment: environment)
    }

    /// A justified gallery of `itemCount` items: a custom group of the engine's frames. Items
    /// the configuration's row limit hides are hidden through the section's
    /// [`visibleItemsInvalidationHandler`](https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/visibleitemsinvalidationhandler).
    ///
    /// - Parameters:
    ///   - configuration: The gallery. The default is `.standard`.
    ///   - itemCount: The section's number of items.
    ///   - itemSizes: In the aspect-ratio mode, item `i`'s size, whose width over its height is
    ///     its aspect ratio (a missing or bad size counts as square); ignored by the width-range mode.
    ///   - environment: The environment the section provider was given.
    public static func justifiedGallery(
        _ configuration: JustifiedGalleryLayout.Configuration = .standard, itemCount: Int,
        itemSizes: [CGSize] = [], environment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        engineSection(
            JustifiedGalleryLayout(configuration: configuration), itemCount: itemCount, itemSizes: itemSizes,
            across: nil, environment: environment)
    }

    /// A staggered grid of `itemCount` items: a custom group of the engine's frames. A grid that
    /// scrolls horizontally (the default) takes its rows from its height and scrolls sideways
    /// ([`UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous`](https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior/continuous));
    /// one that scrolls vertically takes its columns from the width and scrolls with the page.
    ///
    /// - Parameters:
    ///   - configuration: The grid. The default is `.standard`.
    ///   - itemCount: The section's number of items.
    ///   - across: The section's length across the grid's scroll axis: its height scrolling
    ///     horizontally, its width scrolling vertically. The default, nil, is the container's
    ///     effective content size along that axis.
    ///   - environment: The environment the section provider was given.
    public static func staggeredGrid(
        _ configuration: StaggeredGridLayout.Configuration = .standard, itemCount: Int, across: CGFloat? = nil,
        environment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        engineSection(
            StaggeredGridLayout(configuration: configuration), itemCount: itemCount, itemSizes: [],
            across: across, environment: environment)
    }

    /// A carousel of `itemCount` items as an orthogonally scrolling row: one item per group, the
    /// configuration's spacing apart
    /// ([`interGroupSpacing`](https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/intergroupspacing)),
    /// with the carousel's room before the first and after the last as the section's leading and
    /// trailing content insets, so that every item lands where the carousel places it in a
    /// collection view of the container's effective content size. Scrolling pages to the resting
    /// item: centred items with
    /// `groupPagingCentered` ("one group at a time, centering each group", as the SDK's header
    /// says of it; [`UICollectionLayoutSectionOrthogonalScrollingBehavior`](https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior)),
    /// leading ones with
    /// [`groupPaging`](https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior/grouppaging)
    /// (compositional layout's own paging: the configuration's snapping and deceleration rate do
    /// not apply). When the configuration scales or fades side items, the section's
    /// [`visibleItemsInvalidationHandler`](https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/visibleitemsinvalidationhandler)
    /// gives each visible item the carousel's scale, alpha and zIndex for where it is shown.
    ///
    /// The row scrolls horizontally and does not wrap: a configuration that scrolls vertically or
    /// wraps is laid out as the same configuration scrolling horizontally without wrapping. A
    /// height given as a fraction of the bounds is a fraction of the container's effective height.
    ///
    /// - Parameters:
    ///   - configuration: The carousel. The default is `.standard`.
    ///   - itemCount: The section's number of items.
    ///   - environment: The environment the section provider was given.
    public static func carousel(
        _ configuration: CarouselLayout.Configuration = .standard, itemCount: Int,
        environment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let row = CarouselSection(
            configuration: configuration, containerSize: environment.container.effectiveContentSize,
            itemCount: itemCount)
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .absolute(row.itemSize.width), heightDimension: .absolute(row.itemSize.height)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = row.spacing
        section.contentInsets = NSDirectionalEdgeInsets(
            top: 0, leading: row.leadingInset, bottom: 0, trailing: row.trailingInset)
        section.orthogonalScrollingBehavior = row.isCentered ? .groupPagingCentered : .groupPaging
        guard row.hasSideEffects else { return section }
        section.visibleItemsInvalidationHandler = { items, offset, _ in
            for item in items where item.representedElementCategory == .cell {
                let index = item.indexPath.item
                guard row.frames.indices.contains(index) else { continue }
                // The carousel's content offset at which this item's centre is where the row shows
                // it in the visible area: the row's own offset when the row's geometry is the
                // carousel's, as `CarouselSection` makes it. (`center` is untouched by `transform`.)
                let carouselOffset = row.frames[index].midX - (item.center.x - offset.x)
                guard let attributes = row.attributes(ofItem: index, atOffset: carouselOffset) else { continue }
                let scale = attributes.transform.scale
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
                item.alpha = attributes.alpha
                item.zIndex = attributes.zIndex
            }
        }
        return section
    }

    /// `layout`'s section of `itemCount` items: one custom group of the engine's frames, as large
    /// as the section (at least a point each way: compositional layout takes no empty group),
    /// scrolling sideways when the layout scrolls horizontally. `across` nil is the container's
    /// effective length across the layout's axis.
    private static func engineSection<Layout: StackableLayout>(
        _ layout: Layout, itemCount: Int, itemSizes: [CGSize], across: CGFloat?,
        environment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let container = environment.container.effectiveContentSize
        let horizontal = layout.scrollAxis == .horizontal
        let placed = layout.sectionFrames(
            across: across ?? (horizontal ? container.height : container.width), itemCount: itemCount,
            itemSizes: itemSizes)
        let frames = placed.frames
        let group = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .absolute(max(placed.size.width, 1)),
                heightDimension: .absolute(max(placed.size.height, 1)))
        ) { _ in
            frames.map { NSCollectionLayoutGroupCustomItem(frame: $0) }
        }
        let section = NSCollectionLayoutSection(group: group)
        if horizontal { section.orthogonalScrollingBehavior = .continuous }
        let shown = placed.shownCount
        if shown < frames.count {
            section.visibleItemsInvalidationHandler = { items, _, _ in
                for item in items where item.representedElementCategory == .cell {
                    item.isHidden = item.indexPath.item >= shown
                }
            }
        }
        return section
    }
}
#endif
