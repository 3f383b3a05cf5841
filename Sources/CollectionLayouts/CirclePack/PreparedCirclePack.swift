import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A circle packing prepared for one environment. See ``CirclePackLayout``.
public struct PreparedCirclePack: PreparedLayout, UpdatablePreparedLayout, SectionedPreparedLayout {
    /// The configuration this layout was prepared with.
    public let configuration: CirclePackLayout.Configuration
    /// Vertical: circles pack down from the top.
    public var scrollAxis: ScrollAxis { .vertical }
    public private(set) var environment: LayoutEnvironment
    public private(set) var contentSize: CGSize
    /// How hard the packing worked, for benchmarks.
    @_spi(Tools) public private(set) var statistics: Statistics
    /// Every item's frame, section after section, as shown (mirrored in right-to-left).
    private var frames: [CGRect]
    /// The position in `frames` of each section's first item.
    private var sections: SectionOffsets
    private var index: SpatialIndex
    /// The container's room, shared by every prepare of the same bounds and configuration.
    private let geometry: Geometry
    /// The packing so far, kept to continue it when items are appended; nil when there is no room.
    private var packer: CirclePacker?
    /// The bottom of the last section with circles (the top inset when none has any), in the
    /// packer's units.
    private var bottom: Double
    /// Whether any section has circles.
    private var packed = false
    /// The cancellation bound when the packing began; once it stops the packing, the circles left
    /// are points at its bottom.
    private let cancellation: PreparationCancellation?
    private var cancelled = false
    /// The sum of every circle's squared inflated diameter: against the grid's cell size, how many
    /// cells the packing covers.
    private var sumOfSquares = 0.0
    /// The sections' tops, headers, footers and backgrounds (see ``CirclePackLayout``).
    package private(set) var sectionSupplementaries: SectionSupplementaries
    /// How many circles the last prepare placed (for tests).
    package private(set) var itemsLaidOutLastTime = 0

    /// How hard the packing worked: the chain's length (the walls, top line and circles candidates
    /// come from) and the candidate centres generated and checked per circle.
    @_spi(Tools) public struct Statistics: Hashable, Sendable {
        /// The mean number of elements on the chain after each placement.
        @_spi(Tools) public let averageChain: Double
        /// The largest number of elements on the chain.
        @_spi(Tools) public let largestChain: Int
        /// Candidate centres generated per circle (including the look-ahead's).
        @_spi(Tools) public let candidatesPerCircle: Double
        /// Candidate centres checked for collisions per circle.
        @_spi(Tools) public let checksPerCircle: Double
        /// The mean number of holes open after each placement (dense placement only).
        @_spi(Tools) public let averageHoles: Double
        /// The circles placed in a hole (dense placement only).
        @_spi(Tools) public let circlesInHoles: Int
    }

    /// Where circles may go (the edges between the insets, swapped in right to left, which packs
    /// left to right and mirrors), the smallest diameter and the unit the packer measures in.
    ///
    /// The packer's tolerances are absolute, made for lengths of a point or more: a room and
    /// spacing both under a point pack in units of ``unit`` (a power of two, which scales without
    /// rounding) from the room's top left corner, so the packing has the same shape as at a point.
    private struct Geometry {
        let width: Double, left: Double, right: Double, room: Double, smallest: Double, mirrored: Bool
        /// Where the diameters come from, and the diameter of an item without one.
        let sizing: ItemSizing, defaultDiameter: Double
        /// The length of one of the packer's units in points: 1, or a power of two below 1.
        let unit: Double
        /// The spacing in the packer's units.
        let spacing: Double
        /// The packer's left and right edges and top, and the point its origin stands for.
        let packLeft: Double, packRight: Double, packTop: Double, originX: Double, originY: Double

