import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A justified gallery prepared for one environment. See ``JustifiedGalleryLayout``.
///
/// Frames are stored flat (cells in index order, then headers, then footers) and queried through
/// two spatial indices (`SpatialIndex`).
public struct PreparedJustifiedGallery: PreparedLayout {
    /// One row of a section.
    package struct Row: Hashable, Sendable {
        /// The section the row belongs to.
        package let section: Int
        /// The items of the row, within its section.
        package let items: Range<Int>
        /// The top of the row.
        package let minY: CGFloat
        /// The height of every item of the row.
        package let height: CGFloat
        /// Whether the items fill the row's width exactly: every row but a last row left at its
        /// natural widths (``JustifiedGalleryLayout/LastRow``).
        package let fillsWidth: Bool
        /// Whether the row holds the section's last item. A section cut short by
        /// ``JustifiedGalleryLayout/Configuration/maximumRowsPerSection`` has no such row.
        package let isLastInSection: Bool
    }

    /// The configuration this layout was prepared with.
    public let configuration: JustifiedGalleryLayout.Configuration
    public private(set) var environment: LayoutEnvironment
    public let contentSize: CGSize
    /// The rows, section after section, top to bottom.
    package let rows: [Row]
    /// The width rows fill: the content width less the left and right insets (never negative).
    package let rowWidth: CGFloat

    /// Cell frames in index order, section after section.
    private let cells: SpatialIndex
    /// The position in `cells` of each section's first item.
    private let sections: SectionOffsets
    /// How many items of each section are shown; the rest are hidden by the row limit.
    private let shownCounts: [Int]
    /// Header frames (one per section when there are headers), then footer frames.
    private let supplementaries: SpatialIndex
    private var hasHeaders: Bool { configuration.headerHeight > 0 }
    private var hasFooters: Bool { configuration.footerHeight > 0 }

    init(configuration: JustifiedGalleryLayout.Configuration, environment: LayoutEnvironment) {
        self.configuration = configuration
        self.environment = environment
        let insets = configuration.insets
        let contentWidth = Swift.max(environment.availableSize.width, insets.horizontal)
        let room = contentWidth - insets.horizontal
        let left = insets.left, spacing = configuration.itemSpacing
        let rightToLeft = environment.layoutDirection == .rightToLeft
        let lastRow = configuration.lastRow
        let rowLimit = configuration.maximumRowsPerSection ?? Int.max

        var frames: [CGRect] = []
        frames.reserveCapacity(environment.totalItemCount)
        var rows: [Row] = []
        var headers: [CGRect] = [], footers: [CGRect] = []
        var shown: [Int] = []
        shown.reserveCapacity(environment.numberOfSections)
        // One section's natural widths or aspect ratios, and one row's widths, reused throughout.
        var values: [CGFloat] = [], widths: [CGFloat] = []
        var y: CGFloat = 0

        /// The x of a row of natural widths `widths` that does not fill the room.
        func startOfShortRow() -> CGFloat {
            guard lastRow == .centered else { return left }
            let length = widths.reduce(0, +) + CGFloat(widths.count - 1) * spacing
            return left + Swift.max(0, room - length) / 2
        }

        for section in 0..<environment.numberOfSections {
            let count = environment.numberOfItems(inSection: section)
            if configuration.headerHeight > 0 {
                headers.append(CGRect(x: 0, y: y, width: contentWidth, height: configuration.headerHeight))
                y += configuration.headerHeight
            }
            var shownCount = count
            if count > 0 {
                y += insets.top
                var rowTop = y
                var start = 0
                /// Places `widths` as the row of items `start..<end`, and moves on to the next row.
                /// A row that fills ends exactly at the right inset, whatever the rounding of its widths.
                func addRow(to end: Int, height: CGFloat, fills: Bool) {
                    var x = fills ? left : startOfShortRow()
                    for k in widths.indices {
                        let width = fills && k == widths.count - 1 ? Swift.max(0, left + room - x) : widths[k]
                        // Right to left mirrors the row between the left and right insets.
                        frames.append(CGRect(x: rightToLeft ? 2 * left + room - x - width : x, y: rowTop, width: width, height: height))
                        x += width + spacing
                    }
                    rows.append(Row(section: section, items: start..<end, minY: rowTop, height: height,
                                    fillsWidth: fills, isLastInSection: end == count))
                    y = rowTop + height
                    rowTop = y + configuration.rowSpacing
                    start = end
                }
                values.removeAll(keepingCapacity: true)
                switch configuration.mode {
                case let .widthRange(minimum, maximum, height):
                    for item in 0..<count {
                        values.append(configuration.naturalWidth(at: ElementIndex(section, item))!)
                    }
                    var rowCount = 0
                    while start < count && rowCount < rowLimit {
                        let (end, fills) = JustifiedRowBreaker.widthRangeRowEnd(
                            values, from: start, room: room, spacing: spacing, minimum: minimum, maximum: maximum)
                        widths.removeAll(keepingCapacity: true)
                        widths.append(contentsOf: values[start..<end])
                        let justified = fills || lastRow == .justified
                        if justified {
                            JustifiedRowBreaker.justify(&widths, toFill: room - CGFloat(end - start - 1) * spacing,
                                                        minimum: minimum, maximum: maximum)
                        }
                        addRow(to: end, height: height, fills: justified)
                        rowCount += 1
                    }
                case let .aspectRatios(target, tolerance):
                    for item in 0..<count {
                        values.append(JustifiedGalleryLayout.aspectRatio(of: environment.itemSizes.size(at: ElementIndex(section, item))))
                    }
                    let ends = JustifiedRowBreaker.optimalRowEnds(
                        ratios: values, room: room, spacing: spacing, targetHeight: target,
                        minimumHeight: target * (1 - tolerance), lastRowIsFree: lastRow != .justified)
                    for end in ends.prefix(rowLimit) {
                        let sum = values[start..<end].reduce(0, +)
                        let fullHeight = JustifiedRowBreaker.rowHeight(ratioSum: sum, count: end - start, room: room, spacing: spacing)
                        // A last row shorter than the room at the target height keeps the target.
                        let fills = end < count || lastRow == .justified || fullHeight < target
                        let height = fills ? fullHeight : target
                        widths.removeAll(keepingCapacity: true)
                        for k in start..<end { widths.append(values[k] * height) }
                        addRow(to: end, height: height, fills: fills)
                    }
                }
                // Items past the row limit: hidden, with no size, where the shown rows end.
                shownCount = start
                for _ in start..<count {
                    frames.append(CGRect(x: rightToLeft ? left + room : left, y: y, width: 0, height: 0))
                }
                y += insets.bottom
            }
            shown.append(shownCount)
            if configuration.footerHeight > 0 {
                footers.append(CGRect(x: 0, y: y, width: contentWidth, height: configuration.footerHeight))
                y += configuration.footerHeight
            }
        }

        contentSize = CGSize(width: contentWidth, height: y)
        rowWidth = room
        self.rows = rows
        // Every section adds a frame for each of its items, shown or not.
        sections = SectionOffsets(counts: environment.itemCounts)
        shownCounts = shown
        // Cells come top to bottom, so the index skips its sort: O(n).
        cells = SpatialIndex(frames: frames, axis: .vertical)
        supplementaries = SpatialIndex(frames: headers + footers, axis: .vertical)
    }

