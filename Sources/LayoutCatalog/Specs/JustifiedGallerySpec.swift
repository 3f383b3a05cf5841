import CollectionLayouts
import Foundation

/// `gallery`: the justified gallery, in the widths mode (the default) or, given aspect ratios, in
/// the aspect-ratio mode.
public struct JustifiedGallerySpec: LayoutSpec {
    public init() {}
    public let name = "gallery"
    public let summary = "justified gallery: rows that fill the width, from seeded widths or from aspect ratios"
    public let defaultBoundsSize = CGSize(width: 1060, height: 800)
    public let defaultCount = 60
    // Frames are stored per item: two million take ~160 MB and ~0.3 s of CPU to prepare.
    public let maximumCount = 2_000_000
    /// The most ratios `--aspect-ratios` or `--aspect-ratios-file` take.
    public static let maximumRatioCount = 1_000_000

    static let widthOptions = ["min-width", "max-width", "item-height", "seed"]
    static let ratioOptions = ["target-height", "tolerance"]

    public let options: [OptionInfo] = [
        .value("min-width", "W", "widths mode: narrowest natural width (default 150)"),
        .value("max-width", "W", "widths mode: widest natural width (default 300)"),
        .value("item-height", "H", "widths mode: height of every item (default 250)"),
        .value("seed", "N", "widths mode: seed of the natural widths (default 0)"),
        .value("aspect-ratios", "R,R,…", "aspect-ratio mode: width/height of the items, cycled over all sections; ≤ 0 counts as 1"),
        .value("aspect-ratios-file", "FILE", "aspect-ratio mode: the ratios from a file, separated by commas or newlines"),
        .value("target-height", "H", "aspect-ratio mode: row height to aim for (default 250)"),
        .value("tolerance", "F", "aspect-ratio mode: how far below the target a row may fall, 0…0.9 (default 0.5)"),
        .value("last-row", "left|center|justify", "last row of a section (default left: leading edge)"),
        .value("max-rows", "N", "most rows a section shows (default: all)"),
        .value("header-height", "H", "section header height, 0 for none (default: a quarter of the row height)"),
        .value("footer-height", "H", "section footer height (default 0: none)"),
        .value("inset", "I", "inset on every edge of a section's rows (default 15)"),
        .value("spacing", "S", "gap between items and between rows (default 15)"),
    ]

    public var samples: [LayoutSample] {
        [LayoutSample(name: "gallery-widths", parameters: ["width": "1060", "sections": "11,6,14"]),
         LayoutSample(name: "gallery-aspect", parameters: [
            "width": "1060", "sections": "13,8,17",
            "aspect-ratios": "1.5,0.67,1.33,1,1.78,0.75,2,1.5,0.56,1.25,0.8,1.5,1.33,0.67,1.78,1,0.75,1.5,2",
         ])]
    }

    public func make(_ p: LayoutParameters, environment: LayoutEnvironment) throws(ParameterError) -> CatalogLayout {
        let ratios = try Self.ratios(p)
        if ratios != nil, let option = Self.widthOptions.first(where: p.has) {
            throw ParameterError("--\(option) is for the widths mode; it does not go with --aspect-ratios or --aspect-ratios-file")
        }
        if ratios == nil, let option = Self.ratioOptions.first(where: p.has) {
            throw ParameterError("--\(option) is for the aspect-ratio mode: give --aspect-ratios or --aspect-ratios-file too")
        }
        let mode: JustifiedGalleryLayout.Mode
        let modeCode: String
        if ratios != nil {
            let target = try p.double("target-height", default: 250)
            let tolerance = try p.double("tolerance", default: 0.5)
            mode = .aspectRatios(targetRowHeight: target, tolerance: tolerance)
            modeCode = ".aspectRatios(targetRowHeight: \(target.code), tolerance: \(tolerance.code))"
        } else {
            let minimum = try p.double("min-width", default: 150)
            let maximum = try p.double("max-width", default: 300)
            let height = try p.double("item-height", default: 250)
            mode = .widthRange(min: minimum, max: maximum, height: height)
            modeCode = ".widthRange(min: \(minimum.code), max: \(maximum.code), height: \(height.code))"
        }
        let lastRow: JustifiedGalleryLayout.LastRow = switch try p.choice("last-row", default: "left", from: ["left", "center", "justify"]) {
        case "center": .centered
        case "justify": .justified
        default: .leading
        }
        let maximumRows = try p.optionalInt("max-rows", in: 1...Int(Int32.max))
        let headerHeight = p.has("header-height") ? CGFloat(try p.double("header-height", default: 0)) : nil
        let footerHeight = try p.double("footer-height", default: 0)
        let inset = try p.double("inset", default: 15)
        let spacing = try p.double("spacing", default: 15)
        let seed = UInt64(try p.int("seed", default: 0, in: 0...Int.max))
        let configuration = try configuration { () throws(LayoutError) in
            try JustifiedGalleryLayout.Configuration(
                mode: mode, insets: LayoutInsets(all: inset), itemSpacing: spacing, rowSpacing: spacing,
                headerHeight: headerHeight, footerHeight: footerHeight, lastRow: lastRow,
                maximumRowsPerSection: maximumRows, seed: seed)
        }
        var environment = environment
        if let ratios {
            environment.itemSizes = Self.itemSizes(cycling: ratios, over: environment.itemCounts)
        }
        let code = """
            let layout = JustifiedGalleryLayout(configuration: try .init(
                mode: \(modeCode),
                insets: LayoutInsets(all: \(inset.code)), itemSpacing: \(spacing.code), rowSpacing: \(spacing.code),
                headerHeight: \(configuration.headerHeight.code), footerHeight: \(footerHeight.code), lastRow: .\(lastRow.rawValue),
                maximumRowsPerSection: \(maximumRows.map(String.init) ?? "nil"), seed: \(seed)))
            """ + (ratios == nil ? "" : "\n// environment.itemSizes: each photo's size (its aspect ratio is width / height)")
        return CatalogLayout(prepared: JustifiedGalleryLayout(configuration: configuration).prepare(in: environment), swiftCode: code)
    }

