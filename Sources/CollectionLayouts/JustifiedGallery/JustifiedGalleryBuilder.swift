import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Lays out a justified gallery section after section: rows, cell frames, headers and footers.
/// Used by ``PreparedJustifiedGallery`` to prepare, and to lay out again from a row of the last
/// section when items are appended.
struct JustifiedGalleryBuilder {
    let configuration: JustifiedGalleryLayout.Configuration
    let environment: LayoutEnvironment
    let contentWidth: CGFloat
    /// The width rows fill.
    let room: CGFloat
    private let left: CGFloat, spacing: CGFloat, rightToLeft: Bool, rowLimit: Int

    /// The cell frames laid out, in index order (from where the builder started).
    var frames: [CGRect] = []
    var rows: [PreparedJustifiedGallery.Row] = []
    var headers: [CGRect] = [], footers: [CGRect] = []
    /// The top of each section.
    var tops: [CGFloat] = []
    /// How many items of each section are shown.
    var shown: [Int] = []
    /// Where the next element goes.
    var y: CGFloat = 0
    /// The line breaker's programme of the last section laid out (aspect-ratio mode).
    var breaks: JustifiedRowBreaker.OptimalRowBreaks?
    /// The row ends a resumed section lays out (aspect-ratio mode).
    var pendingEnds: [Int] = []
    /// One section's natural widths or aspect ratios, and one row's widths, reused throughout.
    private var values: [CGFloat] = [], widths: [CGFloat] = []

    init(configuration: JustifiedGalleryLayout.Configuration, environment: LayoutEnvironment) {
        self.configuration = configuration
        self.environment = environment
        let insets = configuration.insets
        contentWidth = Swift.max(environment.availableSize.width, insets.horizontal)
        room = contentWidth - insets.horizontal
        left = insets.left
        spacing = configuration.itemSpacing
        rightToLeft = environment.layoutDirection == .rightToLeft
        rowLimit = configuration.maximumRowsPerSection ?? Int.max
    }

    /// Lays out `section` from its header.
    mutating func layOut(section: Int) {
        tops.append(y)
        let count = environment.numberOfItems(inSection: section)
        if configuration.headerHeight > 0 {
            let height = environment.headerHeight(inSection: section, estimate: configuration.headerHeight)
            headers.append(CGRect(x: 0, y: y, width: contentWidth, height: height))
            y += height
        }
        if count > 0 {
            y += configuration.insets.top
            pendingEnds = []
            rowsOf(section: section, from: 0, rowTop: y, rowIndex: 0, computeEnds: true)
        }
        endSection(section, count: count)
    }

    /// Lays out `section` from item `item`, the first of a row at `rowTop` that is the section's
    /// row number `rowIndex`; in the aspect-ratio mode the row ends come from ``pendingEnds``.
    mutating func resume(section: Int, atItem item: Int, rowTop: CGFloat, rowIndex: Int) {
        rowsOf(section: section, from: item, rowTop: rowTop, rowIndex: rowIndex, computeEnds: false)
        endSection(section, count: environment.numberOfItems(inSection: section))
    }

    /// The hidden items, the bottom inset, the footer.
    private mutating func endSection(_ section: Int, count: Int) {
        shown.append(count > 0 ? shownInSection : count)
        if count > 0 {
            // Items past the row limit: hidden, with no size, where the shown rows end.
            for _ in shownInSection..<count {
                frames.append(CGRect(x: rightToLeft ? left + room : left, y: y, width: 0, height: 0))
            }
            y += configuration.insets.bottom
        }
        if configuration.footerHeight > 0 {
            let height = environment.footerHeight(inSection: section, estimate: configuration.footerHeight)
            footers.append(CGRect(x: 0, y: y, width: contentWidth, height: height))
            y += height
        }
    }

    /// How many items of the section being laid out are shown.
    private var shownInSection = 0

