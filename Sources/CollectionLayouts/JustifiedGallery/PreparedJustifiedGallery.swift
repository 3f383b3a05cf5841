import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A justified gallery prepared for one environment. See ``JustifiedGalleryLayout``.
///
/// Frames are stored flat (cells in index order, then headers, then footers) and queried through
/// two spatial indices (`SpatialIndex`).
public struct PreparedJustifiedGallery: PreparedLayout, UpdatablePreparedLayout, SectionedPreparedLayout {
    /// One row of a section.
    @_spi(Tools) public struct Row: Hashable, Sendable {
        /// The section the row belongs to.
        @_spi(Tools) public let section: Int
        /// The items of the row, within its section.
        @_spi(Tools) public let items: Range<Int>
        /// The top of the row.
        @_spi(Tools) public let minY: CGFloat
        /// The height of every item of the row.
        @_spi(Tools) public let height: CGFloat
        /// Whether the items fill the row's width exactly: every row but a last row left at its
        /// natural widths (``JustifiedGalleryLayout/LastRow``).
        @_spi(Tools) public let fillsWidth: Bool
        /// Whether the row holds the section's last item. A section cut short by
        /// ``JustifiedGalleryLayout/Configuration/maximumRowsPerSection`` has no such row.
        @_spi(Tools) public let isLastInSection: Bool
    }

    /// The configuration this layout was prepared with, its sizes in points scaled by the
    /// environment's ``LayoutEnvironment/dynamicTypeScale``.
    public let configuration: JustifiedGalleryLayout.Configuration
    /// Vertical: rows follow each other down.
    public var scrollAxis: ScrollAxis { .vertical }
    public private(set) var environment: LayoutEnvironment
    public private(set) var contentSize: CGSize = .zero
    /// The rows, section after section, top to bottom.
    @_spi(Tools) public private(set) var rows: [Row]
    /// The width rows fill: the content width less the left and right insets (never negative).
    @_spi(Tools) public let rowWidth: CGFloat

    /// Cell frames in index order, section after section.
    private var cells: SpatialIndex
    /// The position in `cells` of each section's first item.
    private var sections = SectionOffsets(counts: [Int]())
    /// How many items of each section are shown; the rest are hidden by the row limit.
    private var shownCounts: [Int] = []
    /// The sections' tops, headers, footers and backgrounds (the section's extent runs from the
    /// top of its header to the bottom of its footer).
    private var supplementaries = SectionSupplementaries()

    /// The sections' tops, headers, footers and backgrounds, which `supplementaryAttributes(ofKind:at:)`
    /// (a header: kind `"header"`, a footer: `"footer"`, at item 0 of the section; nil when that
    /// kind has height 0) and `decorationAttributes(ofKind:at:)` answer from.
    package var sectionSupplementaries: SectionSupplementaries { supplementaries }
    /// The line breaker's programme for the last section (aspect-ratio mode), kept for appends.
    private var lastSectionBreaks: JustifiedRowBreaker.OptimalRowBreaks?
    /// How many cells the last prepare laid out: every one, or after an append those from the
    /// first row laid out again (for tests).
    package private(set) var itemsLaidOutLastTime = 0
    private var hasHeaders: Bool { configuration.headerHeight > 0 }
    private var hasFooters: Bool { configuration.footerHeight > 0 }

    /// The bytes this layout's own arrays hold, from their capacities: the cells' and the
    /// supplementary views' indices and frames, the rows, the sections' offsets, tops and shown
    /// counts, and the line breaker's programme kept for appends. Not counted: the environment,
    /// which the caller's copy shares, and the fields of fixed size. The playground weighs its
    /// cached layouts by it.
    @_spi(Tools) public var retainedBytes: Int {
        return cells.retainedBytes + supplementaries.retainedBytes + sections.retainedBytes
            + shownCounts.capacity * MemoryLayout<Int>.stride + rows.capacity * MemoryLayout<Row>.stride
            + (lastSectionBreaks?.retainedBytes ?? 0)
    }

