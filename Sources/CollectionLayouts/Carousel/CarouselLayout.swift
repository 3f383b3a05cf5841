import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A carousel: one item in the middle of the visible area with its neighbours peeking, that pages
/// from item to item with velocity-aware snapping (the paging layout of the article “Making of Early – Paging Layout”).
///
/// See <doc:Carousel> for what it does in detail.
public struct CarouselLayout: CollectionLayout, ConfiguredLayout {
    /// The carousel's configuration.
    public let configuration: Configuration

    /// Creates a carousel. The default configuration is ``Configuration/standard``.
    public init(configuration: Configuration = .standard) {
        self.configuration = configuration
    }

    public func prepare(in environment: LayoutEnvironment) -> PreparedCarousel {
        preparedAfresh(in: environment)
    }

    /// True: scrolling rests with an item in the middle.
    public var isPaging: Bool { true }

    /// The configuration's rate (``DecelerationRate/fast`` by default).
    public var decelerationRate: DecelerationRate? { configuration.decelerationRate }
}

extension CarouselLayout {
    /// Where an item rests along the scroll axis.
    public enum Alignment: String, Hashable, Sendable, CaseIterable {
        /// In the middle of the visible area less the content insets, neighbours peeking on both sides.
        case centered
        /// With its leading edge on the leading content inset (the left edge; the right edge right
        /// to left; the top scrolling vertically), the next items following it.
        case leading
    }

    /// How big every item is.
    public enum ItemSize: Hashable, Sendable, CustomStringConvertible {
        /// A size in points.
        case absolute(CGSize)
        /// Fractions of the container: the width as a fraction of the available width, the height
        /// of the available height (the bounds less the content insets; the bounds when there are
        /// none).
        case fractionOfBounds(width: CGFloat, height: CGFloat)

        /// The size in points for a container whose available size is `available`; at least 1
        /// point along each axis.
        package func resolved(in available: CGSize) -> CGSize {
            switch self {
            case .absolute(let size):
                return size
            case let .fractionOfBounds(width, height):
                return CGSize(
                    width: Swift.max(1, width * available.width), height: Swift.max(1, height * available.height))
            }
        }

        /// `240x320` or `0.8x0.6 of the bounds`.
        public var description: String {
            switch self {
            case .absolute(let size): "\(size.width)x\(size.height)"
            case let .fractionOfBounds(width, height): "\(width)x\(height) of the bounds"
            }
        }
    }

    /// What a carousel looks like and how it snaps: immutable, checked when made.
    public struct Configuration: LayoutConfiguration {
        /// The largest fraction of the bounds an item may take. Lengths are limited by
        /// `Validate.maximumLength` and `Validate.minimumItemLength`.
        package static let maximumFraction: CGFloat = 100

        /// The size of every item. The default is 240 × 320 points.
        public package(set) var itemSize: ItemSize
        /// The gap between neighbouring items along the scroll axis. The default is 10.
        public let spacing: CGFloat
        /// The scroll direction. The default is horizontal.
        public let scrollAxis: ScrollAxis
        /// Where items rest along the scroll axis: in the middle, or at the leading edge. The
        /// default is ``Alignment/centered``.
        public let alignment: Alignment
        /// The scale of an item one pitch or more away from the resting position (the centre, or the
        /// leading edge: ``alignment``), from 0 (exclusive) to 1;
        /// items nearer are interpolated linearly. The default is 1 (no scaling).
        public let sideItemScale: CGFloat
        /// The alpha of an item one pitch or more away from the resting position, from 0 to 1; items nearer
        /// are interpolated linearly. The default is 1 (opaque).
        public let sideItemAlpha: CGFloat
        /// Whether scrolling past the last item continues with the first, in both directions.
        /// The default is false.
        public let wraps: Bool
        /// The snapping rule (flick velocity, the cap of items per fling). The default is
        /// ``PageSnapping/standard``: no cap.
        public let snapping: PageSnapping
        /// The deceleration rate the collection view should use: the adapters apply it. The
        /// default is ``DecelerationRate/fast``, a carousel's natural rate.
        public let decelerationRate: DecelerationRate

