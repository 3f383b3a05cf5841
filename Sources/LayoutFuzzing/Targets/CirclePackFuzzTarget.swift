#if !FUZZ_SINGLE_MODULE
@_spi(Tools) import CollectionLayouts  // for LayoutKind: an SPI import holds in its own file only
#endif
import Foundation

extension LayoutFuzzTarget {
    /// Circle packing: prepare is O(n) with a larger constant than the other layouts, and tens of
    /// thousands of circles under ASan pass libFuzzer's timeout, so an input holds at most 500,
    /// which still fills the front (256) and the rewind window (large counts are covered by the
    /// benchmark).
    /// Appending items moves no circle but the last, which is placed again looking ahead.
    /// Headers, footers (pinned or not, with measured heights) and section backgrounds are drawn
    /// after the environment, so that the corpus made before them keeps its meaning; sections are
    /// held to the gallery's promises (``sectionElementProblem(_:_:)``).
    public static let circles = LayoutFuzzTarget(
        kind: .circles, maximumItems: 500, supplementaryKinds: [ElementKind.headerKind, ElementKind.footerKind],
        decorationKinds: [ElementKind.sectionBackgroundKind], restsOnNearestCell: true,
        elementCheck: { layout, element in sectionElementProblem(layout, element) },
        updateCheck: { before, after in itemsKeepTheirPlace(before, after, exceptLast: 1) },
        laterDraws: { layout, environment, reader throws(LayoutError) in
            guard let circles = layout as? CirclePackLayout, reader.bool() else { return layout }
            let c = circles.configuration
            let configuration = try CirclePackLayout.Configuration(
                insets: c.insets, spacing: c.spacing, defaultDiameter: c.defaultDiameter, ordering: c.ordering,
                headerHeight: reader.bool() ? 0 : reader.length(typical: 0...100),
                footerHeight: reader.bool() ? 0 : reader.length(typical: 0...100),
                sectionHeadersPinToVisibleBounds: reader.bool(), showsSectionBackgrounds: reader.bool())
            environment.supplementaryHeights = reader.supplementaryHeights(
                kinds: [ElementKind.headerKind, ElementKind.footerKind], sections: environment.numberOfSections)
            return CirclePackLayout(configuration: configuration)
        }
    ) {
        (reader: inout ByteReader) throws(LayoutError) in
        CirclePackLayout(
            configuration: try CirclePackLayout.Configuration(
                insets: reader.lengthInsets(), spacing: reader.length(typical: 0...30),
                defaultDiameter: reader.length(typical: 1...300, least: .leastNonzeroMagnitude),
                ordering: reader.bool() ? .readingOrder : .dense))
    }
}

extension ByteWriter {
    /// A circle packing's configuration, in the order ``LayoutFuzzTarget/circles`` reads it.
    public mutating func circlePack(_ configuration: CirclePackLayout.Configuration) {
        insets(configuration.insets)
        double(configuration.spacing)
        double(configuration.defaultDiameter)
        bool(configuration.ordering == .readingOrder)
    }
}
