import Foundation

/// Circles of the data's diameters, packed as tightly as the spacing allows in a vertically
/// scrolling column (the circles layout of the article “Making of Early – Circles Layout”, done without overlaps at any
/// width).
///
/// Each circle is placed at the lowest free position, one item after another, comparing the two
/// lowest free positions by where they leave the next circle (see ``CirclePackLayout/Ordering``
/// for the order rule, and `CirclePacker` for the algorithm). No two circles ever come closer than
/// ``Configuration/spacing`` (centres at least `r1 + r2 + spacing` apart), and every circle lies
/// inside the insets horizontally, at any width and for any number of items. Sections follow one
/// another: a section's circles start `spacing` below the lowest circle of the sections before it.
/// Right-to-left mirrors the packing, so that items read from the top right; the insets stay the
/// physical edges they are in UIKit.
///
/// ## Sizes from the data
/// A circle's diameter is the width of its size in ``LayoutEnvironment/itemSizes`` (the height is
/// ignored). Sizes are data, so they are clamped, never rejected:
/// - an item without a size, or whose width is NaN, zero, negative or −∞, gets
///   ``Configuration/defaultDiameter``;
/// - a circle wider than the room between the insets (including +∞) is scaled down to exactly
///   that room, so that it still fits;
/// - a diameter is at least 1/65,536 of that room, so that no cell of the collision grid can hold
///   an unbounded number of circles (at 375 points that is 0.005 points), and at least the least
///   normal number (`CGFloat.leastNormalMagnitude`, about 2.2e-308): no circle is subnormal.
///
/// ## The container
/// The width is the bounds less the content insets (`LayoutEnvironment.availableSize`), at most
/// 10^9 points (`PreparedCirclePack.widestContainer`: a wider container packs as if that wide,
/// so that no distance overflows); the height plays no part. When the container is narrower than
/// the left and right insets together, the insets shrink in proportion to fill it. When the room
/// between them is narrower than the least normal number (none at all included), every circle has
/// diameter 0 and the circles stand in a column `spacing` apart: nothing is drawn until the
/// container grows, but nothing traps or overlaps either. A room narrower than one circle holds
/// one column of circles as wide as the room. With no items the content is the insets.
///
/// The packing has the same shape at every size: a container whose room and spacing are both
/// under a point is packed in units of its own size (a power of two), so 2 circles 10^-100 wide
/// stand in a column just as 2 circles 100 wide do. Only the final frames round, to the
/// precision of their coordinates.
///
/// ## Headers, footers and backgrounds
/// With a header or a footer (``Configuration/headerHeight`` or ``Configuration/footerHeight``
/// above 0), each section is laid out as the justified gallery lays out its sections: its header
/// (full content width), the top inset, its circles, the bottom inset, its footer; sections then
/// follow one another with no gap, an empty one keeping its header and footer with no insets
/// between them. The configured heights are estimates, which the heights the views ask for
/// replace (``LayoutEnvironment/supplementaryHeights``), and grow with
/// ``LayoutEnvironment/dynamicTypeScale`` (circle diameters, which come from the data, do not).
/// ``Configuration/sectionHeadersPinToVisibleBounds`` pins headers as the gallery does
/// (``JustifiedGalleryLayout``, "Pinned headers"). Without headers and footers the packing is as
/// above. ``Configuration/showsSectionBackgrounds`` adds a decoration view of kind
/// `"background"` per section, covering its extent (sections tile the
/// content: without headers and footers a section starts at the bottom of the circles before it,
/// the first at 0) across the content width, below the circles. Appending items to a packing with
/// headers or footers packs afresh.
///
/// ## Cost
/// `prepare` places each circle with work bounded by the circles a row can hold, and by 256 (the
/// packer's chain, `CirclePacker.maximumChain`): O(n) for diameters within a factor of a few
/// hundred of each other, at any container size. The collision grid holds at most 4 cells a
/// circle (`CircleGrid.maximumCells`), so the memory is O(n) too. Wildly mixed diameters (a
/// factor of 10,000) stay correct but get slower, as one grid cell then holds many small circles.
/// `layouts bench --layout circles` measures it. `elements(in:)` is O(log n + k) through a
/// spatial index (`SpatialIndex`).
public struct CirclePackLayout: CollectionLayout, ConfiguredLayout {
    /// The layout's configuration.
    public let configuration: Configuration

    /// Creates a circle packing layout. The default configuration is ``Configuration/standard``.
    public init(configuration: Configuration = .standard) {
        self.configuration = configuration
    }

    public func prepare(in environment: LayoutEnvironment) -> PreparedCirclePack {
        let (configuration, environment) = preparation(for: environment)
        return PreparedCirclePack(configuration: configuration, environment: environment)
    }

    /// Continues the packing in `prepared` when `environment` only appends items to it: the last
    /// old circle of the section they extend is placed again (it now has a circle after it to look
    /// ahead to), then the new ones, so the cost is that of the new circles and one old one.
    /// With measured sizes (``Configuration/itemSizing``) a change of sizes packs again from a
    /// checkpoint before the first circle changed. Anything else packs afresh. Identical, bit for
    /// bit, to ``prepare(in:)``.
    public func prepare(in environment: LayoutEnvironment, updating prepared: inout PreparedCirclePack) {
        let (configuration, environment) = preparation(for: environment)
        if prepared.configuration == configuration, configuration.itemSizing != .fixed,
            let first = environment.firstItemSizeChange(after: prepared.environment),
            prepared.updateMeasuredSizes(environment, from: first)
        {
            return
        }
        prepared.update(configuration, in: environment)
    }
}

