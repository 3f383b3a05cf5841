@_spi(Tools) import CollectionLayouts
import Foundation

/// `gallery`: the justified gallery, in the widths mode (the default) or, given aspect ratios, in
/// the aspect-ratio mode.
package struct JustifiedGallerySpec: LayoutSpec {
    package init() {}
    // Frames are stored per item: two million take ~160 MB and ~0.3 s of CPU to prepare.
    package let info = LayoutSpecInfo(
        kind: .gallery, defaultCount: 60, maximumCount: 2_000_000, defaultBoundsSize: CGSize(width: 1060, height: 800),
        summary: "justified gallery: rows that fill the width, from seeded widths or from aspect ratios")
    /// The most ratios `--aspect-ratios` or `--aspect-ratios-file` take.
    package static let maximumRatioCount = 1_000_000

    /// The defaults: the engine's presets, `.standard` for the widths mode and `.photos` for the
    /// aspect-ratio mode.
    static let preset = JustifiedGalleryLayout.Configuration.standard
    static let widths: (min: CGFloat, max: CGFloat, height: CGFloat) =
        if case let .widthRange(min, max, height) = preset.mode { (min, max, height) } else { (0, 0, 0) }
    static let photos: (target: CGFloat, tolerance: CGFloat) =
        if case let .aspectRatios(target, tolerance) = JustifiedGalleryLayout.Configuration.photos.mode {
            (target, tolerance)
        } else { (0, 0) }
    static let lastRows = NamedChoices<JustifiedGalleryLayout.LastRow>(
        [("left", .leading), ("center", .centered), ("justify", .justified)])

    static let minWidth = CatalogOption.number(
        "min-width", "W", "widths mode: narrowest natural width", default: widths.min)
    static let maxWidth = CatalogOption.number(
        "max-width", "W", "widths mode: widest natural width", default: widths.max)
    static let itemHeight = CatalogOption.number(
        "item-height", "H", "widths mode: height of every item", default: widths.height)
    static let seed = CatalogOption.whole("seed", "widths mode: seed of the natural widths", default: Int(preset.seed))
    static let aspectRatios = CatalogOption.list(
        "aspect-ratios", "R,R,…",
        "aspect-ratio mode: width/height of the items, cycled over all sections; ≤ 0 counts as 1")
    static let aspectRatiosFile = CatalogOption.file(
        "aspect-ratios-file", "aspect-ratio mode: the ratios from a file, separated by commas or newlines")
    static let targetHeight = CatalogOption.number(
        "target-height", "H", "aspect-ratio mode: row height to aim for",
        default: photos.target)
    static let tolerance = CatalogOption.number(
        "tolerance", "F", "aspect-ratio mode: how far below the target a row may fall, 0…0.9", default: photos.tolerance
    )
    static let lastRow = lastRows.option(
        "last-row", "last row of a section (left: the leading edge)", default: preset.lastRow)
    static let maximumRows = CatalogOption.whole(
        "max-rows", "most rows a section shows", default: preset.maximumRowsPerSection,
        note: "all")
    static let headerHeight = CatalogOption.number(
        "header-height", "H", "section header height, 0 for none",
        default: nil, note: "a quarter of the row height")
    static let footerHeight = CatalogOption.number(
        "footer-height", "H", "section footer height, 0 for none",
        default: preset.footerHeight)
    static let inset = CatalogOption.number(
        "inset", "I", "inset on every edge of a section's rows", default: preset.insets.top)
    static let spacing = CatalogOption.number(
        "spacing", "S", "gap between items and between rows", default: preset.itemSpacing)
    static let pinHeaders = CatalogOption.flag(
        "pin-headers",
        "section headers pin to the visible bounds: each stays at the top until the next section pushes it away")

    static let widthOptions = [minWidth, maxWidth, itemHeight, seed]
    static let ratioOptions = [targetHeight, tolerance]

    package let options = [
        Self.minWidth, Self.maxWidth, Self.itemHeight, Self.seed, Self.aspectRatios, Self.aspectRatiosFile,
        Self.targetHeight, Self.tolerance, Self.lastRow, Self.maximumRows, Self.headerHeight,
        Self.footerHeight, Self.inset, Self.spacing, Self.pinHeaders,
    ]

    package var samples: [LayoutSample] {
        [
            LayoutSample(name: "gallery-widths", parameters: ["width": "1060", "sections": "11,6,14"]),
            // Scrolled into the first section: its header pinned at the top of the viewport.
            LayoutSample(
                name: "gallery-pinned",
                parameters: ["width": "1060", "sections": "11,6,14", "pin-headers": "true", "offset": "0,700"]),
            LayoutSample(
                name: "gallery-aspect",
                parameters: [
                    "width": "1060", "sections": "13,8,17",
                    "aspect-ratios": "1.5,0.67,1.33,1,1.78,0.75,2,1.5,0.56,1.25,0.8,1.5,1.33,0.67,1.78,1,0.75,1.5,2",
                ]),
        ]
    }

    /// Options that make every argument of the configuration appear in the app code, with
    /// sections, sizes and right to left: what the samples, mostly presets, leave out.
    package var argumentExamples: [[String: String]] {
        [
            [
                "min-width": "100", "max-width": "200", "item-height": "120", "seed": "7", "last-row": "justify",
                "max-rows": "3", "header-height": "0", "footer-height": "20", "inset": "4", "spacing": "2",
                "pin-headers": "true",
            ],
            ["aspect-ratios": "1.5,0.75", "target-height": "180", "tolerance": "0.3", "sections": "2,5"],
        ]
    }

    package func make(_ p: LayoutParameters, environment: LayoutEnvironment) throws(ParameterError) -> CatalogLayout {
        let ratios = try Self.ratios(p)
        if ratios != nil, let option = Self.widthOptions.first(where: p.has) {
            throw ParameterError(
                "--\(option.name) is for the widths mode; it does not go with --aspect-ratios or --aspect-ratios-file")
        }
        if ratios == nil, let option = Self.ratioOptions.first(where: p.has) {
            throw ParameterError(
                "--\(option.name) is for the aspect-ratio mode: give --aspect-ratios or --aspect-ratios-file too")
        }
        let mode: JustifiedGalleryLayout.Mode
        if ratios != nil {
            let target = try p.double(Self.targetHeight)
            let tolerance = try p.double(Self.tolerance)
            mode = .aspectRatios(targetRowHeight: target, tolerance: tolerance)
        } else {
            let minimum = try p.double(Self.minWidth)
            let maximum = try p.double(Self.maxWidth)
            let height = try p.double(Self.itemHeight)
            mode = .widthRange(min: minimum, max: maximum, height: height)
        }
        let lastRow = try p.choice(Self.lastRow, Self.lastRows)
        let maximumRows = try p.optionalInt(Self.maximumRows, in: 1...Int(Int32.max))
        let headerHeight = try p.optionalDouble(Self.headerHeight).map { CGFloat($0) }
        let footerHeight = try p.double(Self.footerHeight)
        let inset = try p.double(Self.inset)
        let spacing = try p.double(Self.spacing)
        let seed = UInt64(try p.int(Self.seed, in: 0...Int.max))
        let pinsHeaders = try p.flag(Self.pinHeaders)
        let configuration = try configuration { () throws(LayoutError) in
            try JustifiedGalleryLayout.Configuration(
                mode: mode, insets: LayoutInsets(all: inset), itemSpacing: spacing, rowSpacing: spacing,
                headerHeight: headerHeight, footerHeight: footerHeight, lastRow: lastRow,
                maximumRowsPerSection: maximumRows, seed: seed, sectionHeadersPinToVisibleBounds: pinsHeaders)
        }
        var environment = environment
        if let ratios {
            environment.itemSizes = Self.itemSizes(cycling: ratios, over: environment.itemCounts)
        }
        return catalogLayout(
            JustifiedGalleryLayout(configuration: configuration), configuration: configuration.code,
            environment: environment, data: AppCode.Data(environment, sizes: ratios == nil ? nil : .aspectRatio))
    }

    /// Sizes whose aspect ratios are `ratios`, cycled over the items of all sections in order.
    static func itemSizes(cycling ratios: [Double], over counts: [Int]) -> ItemSizes {
        let sizes = ratios.map { CGSize(width: $0, height: 1) }
        guard counts.count > 1 else { return .cycle(sizes) }
        var next = 0
        return .perSection(
            counts.map { count in
                (0..<Swift.max(count, 0)).map { _ in
                    defer { next = (next + 1) % sizes.count }
                    return sizes[next]
                }
            })
    }

    /// The aspect ratios given by `--aspect-ratios` or `--aspect-ratios-file`, or nil for the widths mode.
    static func ratios(_ p: LayoutParameters) throws(ParameterError) -> [Double]? {
        switch (p.has(aspectRatios), p.has(aspectRatiosFile)) {
        case (false, false):
            return nil
        case (true, true):
            throw ParameterError("give --aspect-ratios or --aspect-ratios-file, not both")
        case (true, false):
            return try p.doubles(aspectRatios, maximumCount: maximumRatioCount)
        case (false, true):
            return try p.fileNumbers(aspectRatiosFile, maximumCount: maximumRatioCount) ?? []
        }
    }

    /// The numbers in `text`, separated by commas and white space, as a file of ratios is read;
    /// `source` names the text in errors, which never quote the text itself (it may be any file).
    package static func aspectRatios(fromText text: String, source: String) throws(ParameterError) -> [Double] {
        try NumberListScanner.numbers(
            in: .text(text, name: source), option: aspectRatiosFile.name, maximumCount: maximumRatioCount)
    }
}