        init(configuration: CirclePackLayout.Configuration, environment: LayoutEnvironment) {
            // Wider containers pack as if 10^9 points wide (documented clamp): squared distances of
            // coordinates past 10^154 would overflow, and rounding past 10^9 exceeds 10^-7.
            width = Swift.min(Double(environment.availableSize.width), PreparedCirclePack.widestContainer)
            sizing = configuration.itemSizing
            defaultDiameter = Double(configuration.defaultDiameter)
            let insets = configuration.insets
            // Right to left packs with the insets swapped and mirrors the result, so that the insets
            // stay physical edges as in UIKit.
            mirrored = environment.layoutDirection == .rightToLeft
            var left = Double(mirrored ? insets.right : insets.left),
                right = Double(mirrored ? insets.left : insets.right)
            // Insets wider than the container shrink in proportion to fill it (documented clamp).
            if left + right > width {
                let scale = left + right > 0 ? width / (left + right) : 0
                left *= scale
                right = width - left
            }
            self.left = left
            self.right = width - right
            var room = Swift.max(0, width - left - right)
            // A room narrower than the least normal number is no room (documented clamp): its
            // circles could not be told apart from their positions' rounding.
            if room < PreparedCirclePack.narrowestRoom { room = 0 }
            self.room = room
            // No cell of the grid holds more than a few circles when diameters are at least this
            // (and no diameter is subnormal: documented clamp).
            smallest = Swift.max(room / Double(CircleGrid.maximumColumns), PreparedCirclePack.narrowestRoom)
            let spacing = Double(configuration.spacing)
            let scale = Swift.max(room, spacing)
            if scale >= 1 || room == 0 {
                unit = 1
                (packLeft, packRight, packTop, originX, originY) = (left, width - right, Double(insets.top), 0, 0)
            } else {
                // scale ≥ the least normal number, so the exponent is that of a normal number.
                unit = Double(sign: .plus, exponent: scale.exponent, significand: 1)
                (packLeft, packRight, packTop) = (0, room / unit, 0)
                (originX, originY) = (left, Double(insets.top))
            }
            self.spacing = spacing / unit
        }

        /// The radii of the items of `section` from `first` on, in the packer's units: the
        /// diameters clamped as ``CirclePackLayout`` documents, halved.
        func radii(inSection section: Int, from first: Int = 0, in environment: LayoutEnvironment) -> [Double] {
            (first..<environment.numberOfItems(inSection: section)).map {
                let given = environment.itemSizes.size(at: ElementIndex(section, $0))
                var diameter =
                    sizing.measuredSize(given).map { Double(Swift.max($0.width, $0.height)) }
                    ?? given.map { Double($0.width) } ?? .nan
                if diameter.isNaN || diameter <= 0 { diameter = defaultDiameter }
                return Swift.max(Swift.min(diameter, room), smallest) / 2 / unit
            }
        }

        /// The frame of a circle the packer placed at (`x`, `y`) with radius `r`, in points (exact
        /// at a unit of 1, whose origin is 0, as the heights below).
        func frame(x: Double, y: Double, radius r: Double) -> CGRect {
            let frame = CGRect(
                x: originX + (x - r) * unit, y: originY + (y - r) * unit, width: 2 * r * unit, height: 2 * r * unit)
            return mirrored ? frame.mirroredHorizontally(in: width) : frame
        }

        /// An item drawn as a point at height `y` (in points) on the left edge.
        func point(y: Double) -> CGRect {
            let frame = CGRect(x: left, y: y, width: 0, height: 0)
            return mirrored ? frame.mirroredHorizontally(in: width) : frame
        }

        /// A height the packer reached, in points.
        func points(_ y: Double) -> Double { originY + y * unit }

        /// A height in points, in the packer's units.
        func units(_ y: Double) -> Double { (y - originY) / unit }
    }