    init(configuration: JustifiedGalleryLayout.Configuration, environment: LayoutEnvironment) {
        self.configuration = configuration
        self.environment = environment
        var builder = JustifiedGalleryBuilder(configuration: configuration, environment: environment)
        builder.frames.reserveCapacity(environment.totalItemCount)
        for section in 0..<environment.numberOfSections { builder.layOut(section: section) }
        rowWidth = builder.room
        rows = builder.rows
        cells = SpatialIndex(frames: [], axis: .vertical)
        adopt(builder)
        // Cells come top to bottom, so the index skips its sort: O(n). The frames are handed
        // over, not copied: 32 MB for a million.
        var frames = SpatialIndex.Frames(axis: .vertical)
        swap(&frames, &builder.frames)
        cells = SpatialIndex(frames)
    }

    /// Takes from `builder` what it laid out for its environment, but for the rows and the cells,
    /// which a fresh prepare stores whole and an append replaces from the first row laid out again.
    private mutating func adopt(_ builder: JustifiedGalleryBuilder) {
        environment = builder.environment
        contentSize = CGSize(width: builder.contentWidth, height: builder.sections.contentHeight)
        // Every section adds a frame for each of its items, shown or not.
        sections = SectionOffsets(counts: environment.itemCounts)
        shownCounts = builder.shown
        lastSectionBreaks = builder.breaks
        itemsLaidOutLastTime = builder.frames.count
        supplementaries = builder.sections
        supplementaries.reindex()
    }

    /// Lays out the items `environment` appends (see ``LayoutEnvironment/appendStart(after:)``)
    /// and returns true; returns false, changing nothing, when it does more than append.
    ///
    /// The last section is laid out again from its last row (widths mode) or from the last break
    /// that the optimal breaks of the longer section share with the old ones (aspect-ratio mode:
    /// usually the last row or two), and any new sections after it: the result is that of a fresh
    /// prepare, bit for bit, for the cost of the rows laid out again.
    mutating func updateByAppending(_ environment: LayoutEnvironment) -> Bool {
        guard let start = environment.appendStart(after: self.environment) else { return false }
        let section = start.section, oldCount = start.item
        var builder = JustifiedGalleryBuilder(configuration: configuration, environment: environment)
        // The first row of the section to lay out again, and its first item.
        let firstRowOfSection = rows.firstIndex { $0.section == section } ?? rows.count
        var resumeRow = rows.count, resumeItem = 0
        if oldCount > 0, firstRowOfSection < rows.count {
            switch configuration.mode {
            case .widthRange:
                resumeRow = rows.count - 1
                resumeItem = rows[resumeRow].items.lowerBound
            case .aspectRatios:
                guard var breaks = lastSectionBreaks, breaks.count == oldCount else { return false }
                let newCount = environment.numberOfItems(inSection: section)
                let base = breaks.firstNeededRatio
                breaks.extend(
                    ratios: (base..<newCount).map {
                        JustifiedGalleryLayout.aspectRatio(
                            of: configuration.itemSizing.measuredSize(
                                environment.itemSizes.size(at: ElementIndex(section, $0)))
                                ?? environment.itemSizes.size(at: ElementIndex(section, $0)))
                    }, from: base)
                // Walk the new optimal breaks back to one the old rows share (before the old last
                // item, whose cost changed): from there back, the breaks are the old ones.
                let path = breaks.breaks { j in
                    j == 0 || (j < oldCount && rowStarting(at: j, from: firstRowOfSection) != nil)
                }
                resumeItem = path[0]
                resumeRow = rowStarting(at: resumeItem, from: firstRowOfSection) ?? firstRowOfSection
                builder.breaks = breaks
                builder.pendingEnds = Array(path.dropFirst())
            }
        }
        // Keep everything above the first row laid out again.
        builder.shown = Array(shownCounts[..<section])
        builder.sections = supplementaries
        let resumes = oldCount > 0 && resumeRow < rows.count
        if resumes {
            builder.sections.reopen(section)
            builder.resume(
                section: section, atItem: resumeItem, rowTop: rows[resumeRow].minY,
                rowIndex: resumeRow - firstRowOfSection)
        } else {
            // The section was empty (or had no row): lay it out again from its header.
            resumeItem = 0
            resumeRow = firstRowOfSection
            builder.sections.removeSections(from: section)
            builder.layOut(section: section)
        }
        for later in (section + 1)..<environment.numberOfSections { builder.layOut(section: later) }
        adopt(builder)
        rows.replaceSubrange(resumeRow..., with: builder.rows)
        cells.replaceFrames(from: sections.start(of: section) + resumeItem, with: builder.frames)
        return true
    }

