@_spi(Tools) import CollectionLayouts
import Foundation

/// `wheel`: the spinning wheel.
package struct WheelSpec: LayoutSpec {
    package init() {}
    package let info = LayoutSpecInfo(
        kind: .wheel, defaultCount: 30, maximumCount: 10_000_000,
        summary:
            "spinning wheel: items turned about a point below them, the wheel's angle driven by the horizontal offset")

    /// The defaults: the engine's preset.
    static let preset = WheelLayout.Configuration.standard
    static let itemSize = CatalogOption.size("item-size", "item size", default: preset.itemSize)
    static let radius = CatalogOption.number(
        "radius", "R", "distance from an item's centre to the wheel's centre",
        default: preset.radius)
    static let anglePerItem = CatalogOption.number(
        "angle-per-item", "DEG", "degrees between neighbours, 0…180",
        default: nil, note: "atan(width / radius)")
    static let hanging = CatalogOption.flag("hanging", "the wheel's centre above the items, which hang from it")
    static let tilt = CatalogOption.number(
        "tilt", "DEG", "3-D lean of the wheel in degrees, -60…60, seen in perspective",
        default: degrees(preset.tilt))

    package let options = [Self.itemSize, Self.radius, Self.anglePerItem, Self.hanging, Self.tilt]

    /// Nine items with the middle one (item 4) upright: offset 4 × (9 × 133 − 375) / 8 = 411.
    package var samples: [LayoutSample] {
        let middle = ["count": "9", "offset": "411,0"]
        return [
            LayoutSample(name: "wheel", parameters: middle, all: false),
            LayoutSample(name: "wheel-hanging", parameters: middle.merging(["hanging": "true"]) { $1 }, all: false),
            LayoutSample(name: "wheel-tilt", parameters: middle.merging(["tilt": "35"]) { $1 }, all: false),
        ]
    }

    /// What UIKit cells of the wheel need.
    static let cellsRemark = "Cells turn about a point far below them: subclass AnchoredCollectionViewCell."

    static func degrees(_ radians: CGFloat) -> Double { Double(radians) * 180 / .pi }

    /// Options that make every argument of the configuration appear in the app code, with
    /// sections, sizes and right to left: what the samples, mostly presets, leave out.
    package var argumentExamples: [[String: String]] {
        [
            ["item-size": "100x140", "radius": "400", "angle-per-item": "12.5", "hanging": "true", "tilt": "-20"]
        ]
    }

    package func make(_ p: LayoutParameters, environment: LayoutEnvironment) throws(ParameterError) -> CatalogLayout {
        let itemSize = try p.size(Self.itemSize)
        let radius = try p.double(Self.radius)
        let degrees = try p.optionalDouble(Self.anglePerItem)
        if let degrees, !(degrees > 0 && degrees <= 180) {
            throw ParameterError("--angle-per-item must be greater than 0 and at most 180 degrees, got \(degrees.code)")
        }
        let hanging = try p.flag(Self.hanging)
        let tiltDegrees = try p.double(Self.tilt)
        guard abs(tiltDegrees) <= 60 else {
            throw ParameterError("--tilt must be between -60 and 60 degrees, got \(tiltDegrees.code)")
        }
        let configuration = try configuration { () throws(LayoutError) in
            try WheelLayout.Configuration(
                itemSize: itemSize, radius: radius, anglePerItem: degrees.map { $0 * .pi / 180 },
                hanging: hanging, tilt: tiltDegrees * .pi / 180)
        }
        return catalogLayout(
            WheelLayout(configuration: configuration), configuration: configuration.code, environment: environment,
            data: AppCode.Data(environment, uikitCells: Self.cellsRemark))
    }
}

extension WheelLayout.Configuration {
    /// This configuration as Swift.
    package var code: ConfigurationCode {
        ConfigurationCode(self, initDefaults: try! Self()) { a in
            a.add("itemSize", \.itemSize, sizeCode)
            a.add("radius", \.radius, numberCode)
            // nil (the default) is atan(width / radius).
            a.add("anglePerItem", \.anglePerItem, default: atan(itemSize.width / radius), degreesCode)
            a.add("hanging", \.isHanging) { "\($0)" }
            a.add("tilt", \.tilt, degreesCode)
            a.add("snapping", \.snapping, snappingCode)
        }
    }
}
