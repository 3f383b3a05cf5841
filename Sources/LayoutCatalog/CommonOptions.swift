import CollectionLayouts
import Foundation

/// The options every layout takes: the container, the scroll position and the data's shape.
public enum CommonOptions {
    public static let options: [OptionInfo] = [
        .value("width", "W", "container width in points (default: the layout's sample size)"),
        .value("height", "H", "container height in points (default: the layout's sample size)"),
        .value("count", "N", "number of items in one section (default: the layout's sample count)"),
        .value("sections", "N,N,…", "item counts of several sections; replaces --count"),
        .value("offset", "X,Y", "content offset of the visible rect (default 0,0)"),
        .flag("rtl", "lay out right to left"),
    ]

    /// The largest container side the tools accept.
    public static let maximumSide: Double = 100_000

    /// The environment the common options describe, for `spec`.
    public static func environment(_ p: LayoutParameters, spec: any LayoutSpec) throws(ParameterError) -> LayoutEnvironment {
        let width = try p.double("width", default: Double(spec.defaultBoundsSize.width))
        let height = try p.double("height", default: Double(spec.defaultBoundsSize.height))
        for (name, value) in [("width", width), ("height", height)] where !(value > 0 && value <= maximumSide) {
            throw ParameterError("--\(name) must be greater than 0 and at most \(Int(maximumSide)), got \(value)")
        }
        let counts: [Int]
        if let sections = try p.ints("sections", in: 0...spec.maximumCount, maximumCount: 10_000) {
            guard !p.has("count") else { throw ParameterError("give --count or --sections, not both") }
            counts = sections
        } else {
            counts = [try p.int("count", default: spec.defaultCount, in: 0...spec.maximumCount)]
        }
        guard counts.reduce(0, +) <= spec.maximumCount else {
            throw ParameterError("\(spec.name) takes at most \(spec.maximumCount) items in all, got \(counts.reduce(0, +))")
        }
        return LayoutEnvironment(
            boundsSize: CGSize(width: width, height: height),
            contentOffset: try p.point("offset", default: .zero),
            layoutDirection: try p.flag("rtl") ? .rightToLeft : .leftToRight,
            itemCounts: counts)
    }
}
