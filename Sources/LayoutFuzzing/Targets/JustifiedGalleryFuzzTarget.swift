#if !FUZZ_SINGLE_MODULE
@_spi(Tools) import CollectionLayouts  // for LayoutKind: an SPI import holds in its own file only
#endif
import Foundation

extension LayoutFuzzTarget {
    /// The justified gallery, both modes, with headers and footers, pinned or not, and section
    /// backgrounds and measured header and footer heights drawn after the environment (see
    /// ``sectionElementProblem(_:_:)`` for what sections promise). The line breaker costs
    /// O(n · maximumItemsPerRow) per prepare and an input prepares four or five times, so an input
    /// holds at most 1,000 items (five rows of the most a row holds), so that the fuzzer runs
    /// many inputs a second (large counts are covered by the benchmark).
    public static let gallery = LayoutFuzzTarget(
        kind: .gallery, maximumItems: 1_000,
        supplementaryKinds: [ElementKind.headerKind, ElementKind.footerKind],
        decorationKinds: [ElementKind.sectionBackgroundKind], restsOnNearestCell: true,
        elementCheck: { layout, element in sectionElementProblem(layout, element) },
        laterDraws: { layout, environment, reader throws(LayoutError) in
            // Drawn after the environment, so that the corpus made before them keeps its meaning.
            guard let gallery = layout as? JustifiedGalleryLayout, reader.bool() else { return layout }
            let c = gallery.configuration
            environment.supplementaryHeights = reader.supplementaryHeights(
                kinds: [ElementKind.headerKind, ElementKind.footerKind], sections: environment.numberOfSections)
            return JustifiedGalleryLayout(
                configuration: try JustifiedGalleryLayout.Configuration(
                    mode: c.mode, insets: c.insets, itemSpacing: c.itemSpacing, rowSpacing: c.rowSpacing,
                    headerHeight: c.headerHeight, footerHeight: c.footerHeight, lastRow: c.lastRow,
                    maximumRowsPerSection: c.maximumRowsPerSection, seed: c.seed,
                    sectionHeadersPinToVisibleBounds: c.sectionHeadersPinToVisibleBounds,
                    showsSectionBackgrounds: reader.bool()))
        }
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
}
