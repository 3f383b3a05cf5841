import CollectionLayouts
import Foundation

/// `circles`: the circle packing.
public struct CirclePackSpec: LayoutSpec {
    public init() {}
    public let name = "circles"
    public let summary = "circle packing: the data's diameters, never closer than the spacing, scrolling down"
    public let defaultCount = 40
    public let maximumCount = 200_000
    public let options: [OptionInfo] = [
        .value("diameters", "D,D,…", "circle diameters, repeated over the items (default 120,160,80,120,80,140,100,200)"),
        .value("spacing", "S", "smallest gap between circles (default 10)"),
        .value("inset", "I", "inset on every edge (default 20)"),
        .value("order", "reading|dense", "reading: each centre at or below the previous circle's top; dense: fill holes (default reading)"),
    ]

    /// The tutorial's sample data.
    public static let sampleDiameters: [Double] = [120, 160, 80, 120, 80, 140, 100, 200]

    public var samples: [LayoutSample] {
        [LayoutSample(name: "circles-reading", parameters: ["order": "reading"]),
         LayoutSample(name: "circles-dense", parameters: ["order": "dense"])]
    }

    public func make(_ p: LayoutParameters, environment: LayoutEnvironment) throws(ParameterError) -> CatalogLayout {
        let diameters = try p.doubles("diameters", default: Self.sampleDiameters, maximumCount: 10_000)
        if let bad = diameters.first(where: { !($0 > 0) }) {
            throw ParameterError("--diameters must all be greater than 0, got \(bad.code)")
        }
        let spacing = try p.double("spacing", default: 10)
        let inset = try p.double("inset", default: 20)
        let ordering: CirclePackLayout.Ordering = try p.choice("order", default: "reading", from: ["reading", "dense"]) == "dense"
            ? .dense : .readingOrder
        let configuration = try configuration { () throws(LayoutError) in
            try CirclePackLayout.Configuration(insets: LayoutInsets(all: inset), spacing: spacing, ordering: ordering)
        }
        var environment = environment
        environment.itemSizes = .cycle(diameters.map { CGSize(width: $0, height: $0) })
        let code = """
            let layout = CirclePackLayout(configuration: try .init(
                insets: LayoutInsets(all: \(inset.code)), spacing: \(spacing.code), ordering: .\(ordering.rawValue)))
            // Diameters from the data: LayoutEnvironment(…, itemSizes: .cycle([\(diameters.prefix(16).map(\.code).joined(separator: ", "))\(diameters.count > 16 ? ", …" : "")]
            //     .map { CGSize(width: $0, height: $0) }))
            """
        return CatalogLayout(prepared: CirclePackLayout(configuration: configuration).prepare(in: environment),
                             swiftCode: code, cellShape: .ellipse)
    }
}