extension CirclePackLayout {
    /// The order rule between consecutive items.
    public enum Ordering: String, Hashable, Sendable, Codable, CaseIterable {
        /// Items read top to bottom in index order: a circle's centre is never above the top edge
        /// of the circle before it, so a reader scanning down meets the items in order (within a
        /// circle's height). The default.
        case readingOrder
        /// No order rule: every circle takes the lowest free place it can reach, so later circles
        /// fill the holes earlier ones left, those a larger circle has since closed over included
        /// (up to 8 such holes at a time, the oldest given up first).
        case dense
    }

    /// What a circle packing looks like: immutable, checked when made.
    public struct Configuration: LayoutConfiguration {
        /// The room kept clear around the circles. The default is 20 on every side.
        public let insets: LayoutInsets
        /// The smallest gap between two circles. The default is 10.
        public let spacing: CGFloat
        /// The diameter of an item whose size the data does not give (or gives as NaN, zero,
        /// negative or −∞). The default is 100.
        public let defaultDiameter: CGFloat
        /// The order rule. The default is ``Ordering/readingOrder``.
        public let ordering: Ordering
        /// The height of each section's header, 0 for none; the estimate when the header view
        /// sizes itself. The default is 0 (unlike the gallery's: the packing has no row height).
        public package(set) var headerHeight: CGFloat
        /// The height of each section's footer, 0 for none. The default is 0.
        public package(set) var footerHeight: CGFloat
        /// Whether each section's header stays at the top of the visible area while its section is
        /// there, pushed away by the next section's, as in the gallery
        /// (``JustifiedGalleryLayout/Configuration/sectionHeadersPinToVisibleBounds``). No effect
        /// without headers. The default is false.
        public let sectionHeadersPinToVisibleBounds: Bool
        /// Whether each section has a background decoration (kind
        /// `"background"`) covering its extent, below the circles, as in
        /// the gallery (``JustifiedGalleryLayout/Configuration/showsSectionBackgrounds``). The
        /// default is false.
        public let showsSectionBackgrounds: Bool
        /// Where the diameters come from. With ``ItemSizing/measured(estimate:)`` a circle's
        /// diameter is the larger side of its size in ``LayoutEnvironment/itemSizes`` (its cell's,
        /// which the UIKit front measures: a circle around the content), or of the estimate for an
        /// item without one, clamped as any diameter is; a change of sizes packs again from the
        /// circles just before the first one changed. The default is ``ItemSizing/fixed``: the
        /// width, or ``defaultDiameter``.
        public let itemSizing: ItemSizing

        /// Creates a configuration.
        /// - Throws: ``LayoutError`` when an inset, the spacing or a header or footer height is
        ///   negative or not finite, a length is above 10⁶ points, or the default diameter or a
        ///   side of the measured sizes' estimate is not positive and finite.
        public init(
            insets: LayoutInsets = LayoutInsets(all: 20), spacing: CGFloat = 10,
            defaultDiameter: CGFloat = 100, ordering: Ordering = .readingOrder, headerHeight: CGFloat = 0,
            footerHeight: CGFloat = 0, sectionHeadersPinToVisibleBounds: Bool = false,
            showsSectionBackgrounds: Bool = false, itemSizing: ItemSizing = .fixed
        ) throws(LayoutError) {
            self.insets = try Validate.insets(insets, "insets")
            self.spacing = try Validate.length(spacing, "spacing")
            _ = try Validate.positive(defaultDiameter, "defaultDiameter")
            self.defaultDiameter = try Validate.length(defaultDiameter, "defaultDiameter")
            self.ordering = ordering
            self.headerHeight = try Validate.length(headerHeight, "headerHeight")
            self.footerHeight = try Validate.length(footerHeight, "footerHeight")
            self.sectionHeadersPinToVisibleBounds = sectionHeadersPinToVisibleBounds
            self.showsSectionBackgrounds = showsSectionBackgrounds
            self.itemSizing = try itemSizing.validated("itemSizing")
        }

        private init(unchecked ordering: Ordering) {
            insets = LayoutInsets(all: 20)
            spacing = 10
            defaultDiameter = 100
            self.ordering = ordering
            headerHeight = 0
            footerHeight = 0
            sectionHeadersPinToVisibleBounds = false
            showsSectionBackgrounds = false
            itemSizing = .fixed
        }

        /// Whether sections are laid out with headers or footers (see ``CirclePackLayout``).
        var hasSupplementaries: Bool { headerHeight > 0 || footerHeight > 0 }

        /// The tutorial's setup: insets of 20, circles 10 apart, in reading order.
        public static let standard = Configuration(unchecked: .readingOrder)
        /// As ``standard``, but dense.
        public static let dense = Configuration(unchecked: .dense)
    }
}
