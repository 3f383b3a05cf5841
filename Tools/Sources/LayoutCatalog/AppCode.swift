@_spi(Tools) import CollectionLayouts
import Foundation

/// The Swift an app writes for a layout as the catalog built it: the UIKit subclass with its
/// configuration, and the SwiftUI `CollectionLayoutView`. The playground's code panel shows it.
///
/// It is written from the engine configuration the catalog built, not from the options typed:
/// the catalog's one mapping of options to the configuration's init is in each spec's `make`, and
/// this writes that configuration back as the init's arguments, leaving out every argument equal
/// to the init's default (a configuration equal to a preset is the preset's name, `.standard`).
package struct AppCode: Codable, Sendable, Equatable {
    /// Statements that install the layout in a `UICollectionView` named `collectionView`, in a
    /// throwing context (`try .init(…)` checks every value).
    package var uikit: String
    /// A `CollectionLayoutView` expression over `items` (or `sections`), whose cells show
    /// `item.title`, with `try!`: a view's body cannot throw, and the values are known valid.
    package var swiftUI: String

    /// Both, each under a comment naming it.
    package var text: String { "// UIKit\n" + uikit + "\n\n// SwiftUI\n" + swiftUI }

    /// The data the code refers to, beside the configuration.
    package struct Data: Sendable, Equatable {
        /// Whether the data has more than one section (`sections` rather than `items`).
        package var sections: Bool = false
        /// What the layout reads from each item's size, or nil when it reads none.
        package var sizes: Sizes? = nil
        /// Whether the example is right to left.
        package var rightToLeft: Bool = false
        /// A remark about the cells in UIKit, or nil.
        package var uikitCells: String? = nil

        package init(sections: Bool = false, sizes: Sizes? = nil, rightToLeft: Bool = false, uikitCells: String? = nil)
        {
            self.sections = sections
            self.sizes = sizes
            self.rightToLeft = rightToLeft
            self.uikitCells = uikitCells
        }

        /// The data of `environment`: its sections and direction.
        package init(_ environment: LayoutEnvironment, sizes: Sizes? = nil, uikitCells: String? = nil) {
            self.init(
                sections: environment.itemCounts.count > 1, sizes: sizes,
                rightToLeft: environment.layoutDirection == .rightToLeft, uikitCells: uikitCells)
        }
    }

    /// What an item's size gives the layout.
    package enum Sizes: String, Sendable, Equatable {
        case diameter = "A circle's diameter is the width of its item's size."
        case aspectRatio = "A photo's aspect ratio is the width / height of its item's size."
    }

    /// The remark for a right-to-left example: the app sets nothing on the layout.
    static let rightToLeft = "// Right to left: the app's layout direction sets it; the layout needs nothing."

    /// The column the code is wrapped at, where it can be.
    package static let columns = 80

    package init(uikit: String, swiftUI: String) {
        self.uikit = uikit
        self.swiftUI = swiftUI
    }

    /// The code for the layout of `kind` (its class and SwiftUI style: ``LayoutKind/appCodeNames``),
    /// with `configuration`, over `data`.
    package init(kind: LayoutKind, configuration: ConfigurationCode, data: Data = Data()) {
        let (layoutClass, style) = kind.appCodeNames
        var uikit = [configuration.call(prefix: "let layout = \(layoutClass)(configuration: ", try: "try", suffix: ")")]
        if let sizes = data.sizes {
            let item = data.sections ? "sections[indexPath.section].items[indexPath.item]" : "items[indexPath.item]"
            uikit.append("// \(sizes.rawValue)")
            uikit.append("layout.itemSizeProvider = { indexPath in \(item).size }")
        }
        if let cells = data.uikitCells { uikit.append("// " + cells) }
        if data.rightToLeft {
            uikit.append(Self.rightToLeft)
        }
        uikit.append("collectionView.collectionViewLayout = layout")
        self.uikit = uikit.joined(separator: "\n")

        let source = data.sections ? "sections: sections" : "items"
        let itemSize = data.sizes == nil ? "" : ", itemSize: { $0.size }"
        var swiftUI = data.rightToLeft ? [Self.rightToLeft] : []
        swiftUI += [
            configuration.call(
                prefix: "CollectionLayoutView(\(source), layout: .\(style)(", try: "try!",
                suffix: ")\(itemSize)) { item in"),
            "    Text(item.title)",
            "}",
        ]
        self.swiftUI = swiftUI.joined(separator: "\n")
    }
}