    /// The x of a row of natural widths `widths` that does not fill the room.
    private func startOfShortRow() -> CGFloat {
        guard configuration.lastRow == .centered else { return left }
        let length = widths.reduce(0, +) + CGFloat(widths.count - 1) * spacing
        return left + Swift.max(0, room - length) / 2
    }

    private mutating func rowsOf(section: Int, from first: Int, rowTop top: CGFloat, rowIndex: Int, computeEnds: Bool) {
        let count = environment.numberOfItems(inSection: section)
        let lastRow = configuration.lastRow
        var rowTop = top
        var start = first
        /// Places `widths` as the row of items `start..<end`, and moves on to the next row.
        /// A row that fills ends exactly at the right inset, whatever the rounding of its widths.
        func addRow(to end: Int, height: CGFloat, fills: Bool) {
            var x = fills ? left : startOfShortRow()
            for k in widths.indices {
                let width = fills && k == widths.count - 1 ? Swift.max(0, left + room - x) : widths[k]
                // Right to left mirrors the row between the left and right insets.
                frames.append(
                    CGRect(x: rightToLeft ? 2 * left + room - x - width : x, y: rowTop, width: width, height: height))
                x += width + spacing
            }
            rows.append(
                PreparedJustifiedGallery.Row(
                    section: section, items: start..<end, minY: rowTop, height: height,
                    fillsWidth: fills, isLastInSection: end == count))
            y = rowTop + height
            rowTop = y + configuration.rowSpacing
            start = end
        }
        values.removeAll(keepingCapacity: true)
        switch configuration.mode {
        case let .widthRange(minimum, maximum, height):
            breaks = nil
            // The natural widths from the first item laid out: a row only looks ahead.
            for item in first..<count {
                values.append(configuration.naturalWidth(at: ElementIndex(section, item))!)
            }
            var rowCount = rowIndex
            // Bound: count − first rows: each row takes at least one item (widthRangeRowEnd ends past start).
            while start < count && rowCount < rowLimit {
                var (end, fills) = JustifiedRowBreaker.widthRangeRowEnd(
                    values, from: start - first, room: room, spacing: spacing, minimum: minimum, maximum: maximum)
                end += first
                widths.removeAll(keepingCapacity: true)
                widths.append(contentsOf: values[(start - first)..<(end - first)])
                let justified = fills || lastRow == .justified
                if justified {
                    JustifiedRowBreaker.justify(
                        &widths, toFill: room - CGFloat(end - start - 1) * spacing,
                        minimum: minimum, maximum: maximum)
                }
                addRow(to: end, height: height, fills: justified)
                rowCount += 1
            }
        case let .aspectRatios(target, tolerance):
            let base = first
            for item in base..<count {
                values.append(
                    JustifiedGalleryLayout.aspectRatio(of: environment.itemSizes.size(at: ElementIndex(section, item))))
            }
            if computeEnds {
                var programme = JustifiedRowBreaker.OptimalRowBreaks(
                    room: room, spacing: spacing, targetHeight: target, minimumHeight: target * (1 - tolerance),
                    lastRowIsFree: lastRow != .justified)
                programme.extend(ratios: values, from: 0)
                pendingEnds = programme.allEnds
                breaks = programme
            }
            for end in pendingEnds.prefix(Swift.max(0, rowLimit - rowIndex)) {
                let sum = values[(start - base)..<(end - base)].reduce(0, +)
                let fullHeight = JustifiedRowBreaker.rowHeight(
                    ratioSum: sum, count: end - start, room: room, spacing: spacing)
                // A last row shorter than the room at the target height keeps the target.
                let fills = end < count || lastRow == .justified || fullHeight < target
                let height = fills ? fullHeight : target
                widths.removeAll(keepingCapacity: true)
                for k in start..<end { widths.append(values[k - base] * height) }
                addRow(to: end, height: height, fills: fills)
            }
        }
        shownInSection = start
    }
}
