import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A staggered grid prepared for one environment. See ``StaggeredGridLayout``.
public struct PreparedStaggeredGrid: PreparedLayout, ConfiguredPreparedLayout {
    /// The configuration this layout was prepared with, its sizes in points scaled by the
    /// environment's ``LayoutEnvironment/dynamicTypeScale``.
    public let configuration: StaggeredGridLayout.Configuration
    /// The configuration's ``StaggeredGridLayout/Configuration/scrollAxis``.
    public var scrollAxis: ScrollAxis { configuration.scrollAxis }
    public private(set) var environment: LayoutEnvironment
    public let contentSize: CGSize
    /// The number of lanes: rows when scrolling horizontally, columns when scrolling vertically.
    package let laneCount: Int
    /// The first line of each section: sections counted in lines.
    private let sectionLines: SectionOffsets

    private var axis: ScrollAxis { configuration.scrollAxis }
    private var pitchAlong: CGFloat { configuration.itemSize.length(along: axis) + configuration.spacing }
    private var pitchAcross: CGFloat { configuration.itemSize.length(along: axis.cross) + configuration.spacing }
    private var shift: CGFloat { configuration.staggerFraction * configuration.itemSize.length(along: axis) }
    private var leadingAlong: CGFloat { configuration.insets.leading(along: axis) }
    private var leadingAcross: CGFloat { configuration.insets.leading(along: axis.cross) }

    init(configuration: StaggeredGridLayout.Configuration, environment: LayoutEnvironment) {
        self.configuration = configuration
        self.environment = environment
        let axis = configuration.scrollAxis
        let itemAlong = configuration.itemSize.length(along: axis)
        let itemAcross = configuration.itemSize.length(along: axis.cross)
        let spacing = configuration.spacing
        let room =
            environment.availableSize.length(along: axis.cross) - configuration.insets.leading(along: axis.cross)
            - configuration.insets.trailing(along: axis.cross)
        // At least one lane, even when the container is smaller than one item (documented clamp);
        // capped so that absurdly small items cannot overflow an Int.
        let fitting = ((room + spacing) / (itemAcross + spacing)).rounded(.down)
        let lanes = Int(Swift.min(Swift.max(fitting.isFinite ? fitting : 1, 1), CGFloat(Int32.max)))
        laneCount = lanes

        // Each section starts a line; a section of n items takes ⌈n / lanes⌉ lines (written so
        // that n near Int.max cannot overflow).
        let sectionLines = SectionOffsets(
            counts: environment.itemCounts.lazy.map { count in
                let n = Swift.max(count, 0)
                return n / lanes + (n % lanes == 0 ? 0 : 1)
            })
        self.sectionLines = sectionLines
        let widestSection = Swift.max(0, environment.itemCounts.max() ?? 0)

        let lines = sectionLines.total
        var along = configuration.insets.leading(along: axis) + configuration.insets.trailing(along: axis)
        if lines > 0 {
            along += CGFloat(lines - 1) * (itemAlong + spacing) + itemAlong
            // Only the last line can reach past the line after it, and only if it has an odd lane.
            let lastCount = environment.itemCounts.last { $0 > 0 } ?? 0
            let inLastLine = lastCount - ((lastCount - 1) / lanes) * lanes
            if inLastLine >= 2 { along += configuration.staggerFraction * itemAlong }
        }
        let usedLanes = Swift.min(lanes, widestSection)
        var across = configuration.insets.leading(along: axis.cross) + configuration.insets.trailing(along: axis.cross)
        if usedLanes > 0 { across += CGFloat(usedLanes) * (itemAcross + spacing) - spacing }
        contentSize = CGSize(along: along, across: across, axis: axis)
    }

    /// The total number of lines (columns when scrolling horizontally).
    package var lineCount: Int { sectionLines.total }