        /// Creates a configuration.
        /// - Parameters:
        ///   - itemSize: The item size. The default is 240 × 320 points.
        ///   - spacing: The gap between items. The default is 10.
        ///   - scrollAxis: The scroll direction. The default is horizontal.
        ///   - alignment: Where items rest. The default is `.centered`.
        ///   - sideItemScale: The scale one pitch from the centre, in (0, 1]. The default is 1.
        ///   - sideItemAlpha: The alpha one pitch from the centre, in [0, 1]. The default is 1.
        ///   - wraps: Endless scrolling. The default is false.
        ///   - maximumItemsPerFling: The most items one fling may move, at least 1, or nil for no
        ///     limit. The default is nil.
        ///   - flickVelocity: The release speed in points per millisecond from which a fling
        ///     moves at least one item. The default is 0.3.
        ///   - decelerationRate: The rate for the collection view. The default is `.fast`.
        /// - Throws: ``LayoutError`` naming the parameter when a size or fraction is not positive
        ///   and finite or too large, the spacing is negative, not finite or too large, a side
        ///   value is outside its range, the cap is below 1, or the flick velocity is negative or
        ///   not finite.
        public init(
            itemSize: ItemSize = .absolute(CGSize(width: 240, height: 320)), spacing: CGFloat = 10,
            scrollAxis: ScrollAxis = .horizontal, alignment: Alignment = .centered, sideItemScale: CGFloat = 1,
            sideItemAlpha: CGFloat = 1,
            wraps: Bool = false, maximumItemsPerFling: Int? = nil, flickVelocity: CGFloat = 0.3,
            decelerationRate: DecelerationRate = .fast
        ) throws(LayoutError) {
            switch itemSize {
            case .absolute(let size):
                _ = try Validate.itemSize(size, "itemSize")
            case let .fractionOfBounds(width, height):
                let checked = try Validate.positive(CGSize(width: width, height: height), "itemFraction")
                _ = try Validate.inRange(checked.width, 0...Self.maximumFraction, "itemFraction.width")
                _ = try Validate.inRange(checked.height, 0...Self.maximumFraction, "itemFraction.height")
            }
            self.itemSize = itemSize
            self.spacing = try Validate.length(spacing, "spacing")
            self.scrollAxis = scrollAxis
            self.alignment = alignment
            let scale = try Validate.inRange(sideItemScale, 0...1, "sideItemScale")
            guard scale > 0 else { throw .tooSmall(parameter: "sideItemScale", value: 0, minimum: 0, inclusive: false) }
            self.sideItemScale = scale
            self.sideItemAlpha = try Validate.inRange(sideItemAlpha, 0...1, "sideItemAlpha")
            self.wraps = wraps
            if let maximumItemsPerFling { _ = try Validate.atLeast(maximumItemsPerFling, 1, "maximumItemsPerFling") }
            self.snapping = PageSnapping(
                flickVelocity: try Validate.nonNegative(flickVelocity, "flickVelocity"),
                maximumItemsPerFling: maximumItemsPerFling)
            self.decelerationRate = decelerationRate
        }

        private init(unchecked itemSize: CGSize, spacing: CGFloat) {
            self.itemSize = .absolute(itemSize)
            self.spacing = spacing
            self.scrollAxis = .horizontal
            self.alignment = .centered
            self.sideItemScale = 1
            self.sideItemAlpha = 1
            self.wraps = false
            self.snapping = .standard
            self.decelerationRate = .fast
        }

        /// 240 × 320 items, 10 apart, scrolling horizontally, no side effects, no wrapping: the
        /// tutorial's look.
        public static let standard = Configuration(unchecked: CGSize(width: 240, height: 320), spacing: 10)

        /// Whether side items are scaled or faded, so that attributes depend on the scroll offset.
        package var hasSideEffects: Bool { sideItemScale != 1 || sideItemAlpha != 1 }
    }
}

extension CarouselLayout.ItemSize {
    /// Hashes the case and its values; `==` is the synthesized comparison of the same values.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .absolute(let size):
            hasher.combine(0)
            hasher.combine(size: size)
        case let .fractionOfBounds(width, height):
            hasher.combine(1)
            hasher.combine(width)
            hasher.combine(height)
        }
    }
}
