// One source for both fronts: the AppKit front links here from its Shared folder and its target
// defines COLLECTION_LAYOUTS_APPKIT (Package.swift), so each front compiles this file against its
// own framework, whose compositional layout classes have the same names and API (the engine
// catalog's Architecture.md, "One source, two fronts"); what differs is in each front's
// NSCollectionLayoutVisibleItem+Front.swift. Compositional layout exists only in the real UIKit:
// UIKitStandIn has none, so the UIKit front compiles this file empty wherever it builds against
// the stand-in.
#if (COLLECTION_LAYOUTS_APPKIT && canImport(AppKit) && !targetEnvironment(macCatalyst)) || (!COLLECTION_LAYOUTS_APPKIT && !os(watchOS) && canImport(UIKit))
import CollectionLayouts
import CollectionLayoutsAdapterCore
#if COLLECTION_LAYOUTS_APPKIT
import AppKit
#else
import UIKit
#endif

/// The library's layouts as sections of a compositional layout
/// (`UICollectionViewCompositionalLayout`, `NSCollectionViewCompositionalLayout` on the Mac), to
/// mix with sections of your own (lists, grids) in one collection view. UIKit and AppKit get the
/// same sections, decided by the same code (the adapter core's `CompositionalSectionPlan`).
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
///
/// One difference on the Mac: AppKit's visible items
/// ([`NSCollectionLayoutVisibleItem`](https://developer.apple.com/documentation/appkit/nscollectionlayoutvisibleitem))
/// have an alpha, a zIndex, a hidden state and a centre, and no transform, so the carousel's side
/// items are faded and stacked as the carousel says, at full size: its `sideItemScale` does not
/// apply in a compositional section there (``CarouselCollectionViewLayout`` scales them).
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
        section(
            .engine(
                CirclePackLayout(configuration: configuration), itemCount: itemCount, itemSizes: itemSizes,
                container: environment.container.effectiveContentSize))
    }

    /// A justified gallery of `itemCount` items: a custom group of the engine's frames. Items
    /// the configuration's row limit hides are hidden through the section's
    /// [`visibleItemsInvalidationHandler`](https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/visibleitemsinvalidationhandler).
    ///
    /// - Parameters:
    ///   - configuration: The gallery. The default is `.standard`.
    ///   - itemCount: The section's number of items.
    ///   - itemSizes: In the aspect-ratio mode, item `i`'s size, whose width over its height is
    ///     its aspect ratio (a missing or bad size counts as square); in the width-range mode, read
    ///     only with measured sizes (`itemSizing`), as its width.
    ///   - environment: The environment the section provider was given.
    public static func justifiedGallery(
        _ configuration: JustifiedGalleryLayout.Configuration = .standard, itemCount: Int,
        itemSizes: [CGSize] = [], environment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        section(
            .engine(
                JustifiedGalleryLayout(configuration: configuration), itemCount: itemCount, itemSizes: itemSizes,
                container: environment.container.effectiveContentSize))
    }

    /// A staggered grid of `itemCount` items: a custom group of the engine's frames. A grid that
    /// scrolls horizontally (the default) takes its rows from its height and scrolls sideways
    /// (the section's `orthogonalScrollingBehavior` is `.continuous`); one that scrolls vertically
    /// takes its columns from the width and scrolls with the page.
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
        section(
            .engine(
                StaggeredGridLayout(configuration: configuration), itemCount: itemCount, across: across,
                container: environment.container.effectiveContentSize))
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
    /// gives each visible item the carousel's scale, alpha and zIndex for where it is shown (on the
    /// Mac its alpha and zIndex only: AppKit's visible items have no transform).
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
        section(.carousel(configuration, itemCount: itemCount, container: environment.container.effectiveContentSize))
    }

    /// The section `plan` describes (the adapter core's decisions), in the front's framework's
    /// terms: its group (custom, or one item filling it), insets, spacing, orthogonal scrolling and
    /// visible-items handler.
    private static func section(_ plan: CompositionalSectionPlan) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(
            widthDimension: .absolute(plan.groupSize.width), heightDimension: .absolute(plan.groupSize.height))
        let group: NSCollectionLayoutGroup
        if let frames = plan.customFrames {
            group = .custom(layoutSize: size) { _ in frames.map { NSCollectionLayoutGroupCustomItem(frame: $0) } }
        } else {
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            group = .horizontal(layoutSize: size, subitems: [item])
        }
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = plan.interGroupSpacing
        section.contentInsets = NSDirectionalEdgeInsets(
            top: 0, leading: plan.leadingInset, bottom: 0, trailing: plan.trailingInset)
        section.orthogonalScrollingBehavior =
            switch plan.scrolling {
            case .none: .none
            case .continuous: .continuous
            case .groupPaging: .groupPaging
            case .groupPagingCentered: .groupPagingCentered
            }
        guard plan.adjustsVisibleItems else { return section }
        section.visibleItemsInvalidationHandler = { items, offset, _ in
            for item in items where item.showsItem {
                // `center` is untouched by the scale: where the row shows the item.
                switch plan.change(ofItem: item.indexPath.item, centerX: item.center.x, sectionOffsetX: offset.x) {
                case let .hidden(hidden):
                    item.isHidden = hidden
                case let .carousel(scale, alpha, zIndex):
                    item.scaleForCarousel(scale)
                    item.alpha = alpha
                    item.zIndex = zIndex
                case nil:
                    continue
                }
            }
        }
        return section
    }
}
#endif
