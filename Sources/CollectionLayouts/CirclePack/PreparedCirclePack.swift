import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A circle packing prepared for one environment. See ``CirclePackLayout``.
public struct PreparedCirclePack: PreparedLayout {
    /// The configuration this layout was prepared with.
    public let configuration: CirclePackLayout.Configuration
    public private(set) var environment: LayoutEnvironment
    public let contentSize: CGSize
    /// How hard the packing worked, for benchmarks.
    package let statistics: Statistics
    /// Every item's frame, section after section, as shown (mirrored in right-to-left).
    private let frames: [CGRect]
    /// The position in `frames` of each section's first item.
    private let sections: SectionOffsets
    private let index: SpatialIndex

    /// Figures from the packing: how many circles stayed on the front (the circles candidates
    /// come from) and how many candidate centres were generated and checked per circle.
    package struct Statistics: Hashable, Sendable {
        /// The mean number of circles on the front after each placement.
        package let averageFront: Double
        /// The largest number of circles on the front.
        package let largestFront: Int
        /// Candidate centres generated per circle (including the look-ahead's).
        package let candidatesPerCircle: Double
        /// Candidate centres checked for collisions per circle.
        package let checksPerCircle: Double
    }

    init(configuration: CirclePackLayout.Configuration, environment: LayoutEnvironment) {
        self.configuration = configuration
        self.environment = environment
        // Wider containers pack as if 10^9 points wide (documented clamp): squared distances of
        // coordinates past 10^154 would overflow, and rounding past 10^9 exceeds 10^-7.
        let width = Swift.min(Double(environment.availableSize.width), Self.widestContainer)
        let spacing = Double(configuration.spacing)
        let insets = configuration.insets

        // Right to left packs with the insets swapped and mirrors the result, so that the insets
        // stay physical edges as in UIKit.
        let mirrored = environment.layoutDirection == .rightToLeft
        var left = Double(mirrored ? insets.right : insets.left), right = Double(mirrored ? insets.left : insets.right)
        // Insets wider than the container shrink in proportion to fill it (documented clamp).
        if left + right > width {
            let scale = left + right > 0 ? width / (left + right) : 0
            left *= scale
            right = width - left
        }
        let room = Swift.max(0, width - left - right)
        // No cell of the grid holds more than a few circles when diameters are at least this.
        let smallest = room / Double(CircleGrid.maximumColumns)

        let sections = SectionOffsets(counts: environment.itemCounts)
        self.sections = sections
        let total = sections.total
        var sectionRadii: [[Double]] = []
        var sumOfSquares = 0.0
        for section in 0..<environment.numberOfSections {
            let count = environment.numberOfItems(inSection: section)
            var radii = [Double]()
            radii.reserveCapacity(count)
            for item in 0..<count {
                var diameter = environment.itemSizes.size(at: ElementIndex(section, item)).map { Double($0.width) } ?? .nan
                if diameter.isNaN || diameter <= 0 { diameter = Double(configuration.defaultDiameter) }
                diameter = Swift.max(Swift.min(diameter, room), smallest)
                radii.append(diameter / 2)
                sumOfSquares += (diameter + spacing) * (diameter + spacing)
            }
            sectionRadii.append(radii)
        }

        var frames = [CGRect]()
        frames.reserveCapacity(total)
        var top = Double(insets.top)
        var bottom = top
        var packed = false
        if room > 0 {
            // Cells twice the root-mean-square inflated diameter: the fastest of 0.5–4× on the
            // tutorial's data at 375 and 1024 points (fewer cells per query beats fewer circles per cell).
            let typical = total > 0 ? (sumOfSquares / Double(total)).squareRoot() : 1
            var packer = CirclePacker(left: left, right: width - right, top: top, spacing: spacing,
                                      readingOrder: configuration.ordering == .readingOrder,
                                      cellSize: 2 * typical, expectedCircles: total)
            for radii in sectionRadii where !radii.isEmpty {
                // The margin keeps rounding from putting a circle of this section closer than the
                // spacing to one of the last.
                if packed { top = bottom + spacing + CirclePacker.margin }
                bottom = packer.packSection(radii: radii, top: top)
                packed = true
            }
            for k in 0..<packer.count {
                let r = packer.radius[k]
                frames.append(CGRect(x: packer.centerX[k] - r, y: packer.centerY[k] - r, width: 2 * r, height: 2 * r))
            }
            let n = Double(Swift.max(total, 1))
            statistics = Statistics(averageFront: packer.averageFront, largestFront: packer.largestFront,
                                    candidatesPerCircle: Double(packer.candidatesGenerated) / n,
                                    checksPerCircle: Double(packer.candidatesChecked) / n)
        } else {
            // No room between the insets: every circle is a point, in a column `spacing` apart.
            for radii in sectionRadii where !radii.isEmpty {
                if packed { top = bottom + spacing }
                for k in radii.indices {
                    frames.append(CGRect(x: left, y: top + Double(k) * spacing, width: 0, height: 0))
                }
                bottom = top + Double(radii.count - 1) * spacing
                packed = true
            }
            statistics = Statistics(averageFront: 0, largestFront: 0, candidatesPerCircle: 0, checksPerCircle: 0)
        }
        contentSize = CGSize(width: width, height: (packed ? bottom : Double(insets.top)) + Double(insets.bottom))
        if mirrored {
            for k in frames.indices { frames[k] = frames[k].mirroredHorizontally(in: width) }
        }
        self.frames = frames
        index = SpatialIndex(frames: frames, axis: .vertical)
    }

    /// The number of circles.
    package var count: Int { frames.count }

    /// The widest container packed as it is; wider ones pack as if this wide.
    package static let widestContainer: Double = 1e9

    @discardableResult
    public func forEachElement(in rect: CGRect, _ body: (LayoutAttributes) -> Bool) -> Bool {
        var cursor = sections.cursor()
        return index.forEachPosition(overlapping: rect) { position in
            body(LayoutAttributes(index: cursor.index(ofFlat: position), frame: frames[position]))
        }
    }

    public func attributes(for index: ElementIndex) -> LayoutAttributes? {
        guard let position = sections.flatIndex(of: index) else { return nil }
        return LayoutAttributes(index: index, frame: frames[position])
    }

    /// The packing depends on the width only: a change of height alone invalidates nothing.
    public func invalidation(forBoundsChange newBounds: CGRect) -> LayoutInvalidation {
        newBounds.size.width == environment.boundsSize.width ? .nothing : .everything
    }

    public mutating func updateContentOffset(_ offset: CGPoint) {
        environment.updateContentOffset(offset)
    }
}