    init(configuration: CirclePackLayout.Configuration, environment: LayoutEnvironment) {
        self.configuration = configuration
        self.environment = environment
        cancellation = PreparationCancellation.current.get()
        let geometry = Geometry(configuration: configuration, environment: environment)
        self.geometry = geometry
        let spacing = geometry.spacing

        let sections = SectionOffsets(counts: environment.itemCounts)
        self.sections = sections
        let total = sections.total
        let sectionRadii = (0..<environment.numberOfSections).map { geometry.radii(inSection: $0, in: environment) }
        sumOfSquares = sectionRadii.reduce(0) { $0 + Self.sumOfSquares($1, spacing: spacing) }
        bottom = geometry.packTop
        frames = []
        frames.reserveCapacity(total)
        if geometry.room > 0 {  // at least the least normal number (see `Geometry`)
            // Cells twice the root-mean-square inflated diameter: fewer cells per query beats
            // fewer circles per cell.
            let typical = total > 0 ? (sumOfSquares / Double(total)).squareRoot() : 1
            packer = CirclePacker(
                left: geometry.packLeft, right: geometry.packRight, top: bottom, spacing: spacing,
                readingOrder: configuration.ordering == .readingOrder,
                cellSize: 2 * typical, expectedCircles: total)
            // Measured sizes pack again from a checkpoint (see `updateMeasuredSizes(_:from:)`).
            if configuration.itemSizing != .fixed { packer?.checkpointInterval = Self.checkpointInterval }
        }
        statistics = Statistics(
            averageChain: 0, largestChain: 0, candidatesPerCircle: 0, checksPerCircle: 0, averageHoles: 0,
            circlesInHoles: 0)
        contentSize = .zero
        index = SpatialIndex(frames: [], axis: .vertical)
        sectionSupplementaries = SectionSupplementaries(
            contentWidth: CGFloat(geometry.width), pinsHeaders: configuration.sectionHeadersPinToVisibleBounds,
            showsBackgrounds: configuration.showsSectionBackgrounds)
        layOut(sectionRadii, from: 0)
        finish(replacingFrom: 0)
    }

    /// Packs the sections of `sectionRadii`, from section `firstSection`, after those packed so
    /// far: with headers or footers stacked as ``SectionSupplementaries`` stacks them, else each
    /// starting at the bottom of the circles before it (the first at 0).
    private mutating func layOut(_ sectionRadii: [[Double]], from firstSection: Int) {
        let c = configuration
        guard c.hasSupplementaries else {
            for radii in sectionRadii {
                sectionSupplementaries.tops.append(packed ? CGFloat(geometry.points(bottom)) : 0)
                pack(radii, rewindingTo: nil)
            }
            return
        }
        for (k, radii) in sectionRadii.enumerated() {
            let section = firstSection + k
            let top = sectionSupplementaries.openSection(
                section, insets: c.insets, headerEstimate: c.headerHeight, in: environment)
            if !radii.isEmpty { pack(radii, rewindingTo: nil, sectionTop: geometry.units(Double(top))) }
            sectionSupplementaries.closeSection(
                section, itemsBottom: radii.isEmpty ? nil : CGFloat(geometry.points(bottom)), insets: c.insets,
                footerEstimate: c.footerHeight, in: environment)
        }
    }

