@_spi(Tools) import CollectionLayouts
import Foundation

/// The options every layout takes: the container, the scroll position and the data's shape.
package enum CommonOptions {
    /// The largest container side the tools accept.
    package static let maximumSide: Double = 100_000

    /// The container's width; the default is the spec's sample size.
    package static func width(_ spec: any LayoutSpec) -> CatalogOption {
        .number("width", "W", "container width in points", default: spec.defaultBoundsSize.width)
    }

    /// The container's height; the default is the spec's sample size.
    package static func height(_ spec: any LayoutSpec) -> CatalogOption {
        .number("height", "H", "container height in points", default: spec.defaultBoundsSize.height)
    }

    /// The item count of one section; the default is the spec's sample count.
    package static func count(_ spec: any LayoutSpec) -> CatalogOption {
        .whole("count", "number of items in one section", default: spec.defaultCount)
    }

    /// Item counts of several sections.
    package static let sections = CatalogOption.list(
        "sections", "N,N,…", "item counts of several sections; replaces --count")
    /// The scroll position.
    package static let offset = CatalogOption.point("offset", "content offset of the visible rect", default: .zero)
    /// Right to left.
    package static let rtl = CatalogOption.flag("rtl", "lay out right to left")

    /// The common options with `spec`'s defaults, in the order help lists them.
    package static func options(for spec: any LayoutSpec) -> [CatalogOption] {
        [width(spec), height(spec), count(spec), sections, spec.offsetOption, rtl]
    }

    /// The environment the common options describe, for `spec`.
    package static func environment(
        _ p: LayoutParameters, spec: any LayoutSpec
    ) throws(ParameterError) -> LayoutEnvironment {
        let width = try p.double(width(spec))
        let height = try p.double(height(spec))
        for (name, value) in [("width", width), ("height", height)] where !(value > 0 && value <= maximumSide) {
            throw ParameterError("--\(name) must be greater than 0 and at most \(Int(maximumSide)), got \(value.code)")
        }
        let counts: [Int]
        if let sections = try p.ints(sections.name, in: 0...spec.maximumCount, maximumCount: 10_000) {
            guard !p.has(count(spec)) else { throw ParameterError("give --count or --sections, not both") }
            counts = sections
        } else {
            counts = [try p.int(count(spec), in: 0...spec.maximumCount)]
        }
        guard counts.reduce(0, +) <= spec.maximumCount else {
            throw ParameterError(
                "\(spec.name) takes at most \(spec.maximumCount) items in all, got \(counts.reduce(0, +))")
        }
        return LayoutEnvironment(
            boundsSize: CGSize(width: width, height: height),
            contentOffset: try p.point("offset", default: .zero),
            layoutDirection: try p.flag(rtl) ? .rightToLeft : .leftToRight,
            itemCounts: counts)
    }
}
