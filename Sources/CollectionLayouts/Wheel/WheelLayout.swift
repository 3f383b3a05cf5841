import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Items on a spinning wheel that turns as the content scrolls horizontally (the "spinning
/// wheel" of the article “UICollectionView Custom Layout Tutorial: A Spinning Wheel”).
///
/// See <doc:SpinningWheel> for what it does in detail.
public struct WheelLayout: CollectionLayout, ConfiguredLayout {
    /// The wheel's configuration.
    public let configuration: Configuration

    /// Creates a wheel layout. The default configuration is ``Configuration/standard``.
    public init(configuration: Configuration = .standard) {
        self.configuration = configuration
    }

    public func prepare(in environment: LayoutEnvironment) -> PreparedWheel {
        preparedAfresh(in: environment)
    }

    /// True: scrolling rests with an item upright in the middle.
    public var isPaging: Bool { true }
}

extension WheelLayout {
    /// What a wheel looks like: immutable, checked when made.
    public struct Configuration: LayoutConfiguration {
        /// The largest radius accepted, in points: a wheel larger than this is a straight line.
        package static let maximumRadius: CGFloat = 1e9
        /// The largest tilt accepted, in radians (60°): more flattens the wheel to a line.
        package static let maximumTilt: CGFloat = .pi / 3

        /// The size of every item. The default is 133 × 173.
        public package(set) var itemSize: CGSize
        /// The distance from an item's centre to the point it turns about. The default is 500.
        public package(set) var radius: CGFloat
        /// The angle between neighbouring items, in radians, in (0, π]. The default is
        /// `atan(itemSize.width / radius)`, which keeps neighbours' centres about an item width apart.
        public let anglePerItem: CGFloat
        /// Whether the wheel's centre is above the items, which hang from it, rather than below.
        /// The default is false.
        public let isHanging: Bool
        /// How far the wheel leans back, in radians, from −π/3 to π/3: each item gets a 3-D turn of
        /// this angle about the horizontal axis through the wheel's centre (`rotationX`, negated
        /// when hanging, so that a positive tilt always takes the rim away from the viewer) seen in
        /// perspective from three times the distance from the centre to the items' far corners.
        /// The default is 0, a flat wheel.
        public let tilt: CGFloat
        /// How the wheel comes to rest after a fling. The default is ``PageSnapping/standard``.
        public let snapping: PageSnapping

        /// Creates a configuration.
        /// - Parameters:
        ///   - itemSize: The size of every item. The default is 133 × 173.
        ///   - radius: The distance from an item's centre to the wheel's centre. The default is 500.
        ///   - anglePerItem: The angle between neighbours in radians, or nil for the default
        ///     `atan(itemSize.width / radius)`.
        ///   - hanging: Whether the wheel's centre is above the items. The default is false.
        ///   - tilt: The lean of the wheel in radians. The default is 0.
        ///   - snapping: The snapping rule. The default is ``PageSnapping/standard``.
        /// - Throws: ``LayoutError`` when the item size is not positive and finite or a side is
        ///   outside 0.001…10⁶ points, the radius is
        ///   not in (0, 10⁹], the angle per item is not in (0, π] (more than half a
        ///   turn would put item `i + 1` left of item `i`), or the tilt is outside ±π/3.
        public init(
            itemSize: CGSize = CGSize(width: 133, height: 173), radius: CGFloat = 500,
            anglePerItem: CGFloat? = nil, hanging: Bool = false, tilt: CGFloat = 0,
            snapping: PageSnapping = .standard
        ) throws(LayoutError) {
            // Sides from 0.001 (smaller, the anchor point, radius / height, overflows) to 10⁶ points
            // (so that the content width, items × width, stays finite).
            self.itemSize = try Validate.itemSize(itemSize, "itemSize")
            let r = try Validate.positive(radius, "radius")
            guard r <= Self.maximumRadius else {
                throw .tooLarge(parameter: "radius", value: Double(r), maximum: Double(Self.maximumRadius))
            }
            self.radius = r
            if let anglePerItem {
                let a = try Validate.positive(anglePerItem, "anglePerItem")
                guard a <= .pi else { throw .tooLarge(parameter: "anglePerItem", value: Double(a), maximum: Double.pi) }
                self.anglePerItem = a
            } else {
                self.anglePerItem = atan(self.itemSize.width / r)
            }
            self.isHanging = hanging
            self.tilt = try Validate.inRange(tilt, -Self.maximumTilt...Self.maximumTilt, "tilt")
            self.snapping = snapping
        }

        private init(unchecked itemSize: CGSize, radius: CGFloat) {
            self.itemSize = itemSize
            self.radius = radius
            self.anglePerItem = atan(itemSize.width / radius)
            self.isHanging = false
            self.tilt = 0
            self.snapping = .standard
        }

        /// The tutorial's wheel: 133 × 173 items (book covers) on a radius of 500, neighbours
        /// `atan(133 / 500)` ≈ 14.9° apart, the centre below.
        public static let standard = Configuration(unchecked: CGSize(width: 133, height: 173), radius: 500)

        /// The y of the anchor point in the unit square of an item: `(h/2 + radius) / h`, or
        /// `(h/2 − radius) / h` when hanging.
        package var anchorPointY: CGFloat {
            let h = itemSize.height
            return (h / 2 + (isHanging ? -radius : radius)) / h
        }

        /// The distance from the wheel's centre to the farthest point of an item:
        /// `hypot(itemWidth/2, radius + itemHeight/2)`.
        package var outerRadius: CGFloat { hypot(itemSize.width / 2, radius + itemSize.height / 2) }

        /// The viewing distance of the tilt's perspective: three times ``outerRadius``, so that no
        /// point comes nearer than two thirds of it and nothing is enlarged by more than 1.5×;
        /// 0 (no perspective) when the tilt is 0.
        package var perspective: CGFloat { tilt == 0 ? 0 : 3 * outerRadius }
    }
}

extension WheelLayout.Configuration {
    /// Hashes every stored value; `==` is the synthesized comparison of the same values.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(size: itemSize)
        hasher.combine(radius)
        hasher.combine(anglePerItem)
        hasher.combine(isHanging)
        hasher.combine(tilt)
        hasher.combine(snapping)
    }
}