    /// Sizes whose aspect ratios are `ratios`, cycled over the items of all sections in order.
    static func itemSizes(cycling ratios: [Double], over counts: [Int]) -> ItemSizes {
        let sizes = ratios.map { CGSize(width: $0, height: 1) }
        guard counts.count > 1 else { return .cycle(sizes) }
        var next = 0
        return .perSection(counts.map { count in
            (0..<Swift.max(count, 0)).map { _ in
                defer { next = (next + 1) % sizes.count }
                return sizes[next]
            }
        })
    }

    /// The aspect ratios given by `--aspect-ratios` or `--aspect-ratios-file`, or nil for the widths mode.
    static func ratios(_ p: LayoutParameters) throws(ParameterError) -> [Double]? {
        switch (p.values["aspect-ratios"], p.values["aspect-ratios-file"]) {
        case (nil, nil):
            return nil
        case (.some, .some):
            throw ParameterError("give --aspect-ratios or --aspect-ratios-file, not both")
        case (.some, nil):
            return try p.doubles("aspect-ratios", default: [], maximumCount: maximumRatioCount)
        case (nil, .some(let path)):
            return try aspectRatios(fromFile: path)
        }
    }

    /// The numbers in the file at `path`, separated by commas, newlines or spaces.
    /// - Throws: ``ParameterError`` when the file cannot be read, holds no number, more than
    ///   ``maximumRatioCount`` of them, or anything that is not a finite number.
    public static func aspectRatios(fromFile path: String) throws(ParameterError) -> [Double] {
        guard FileManager.default.fileExists(atPath: path) else {
            throw ParameterError("--aspect-ratios-file: no such file '\(path)'")
        }
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw ParameterError("--aspect-ratios-file: cannot read '\(path)' as UTF-8 text")
        }
        return try aspectRatios(fromText: text, source: path)
    }

    /// The numbers in `text`, separated by commas, newlines or spaces; `source` names the text in errors.
    public static func aspectRatios(fromText text: String, source: String) throws(ParameterError) -> [Double] {
        let entries = text.split(whereSeparator: { $0 == "," || $0.isWhitespace || $0.isNewline })
        guard !entries.isEmpty else { throw ParameterError("--aspect-ratios-file: '\(source)' holds no numbers") }
        guard entries.count <= maximumRatioCount else {
            throw ParameterError("--aspect-ratios-file: '\(source)' holds \(entries.count) numbers; at most \(maximumRatioCount)")
        }
        var ratios: [Double] = []
        ratios.reserveCapacity(entries.count)
        for (k, entry) in entries.enumerated() {
            guard let ratio = Double(entry), ratio.isFinite else {
                // The entry itself is not echoed: an error must never show a file's contents
                // (`--aspect-ratios-file /etc/passwd`).
                throw ParameterError("--aspect-ratios-file: entry \(k + 1) of '\(source)' is not a finite number")
            }
            ratios.append(ratio)
        }
        return ratios
    }
}
