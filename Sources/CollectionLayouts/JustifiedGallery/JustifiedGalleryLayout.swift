import Foundation

// `MeasuredSizesLayout` is declared here, not in `+MeasuredSizes.swift`: the adapters find it by a
// dynamic cast only, and a linker taking the engine from a static archive keeps an object file
// for the symbols others use, so a conformance alone in its own file could be left out.

/// Rows of items that fill the width exactly, section after section, scrolling vertically: the
/// photo grid of the article “Creating custom layouts for UICollectionView” made stable, and the justified photo grid
/// of Flickr or Google Photos.
///
/// See <doc:JustifiedGallery> for what it does in detail.
public struct JustifiedGalleryLayout: CollectionLayout, ConfiguredLayout, MeasuredSizesLayout {
    /// The gallery's configuration.
    public let configuration: Configuration

    /// The aspect ratios an item can have: data outside is clamped into this range.
    package static let aspectRatioRange: ClosedRange<CGFloat> = 0.01...100

    /// The most items a row holds in the aspect-ratio mode. It bounds the line breaker's work
    /// (O(n·k)) whatever the data and the target (the fuzzer found a cap of 1,000 too slow); real
    /// galleries have rows of 2 to 20 items.
    @_spi(Tools) public static let maximumItemsPerRow = 200

    /// Creates a gallery layout. The default configuration is ``Configuration/standard``.
    public init(configuration: Configuration = .standard) {
        self.configuration = configuration
    }

    public func prepare(in environment: LayoutEnvironment) -> PreparedJustifiedGallery {
        preparedAfresh(in: environment)
    }

    /// Lays out in `prepared` only what `environment` changes: when it appends, the last section
    /// from its last row (widths mode) or from the last break the optimal breaks keep
    /// (aspect-ratio mode, usually a row or two back), then any new sections; when it changes only
    /// headers' and footers' heights (``LayoutEnvironment/supplementaryHeights``), only the sections
    /// from the first that changes down, moved, with no row broken again. Anything else prepares
    /// afresh. With measured sizes (``Configuration/itemSizing``) in the width-range mode, a change of
    /// sizes lays out again from the row before the first item whose size changed. Identical, bit
    /// for bit, to ``prepare(in:)``.
    public func prepare(in environment: LayoutEnvironment, updating prepared: inout PreparedJustifiedGallery) {
        let (configuration, environment) = preparation(for: environment)
        if prepared.configuration == configuration && prepared.resizeSupplementaries(environment) { return }
        guard !prepared.takeMeasuredSizes(environment, for: configuration, sizing: configuration.itemSizing) else {
            return
        }
        prepared.update(configuration, in: environment)
    }

    /// The aspect ratio the layout uses for a size from the data: `width / height`, 1 when either
    /// is missing, zero, negative, NaN or infinite, clamped into 0.01…100 (``aspectRatioRange``).
    @_spi(Tools) public static func aspectRatio(of size: CGSize?) -> CGFloat {
        guard let size, size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return 1 }
        let ratio = size.width / size.height
        guard ratio.isFinite else { return 1 }
        return Swift.min(Swift.max(ratio, aspectRatioRange.lowerBound), aspectRatioRange.upperBound)
    }
}

extension JustifiedGalleryLayout {
    /// How items are sized.
    public enum Mode: Hashable, Sendable {
        /// Every item `height` tall, with a natural width between `min` and `max` from a seeded
        /// per-item hash; rows are justified by changing the last item (see ``JustifiedGalleryLayout``).
        case widthRange(min: CGFloat, max: CGFloat, height: CGFloat)
        /// Items keep the aspect ratio of their size in the data; rows are scaled to fill the width,
        /// with line breaks that keep the row heights nearest `targetRowHeight` over the section.
        /// `tolerance` is how far below the target, as a fraction of it, a row of several items may
        /// fall: shorter rows are never formed (a row of one item always may be). The default is 0.5.
        case aspectRatios(targetRowHeight: CGFloat, tolerance: CGFloat = 0.5)

        /// The row height: `height`, or `targetRowHeight`.
        @_spi(Tools) public var rowHeight: CGFloat {
            switch self {
            case .widthRange(_, _, let height): height
            case .aspectRatios(let target, _): target
            }
        }
    }

    /// How the last row of a section is laid out when it does not fill the width.
    public enum LastRow: String, Hashable, Sendable, CaseIterable {
        /// Natural widths (at the target height), from the leading edge: the left, or the right in
        /// right-to-left layouts.
        case leading
        /// Natural widths, centred.
        case centered
        /// Filled to the width like every other row. In the width-range mode a last row too short
        /// to reach the width within `max` is stretched past it.
        case justified
    }

