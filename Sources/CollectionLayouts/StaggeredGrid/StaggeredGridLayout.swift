import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A grid whose number of lanes comes from the container and whose every odd lane is shifted
/// along the scroll axis by a fraction of an item (the contacts layout of a book chapter on pre-calculating a layout).
///
/// Scrolling horizontally (the default), lanes are rows: as many whole rows as fit the height
/// (at least one), items placed column by column, odd rows shifted right by half an item.
/// Scrolling vertically, lanes are columns filled row by row. Each section starts a new line.
/// Right-to-left mirrors the grid horizontally.
///
/// A grid stores no frames: `prepare` is O(sections) and `elements(in:)` is O(k + log sections),
/// whatever the item count.
public struct StaggeredGridLayout: CollectionLayout, ConfiguredLayout {
    /// The grid's configuration.
    public let configuration: Configuration

    /// Creates a grid layout. The default configuration is ``Configuration/standard``.
    public init(configuration: Configuration = .standard) {
        self.configuration = configuration
    }

    public func prepare(in environment: LayoutEnvironment) -> PreparedStaggeredGrid {
        preparedAfresh(in: environment)
    }
}

extension StaggeredGridLayout {
    /// What a staggered grid looks like: immutable, checked when made.
    public struct Configuration: LayoutConfiguration {
        /// The size of every item. The default is 100 × 90.
        public package(set) var itemSize: CGSize
        /// The gap between neighbouring items, along and across the scroll axis. The default is 10.
        public let spacing: CGFloat
        /// How far odd lanes are shifted along the scroll axis, as a fraction of the item's length
        /// along it, from 0 (no stagger) to 1. The default is 0.5.
        public let staggerFraction: CGFloat
        /// The scroll direction. The default is horizontal.
        public let scrollAxis: ScrollAxis
        /// The room kept clear around the grid. The default is zero.
        public let insets: LayoutInsets

        /// Creates a configuration.
        /// - Throws: ``LayoutError`` when the item size is not positive and finite, the spacing or
        ///   an inset is negative or not finite, a length is above 10⁶ points, an item
        ///   length is below 0.001 points, or the stagger is outside 0...1.
        public init(
            itemSize: CGSize = CGSize(width: 100, height: 90), spacing: CGFloat = 10,
            staggerFraction: CGFloat = 0.5, scrollAxis: ScrollAxis = .horizontal,
            insets: LayoutInsets = .zero
        ) throws(LayoutError) {
            self.itemSize = try Validate.itemSize(itemSize, "itemSize")
            self.spacing = try Validate.length(spacing, "spacing")
            self.staggerFraction = try Validate.inRange(staggerFraction, 0...1, "staggerFraction")
            self.scrollAxis = scrollAxis
            self.insets = try Validate.insets(insets, "insets")
        }

        private init(unchecked itemSize: CGSize, spacing: CGFloat) {
            self.itemSize = itemSize
            self.spacing = spacing
            self.staggerFraction = 0.5
            self.scrollAxis = .horizontal
            self.insets = .zero
        }

        /// The tutorial's contacts grid: 100 × 90 items, 10 apart, odd rows shifted by half an
        /// item, scrolling horizontally.
        public static let standard = Configuration(unchecked: CGSize(width: 100, height: 90), spacing: 10)
    }
}

extension StaggeredGridLayout.Configuration {
    /// Hashes every stored value; `==` is the synthesized comparison of the same values.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(size: itemSize)
        hasher.combine(spacing)
        hasher.combine(staggerFraction)
        hasher.combine(scrollAxis)
        hasher.combine(insets)
    }
}