extension JustifiedGalleryLayout.Configuration {
    /// This configuration as Swift.
    package var code: ConfigurationCode {
        ConfigurationCode(self, presets: ["photos": .photos], initDefaults: try! Self()) { a in
            a.add("mode", \.mode) { mode in
                switch mode {
                case let .widthRange(low, high, height):
                    ".widthRange(min: \(low.code), max: \(high.code), height: \(height.code))"
                case .aspectRatios(let target, 0.5): ".aspectRatios(targetRowHeight: \(target.code))"
                case let .aspectRatios(target, tolerance):
                    ".aspectRatios(targetRowHeight: \(target.code), tolerance: \(tolerance.code))"
                }
            }
            a.add("insets", \.insets, insetsCode)
            a.add("itemSpacing", \.itemSpacing, numberCode)
            a.add("rowSpacing", \.rowSpacing, numberCode)
            // nil (the default) is a quarter of the row height.
            a.add("headerHeight", \.headerHeight, default: mode.rowHeight / 4, numberCode)
            a.add("footerHeight", \.footerHeight, numberCode)
            a.add("lastRow", \.lastRow) { ".\($0.rawValue)" }
            a.add("maximumRowsPerSection", \.maximumRowsPerSection, optionalCode)
            a.add("seed", \.seed) { "\($0)" }
            a.add("sectionHeadersPinToVisibleBounds", \.sectionHeadersPinToVisibleBounds) { "\($0)" }
        }
    }
}
