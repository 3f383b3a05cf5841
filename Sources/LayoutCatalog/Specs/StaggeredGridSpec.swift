import CollectionLayouts
import Foundation

/// `grid`: the staggered grid.
public struct StaggeredGridSpec: LayoutSpec {
    public init() {}
    public let name = "grid"
    public let summary = "staggered grid: rows from the container height, odd rows shifted by half an item"
    public let defaultCount = 60
    public let maximumCount = 10_000_000
    public let options: [OptionInfo] = [
        .value("item-size", "WxH", "item size (default 100x90)"),
        .value("spacing", "S", "gap between items (default 10)"),
        .value("stagger", "F", "shift of odd lanes as a fraction of an item, 0…1 (default 0.5)"),
        .value("axis", "horizontal|vertical", "scroll direction (default horizontal)"),
        .value("inset", "I", "inset on every edge (default 0)"),
    ]

    public func make(_ p: LayoutParameters, environment: LayoutEnvironment) throws(ParameterError) -> CatalogLayout {
        let itemSize = try p.size("item-size", default: CGSize(width: 100, height: 90))
        let spacing = try p.double("spacing", default: 10)
        let stagger = try p.double("stagger", default: 0.5)
        let axis = ScrollAxis(rawValue: try p.choice("axis", default: "horizontal", from: ["horizontal", "vertical"]))!
        let inset = try p.double("inset", default: 0)
        let configuration = try configuration { () throws(LayoutError) in
            try StaggeredGridLayout.Configuration(itemSize: itemSize, spacing: spacing, staggerFraction: stagger,
                                                  scrollAxis: axis, insets: LayoutInsets(all: inset))
        }
        let code = """
            let layout = StaggeredGridLayout(configuration: try .init(
                itemSize: CGSize(width: \(itemSize.width.code), height: \(itemSize.height.code)),
                spacing: \(spacing.code), staggerFraction: \(stagger.code), scrollAxis: .\(axis.rawValue),
                insets: LayoutInsets(all: \(inset.code))))
            """
        return CatalogLayout(prepared: StaggeredGridLayout(configuration: configuration).prepare(in: environment), swiftCode: code)
    }
}
