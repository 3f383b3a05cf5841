/// The package's layouts, one case each, named as the command line, the playground, the fuzz
/// corpus and the docs name them (`layouts render circles`, `Fuzz/corpus/circles`,
/// `Sources/CollectionLayouts/CollectionLayouts.docc/CirclePacking.md`).
///
/// Every list of the layouts is a `switch` over this enum or is made from ``allCases``: the fuzz
/// targets (`LayoutFuzzTarget.target(for:)`), the corpus folders (one per case, checked by the
/// property suite), the catalog's specs, the benchmarks and the playground's per-item costs (in
/// the Tools package), and the tests that cover each layout (the UIKit front's through the
/// session suite, which makes each session's layout from its `CollectionLayoutStyle`). A new case
/// fails to compile until each of them has it. The cases are in the order the tools list the
/// layouts; an input of the session corpus (`Fuzz/corpus/sessions`) picks its layout by its first
/// byte's index into them, so a new case goes last.
///
/// Tools-only (`@_spi(Tools)`): an app names a layout by its type (``CirclePackLayout``, …).
@_spi(Tools) public enum LayoutKind: String, CaseIterable, Sendable, CustomStringConvertible {
    /// Circle packing, ``CirclePackLayout``.
    case circles
    /// The paging carousel, ``CarouselLayout``.
    case carousel
    /// The justified gallery, ``JustifiedGalleryLayout``.
    case gallery
    /// The staggered grid, ``StaggeredGridLayout``.
    case grid
    /// The spinning wheel, ``WheelLayout``.
    case wheel

    /// The layout's name on the command line, in the playground and in the corpus: the raw value.
    public var name: String { rawValue }

    /// The layout's name.
    public var description: String { rawValue }

    /// The layout with its standard configuration.
    public var standardLayout: any CollectionLayout {
        switch self {
        case .circles: CirclePackLayout()
        case .carousel: CarouselLayout()
        case .gallery: JustifiedGalleryLayout()
        case .grid: StaggeredGridLayout()
        case .wheel: WheelLayout()
        }
    }
}