    /// What a gallery looks like: immutable, checked when made.
    public struct Configuration: LayoutConfiguration {
        /// How items are sized. The default is the tutorial's `.widthRange(min: 150, max: 300, height: 250)`.
        public package(set) var mode: Mode
        /// The room kept clear around each section's rows (below its header, above its footer).
        /// The default is 15 on every edge.
        public let insets: LayoutInsets
        /// The gap between neighbouring items of a row. The default is 15.
        public let itemSpacing: CGFloat
        /// The gap between rows. The default is 15.
        public let rowSpacing: CGFloat
        /// The height of each section's header, 0 for none. The default is a quarter of the row height.
        public package(set) var headerHeight: CGFloat
        /// The height of each section's footer, 0 for none. The default is 0.
        public package(set) var footerHeight: CGFloat
        /// How the last row of a section is laid out. The default is ``LastRow/leading``.
        public let lastRow: LastRow
        /// The most rows a section shows; items past them are hidden. The default is nil: every row.
        public let maximumRowsPerSection: Int?
        /// The seed of the widths in the width-range mode. The default is 0.
        public let seed: UInt64
        /// Whether each section's header stays at the top of the visible area while its section
        /// is there, pushed away by the next section's (see ``JustifiedGalleryLayout``, "Pinned
        /// headers"); the name `UICollectionViewFlowLayout` gives it. No effect without headers.
        /// The default is false.
        public package(set) var sectionHeadersPinToVisibleBounds: Bool
        /// Whether each section has a background: a decoration view of kind
        /// `"background"` at item 0 of the section (register the view for it),
        /// covering the section's extent (header to footer) across the content width, drawn
        /// below the items (`zIndex` −1). The default is false.
        public let showsSectionBackgrounds: Bool
        /// Where the items' sizes come from. With ``ItemSizing/measured(estimate:)`` in the
        /// width-range mode an item's natural width is the width of its size in
        /// ``LayoutEnvironment/itemSizes`` (its cell's, which the UIKit front measures), clamped
        /// into `min…max`, or the estimate's for an item without one; its height stays the row's.
        /// In the aspect-ratio mode the sizes' ratios are used as with ``ItemSizing/fixed``, the
        /// estimate standing for a missing size. The default is ``ItemSizing/fixed``.
        public let itemSizing: ItemSizing