    @discardableResult
    public func forEachElement(in rect: CGRect, _ body: (LayoutAttributes) -> Bool) -> Bool {
        var cursor = sections.cursor()
        let cellsDone = cells.forEachPosition(overlapping: rect) { position in
            body(cellAttributes(at: cursor.index(ofFlat: position), position: position))
        }
        guard cellsDone else { return false }
        return supplementaries.forEachPosition(overlapping: rect) { position in
            let isFooter = !hasHeaders || position >= environment.numberOfSections
            let section = isFooter && hasHeaders ? position - environment.numberOfSections : position
            return body(LayoutAttributes(index: ElementIndex(section, 0), kind: isFooter ? .footer : .header,
                                         frame: supplementaries[position]))
        }
    }

    public func attributes(for index: ElementIndex) -> LayoutAttributes? {
        guard let position = sections.flatIndex(of: index) else { return nil }
        return cellAttributes(at: index, position: position)
    }

    /// The header or footer of a section: kind ``ElementKind/headerKind`` or
    /// ``ElementKind/footerKind`` at item 0 of the section; nil when that kind has height 0.
    public func supplementaryAttributes(ofKind kind: String, at index: ElementIndex) -> LayoutAttributes? {
        guard index.item == 0, index.section >= 0, index.section < environment.numberOfSections else { return nil }
        let position: Int
        switch kind {
        case ElementKind.headerKind where hasHeaders:
            position = index.section
        case ElementKind.footerKind where hasFooters:
            position = (hasHeaders ? environment.numberOfSections : 0) + index.section
        default:
            return nil
        }
        return LayoutAttributes(index: index, kind: .supplementary(kind), frame: supplementaries[position])
    }

    /// The layout depends on the width only: a new offset or height invalidates nothing.
    public func invalidation(forBoundsChange newBounds: CGRect) -> LayoutInvalidation {
        newBounds.width.clampedLength == environment.boundsSize.width ? .nothing : .everything
    }

    public mutating func updateContentOffset(_ offset: CGPoint) {
        environment.updateContentOffset(offset)
    }

    /// The attributes of the cell at `index`, whose frame is at `position` in `cells`.
    private func cellAttributes(at index: ElementIndex, position: Int) -> LayoutAttributes {
        LayoutAttributes(index: index, frame: cells[position], isHidden: index.item >= shownCounts[index.section])
    }
}