    @discardableResult
    public func forEachElement(in rect: CGRect, _ body: (LayoutAttributes) -> Bool) -> Bool {
        guard lineCount > 0, rect.canOverlapFiniteRects else { return true }
        let (lines, lanes) = candidateRange(for: rect)
        guard let lines, let lanes else { return true }
        let firstLine = lines.lowerBound, lastLine = lines.upperBound, firstLane = lanes.lowerBound,
            lastLane = lanes.upperBound
        var cursor = sectionLines.cursor()
        // Bound: the lines and lanes the rect can meet (one of margin each side), clamped to lineCount × laneCount.
        for line in firstLine...lastLine {
            let at = cursor.index(ofFlat: line)  // the line's section, and the line within it
            let count = environment.numberOfItems(inSection: at.section)
            let base = at.item * laneCount
            for lane in firstLane...lastLane {
                let item = base + lane
                guard item < count else { break }
                // Tested as placed against the rect as given, exactly as a brute-force filter would:
                // the mirrored query can differ from it in the last bit.
                let placed = attributes(
                    frame: unmirroredFrame(line: line, lane: lane), index: ElementIndex(at.section, item))
                if placed.frame.overlaps(rect) && !body(placed) { return false }
            }
        }
        return true
    }

    /// The lines and lanes whose cells can overlap `rect`: one line and lane of margin on each
    /// side, for rounding (of the mirrored query in particular); the exact test is the caller's.
    private func candidateRange(for rect: CGRect) -> (lines: ClosedRange<Int>?, lanes: ClosedRange<Int>?) {
        let query =
            environment.layoutDirection == .rightToLeft ? rect.mirroredHorizontally(in: contentSize.width) : rect
        let itemAlong = configuration.itemSize.length(along: axis)
        let itemAcross = configuration.itemSize.length(along: axis.cross)
        let lines = 0...(lineCount - 1), lanes = 0...(laneCount - 1)
        let firstLine = ((query.minValue(along: axis) - leadingAlong - itemAlong - shift) / pitchAlong - 1)
            .roundedIndex(.down, in: lines, nan: 0)
        let lastLine = ((query.maxValue(along: axis) - leadingAlong) / pitchAlong + 1).roundedIndex(
            .down, in: lines, nan: 0)
        let firstLane = ((query.minValue(along: axis.cross) - leadingAcross - itemAcross) / pitchAcross - 1)
            .roundedIndex(.down, in: lanes, nan: 0)
        let lastLane = ((query.maxValue(along: axis.cross) - leadingAcross) / pitchAcross + 1).roundedIndex(
            .down, in: lanes, nan: 0)
        return (firstLine <= lastLine ? firstLine...lastLine : nil, firstLane <= lastLane ? firstLane...lastLane : nil)
    }

    /// The cell whose centre is nearest the middle of the visible rect at `offset`, among the cells
    /// that overlap that rect (ties to the lower index), as ``PreparedLayout/centeredItem(at:)``
    /// promises, found arithmetically: lines outward from the middle, a few lanes each, until a
    /// line's distance along the axis alone exceeds the best found. O(lines scanned), never the
    /// whole visible rect (10 million 0.001-pt items fill one screen).
    public func centeredItem(at offset: CGPoint) -> ElementIndex? {
        centeredItemSearch(at: offset).index
    }

