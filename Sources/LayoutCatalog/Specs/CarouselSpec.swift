import CollectionLayouts
import Foundation

/// `carousel`: the paging carousel.
public struct CarouselSpec: LayoutSpec {
    public init() {}
    public let name = "carousel"
    public let summary = "paging carousel: one item centred, neighbours peeking, velocity-aware snapping, optional endless mode; without --offset it starts with the first item centred"
    public let defaultCount = 9
    public let maximumCount = 10_000_000
    public let defaultBoundsSize = CGSize(width: 375, height: 420)
    public let deceleration = DecelerationRate.fast
    public let options: [OptionInfo] = [
        .value("item-size", "WxH", "item size in points (default 240x320)"),
        .value("item-fraction", "FxG", "item size as fractions of the container, such as 0.8x0.6; replaces --item-size"),
        .value("spacing", "S", "gap between items (default 10)"),
        .value("axis", "horizontal|vertical", "scroll direction (default horizontal)"),
        .value("side-scale", "F", "scale of items one pitch from the centre, 0…1 (default 1)"),
        .value("side-alpha", "F", "alpha of items one pitch from the centre, 0…1 (default 1)"),
        .flag("wrap", "endless: after the last item comes the first, both ways (starts in the middle cycle)"),
        .value("max-items-per-fling", "N", "the most items one fling may move (default: no limit)"),
        .value("flick-velocity", "V", "release speed in points/ms from which a fling moves an item (default 0.3)"),
    ]

    public var samples: [LayoutSample] {
        [LayoutSample(name: "carousel"),
         LayoutSample(name: "carousel-side", parameters: ["side-scale": "0.8", "side-alpha": "0.6", "offset": "500,0"])]
    }

    public func make(_ p: LayoutParameters, environment: LayoutEnvironment) throws(ParameterError) -> CatalogLayout {
        let itemSize: CarouselLayout.ItemSize
        if p.has("item-fraction") {
            guard !p.has("item-size") else { throw ParameterError("give --item-size or --item-fraction, not both") }
            let fraction = try p.size("item-fraction", default: .zero)
            itemSize = .fractionOfBounds(width: fraction.width, height: fraction.height)
        } else {
            itemSize = .absolute(try p.size("item-size", default: CGSize(width: 240, height: 320)))
        }
        let spacing = try p.double("spacing", default: 10)
        let axis = ScrollAxis(rawValue: try p.choice("axis", default: "horizontal", from: ["horizontal", "vertical"]))!
        let sideScale = try p.double("side-scale", default: 1)
        let sideAlpha = try p.double("side-alpha", default: 1)
        let wraps = try p.flag("wrap")
        let cap = try p.optionalInt("max-items-per-fling", in: 1...1_000_000)
        let flick = try p.double("flick-velocity", default: 0.3)
        let configuration = try configuration { () throws(LayoutError) in
            try CarouselLayout.Configuration(itemSize: itemSize, spacing: spacing, scrollAxis: axis,
                                             sideItemScale: sideScale, sideItemAlpha: sideAlpha, wraps: wraps,
                                             maximumItemsPerFling: cap, flickVelocity: flick)
        }
        var prepared = CarouselLayout(configuration: configuration).prepare(in: environment)
        // Without --offset, start the way an app does: the first item in the middle (in the middle
        // cycle when wrapping, at the right end when right to left).
        if !p.has("offset"), let first = environment.itemCounts.firstIndex(where: { $0 > 0 }),
           let start = prepared.startingContentOffset(centering: ElementIndex(first, 0)) {
            prepared.updateContentOffset(start)
        }
        let sizeCode = switch itemSize {
        case .absolute(let s): ".absolute(CGSize(width: \(s.width.code), height: \(s.height.code)))"
        case let .fractionOfBounds(w, h): ".fractionOfBounds(width: \(w.code), height: \(h.code))"
        }
        let code = """
            let layout = CarouselLayout(configuration: try .init(
                itemSize: \(sizeCode), spacing: \(spacing.code), scrollAxis: .\(axis.rawValue),
                sideItemScale: \(sideScale.code), sideItemAlpha: \(sideAlpha.code), wraps: \(wraps),
                maximumItemsPerFling: \(cap.map(String.init) ?? "nil"), flickVelocity: \(flick.code)))
            """
        return CatalogLayout(prepared: prepared, swiftCode: code, deceleration: configuration.decelerationRate)
    }
}
