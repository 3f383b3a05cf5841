@_spi(Tools) import CollectionLayouts
import Foundation

/// `circles`: the circle packing.
package struct CirclePackSpec: LayoutSpec {
    package init() {}
    package let info = LayoutSpecInfo(
        kind: .circles, defaultCount: 40, maximumCount: 200_000,
        summary: "circle packing: the data's diameters, never closer than the spacing, scrolling down")

    /// The tutorial's sample data.
    package static let sampleDiameters: [Double] = [120, 160, 80, 120, 80, 140, 100, 200]

    /// The defaults: the engine's preset.
    static let preset = CirclePackLayout.Configuration.standard
    static let orders = NamedChoices<CirclePackLayout.Ordering>([("reading", .readingOrder), ("dense", .dense)])
    static let diameters = CatalogOption.list(
        "diameters", "D,D,…", "circle diameters, repeated over the items",
        default: sampleDiameters)
    static let spacing = CatalogOption.number("spacing", "S", "smallest gap between circles", default: preset.spacing)
    static let inset = CatalogOption.number("inset", "I", "inset on every edge", default: preset.insets.top)
    static let order = orders.option(
        "order", "reading: each centre at or below the previous circle's top; dense: fill holes",
        default: preset.ordering)

    package let options = [Self.diameters, Self.spacing, Self.inset, Self.order]

    package var samples: [LayoutSample] {
        [
            LayoutSample(name: "circles-reading", parameters: ["order": "reading"]),
            LayoutSample(name: "circles-dense", parameters: ["order": "dense"]),
        ]
    }

    /// Options that make every argument of the configuration appear in the app code, with
    /// sections, sizes and right to left: what the samples, mostly presets, leave out.
    package var argumentExamples: [[String: String]] {
        [
            ["diameters": "40,80", "spacing": "4", "inset": "8", "order": "dense", "sections": "3,4", "rtl": "true"]
        ]
    }

    /// The diameters `p` gives (or the samples'), each greater than 0.
    package static func diameters(_ p: LayoutParameters) throws(ParameterError) -> [Double] {
        let diameters = try p.doubles(Self.diameters, maximumCount: 10_000)
        if let bad = diameters.first(where: { !($0 > 0) }) {
            throw ParameterError("--diameters must all be greater than 0, got \(bad.code)")
        }
        return diameters
    }

    /// The configuration and the environment ``make(_:environment:)`` prepares for `p` in the
    /// common options' `environment`, without preparing: the playground's estimate of a packing's
    /// cost asks the engine about them.
    package func packing(
        _ p: LayoutParameters, environment: LayoutEnvironment
    ) throws(ParameterError) -> (CirclePackLayout.Configuration, LayoutEnvironment) {
        let diameters = try Self.diameters(p)
        let spacing = try p.double(Self.spacing)
        let inset = try p.double(Self.inset)
        let ordering = try p.choice(Self.order, Self.orders)
        let configuration = try configuration { () throws(LayoutError) in
            try CirclePackLayout.Configuration(insets: LayoutInsets(all: inset), spacing: spacing, ordering: ordering)
        }
        var environment = environment
        environment.itemSizes = .cycle(diameters.map { CGSize(width: $0, height: $0) })
        return (configuration, environment)
    }

    package func make(_ p: LayoutParameters, environment: LayoutEnvironment) throws(ParameterError) -> CatalogLayout {
        let (configuration, environment) = try packing(p, environment: environment)
        let data = AppCode.Data(
            environment, sizes: .diameter, uikitCells: "Round the cells: layer.cornerRadius = bounds.width / 2.")
        return catalogLayout(
            CirclePackLayout(configuration: configuration), configuration: configuration.code, environment: environment,
            data: data, cellShape: .ellipse)
    }
}

extension CirclePackLayout.Configuration {
    /// This configuration as Swift.
    package var code: ConfigurationCode {
        ConfigurationCode(self, presets: ["dense": .dense], initDefaults: try! Self()) { a in
            a.add("insets", \.insets, insetsCode)
            a.add("spacing", \.spacing, numberCode)
            a.add("defaultDiameter", \.defaultDiameter, numberCode)
            a.add("ordering", \.ordering) { ".\($0.rawValue)" }
        }
    }
}
