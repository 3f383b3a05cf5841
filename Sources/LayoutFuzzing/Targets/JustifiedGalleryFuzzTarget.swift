#if !FUZZ_SINGLE_MODULE
@_spi(Tools) import CollectionLayouts  // for LayoutKind: an SPI import holds in its own file only
#endif
import Foundation

extension LayoutFuzzTarget {
    /// The justified gallery, both modes, with headers and footers, pinned or not (see
    /// ``galleryElementProblem(_:_:)`` for what sections promise). The line breaker costs
    /// O(n · maximumItemsPerRow) per prepare and an input prepares four or five times, so an input
    /// holds at most 1,000 items (five rows of the most a row holds): 100,000 took a second or
    /// more each under the fuzzer, 5,000 0.4 s (large counts are covered by the benchmark).
    public static let gallery = LayoutFuzzTarget(
        kind: .gallery, maximumItems: 1_000,
        supplementaryKinds: [ElementKind.headerKind, ElementKind.footerKind],
        restsOnNearestCell: true, elementCheck: { layout, element in galleryElementProblem(layout, element) }
    ) { (reader: inout ByteReader) throws(LayoutError) in
        let mode: JustifiedGalleryLayout.Mode =
            reader.bool()
            ? .widthRange(
                min: reader.length(typical: 1...400, least: .leastNonzeroMagnitude),
                max: reader.length(typical: 1...600, least: .leastNonzeroMagnitude),
                height: reader.length(typical: 1...400, least: .leastNonzeroMagnitude))
            : .aspectRatios(
                targetRowHeight: reader.length(typical: 1...400, least: .leastNonzeroMagnitude),
                tolerance: reader.double(typical: 0...0.9))
        return JustifiedGalleryLayout(
            configuration: try JustifiedGalleryLayout.Configuration(
                mode: mode, insets: reader.lengthInsets(), itemSpacing: reader.length(typical: 0...30),
                rowSpacing: reader.length(typical: 0...30),
                headerHeight: reader.bool() ? nil : reader.length(typical: 0...100),
                footerHeight: reader.bool() ? 0 : reader.length(typical: 0...100),
                lastRow: reader.pick(JustifiedGalleryLayout.LastRow.allCases),
                maximumRowsPerSection: reader.bool() ? nil : reader.int(in: -1...20), seed: reader.uint64(),
                sectionHeadersPinToVisibleBounds: reader.bool()))
    }

    /// What is wrong with `element` of a gallery as its section goes, or nil. Sections tile the
    /// content top to bottom (``PreparedJustifiedGallery/sectionExtent(of:)``: each starts where
    /// the one before ends, the first at 0, the last ends the content) and each element lies in
    /// its own: a cell anywhere in it, a footer at its end, a header at its start, or, pinned,
    /// at the top of the visible area (just below the top content inset) while the section holds
    /// it there, at its start when the section is below that top, at its end when the section has
    /// gone above it, and then drawn above the items.
    static func galleryElementProblem(_ layout: any PreparedLayout, _ element: LayoutAttributes) -> String? {
        guard let gallery = layout as? PreparedJustifiedGallery else { return "not a gallery" }
        let e = gallery.environment, section = element.index.section
        guard section >= 0, section < e.numberOfSections else { return "in section \(section), which does not exist" }
        let extent = gallery.sectionExtent(of: section), f = element.frame
        // The rounding of a frame reported as its centre ± half its size, at the content's scale.
        let tolerance = 1e-9 * (1 + abs(extent.upperBound) + f.height)
        let before = section == 0 ? 0 : gallery.sectionExtent(of: section - 1).upperBound
        if extent.lowerBound != before { return "section \(section) starts at \(extent.lowerBound), not at \(before)" }
        if section == e.numberOfSections - 1 && extent.upperBound != gallery.contentSize.height {
            return
                "the last section ends at \(extent.upperBound), not at the content's end \(gallery.contentSize.height)"
        }
        if f.minY < extent.lowerBound - tolerance || f.maxY > extent.upperBound + tolerance {
            return "\(element.kind) at \(f) outside its section's extent \(extent)"
        }
        switch element.kind {
        case .footer:
            if abs(f.maxY - extent.upperBound) > tolerance {
                return "footer at \(f) does not end its section \(extent)"
            }
        case .header:
            let pins = gallery.configuration.sectionHeadersPinToVisibleBounds
            let top = e.contentOffset.y + e.contentInsets.top
            let (expected, place): (CGFloat, String) =
                !pins || top < extent.lowerBound
                ? (extent.lowerBound, "at its section's start")
                : top <= extent.upperBound - f.height
                    ? (top, "at the top of the visible area, \(top)")
                    : (extent.upperBound - f.height, "at its section's end")
            if abs(f.minY - expected) > tolerance {
                return "header at \(f) is not \(place) (its section: \(extent), pinned: \(pins))"
            }
            if pins && element.zIndex <= 0 { return "pinned header has zIndex \(element.zIndex), not above the items" }
        default:
            break
        }
        return nil
    }
}