    /// Packs one more section of `radii`, starting at `sectionTop` (in the packer's units) or
    /// `spacing` below the circles before; or, given `first` (``CirclePacker/rewindPoint()``),
    /// appends them to the last section, placing circle `first` again to look ahead to them; or,
    /// `continuing`, from where the packer was rewound to (``updateMeasuredSizes(_:from:)``).
    private mutating func pack(
        _ radii: [Double], rewindingTo first: Int?, sectionTop: Double? = nil, continuing: Bool = false
    ) {
        guard !radii.isEmpty else { return }
        let spacing = geometry.spacing
        if cancelled {
            appendPoints(radii.count)
        } else if var packer {
            self.packer = nil  // the only reference, so that the packing continues in place
            var pending = radii
            if continuing {
                // The packer stands where the checkpoint left it, its frames removed.
            } else if let first {
                pending.insert(contentsOf: (first..<packer.count).map { packer.radius[$0] }, at: 0)
                frames.removeLast(packer.count - first)
                packer.rewind(to: first)
            } else {
                // The margin keeps rounding from putting a circle of this section closer than the
                // spacing to one of the last.
                packer.beginSection(top: sectionTop ?? (packed ? bottom + spacing + CirclePacker.margin : bottom))
            }
            let first = packer.count
            // Bound: the circles, each placed in bounded work (the chain holds at most
            // `CirclePacker.maximumChain` elements); cancellation is read every
            // `PreparationCancellation.checkInterval` circles.
            for (i, r) in pending.enumerated() {
                if i % PreparationCancellation.checkInterval == 0, cancellation?.isCancelled == true {
                    cancelled = true
                    break
                }
                packer.place(r, next: i + 1 < pending.count ? pending[i + 1] : nil)
            }
            for k in first..<packer.count {
                frames.append(geometry.frame(x: packer.centerX[k], y: packer.centerY[k], radius: packer.radius[k]))
            }
            bottom = packer.sectionBottom
            if cancelled {
                appendPoints(pending.count - (packer.count - first))
            } else {
                self.packer = packer
            }
        } else {
            // No room between the insets: every circle is a point, in a column `spacing` apart
            // (the unit is 1 here).
            let top = sectionTop ?? (packed ? bottom + spacing : bottom)
            frames.append(contentsOf: radii.indices.map { geometry.point(y: top + Double($0) * spacing) })
            bottom = top + Double(radii.count - 1) * spacing
        }
        packed = true
    }

    /// Appends `count` points at the packing's bottom left: the circles a cancelled packing left.
    private mutating func appendPoints(_ count: Int) {
        let y = packed ? geometry.points(bottom) : Double(configuration.insets.top)
        frames.append(contentsOf: repeatElement(geometry.point(y: y), count: count))
    }

    /// Sets the content size, the statistics and the index's frames from `position` on.
    private mutating func finish(replacingFrom position: Int) {
        if !configuration.hasSupplementaries {
            sectionSupplementaries.contentHeight = CGFloat(
                (packed ? geometry.points(bottom) : Double(configuration.insets.top))
                    + Double(configuration.insets.bottom))
        }
        contentSize = CGSize(width: CGFloat(geometry.width), height: sectionSupplementaries.contentHeight)
        sectionSupplementaries.reindex()
        if let packer {
            let n = Double(Swift.max(packer.count, 1))
            statistics = Statistics(
                averageChain: packer.averageChain, largestChain: packer.largestChain,
                candidatesPerCircle: Double(packer.candidatesGenerated) / n,
                checksPerCircle: Double(packer.candidatesChecked) / n, averageHoles: Double(packer.holeTotal) / n,
                circlesInHoles: packer.holesFilled)
        }
        itemsLaidOutLastTime = frames.count - position
        if position == 0 {
            index = SpatialIndex(frames: frames, axis: .vertical)
        } else {
            index.replaceFrames(from: position, with: Array(frames[position...]))
        }
    }

    /// Continues the packing when `environment` only appends items, without headers or footers;
    /// returns false, changing nothing, otherwise. A circle's place depends on the circles before
    /// it and the next one only, so only the last old circle of the section extended is placed
    /// again: the frames are a fresh prepare's, bit for bit.
    mutating func updateByAppending(_ environment: LayoutEnvironment) -> Bool {
        guard !configuration.hasSupplementaries, let start = environment.appendStart(after: self.environment) else {
            return false
        }
        let (tail, newSections, added) = radii(from: start, in: environment)
        let total = frames.count + tail.count + newSections.reduce(0) { $0 + $1.count }
        // Without room there is no packing to continue.
        guard fitsGrid(sumOfSquares + added, circles: total) else { return false }
        var first: Int?
        if start.item > 0, !tail.isEmpty {
            guard let point = packer?.rewindPoint() else { return false }
            first = point
        }
        let firstChanged = first ?? frames.count
        self.environment = environment
        sumOfSquares += added
        pack(tail, rewindingTo: first)
        layOut(newSections, from: start.section + 1)
        sections = SectionOffsets(counts: environment.itemCounts)
        finish(replacingFrom: firstChanged)
        return true
    }

