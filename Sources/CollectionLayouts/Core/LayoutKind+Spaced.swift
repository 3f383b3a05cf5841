import Foundation

@_spi(Tools) extension LayoutKind {
    /// The modes the tiny-container sweeps prepare the layout in, by name (`reading order`,
    /// `dense`): the property suite's corner cases and sweep, and the Tools' `tiny-containers`
    /// benchmark, which runs the same cases at release speed.
    public var spacedModes: [String] {
        switch self {
        case .circles: ["reading order", "dense"]
        case .carousel: ["240 × 320 points", "0.8 of the bounds, leading"]
        case .gallery: ["width range", "aspect ratios, headers"]
        case .grid: ["horizontal", "vertical"]
        case .wheel: ["standing", "hanging"]
        }
    }

    /// The layout in mode `mode` (an index into ``spacedModes``) with `spacing` between items and
    /// `inset` on every side, where it has them; its other values are the defaults.
    /// - Throws: ``LayoutError`` for a spacing or inset the configuration rejects.
    public func spaced(spacing: CGFloat, inset: CGFloat, mode: Int) throws(LayoutError) -> any CollectionLayout {
        switch self {
        case .circles:
            CirclePackLayout(
                configuration: try .init(
                    insets: LayoutInsets(all: inset), spacing: spacing, ordering: mode == 0 ? .readingOrder : .dense))
        case .carousel:
            // No insets of its own: the environment's content insets play their part.
            CarouselLayout(
                configuration: mode == 0
                    ? try .init(spacing: spacing)
                    : try .init(
                        itemSize: .fractionOfBounds(width: 0.8, height: 0.8), spacing: spacing, alignment: .leading))
        case .gallery:
            JustifiedGalleryLayout(
                configuration: try .init(
                    mode: mode == 0
                        ? .widthRange(min: 150, max: 300, height: 250) : .aspectRatios(targetRowHeight: 200),
                    insets: LayoutInsets(all: inset), itemSpacing: spacing, rowSpacing: spacing,
                    headerHeight: mode == 0 ? nil : spacing, footerHeight: mode == 0 ? 0 : spacing))
        case .grid:
            StaggeredGridLayout(
                configuration: try .init(
                    spacing: spacing, scrollAxis: mode == 0 ? .horizontal : .vertical, insets: LayoutInsets(all: inset))
            )
        case .wheel:
            // Neither spacing nor insets of its own: the angle per item is its spacing.
            WheelLayout(configuration: try .init(hanging: mode == 1))
        }
    }
}