/// A configuration as Swift: a preset's name, or `.init` with the arguments that differ from the
/// init's defaults.
package struct ConfigurationCode: Sendable, Equatable {
    /// The preset, such as `standard`, or nil.
    package var preset: String?
    /// The arguments, each `label: value`, in the init's order.
    package var arguments: [String]

    package init(preset: String? = nil, arguments: [String] = []) {
        self.preset = preset
        self.arguments = arguments
    }

    /// `configuration` as Swift: `.standard`, or the name of one of `presets` it equals, else
    /// `.init` with the arguments `add` collects (those that differ from `initDefaults`, the
    /// configuration the init makes with no arguments).
    init<Configuration: LayoutConfiguration>(
        _ configuration: Configuration, presets: KeyValuePairs<String, Configuration> = [:],
        initDefaults: Configuration, _ add: (inout Arguments<Configuration>) -> Void
    ) {
        if configuration == .standard {
            self.init(preset: "standard")
        } else if let preset = presets.first(where: { $0.value == configuration }) {
            self.init(preset: preset.key)
        } else {
            var arguments = Arguments(configuration, defaults: initDefaults)
            add(&arguments)
            self.init(arguments: arguments.list)
        }
    }

    /// `prefix`, the configuration, then `suffix`: `prefix.standard suffix` for a preset, else
    /// `prefix try .init(arguments) suffix`, the arguments on lines of their own when one line
    /// would pass ``AppCode/columns``.
    func call(prefix: String, try keyword: String, suffix: String) -> String {
        if let preset { return prefix + "." + preset + suffix }
        let open = prefix + keyword + " .init("
        let close = ")" + suffix
        let line = open + arguments.joined(separator: ", ") + close
        guard line.count > AppCode.columns, !arguments.isEmpty else { return line }
        var lines = [open], current = "    "
        for (k, argument) in arguments.enumerated() {
            let piece = argument + (k == arguments.count - 1 ? close : ",")
            if current.count > 4 && current.count + 1 + piece.count > AppCode.columns {
                lines.append(String(current.dropLast()))  // the trailing space
                current = "    "
            }
            current += piece + " "
        }
        lines.append(String(current.dropLast()))
        return lines.joined(separator: "\n")
    }
}

// MARK: Arguments that differ from the init's defaults

/// Collects `label: value` for each argument of an init whose value in `value` differs from its
/// default, in the order they are added.
struct Arguments<Value> {
    let value: Value
    /// The value the init makes without arguments.
    let defaults: Value
    private(set) var list: [String] = []

    init(_ value: Value, defaults: Value) {
        self.value = value
        self.defaults = defaults
    }

    /// The argument `label`, `value`'s `property` written by `code`, unless it is the default's.
    mutating func add<T: Equatable>(_ label: String, _ property: KeyPath<Value, T>, _ code: (T) -> String) {
        add(label, property, default: defaults[keyPath: property], code)
    }

    /// The argument `label`, `value`'s `property` written by `code`, unless it is `defaultValue`
    /// (for an argument whose default depends on other arguments).
    mutating func add<T: Equatable>(
        _ label: String, _ property: KeyPath<Value, T>, default defaultValue: T, _ code: (T) -> String
    ) {
        let given = value[keyPath: property]
        if given != defaultValue { list.append("\(label): \(code(given))") }
    }
}

