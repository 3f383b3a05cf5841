@_spi(Tools) import CollectionLayouts
import Foundation

/// `carousel`: the paging carousel.
package struct CarouselSpec: LayoutSpec {
    package init() {}
    package let info = LayoutSpecInfo(
        kind: .carousel, defaultCount: 9, maximumCount: 10_000_000, defaultBoundsSize: CGSize(width: 375, height: 420),
        summary:
            "paging carousel: one item centred (or at the leading edge), neighbours peeking, velocity-aware snapping, optional endless mode; without --offset it starts with the first item at rest"
    )

    /// The defaults: the engine's preset.
    static let preset = CarouselLayout.Configuration.standard
    static let presetSize: CGSize? = if case .absolute(let size) = preset.itemSize { size } else { nil }
    static let itemSize = CatalogOption.size("item-size", "item size in points", default: presetSize)
    static let itemFraction = CatalogOption.size(
        "item-fraction", "item size as fractions of the container, such as 0.8x0.6; replaces --item-size",
        placeholder: "FxG",
        default: nil)
    static let spacing = CatalogOption.number("spacing", "S", "gap between items", default: preset.spacing)
    static let axis = NamedChoices<ScrollAxis>.rawValues.option("axis", "scroll direction", default: preset.scrollAxis)
    static let alignment = NamedChoices<CarouselLayout.Alignment>.rawValues.option(
        "alignment", "where items rest: in the middle, or with their leading edge on the leading inset",
        default: preset.alignment)
    static let sideScale = CatalogOption.number(
        "side-scale", "F", "scale of items one pitch from the centre, 0…1",
        default: preset.sideItemScale)
    static let sideAlpha = CatalogOption.number(
        "side-alpha", "F", "alpha of items one pitch from the centre, 0…1",
        default: preset.sideItemAlpha)
    static let wrap = CatalogOption.flag(
        "wrap", "endless: after the last item comes the first, both ways (starts in the middle cycle)")
    static let maximumItemsPerFling = CatalogOption.whole(
        "max-items-per-fling", "the most items one fling may move", default: preset.snapping.maximumItemsPerFling,
        note: "no limit")
    static let flickVelocity = CatalogOption.number(
        "flick-velocity", "V", "release speed in points/ms from which a fling moves an item",
        default: preset.snapping.flickVelocity)

    package let offsetOption = CatalogOption.point(
        "offset", CommonOptions.offset.help, default: nil,
        note: "the first item at rest")
    package let options = [
        Self.itemSize, Self.itemFraction, Self.spacing, Self.axis, Self.alignment, Self.sideScale, Self.sideAlpha,
        Self.wrap, Self.maximumItemsPerFling, Self.flickVelocity,
    ]

    package var samples: [LayoutSample] {
        [
            LayoutSample(name: "carousel"),
            LayoutSample(
                name: "carousel-leading",
                parameters: ["alignment": "leading", "item-size": "150x200", "side-scale": "0.9", "offset": "160,0"]),
            LayoutSample(
                name: "carousel-side", parameters: ["side-scale": "0.8", "side-alpha": "0.6", "offset": "500,0"]),
        ]
    }

    /// Options that make every argument of the configuration appear in the app code, with
    /// sections, sizes and right to left: what the samples, mostly presets, leave out.
    package var argumentExamples: [[String: String]] {
        [
            [
                "item-size": "280x400", "spacing": "20", "axis": "vertical", "alignment": "leading",
                "side-scale": "0.8",
                "side-alpha": "0.6", "wrap": "true", "max-items-per-fling": "2", "flick-velocity": "0.5",
            ],
            ["item-fraction": "0.8x0.6", "rtl": "true"],
        ]
    }

    package func make(_ p: LayoutParameters, environment: LayoutEnvironment) throws(ParameterError) -> CatalogLayout {
        let itemSize: CarouselLayout.ItemSize
        if p.has(Self.itemFraction) {
            guard !p.has(Self.itemSize) else { throw ParameterError("give --item-size or --item-fraction, not both") }
            let fraction = try p.size(Self.itemFraction)
            itemSize = .fractionOfBounds(width: fraction.width, height: fraction.height)
        } else {
            itemSize = .absolute(try p.size(Self.itemSize))
        }
        let spacing = try p.double(Self.spacing)
        let axis = try p.choice(Self.axis, NamedChoices<ScrollAxis>.rawValues)
        let alignment = try p.choice(Self.alignment, NamedChoices<CarouselLayout.Alignment>.rawValues)
        let sideScale = try p.double(Self.sideScale)
        let sideAlpha = try p.double(Self.sideAlpha)
        let wraps = try p.flag(Self.wrap)
        let cap = try p.optionalInt(Self.maximumItemsPerFling, in: 1...1_000_000)
        let flick = try p.double(Self.flickVelocity)
        let configuration = try configuration { () throws(LayoutError) in
            try CarouselLayout.Configuration(
                itemSize: itemSize, spacing: spacing, scrollAxis: axis, alignment: alignment,
                sideItemScale: sideScale, sideItemAlpha: sideAlpha, wraps: wraps,
                maximumItemsPerFling: cap, flickVelocity: flick)
        }
        let layout = CarouselLayout(configuration: configuration)
        var environment = environment
        // Without --offset, start the way an app does: the first item at rest (in the middle cycle
        // when wrapping, at the right end when right to left).
        if !p.has(CommonOptions.offset), let first = environment.itemCounts.firstIndex(where: { $0 > 0 }),
            let start = layout.prepare(in: environment).startingContentOffset(centering: ElementIndex(first, 0))
        {
            environment.contentOffset = start
        }
        var built = catalogLayout(
            layout, configuration: configuration.code, environment: environment, data: AppCode.Data(environment))
        if alignment == .leading {
            // The leading inset: the left one, the right one right to left, the top one vertically.
            let e = built.prepared.environment, insets = e.contentInsets
            built.restingLine =
                axis == .vertical
                ? insets.top
                : e.layoutDirection == .rightToLeft
                    ? insets.left + Swift.max(0, e.boundsSize.width - insets.left - insets.right) : insets.left
        }
        return built
    }
}

extension CarouselLayout.Configuration {
    /// This configuration as Swift.
    package var code: ConfigurationCode {
        ConfigurationCode(self, initDefaults: try! Self()) { a in
            a.add("itemSize", \.itemSize) { size in
                switch size {
                case .absolute(let s): ".absolute(\(sizeCode(s)))"
                case let .fractionOfBounds(w, h): ".fractionOfBounds(width: \(w.code), height: \(h.code))"
                }
            }
            a.add("spacing", \.spacing, numberCode)
            a.add("scrollAxis", \.scrollAxis) { ".\($0.rawValue)" }
            a.add("alignment", \.alignment) { ".\($0.rawValue)" }
            a.add("sideItemScale", \.sideItemScale, numberCode)
            a.add("sideItemAlpha", \.sideItemAlpha, numberCode)
            a.add("wraps", \.wraps) { "\($0)" }
            a.add(
                "maximumItemsPerFling", \.snapping.maximumItemsPerFling,
                optionalCode)
            a.add("flickVelocity", \.snapping.flickVelocity, numberCode)
            a.add("decelerationRate", \.decelerationRate, decelerationCode)
        }
    }
}