    /// Every how many circles a packing of measured sizes keeps the packer's state to pack again
    /// from: a size packs again at most this many circles before it.
    static let checkpointInterval = 32

    /// Takes `environment` (sanitized), whose measured sizes differ from `first` on, by packing
    /// again from the last checkpoint before the circle ahead of `first` (which looked ahead to
    /// it): a fresh prepare's frames, bit for bit. Returns false, changing nothing, when anything
    /// else differs, the sizes are fixed, the packing was cancelled or has no room, the checkpoint
    /// is in the first eighth (a fresh packing costs less) or the sizes would crowd the grid.
    package mutating func updateMeasuredSizes(_ environment: LayoutEnvironment, from first: ElementIndex) -> Bool {
        guard configuration.itemSizing != .fixed, !cancelled, packer != nil,
            let flatFirst = sections.flatIndex(of: first),
            let start = packer?.checkpoint(atOrBefore: Swift.max(flatFirst - 1, 0)), start > 0, start < frames.count,
            // The circles taken back leave the grid one by one: past seven eighths, a fresh
            // prepare costs less.
            8 * start >= frames.count, environment.equals(self.environment, except: \.itemSizes)
        else { return false }
        let section = sections.index(ofFlat: start).section
        let (tail, later, added) = radii(from: sections.index(ofFlat: start), in: environment)
        // Read in place: a copy of the packer kept alive would make the rewind copy its storage.
        guard let old = packer?.sumOfSquares(from: start) else { return false }
        let sum = sumOfSquares - old + added
        guard fitsGrid(sum, circles: frames.count) else { return false }
        guard self.packer?.rewind(toCheckpointAtOrBefore: start) == start else { return false }
        self.environment = environment
        sumOfSquares = sum
        frames.removeSubrange(start...)
        sectionSupplementaries.reopen(section)
        let c = configuration
        pack(tail, rewindingTo: nil, continuing: true)
        if c.hasSupplementaries {
            sectionSupplementaries.closeSection(
                section, itemsBottom: CGFloat(geometry.points(bottom)), insets: c.insets,
                footerEstimate: c.footerHeight, in: environment)
        }
        layOut(later, from: section + 1)
        finish(replacingFrom: start)
        return true
    }

    /// The sum of `(2r + spacing)²` over `radii`.
    private static func sumOfSquares(_ radii: [Double], spacing: Double) -> Double {
        radii.reduce(0) { $0 + (2 * $1 + spacing) * (2 * $1 + spacing) }
    }

    /// The radii of the items of `environment` from `first` on, those of its section then each
    /// later section's, and the sum of their squared inflated diameters.
    private func radii(
        from first: ElementIndex, in environment: LayoutEnvironment
    ) -> (tail: [Double], later: [[Double]], sumOfSquares: Double) {
        let tail = geometry.radii(inSection: first.section, from: first.item, in: environment)
        let later = ((first.section + 1)..<environment.numberOfSections).map {
            geometry.radii(inSection: $0, in: environment)
        }
        let spacing = geometry.spacing
        return (
            tail, later,
            Self.sumOfSquares(tail, spacing: spacing) + later.reduce(0) { $0 + Self.sumOfSquares($1, spacing: spacing) }
        )
    }

    /// Whether `circles` circles whose squared inflated diameters sum to `sum` keep the packer's
    /// grid within ``maximumCellsPerCircle`` (false without a packer).
    private func fitsGrid(_ sum: Double, circles: Int) -> Bool {
        // The packer is read in place: a copy kept alive would copy its arrays when it continues.
        guard let cellSize = packer?.cellSize else { return false }
        return sum / (cellSize * cellSize) <= Self.maximumCellsPerCircle * Swift.max(Double(circles), 64)
    }

