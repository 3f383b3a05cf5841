@_spi(Tools) import CollectionLayouts
import Foundation

/// `grid`: the staggered grid.
package struct StaggeredGridSpec: LayoutSpec {
    package init() {}
    package let info = LayoutSpecInfo(
        kind: .grid, defaultCount: 60, maximumCount: 10_000_000,
        summary: "staggered grid: rows from the container height, odd rows shifted by half an item")

    /// The defaults: the engine's preset.
    static let preset = StaggeredGridLayout.Configuration.standard
    static let itemSize = CatalogOption.size("item-size", "item size", default: preset.itemSize)
    static let spacing = CatalogOption.number("spacing", "S", "gap between items", default: preset.spacing)
    static let stagger = CatalogOption.number(
        "stagger", "F", "shift of odd lanes as a fraction of an item, 0…1",
        default: preset.staggerFraction)
    static let axis = NamedChoices<ScrollAxis>.rawValues.option("axis", "scroll direction", default: preset.scrollAxis)
    static let inset = CatalogOption.number("inset", "I", "inset on every edge", default: preset.insets.top)

    package let options = [Self.itemSize, Self.spacing, Self.stagger, Self.axis, Self.inset]

    /// Options that make every argument of the configuration appear in the app code, with
    /// sections, sizes and right to left: what the samples, mostly presets, leave out.
    package var argumentExamples: [[String: String]] {
        [
            [
                "item-size": "60x60", "spacing": "4", "stagger": "0.25", "axis": "vertical", "inset": "8",
                "sections": "5,5",
            ]
        ]
    }

    package func make(_ p: LayoutParameters, environment: LayoutEnvironment) throws(ParameterError) -> CatalogLayout {
        let itemSize = try p.size(Self.itemSize)
        let spacing = try p.double(Self.spacing)
        let stagger = try p.double(Self.stagger)
        let axis = try p.choice(Self.axis, NamedChoices<ScrollAxis>.rawValues)
        let inset = try p.double(Self.inset)
        let configuration = try configuration { () throws(LayoutError) in
            try StaggeredGridLayout.Configuration(
                itemSize: itemSize, spacing: spacing, staggerFraction: stagger,
                scrollAxis: axis, insets: LayoutInsets(all: inset))
        }
        return catalogLayout(
            StaggeredGridLayout(configuration: configuration), configuration: configuration.code,
            environment: environment, data: AppCode.Data(environment))
    }
}

extension StaggeredGridLayout.Configuration {
    /// This configuration as Swift.
    package var code: ConfigurationCode {
        ConfigurationCode(self, initDefaults: try! Self()) { a in
            a.add("itemSize", \.itemSize, sizeCode)
            a.add("spacing", \.spacing, numberCode)
            a.add("staggerFraction", \.staggerFraction, numberCode)
            a.add("scrollAxis", \.scrollAxis) { ".\($0.rawValue)" }
            a.add("insets", \.insets, insetsCode)
        }
    }
}