        /// Creates a configuration.
        /// - Parameters:
        ///   - mode: How items are sized.
        ///   - insets: The space around the content, inside the container's content insets.
        ///   - itemSpacing: The space between items in a row.
        ///   - rowSpacing: The space between rows.
        ///   - headerHeight: The header's height; nil for a quarter of the row height.
        ///   - footerHeight: The footer's height; 0 for none.
        ///   - lastRow: How a section's last, incomplete row is laid out.
        ///   - maximumRowsPerSection: The most rows a section shows; nil for no limit.
        ///   - seed: The seed of the widths drawn in the width-range mode.
        ///   - sectionHeadersPinToVisibleBounds: Whether headers pin to the top of the visible
        ///     area. The default is false.
        ///   - showsSectionBackgrounds: Whether each section has a background decoration. The
        ///     default is false.
        ///   - itemSizing: Where the items' sizes come from. The default is ``ItemSizing/fixed``.
        /// - Throws: ``LayoutError`` when a size is not positive and finite (`min`, `max`, `height`,
        ///   `targetRowHeight`, the measured sizes' estimate), `max` is below `min`, the tolerance is outside 0…0.9, a spacing,
        ///   inset or header or footer height is negative or not finite, a length is above
        ///   10⁶ points, or the maximum row count is below 1.
        public init(
            mode: Mode = .widthRange(min: 150, max: 300, height: 250), insets: LayoutInsets = LayoutInsets(all: 15),
            itemSpacing: CGFloat = 15, rowSpacing: CGFloat = 15, headerHeight: CGFloat? = nil,
            footerHeight: CGFloat = 0, lastRow: LastRow = .leading, maximumRowsPerSection: Int? = nil,
            seed: UInt64 = 0, sectionHeadersPinToVisibleBounds: Bool = false, showsSectionBackgrounds: Bool = false,
            itemSizing: ItemSizing = .fixed
        ) throws(LayoutError) {
            switch mode {
            case let .widthRange(minimum, maximum, height):
                let low = try Validate.positive(minimum, "widthRange.min")
                let high = try Validate.positive(maximum, "widthRange.max")
                guard high >= low else {
                    throw .tooSmall(
                        parameter: "widthRange.max", value: Double(high), minimum: Double(low), inclusive: true)
                }
                self.mode = .widthRange(min: low, max: high, height: try Validate.positive(height, "widthRange.height"))
            case let .aspectRatios(target, tolerance):
                // Above 0.9 the shortest row would be a tenth of the target: rows of dozens of
                // items, which no gallery wants and which cost the line breaker O(n·k) for large k.
                self.mode = .aspectRatios(
                    targetRowHeight: try Validate.positive(target, "aspectRatios.targetRowHeight"),
                    tolerance: try Validate.inRange(tolerance, 0...0.9, "aspectRatios.tolerance"))
            }
            switch self.mode {
            case let .widthRange(_, maximum, height):
                _ = try Validate.length(maximum, "widthRange.max")
                _ = try Validate.length(height, "widthRange.height")
            case let .aspectRatios(target, _):
                _ = try Validate.length(target, "aspectRatios.targetRowHeight")
            }
            self.insets = try Validate.insets(insets, "insets")
            self.itemSpacing = try Validate.length(itemSpacing, "itemSpacing")
            self.rowSpacing = try Validate.length(rowSpacing, "rowSpacing")
            // `if let`, not `Optional.map` with a typed-throws closure: Apple's iOS 16 SDK ships a
            // Swift 5.8 standard library, whose `map` cannot throw `LayoutError`.
            if let headerHeight {
                self.headerHeight = try Validate.length(headerHeight, "headerHeight")
            } else {
                self.headerHeight = self.mode.rowHeight / 4
            }
            self.footerHeight = try Validate.length(footerHeight, "footerHeight")
            self.lastRow = lastRow
            if let maximumRowsPerSection {
                self.maximumRowsPerSection = try Validate.atLeast(maximumRowsPerSection, 1, "maximumRowsPerSection")
            } else {
                self.maximumRowsPerSection = nil
            }
            self.seed = seed
            self.sectionHeadersPinToVisibleBounds = sectionHeadersPinToVisibleBounds
            self.showsSectionBackgrounds = showsSectionBackgrounds
            self.itemSizing = try itemSizing.validated("itemSizing")
        }

        private init(unchecked mode: Mode) {
            self.mode = mode
            self.insets = LayoutInsets(all: 15)
            self.itemSpacing = 15
            self.rowSpacing = 15
            self.headerHeight = mode.rowHeight / 4
            self.footerHeight = 0
            self.lastRow = .leading
            self.maximumRowsPerSection = nil
            self.seed = 0
            self.sectionHeadersPinToVisibleBounds = false
            self.showsSectionBackgrounds = false
            self.itemSizing = .fixed
        }

        /// The tutorial's photo grid: widths from 150 to 300, items 250 tall, 15 apart and from the
        /// edges, a header a quarter of the item height.
        public static let standard = Configuration(unchecked: .widthRange(min: 150, max: 300, height: 250))

        /// A photo grid from the photos' aspect ratios, rows near 250 points tall, otherwise as
        /// ``standard``.
        public static let photos = Configuration(unchecked: .aspectRatios(targetRowHeight: 250, tolerance: 0.5))

        /// The natural width of the item at `index` in the width-range mode, before its row is
        /// justified: the same for the same (seed, section, item) on every prepare and machine.
        /// Nil in the aspect-ratio mode.
        package func naturalWidth(at index: ElementIndex) -> CGFloat? {
            guard case let .widthRange(low, high, _) = mode else { return nil }
            return low + (high - low)
                * CGFloat(ItemHash.unitValue(seed: seed, section: index.section, item: index.item))
        }

        /// The natural width of the item at `index` in the width-range mode for the sizes of
        /// `environment`: with measured sizes its size's width (or the estimate's) clamped into
        /// `min…max` (documented clamp), otherwise ``naturalWidth(at:)``. Nil in the aspect-ratio mode.
        package func naturalWidth(at index: ElementIndex, in environment: LayoutEnvironment) -> CGFloat? {
            guard case let .widthRange(low, high, _) = mode else { return nil }
            guard let size = itemSizing.measuredSize(environment.itemSizes.size(at: index)) else {
                return naturalWidth(at: index)
            }
            return Swift.min(Swift.max(size.width, low), high)
        }
    }
}
