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
    var frames = SpatialIndex.Frames(axis: .vertical)
    var rows: [PreparedJustifiedGallery.Row] = []
    /// The sections' tops, headers and footers, stacked as the circle packing's are; its content
    /// height is where the next section starts.
    var sections: SectionSupplementaries
    /// How many items of each section are shown.
    var shown: [Int] = []
    /// The bottom of the rows laid out so far in the current section.
    var y: CGFloat = 0
    /// The line breaker's programme of the last section laid out (aspect-ratio mode).
    var breaks: JustifiedRowBreaker.OptimalRowBreaks?
    /// The row ends a resumed section lays out (aspect-ratio mode).
    var pendingEnds: [Int] = []

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
        sections = SectionSupplementaries(
            contentWidth: contentWidth, pinsHeaders: configuration.sectionHeadersPinToVisibleBounds,
            showsBackgrounds: configuration.showsSectionBackgrounds)
    }

    /// Lays out `section` from its header.
    mutating func layOut(section: Int) {
        let count = environment.numberOfItems(inSection: section)
        y = sections.openSection(
            section, insets: configuration.insets, headerEstimate: configuration.headerHeight, in: environment)
        if count > 0 {
            pendingEnds = []
            rowsOf(section: section, from: 0, rowTop: y, rowIndex: 0, computeEnds: true)
        }
        endSection(section, count: count)
    }

    /// Lays out `section` from item `item`, the first of a row at `rowTop` that is the section's
    /// row number `rowIndex`; in the aspect-ratio mode the row ends come from ``pendingEnds``.
    /// `sections` stands reopened at the section (``SectionSupplementaries/reopen(_:)``).
    mutating func resume(section: Int, atItem item: Int, rowTop: CGFloat, rowIndex: Int) {
        rowsOf(section: section, from: item, rowTop: rowTop, rowIndex: rowIndex, computeEnds: false)
        endSection(section, count: environment.numberOfItems(inSection: section))
    }

    /// The hidden items, then the bottom inset and the footer (``SectionSupplementaries``).
    private mutating func endSection(_ section: Int, count: Int) {
        shown.append(count > 0 ? shownInSection : count)
        if count > 0 {
            // Items past the row limit: hidden, with no size, where the shown rows end.
            for _ in shownInSection..<count {
                frames.append(CGRect(x: rightToLeft ? left + room : left, y: y, width: 0, height: 0))
            }
        }
        sections.closeSection(
            section, itemsBottom: count > 0 ? y : nil, insets: configuration.insets,
            footerEstimate: configuration.footerHeight, in: environment)
    }

    /// The most frames written before they go to `frames` at once (32 KB, in the cache), rather
    /// than appended one by one, which checks capacity a frame.
    private static let frameRunLength = 1024

    /// How many items of the section being laid out are shown.
    private var shownInSection = 0

    /// The x of a row of items `items`, each `width(k)` wide, that does not fill the room.
    private func startOfShortRow(_ items: Range<Int>, width: (Int) -> CGFloat) -> CGFloat {
        guard configuration.lastRow == .centered else { return left }
        let length = items.reduce(0) { $0 + width($1) } + CGFloat(items.count - 1) * spacing
        return left + Swift.max(0, room - length) / 2
    }

    private mutating func rowsOf(section: Int, from first: Int, rowTop top: CGFloat, rowIndex: Int, computeEnds: Bool) {
        let count = environment.numberOfItems(inSection: section)
        let lastRow = configuration.lastRow
        var rowTop = top
        var start = first
        // Frames are written into a run of at most `frameRunLength`, which goes to `frames` whole.
        let run = UnsafeMutableBufferPointer<CGRect>.allocate(
            capacity: Swift.max(1, Swift.min(Self.frameRunLength, count - first)))
        defer { run.deallocate() }
        var inRun = 0
        func flush() {
            frames.append(contentsOf: UnsafeMutableBufferPointer(rebasing: run[..<inRun]))
            inRun = 0
        }
        /// Places the row of items `start..<end`, item k `width(k)` wide, and moves on to the
        /// next row. A row that fills ends exactly at the right inset, whatever the rounding of
        /// its widths.
        func addRow(to end: Int, height: CGFloat, fills: Bool, width: (Int) -> CGFloat) {
            var x = fills ? left : startOfShortRow(start..<end, width: width)
            for k in start..<end {
                let width = fills && k == end - 1 ? Swift.max(0, left + room - x) : width(k)
                if inRun == run.count { flush() }
                // Right to left mirrors the row between the left and right insets.
                run.initializeElement(
                    at: inRun,
                    to: CGRect(
                        x: rightToLeft ? 2 * left + room - x - width : x, y: rowTop, width: width, height: height))
                inRun += 1
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
        switch configuration.mode {
        case let .widthRange(minimum, maximum, height):
            breaks = nil
            // The natural widths from the first item laid out (a row only looks ahead), which the
            // rows below justify in place.
            var values = [CGFloat](unsafeUninitializedCapacity: count - first) { values, written in
                for item in first..<count {
                    values.initializeElement(
                        at: item - first,
                        to: configuration.naturalWidth(at: ElementIndex(section, item), in: environment)!)
                }
                written = count - first
            }
            var rowCount = rowIndex
            // Bound: count − first rows: each row takes at least one item (widthRangeRowEnd ends past start).
            while start < count && rowCount < rowLimit {
                var (end, fills) = JustifiedRowBreaker.widthRangeRowEnd(
                    values, from: start - first, room: room, spacing: spacing, minimum: minimum, maximum: maximum)
                end += first
                let justified = fills || lastRow == .justified
                if justified {
                    // In place: the rows after this one read the natural widths after it only.
                    let row = (start - first)..<(end - first), itemRoom = room - CGFloat(end - start - 1) * spacing
                    values.withUnsafeMutableBufferPointer { values in
                        JustifiedRowBreaker.justify(
                            UnsafeMutableBufferPointer(rebasing: values[row]), toFill: itemRoom,
                            minimum: minimum, maximum: maximum)
                    }
                }
                addRow(to: end, height: height, fills: justified) { values[$0 - first] }
                rowCount += 1
            }
        case let .aspectRatios(target, tolerance):
            let base = first
            let values = aspectRatios(of: section, items: base..<count)
            if computeEnds {
                var programme = JustifiedRowBreaker.OptimalRowBreaks(
                    room: room, spacing: spacing, targetHeight: target, minimumHeight: target * (1 - tolerance),
                    lastRowIsFree: lastRow != .justified)
                programme.extend(ratios: values, from: 0)
                pendingEnds = programme.allEnds
                breaks = programme
            }
            let ends = pendingEnds.prefix(Swift.max(0, rowLimit - rowIndex))
            if rows.capacity < rows.count + ends.count {
                rows.reserveCapacity(Swift.max(rows.count + ends.count, 2 * rows.capacity))
            }
            for end in ends {
                var sum: CGFloat = 0
                for k in start..<end { sum += values[k - base] }
                let fullHeight = JustifiedRowBreaker.rowHeight(
                    ratioSum: sum, count: end - start, room: room, spacing: spacing)
                // A last row shorter than the room at the target height keeps the target.
                let fills = end < count || lastRow == .justified || fullHeight < target
                let height = fills ? fullHeight : target
                addRow(to: end, height: height, fills: fills) { values[$0 - base] * height }
            }
        }
        flush()
        shownInSection = start
    }

    /// The aspect ratios of `items` of `section`, written into the array (no append's checks), with
    /// a section's sizes looked up once rather than once an item.
    private func aspectRatios(of section: Int, items: Range<Int>) -> [CGFloat] {
        let itemSizes = environment.itemSizes
        if let sizing = configuration.itemSizing.estimate.map({ ItemSizing.measured(estimate: $0) }) {
            // Measured sizes: a missing size is the estimate's.
            return items.map {
                JustifiedGalleryLayout.aspectRatio(
                    of: sizing.measuredSize(itemSizes.size(at: ElementIndex(section, $0))))
            }
        }
        return [CGFloat](unsafeUninitializedCapacity: items.count) { ratios, written in
            if case .perSection(let sections) = itemSizes {
                // An item past its section's sizes has none (as ItemSizes.size(at:) answers).
                let sizes = section < sections.count ? sections[section] : []
                for item in items {
                    ratios.initializeElement(
                        at: item - items.lowerBound,
                        to: JustifiedGalleryLayout.aspectRatio(of: item < sizes.count ? sizes[item] : nil))
                }
            } else {
                for item in items {
                    ratios.initializeElement(
                        at: item - items.lowerBound,
                        to: JustifiedGalleryLayout.aspectRatio(of: itemSizes.size(at: ElementIndex(section, item))))
                }
            }
            written = items.count
        }
    }
}
