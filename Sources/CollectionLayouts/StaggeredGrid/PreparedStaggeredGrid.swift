import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A staggered grid prepared for one environment. See ``StaggeredGridLayout``.
public struct PreparedStaggeredGrid: PreparedLayout {
    /// The configuration this layout was prepared with.
    public let configuration: StaggeredGridLayout.Configuration
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
        let room = environment.availableSize.length(along: axis.cross) - configuration.insets.leading(along: axis.cross)
            - configuration.insets.trailing(along: axis.cross)
        // At least one lane, even when the container is smaller than one item (documented clamp);
        // capped so that absurdly small items cannot overflow an Int.
        let fitting = ((room + spacing) / (itemAcross + spacing)).rounded(.down)
        let lanes = Int(Swift.min(Swift.max(fitting.isFinite ? fitting : 1, 1), CGFloat(Int32.max)))
        laneCount = lanes

        // Each section starts a line; a section of n items takes ⌈n / lanes⌉ lines (written so
        // that n near Int.max cannot overflow).
        let sectionLines = SectionOffsets(counts: environment.itemCounts.lazy.map { count in
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

    public func elements(in rect: CGRect) -> [LayoutAttributes] {
        guard lineCount > 0, rect.width > 0, rect.height > 0, !rect.minX.isNaN, !rect.minY.isNaN,
              !rect.width.isNaN, !rect.height.isNaN else { return [] }
        let query = environment.layoutDirection == .rightToLeft ? rect.mirroredHorizontally(in: contentSize.width) : rect
        let itemAlong = configuration.itemSize.length(along: axis)
        let itemAcross = configuration.itemSize.length(along: axis.cross)
        // One line and lane of margin on each side: rounding (of the mirrored query in particular)
        // must not drop an element that overlaps by a hair; the exact test below decides.
        let lines = 0...(lineCount - 1), lanes = 0...(laneCount - 1)
        let firstLine = ((query.minValue(along: axis) - leadingAlong - itemAlong - shift) / pitchAlong - 1).roundedIndex(.down, in: lines, nan: 0)
        let lastLine = ((query.maxValue(along: axis) - leadingAlong) / pitchAlong + 1).roundedIndex(.down, in: lines, nan: 0)
        let firstLane = ((query.minValue(along: axis.cross) - leadingAcross - itemAcross) / pitchAcross - 1).roundedIndex(.down, in: lanes, nan: 0)
        let lastLane = ((query.maxValue(along: axis.cross) - leadingAcross) / pitchAcross + 1).roundedIndex(.down, in: lanes, nan: 0)
        guard firstLine <= lastLine, firstLane <= lastLane else { return [] }

        var result: [LayoutAttributes] = []
        var cursor = sectionLines.cursor()
        for line in firstLine...lastLine {
            let at = cursor.index(ofFlat: line)  // the line's section, and the line within it
            let count = environment.numberOfItems(inSection: at.section)
            let base = at.item * laneCount
            for lane in firstLane...lastLane {
                let item = base + lane
                guard item < count else { break }
                // Tested as placed against the rect as given, exactly as a brute-force filter would:
                // the mirrored query can differ from it in the last bit.
                let placed = attributes(frame: unmirroredFrame(line: line, lane: lane), index: ElementIndex(at.section, item))
                if placed.frame.overlaps(rect) { result.append(placed) }
            }
        }
        return result
    }

    public func attributes(for index: ElementIndex) -> LayoutAttributes? {
        guard environment.contains(index),
              let line = sectionLines.flatIndex(of: ElementIndex(index.section, index.item / laneCount)) else { return nil }
        return attributes(frame: unmirroredFrame(line: line, lane: index.item % laneCount), index: index)
    }

    public mutating func updateContentOffset(_ offset: CGPoint) {
        environment.updateContentOffset(offset)
    }

    private func unmirroredFrame(line: Int, lane: Int) -> CGRect {
        let along = leadingAlong + CGFloat(line) * pitchAlong + (lane % 2 == 1 ? shift : 0)
        let across = leadingAcross + CGFloat(lane) * pitchAcross
        return CGRect(along: along, across: across, length: configuration.itemSize.length(along: axis),
                      crossLength: configuration.itemSize.length(along: axis.cross), axis: axis)
    }

    private func attributes(frame: CGRect, index: ElementIndex) -> LayoutAttributes {
        let placed = environment.layoutDirection == .rightToLeft ? frame.mirroredHorizontally(in: contentSize.width) : frame
        return LayoutAttributes(index: index, frame: placed)
    }
}