    /// The most cells per circle an append may bring the grid to (a fresh prepare's give a
    /// quarter): tiny circles continued with large ones would cover tiny cells by the billion (a
    /// fuzz input found it), so past this it packs afresh with cells sized for all of them.
    static let maximumCellsPerCircle = 16.0

    /// How many of the smallest circles of `environment` fit across the room (0 without room, at
    /// most 65,536): the work of placing a circle grows with it up to ``CirclePacker/maximumChain``,
    /// so the playground's estimate of a packing's cost starts from it.
    @_spi(Tools) public static func circlesAcross(
        configuration: CirclePackLayout.Configuration, environment: LayoutEnvironment
    ) -> Double {
        let environment = environment.sanitized
        let geometry = Geometry(configuration: configuration, environment: environment)
        guard geometry.room > 0 else { return 0 }
        let smallest = (0..<environment.numberOfSections).reduce(Double.infinity) {
            Swift.min($0, geometry.radii(inSection: $1, in: environment).min() ?? .infinity)
        }
        guard smallest.isFinite else { return 0 }
        return (geometry.packRight - geometry.packLeft + geometry.spacing) / (2 * smallest + geometry.spacing)
    }

    /// The number of circles.
    package var count: Int { frames.count }

    /// The cells of the packer's collision grid, 0 without room (for tests).
    package var gridCells: Int { packer?.grid.cellCount ?? 0 }

    /// The bytes this layout's own arrays hold, from their capacities (not the environment, which
    /// the caller's copy shares): the playground weighs its cached layouts by it.
    @_spi(Tools) public var retainedBytes: Int {
        frames.capacity * MemoryLayout<CGRect>.stride + index.retainedBytes + sections.retainedBytes
            + (packer?.retainedBytes ?? 0) + sectionSupplementaries.retainedBytes
    }

    /// The widest container packed as it is; wider ones pack as if this wide.
    private static let widestContainer: Double = 1e9

    /// The narrowest room that holds circles (a narrower one has every item a point), and the
    /// smallest diameter drawn.
    private static let narrowestRoom: Double = .leastNormalMagnitude

    @discardableResult
    public func forEachElement(in rect: CGRect, _ body: (LayoutAttributes) -> Bool) -> Bool {
        sectionSupplementaries.forEachElement(
            in: rect, cells: index, sections: sections, visibleTop: environment.pinnedHeaderTop,
            cell: { LayoutAttributes(index: $0, frame: frames[$1]) }, body)
    }

    /// The vertical extent of `section`: sections tile the content.
    package func sectionExtent(of section: Int) -> ClosedRange<CGFloat> {
        sectionSupplementaries.sectionExtent(of: section)
    }

    public func supplementaryAttributes(ofKind kind: String, at index: ElementIndex) -> LayoutAttributes? {
        sectionSupplementaries.supplementaryAttributes(ofKind: kind, at: index, visibleTop: environment.pinnedHeaderTop)
    }

    public func decorationAttributes(ofKind kind: String, at index: ElementIndex) -> LayoutAttributes? {
        sectionSupplementaries.decorationAttributes(ofKind: kind, at: index)
    }

    public func attributes(for index: ElementIndex) -> LayoutAttributes? {
        guard let position = sections.flatIndex(of: index) else { return nil }
        return LayoutAttributes(index: index, frame: frames[position])
    }

    /// A new size invalidates everything; a new offset nothing, or the pinned headers.
    public func invalidation(forBoundsChange newBounds: CGRect) -> LayoutInvalidation {
        sectionSupplementaries.invalidation(forBoundsChange: newBounds, in: environment)
    }

    public mutating func updateContentOffset(_ offset: CGPoint) {
        environment.updateContentOffset(offset)
    }
}
