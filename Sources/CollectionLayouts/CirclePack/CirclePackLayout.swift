import Foundation

/// Circles of the data's diameters, packed as tightly as the spacing allows in a vertically
/// scrolling column (the circles layout of the article “Making of Early – Circles Layout”, done without overlaps at any
/// width).
///
/// See <doc:CirclePacking> for what it does in detail.
public struct CirclePackLayout: CollectionLayout, ConfiguredLayout, MeasuredSizesLayout {
    /// The layout's configuration.
    public let configuration: Configuration
    /// Where the diameters come from (``Configuration/itemSizing``).
    package var itemSizing: ItemSizing { configuration.itemSizing }

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
        guard !prepared.takeMeasuredSizes(environment, for: configuration, sizing: configuration.itemSizing) else {
            return
        }
        prepared.update(configuration, in: environment)
    }

    /// As ``prepare(in:updating:)``, knowing that the sizes changed from `first` on (a cell
    /// measured it): no search for the first change.
    @_spi(Tools) public func prepare(
        in environment: LayoutEnvironment, updating prepared: inout PreparedCirclePack,
        sizesChangedFrom first: ElementIndex
    ) {
        let (configuration, environment) = preparation(for: environment)
        guard !prepared.takeMeasuredSizes(environment, for: configuration, sizing: itemSizing, from: first) else {
            return
        }
        prepare(in: environment, updating: &prepared)
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