    /// The index of the row of the last section, from `firstRow` on, whose first item is `item`.
    private func rowStarting(at item: Int, from firstRow: Int) -> Int? {
        var low = firstRow, high = rows.count
        // Bound: ⌊log₂ rows⌋ + 1 steps (bisection).
        while low < high {
            let mid = (low + high) / 2
            if rows[mid].items.lowerBound < item { low = mid + 1 } else { high = mid }
        }
        return low < rows.count && rows[low].items.lowerBound == item ? low : nil
    }

    @discardableResult
    public func forEachElement(in rect: CGRect, _ body: (LayoutAttributes) -> Bool) -> Bool {
        supplementaries.forEachElement(
            in: rect, cells: cells, sections: sections, visibleTop: environment.pinnedHeaderTop,
            cell: cellAttributes(at:position:), body)
    }

    /// The header (kind `"header"`) or footer (`"footer"`) at item 0 of a section, where the
    /// configuration has them (a pinned header where it shows at the current offset); nil otherwise.
    public func supplementaryAttributes(ofKind kind: String, at index: ElementIndex) -> LayoutAttributes? {
        supplementaries.supplementaryAttributes(ofKind: kind, at: index, visibleTop: environment.pinnedHeaderTop)
    }

    /// The section background (kind `"background"`) at item 0 of a section, when the
    /// configuration's `showsSectionBackgrounds` is true; nil otherwise.
    public func decorationAttributes(ofKind kind: String, at index: ElementIndex) -> LayoutAttributes? {
        supplementaries.decorationAttributes(ofKind: kind, at: index)
    }

    public func attributes(for index: ElementIndex) -> LayoutAttributes? {
        guard let position = sections.flatIndex(of: index) else { return nil }
        return cellAttributes(at: index, position: position)
    }

    /// The rows depend on the width only, but what is visible and where a scroll may rest depend on
    /// the height too: a new size invalidates everything. A new offset invalidates nothing unless
    /// headers pin, when a new vertical offset invalidates the offset-dependent part (the pinned
    /// headers, ``updateContentOffset(_:)``).
    public func invalidation(forBoundsChange newBounds: CGRect) -> LayoutInvalidation {
        supplementaries.invalidation(forBoundsChange: newBounds, in: environment)
    }

    public mutating func updateContentOffset(_ offset: CGPoint) {
        environment.updateContentOffset(offset)
    }

    /// The vertical extent of `section`: from the top of its header to the bottom of its footer
    /// (the top of the next section, or the end of the content). Sections tile the content.
    package func sectionExtent(of section: Int) -> ClosedRange<CGFloat> {
        supplementaries.sectionExtent(of: section)
    }

    /// The attributes of the cell at `index`, whose frame is at `position` in `cells`.
    private func cellAttributes(at index: ElementIndex, position: Int) -> LayoutAttributes {
        LayoutAttributes(index: index, frame: cells[position], isHidden: index.item >= shownCounts[index.section])
    }
}

