import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The sections of a vertically scrolling layout as its headers, footers and backgrounds see them
/// (justified gallery, circle packing): where each section starts, its header and footer frames,
/// and the queries on them, pinned headers and section backgrounds included.
///
/// Sections tile the content top to bottom: section `s` runs from `tops[s]` to `tops[s + 1]` (the
/// last to the end of the content). A header, when the layout has headers, starts its section; a
/// footer ends it. A pinned header (``pinsHeaders``) stays at the top of the visible area, just
/// below the top content inset, kept inside its section, and is drawn above the items (`zIndex`
/// 1). A section background (``showsBackgrounds``, decoration kind
/// `ElementKind.sectionBackgroundKind`) covers its section's extent across the content width,
/// drawn below the items (`zIndex` −1).
package struct SectionSupplementaries: Sendable {
    /// The top of each section.
    package var tops: [CGFloat]
    /// Each section's header frame where it is laid out; empty without headers.
    package var headers: [CGRect]
    /// Each section's footer frame; empty without footers.
    package var footers: [CGRect]
    /// The width of the content: headers, footers and backgrounds span it.
    package var contentWidth: CGFloat
    /// The end of the last section: the content's height.
    package var contentHeight: CGFloat
    /// Whether headers pin to the top of the visible area: asked for, and there are headers.
    package var pinsHeaders: Bool { pinsAnyHeaders && !headers.isEmpty }
    /// Whether headers pin when there are any.
    private let pinsAnyHeaders: Bool
    /// Whether each section has a background decoration.
    package let showsBackgrounds: Bool
    /// Header frames then footer frames, for rect queries.
    private var spatialIndex = SpatialIndex(frames: [], axis: .vertical)

    /// Sections with the given tops, headers and footers (each empty or one per section). Headers
    /// pin when `pinsHeaders` and there are headers.
    package init(
        tops: [CGFloat] = [], headers: [CGRect] = [], footers: [CGRect] = [], contentWidth: CGFloat = 0,
        contentHeight: CGFloat = 0, pinsHeaders: Bool = false, showsBackgrounds: Bool = false
    ) {
        self.tops = tops
        self.headers = headers
        self.footers = footers
        self.contentWidth = contentWidth
        self.contentHeight = contentHeight
        self.pinsAnyHeaders = pinsHeaders
        self.showsBackgrounds = showsBackgrounds
        reindex()
    }

    /// Starts `section` where the content ends (`contentHeight`), as the gallery and the circle
    /// packing lay out each of their sections: records its top and lays out its header when
    /// `headerEstimate` is above 0 (the height its view asked for in `environment`, else the
    /// estimate). Returns where its items start: the top inset below the header.
    /// ``closeSection(_:itemsBottom:insets:footerEstimate:in:)`` ends it.
    package mutating func openSection(
        _ section: Int, insets: LayoutInsets, headerEstimate: CGFloat, in environment: LayoutEnvironment
    ) -> CGFloat {
        tops.append(contentHeight)
        if headerEstimate > 0 {
            let height = environment.headerHeight(inSection: section, estimate: headerEstimate)
            headers.append(CGRect(x: 0, y: contentHeight, width: contentWidth, height: height))
            contentHeight += height
        }
        return contentHeight + insets.top
    }

    /// Ends the section ``openSection(_:insets:headerEstimate:in:)`` started: when it has items
    /// (`itemsBottom` is where they end, nil for none), the top inset, the items and the bottom
    /// inset; then its footer when `footerEstimate` is above 0. An empty section keeps its header
    /// and footer with no insets between them.
    package mutating func closeSection(
        _ section: Int, itemsBottom: CGFloat?, insets: LayoutInsets, footerEstimate: CGFloat,
        in environment: LayoutEnvironment
    ) {
        if let itemsBottom {
            // Items end no higher than they start (a cancelled packing places none).
            contentHeight = Swift.max(contentHeight + insets.top, itemsBottom) + insets.bottom
        }
        if footerEstimate > 0 {
            let height = environment.footerHeight(inSection: section, estimate: footerEstimate)
            footers.append(CGRect(x: 0, y: contentHeight, width: contentWidth, height: height))
            contentHeight += height
        }
    }

    /// Takes back `section`'s items and footer and every section after it: the content ends below
    /// its header again, for its items to be laid out again and
    /// ``closeSection(_:itemsBottom:insets:footerEstimate:in:)`` to end it.
    package mutating func reopen(_ section: Int) {
        tops.removeSubrange((section + 1)...)
        headers.removeSubrange(Swift.min(section + 1, headers.count)...)
        footers.removeSubrange(Swift.min(section, footers.count)...)
        contentHeight = headers.isEmpty ? tops[section] : headers[section].maxY
    }

    /// Takes back `section` and every section after it: the content ends at its top again.
    package mutating func removeSections(from section: Int) {
        contentHeight = tops[section]
        tops.removeSubrange(section...)
        headers.removeSubrange(Swift.min(section, headers.count)...)
        footers.removeSubrange(Swift.min(section, footers.count)...)
    }

    /// Rebuilds the rect index after `headers` or `footers` changed.
    package mutating func reindex() {
        spatialIndex = SpatialIndex(frames: headers + footers, axis: .vertical)
    }

    /// The bytes the arrays hold, from their capacities.
    package var retainedBytes: Int {
        spatialIndex.retainedBytes + (headers.capacity + footers.capacity) * MemoryLayout<CGRect>.stride
            + tops.capacity * MemoryLayout<CGFloat>.stride
    }

    private var sectionCount: Int { tops.count }

    /// The vertical extent of `section`: from its top to the next section's top, or the end of
    /// the content.
    package func sectionExtent(of section: Int) -> ClosedRange<CGFloat> {
        let top = tops[section]
        let bottom = section + 1 < tops.count ? tops[section + 1] : contentHeight
        return top...Swift.max(top, bottom)
    }

    /// The header of `section` where it shows for a visible area whose top (below the top content
    /// inset) is `visibleTop`: where it was laid out, or, pinned, at `visibleTop` kept inside its
    /// section, and drawn above the items.
    package func header(ofSection section: Int, visibleTop: CGFloat) -> LayoutAttributes {
        // Read from the index, as the rect queries are: the same rounding.
        var frame = spatialIndex[section]
        guard pinsHeaders else { return LayoutAttributes(index: ElementIndex(section, 0), kind: .header, frame: frame) }
        let extent = sectionExtent(of: section)
        frame.origin.y = Swift.max(extent.lowerBound, Swift.min(visibleTop, extent.upperBound - frame.height))
        return LayoutAttributes(index: ElementIndex(section, 0), kind: .header, frame: frame, zIndex: 1)
    }

    /// The background of `section`: its extent across the content, below the items.
    package func background(ofSection section: Int) -> LayoutAttributes {
        let extent = sectionExtent(of: section)
        return LayoutAttributes(
            index: ElementIndex(section, 0), kind: .sectionBackground,
            frame: CGRect(
                x: 0, y: extent.lowerBound, width: contentWidth, height: extent.upperBound - extent.lowerBound),
            zIndex: -1)
    }

    /// The header (`"header"`) or footer (`"footer"`) at item 0 of a section; nil for any other
    /// kind or index, or a kind the layout does not have.
    package func supplementaryAttributes(
        ofKind kind: String, at index: ElementIndex, visibleTop: CGFloat
    )
        -> LayoutAttributes?
    {
        guard index.item == 0, index.section >= 0, index.section < sectionCount else { return nil }
        switch kind {
        case ElementKind.headerKind where !headers.isEmpty:
            return header(ofSection: index.section, visibleTop: visibleTop)
        case ElementKind.footerKind where !footers.isEmpty:
            return LayoutAttributes(index: index, kind: .footer, frame: spatialIndex[headers.count + index.section])
        default:
            return nil
        }
    }

    /// The background (`ElementKind.sectionBackgroundKind`) at item 0 of a section when the
    /// layout shows backgrounds; nil otherwise.
    package func decorationAttributes(ofKind kind: String, at index: ElementIndex) -> LayoutAttributes? {
        guard showsBackgrounds, kind == ElementKind.sectionBackgroundKind, index.item == 0, index.section >= 0,
            index.section < sectionCount
        else { return nil }
        return background(ofSection: index.section)
    }

    /// Visits the headers, then the footers, then the backgrounds whose visual bounds overlap
    /// `rect`, each kind in section order, until `body` returns false. O(log sections + k).
    /// - Returns: False when `body` stopped the visit.
    package func forEachElement(in rect: CGRect, visibleTop: CGFloat, _ body: (LayoutAttributes) -> Bool) -> Bool {
        let sectionCount = sectionCount, hasHeaders = !headers.isEmpty
        if pinsHeaders {
            // Pinned headers are not where the index has them: each lies within its section, so
            // the sections the rect meets hold every one that can overlap it.
            let done = forEachSection(meeting: rect) { section in
                let header = header(ofSection: section, visibleTop: visibleTop)
                return !header.visualBounds.overlaps(rect) || body(header)
            }
            guard done else { return false }
        }
        let done = spatialIndex.forEachPosition(overlapping: rect) { position in
            if pinsHeaders && position < sectionCount { return true }
            let isFooter = !hasHeaders || position >= sectionCount
            let section = isFooter && hasHeaders ? position - sectionCount : position
            return body(
                LayoutAttributes(
                    index: ElementIndex(section, 0), kind: isFooter ? .footer : .header, frame: spatialIndex[position]))
        }
        guard done, showsBackgrounds else { return done }
        return forEachSection(meeting: rect) { section in
            let background = background(ofSection: section)
            return !background.visualBounds.overlaps(rect) || body(background)
        }
    }

    /// Visits the cells of `cells` whose frames overlap `rect` (at flat positions, section after
    /// section as `sections` counts them), made by `cell(index, position)`, then the headers,
    /// footers and backgrounds as ``forEachElement(in:visibleTop:_:)``: a sectioned layout's rect
    /// query, until `body` returns false.
    /// - Returns: False when `body` stopped the visit.
    package func forEachElement(
        in rect: CGRect, cells: SpatialIndex, sections: SectionOffsets, visibleTop: CGFloat,
        cell: (ElementIndex, Int) -> LayoutAttributes, _ body: (LayoutAttributes) -> Bool
    ) -> Bool {
        var cursor = sections.cursor()
        let cellsDone = cells.forEachPosition(overlapping: rect) { body(cell(cursor.index(ofFlat: $0), $0)) }
        return cellsDone && forEachElement(in: rect, visibleTop: visibleTop, body)
    }

    /// Visits, in order, the sections whose extent can meet `rect` vertically (found by bisection
    /// over the rect widened by the frames' rounding, with one section more on each side), until
    /// `body` returns false.
    /// O(log sections + k).
    private func forEachSection(meeting rect: CGRect, _ body: (Int) -> Bool) -> Bool {
        guard !tops.isEmpty, rect.canOverlapFiniteRects else { return true }
        // An element's frame is kept as its centre and size, so its edges round by up to a few
        // ulps of the content's extent: sections thinner than that (tiny items, empty sections)
        // may all round onto the rect. The rect is widened by that much before the bisection.
        let slack = 4 * CGFloat.ulpOfOne * Swift.max(contentHeight, Swift.abs(rect.minY), Swift.abs(rect.maxY))
        // The first section starting past the rect's top follows the one holding that top.
        let below = tops.partitioningIndex { $0 > rect.minY - slack }
        let first = Swift.max(0, below - 2)
        let last = Swift.min(tops.count - 1, tops.partitioningIndex { $0 >= rect.maxY + slack })
        guard first <= last else { return true }
        // Bound: last − first + 1 sections, at most the section count.
        for section in first...last where !body(section) { return false }
        return true
    }

    /// What a change of the visible bounds from `environment`'s to `newBounds` makes stale: every
    /// thing for a new size; for a new offset nothing, unless headers pin, when a new vertical
    /// offset invalidates the pinned headers (``LayoutInvalidation/offsetDependent``).
    package func invalidation(
        forBoundsChange newBounds: CGRect, in environment: LayoutEnvironment
    )
        -> LayoutInvalidation
    {
        if environment.sizeChanges(to: newBounds) { return .everything }
        // Compared as `updateContentOffset(_:)` would clamp it: only a move it would make counts.
        return pinsHeaders && newBounds.origin.y.clampedOffset != environment.contentOffset.y
            ? .offsetDependent : .nothing
    }
}

/// A prepared layout whose sections' headers, footers and backgrounds a ``SectionSupplementaries``
/// keeps (the justified gallery, the circle packing): its `supplementaryAttributes(ofKind:at:)`
/// and `decorationAttributes(ofKind:at:)` answer from it, and the checker reads the sections'
/// extents from it.
package protocol SectionedPreparedLayout: PreparedLayout {
    /// The sections' tops, headers, footers and backgrounds.
    var sectionSupplementaries: SectionSupplementaries { get }
}

extension LayoutEnvironment {
    /// The top of the visible area below the top content inset: where pinned headers stop.
    package var pinnedHeaderTop: CGFloat { contentOffset.y + contentInsets.top }
}