func sizeCode(_ s: CGSize) -> String { "CGSize(width: \(s.width.code), height: \(s.height.code))" }
func numberCode(_ x: CGFloat) -> String { x.code }
func optionalCode(_ n: Int?) -> String { n.map(String.init) ?? "nil" }
/// An angle in radians as degrees, `35 * .pi / 180`, rounded to 6 decimals of a degree.
func degreesCode(_ radians: CGFloat) -> String { "\((Double(radians) * 180 / .pi).code(places: 6)) * .pi / 180" }
func insetsCode(_ i: LayoutInsets) -> String {
    if i.top == i.left && i.top == i.bottom && i.top == i.right { return "LayoutInsets(all: \(i.top.code))" }
    let sides = [("top", i.top), ("left", i.left), ("bottom", i.bottom), ("right", i.right)].filter { $0.1 != 0 }
    return "LayoutInsets(" + sides.map { "\($0.0): \($0.1.code)" }.joined(separator: ", ") + ")"
}
func snappingCode(_ s: PageSnapping) -> String {
    var a = Arguments(s, defaults: .standard)
    a.add("flickVelocity", \.flickVelocity, numberCode)
    a.add("maximumItemsPerFling", \.maximumItemsPerFling, optionalCode)
    return "PageSnapping(" + a.list.joined(separator: ", ") + ")"
}
func decelerationCode(_ rate: DecelerationRate) -> String {
    switch rate {
    case .normal: ".normal"
    case .fast: ".fast"
    default: "DecelerationRate(rawValue: \(rate.rawValue.code))"
    }
}

// MARK: Every layout's code, for checking against Apple's SDK

extension AppCode {
    /// The code for each layout with its defaults, for each of its catalog samples, and for
    /// ``LayoutSpec/argumentExamples``, named `grid`, `grid/SAMPLE` and `grid/arguments-N`, in catalog order.
    package static func catalogExamples() throws(ParameterError) -> [(name: String, code: AppCode)] {
        var examples: [(name: String, code: AppCode)] = []
        for spec in LayoutCatalog.specs {
            examples.append((spec.name, try LayoutCatalog.build(spec.name, LayoutParameters()).appCode))
            for sample in spec.samples {
                let parameters = LayoutParameters(sample.parameters.filter { $0.key != "offset" })
                examples.append((spec.name + "/" + sample.name, try LayoutCatalog.build(spec.name, parameters).appCode))
            }
            for (k, parameters) in spec.argumentExamples.enumerated() {
                examples.append(
                    (
                        "\(spec.name)/arguments-\(k + 1)",
                        try LayoutCatalog.build(spec.name, LayoutParameters(parameters)).appCode
                    ))
            }
        }
        return examples
    }

    /// One Swift file holding each example as a function (UIKit) and a view (SwiftUI) over an
    /// `Item` with `title` and `size`, for `../shared/apple-sdk/typecheck` against the library's
    /// modules, as `Examples/Snippets` are checked.
    package static func typeCheckSource(_ examples: [(name: String, code: AppCode)]) -> String {
        func indent(_ code: String, _ spaces: Int) -> String {
            code.split(separator: "\n", omittingEmptySubsequences: false).map {
                String(repeating: " ", count: spaces) + $0
            }
            .joined(separator: "\n")
        }
        var file = """
            // Written by AppCode.typeCheckSource: the playground's code panel for every catalog layout and sample.
            import UIKit
            import SwiftUI
            import CollectionLayouts
            import CollectionLayoutsUIKit
            import CollectionLayoutsSwiftUI

            struct Item: Identifiable { let id: Int; let title: String; let size: CGSize }

            """
        for (k, example) in examples.enumerated() {
            let name = example.name.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
            file += """

                // \(example.name)
                @MainActor
                func uikit\(k)_\(name)(collectionView: UICollectionView, items: [Item], sections: [CollectionLayoutSection<Int, Item>]) throws {
                \(indent(example.code.uikit, 4))
                }

                @available(iOS 16.0, *)
                struct SwiftUI\(k)_\(name): View {
                    var items: [Item]
                    var sections: [CollectionLayoutSection<Int, Item>]
                    var body: some View {
                \(indent(example.code.swiftUI, 8))
                    }
                }

                """
        }
        return file
    }
}