extension PreparedJustifiedGallery {
    /// Takes `environment` (sanitized) when it differs from the prepared one only in its headers'
    /// and footers' heights (``LayoutEnvironment/supplementaryHeights``) and its offset, and
    /// returns true; returns false, changing nothing, otherwise.
    ///
    /// No row is broken again: the sections from the first whose header or footer changes height
    /// are moved down (or up), the rest kept. Their positions are summed in the order a fresh
    /// prepare sums them, so the result is that of a fresh prepare, bit for bit, for
    /// O(sections + items of the sections moved), without the line breaker's work that a fresh
    /// prepare repeats.
    package mutating func resizeSupplementaries(_ environment: LayoutEnvironment) -> Bool {
        guard environment.equals(self.environment, except: \.supplementaryHeights) else { return false }
        let sectionCount = environment.numberOfSections
        let headerEstimate = configuration.headerHeight, footerEstimate = configuration.footerHeight
        let changed = (0..<sectionCount).first { section in
            (hasHeaders
                && environment.headerHeight(inSection: section, estimate: headerEstimate)
                    != supplementaries.headers[section].height)
                || (hasFooters
                    && environment.footerHeight(inSection: section, estimate: footerEstimate)
                        != supplementaries.footers[section].height)
        }
        self.environment = environment
        guard let first = changed else { return true }
        // The rows of the sections moved, from the first row of `first` (rows come section by section).
        var row = rows.partitioningIndex { $0.section >= first }
        // The new top of every cell from the first one moved, in index order.
        var cellTops: [CGFloat] = []
        cellTops.reserveCapacity(cells.count - sections.start(of: first))
        let insets = configuration.insets
        // The same sums, in the same order, as `JustifiedGalleryBuilder.layOut(section:)`.
        supplementaries.removeSections(from: first)
        for section in first..<sectionCount {
            var y = supplementaries.openSection(
                section, insets: insets, headerEstimate: headerEstimate, in: environment)
            let count = environment.numberOfItems(inSection: section)
            if count > 0 {
                var rowTop = y, shown = 0
                // Bound: the rows of the section, each visited once.
                while row < rows.count && rows[row].section == section {
                    let old = rows[row]
                    rows[row] = Row(
                        section: section, items: old.items, minY: rowTop, height: old.height,
                        fillsWidth: old.fillsWidth, isLastInSection: old.isLastInSection)
                    cellTops.append(contentsOf: repeatElement(rowTop, count: old.items.count))
                    y = rowTop + old.height
                    rowTop = y + configuration.rowSpacing
                    shown = old.items.upperBound
                    row += 1
                }
                // Items past the row limit sit, hidden, where the shown rows end.
                cellTops.append(contentsOf: repeatElement(y, count: count - shown))
            }
            supplementaries.closeSection(
                section, itemsBottom: count > 0 ? y : nil, insets: insets, footerEstimate: footerEstimate,
                in: environment)
        }
        contentSize.height = supplementaries.contentHeight
        cells.moveFrames(from: sections.start(of: first), toStarts: cellTops)
        supplementaries.reindex()
        return true
    }
}

extension PreparedJustifiedGallery {
    /// Takes `environment` (sanitized) when it differs from the prepared one only in its items'
    /// sizes, at `first` and after, and its offset, and returns true, laying out again from the
    /// row that holds the item before `first` (a row's end looks at the first item of the next
    /// row) down; returns false, changing nothing, otherwise, or when the sizes are not measured
    /// (``ItemSizing/fixed``) or the mode is the aspect-ratio one (whose breaks are optimal over
    /// the whole section, so that a size moves rows above it too).
    ///
    /// The rows before are kept, the rest laid out as a fresh prepare lays them out: the result is
    /// that of a fresh prepare, bit for bit, for O(sections + the items from that row on). When
    /// that would be more than half the items, returns false: a fresh prepare costs less.
    package mutating func updateMeasuredSizes(_ environment: LayoutEnvironment, from first: ElementIndex) -> Bool {
        guard case .widthRange = configuration.mode, configuration.itemSizing != .fixed,
            first.section >= 0, first.section < environment.numberOfSections, first.item >= 0,
            first.item < environment.numberOfItems(inSection: first.section),
            environment.equals(self.environment, except: \.itemSizes)
        else { return false }
        let section = first.section, item = Swift.max(first.item - 1, 0)
        let firstRowOfSection = rows.partitioningIndex { $0.section >= section }
        let endOfSection = rows.partitioningIndex { $0.section > section }
        // The last row of the section that starts at or before `item` (the section's first row
        // starts at 0, so there is one when the section has rows).
        let after = rows[firstRowOfSection..<endOfSection].partitioningIndex { $0.items.lowerBound > item }
        guard after > firstRowOfSection else { return false }
        let resumeRow = after - 1, resumeItem = rows[resumeRow].items.lowerBound
        // Laying out more than half the items again costs more than a fresh prepare, which
        // writes its frames and index in one pass: the caller prepares afresh then.
        guard 2 * (environment.totalItemCount - sections.start(of: section) - resumeItem) <= environment.totalItemCount
        else { return false }
        var builder = JustifiedGalleryBuilder(configuration: configuration, environment: environment)
        builder.shown = Array(shownCounts[..<section])
        builder.sections = supplementaries
        builder.sections.reopen(section)
        builder.resume(
            section: section, atItem: resumeItem, rowTop: rows[resumeRow].minY,
            rowIndex: resumeRow - firstRowOfSection)
        for later in (section + 1)..<environment.numberOfSections { builder.layOut(section: later) }
        adopt(builder)
        rows.replaceSubrange(resumeRow..., with: builder.rows)
        cells.replaceFrames(from: sections.start(of: section) + resumeItem, with: builder.frames)
        return true
    }
}