    /// ``centeredItem(at:)`` with the number of lines it visited: at most the lines whose cells
    /// can meet the visible rect (those of `candidateRange(for:)`, ``centeredItemLineBound(at:)``),
    /// which `LayoutChecker` holds it to.
    package func centeredItemSearch(at offset: CGPoint) -> (index: ElementIndex?, lines: Int) {
        let visible = CGRect(origin: offset, size: environment.boundsSize)
        guard lineCount > 0, visible.canOverlapFiniteRects,
            let lines = candidateRange(for: visible).lines
        else { return (nil, 0) }
        let middle = CGPoint(x: visible.midX, y: visible.midY)
        let logicalMiddle =
            environment.layoutDirection == .rightToLeft
            ? CGPoint(x: contentSize.width - middle.x, y: middle.y) : middle
        let itemAlong = configuration.itemSize.length(along: axis)
        let itemAcross = configuration.itemSize.length(along: axis.cross)
        let middleAlong = logicalMiddle.value(along: axis), middleAcross = logicalMiddle.value(along: axis.cross)
        let nearLine = ((middleAlong - leadingAlong - itemAlong / 2) / pitchAlong).roundedIndex(
            .toNearestOrAwayFromZero, in: lines, nan: lines.lowerBound)
        let nearLane = (middleAcross - leadingAcross - itemAcross / 2) / pitchAcross
        var best: LayoutAttributes?
        var bestDistance = CGFloat.infinity
        var cursor = sectionLines.cursor()
        /// Checks the cells of `line` near the middle; false when this line and every line beyond it
        /// (upwards or downwards) lie farther along the axis alone than the best so far.
        func visit(_ line: Int, upwards: Bool) -> Bool {
            // The centres of the line's even and odd lanes, along the axis, from the middle.
            let even = leadingAlong + CGFloat(line) * pitchAlong + itemAlong / 2 - middleAlong
            if upwards ? even > bestDistance : -(even + shift) > bestDistance { return false }
            let at = cursor.index(ofFlat: line)  // the line's section, and the line within it
            let section = at.section
            let inLine = Swift.min(laneCount, environment.numberOfItems(inSection: section) - at.item * laneCount)
            guard inLine > 0 else { return true }
            let near = nearLane.roundedIndex(.toNearestOrAwayFromZero, in: 0...(inLine - 1), nan: 0)
            // Two lanes each side: the nearest of each parity (odd lanes are shifted along) that overlaps.
            /// Offers `lane`; returns its distance.
            func offer(_ lane: Int) -> CGFloat {
                let index = ElementIndex(section, at.item * laneCount + lane)
                let placed = attributes(frame: unmirroredFrame(line: line, lane: lane), index: index)
                let d = hypot(placed.center.x - middle.x, placed.center.y - middle.y)
                if isNearer(d, index, than: bestDistance, best?.index) && placed.frame.overlaps(visible) {
                    best = placed
                    bestDistance = d
                }
                return d
            }
            for lane in Swift.max(0, near - 2)...Swift.min(inLine - 1, near + 2) { _ = offer(lane) }
            // A middle far along the axis (10⁹ points) rounds the distances of lanes a few points
            // apart to the same value, and the lower index wins a tie: go on down while either of
            // the last two lanes (one of each parity) is no farther than the best (fuzz corpus
            // grid/crash-61b6c2cc…). Bound: the line's lanes.
            var lane = near - 3, aboveTies = true
            while lane >= 0 && bestDistance.isFinite {
                let ties = offer(lane) <= bestDistance
                if !ties && !aboveTies { break }
                aboveTies = ties
                lane -= 1
            }
            return true
        }
        var visited = 0
        // Bound: the lines of `lines` (those the visible rect can meet), each visited once, five lanes each.
        for line in nearLine...lines.upperBound {
            visited += 1
            if !visit(line, upwards: true) { break }
        }
        if nearLine > lines.lowerBound {
            for line in (lines.lowerBound...(nearLine - 1)).reversed() {
                visited += 1
                if !visit(line, upwards: false) { break }
            }
        }
        return (best?.index, visited)
    }

    /// The most lines ``centeredItemSearch(at:)`` may visit for `offset`: those whose cells can
    /// meet the visible rect there (0 when it meets none).
    package func centeredItemLineBound(at offset: CGPoint) -> Int {
        let visible = CGRect(origin: offset, size: environment.boundsSize)
        guard lineCount > 0, visible.canOverlapFiniteRects,
            let lines = candidateRange(for: visible).lines
        else { return 0 }
        return lines.count
    }

    public func attributes(for index: ElementIndex) -> LayoutAttributes? {
        guard environment.contains(index),
            let line = sectionLines.flatIndex(of: ElementIndex(index.section, index.item / laneCount))
        else { return nil }
        return attributes(frame: unmirroredFrame(line: line, lane: index.item % laneCount), index: index)
    }

    public mutating func updateContentOffset(_ offset: CGPoint) {
        environment.updateContentOffset(offset)
    }

    private func unmirroredFrame(line: Int, lane: Int) -> CGRect {
        let along = leadingAlong + CGFloat(line) * pitchAlong + (lane % 2 == 1 ? shift : 0)
        let across = leadingAcross + CGFloat(lane) * pitchAcross
        return CGRect(
            along: along, across: across, length: configuration.itemSize.length(along: axis),
            crossLength: configuration.itemSize.length(along: axis.cross), axis: axis)
    }

    private func attributes(frame: CGRect, index: ElementIndex) -> LayoutAttributes {
        let placed =
            environment.layoutDirection == .rightToLeft ? frame.mirroredHorizontally(in: contentSize.width) : frame
        return LayoutAttributes(index: index, frame: placed)
    }
}
