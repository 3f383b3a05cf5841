import Foundation

extension LayoutFuzzTarget {
    /// The justified gallery, both modes, with headers and footers. The line breaker costs
    /// O(n · maximumItemsPerRow) per prepare and an input prepares four or five times, so an input
    /// holds at most 1,000 items (five rows of the most a row holds): 100,000 took a second or
    /// more each under the fuzzer, 5,000 0.4 s (large counts are covered by the benchmark).
    public static let justifiedGallery = LayoutFuzzTarget(
        name: "gallery", standard: JustifiedGalleryLayout(), maximumItems: 1_000,
        supplementaryKinds: [ElementKind.headerKind, ElementKind.footerKind],
        restsOnNearestCell: true
    ) { (reader: inout ByteReader) throws(LayoutError) in
        let mode: JustifiedGalleryLayout.Mode =
            reader.bool()
            ? .widthRange(
                min: reader.double(typical: 1...400), max: reader.double(typical: 1...600),
                height: reader.double(typical: 1...400))
            : .aspectRatios(
                targetRowHeight: reader.double(typical: 1...400), tolerance: reader.double(typical: 0...0.9))
        return JustifiedGalleryLayout(
            configuration: try JustifiedGalleryLayout.Configuration(
                mode: mode, insets: reader.insets(), itemSpacing: reader.double(typical: 0...30),
                rowSpacing: reader.double(typical: 0...30),
                headerHeight: reader.bool() ? nil : reader.double(typical: 0...100),
                footerHeight: reader.bool() ? 0 : reader.double(typical: 0...100),
                lastRow: reader.pick(JustifiedGalleryLayout.LastRow.allCases),
                maximumRowsPerSection: reader.bool() ? nil : reader.int(in: -1...20), seed: reader.uint64()))
    }
}
