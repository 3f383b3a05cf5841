@_spi(Tools) import CollectionLayouts
import Foundation
@testable import LayoutCatalog
import Testing

/// The code the playground's code panel shows: what an app writes, with the library's public
/// names, only the arguments that differ from the init's defaults.
@Suite("App code")
struct AppCodeTests {
    func code(_ name: String, _ parameters: [String: String] = [:]) throws -> AppCode {
        try LayoutCatalog.build(name, LayoutParameters(parameters)).appCode
    }

    @Test("Each layout's defaults are its preset, in UIKit and in SwiftUI")
    func defaults() throws {
        /// The code of a layout's `.standard`: `remarks` between making the UIKit layout and
        /// installing it, `itemSize` after SwiftUI's style.
        func standard(_ layoutClass: String, _ style: String, remarks: [String] = [], itemSize: String = "") -> AppCode
        {
            AppCode(
                uikit: (["let layout = \(layoutClass)(configuration: .standard)"] + remarks
                    + ["collectionView.collectionViewLayout = layout"]).joined(separator: "\n"),
                swiftUI: """
                    CollectionLayoutView(items, layout: .\(style)(.standard)\(itemSize)) { item in
                        Text(item.title)
                    }
                    """)
        }
        #expect(
            try code("carousel")
                == AppCode(
                    uikit: """
                        let layout = CarouselCollectionViewLayout(configuration: .standard)
                        collectionView.collectionViewLayout = layout
                        """,
                    swiftUI: """
                        CollectionLayoutView(items, layout: .carousel(.standard)) { item in
                            Text(item.title)
                        }
                        """))
        let expected = [
            "carousel": standard("CarouselCollectionViewLayout", "carousel"),
            "grid": standard("StaggeredGridCollectionViewLayout", "staggeredGrid"),
            "circles": standard(
                "CirclePackCollectionViewLayout", "circlePack",
                remarks: [
                    "// A circle's diameter is the width of its item's size.",
                    "layout.itemSizeProvider = { indexPath in items[indexPath.item].size }",
                    "// Round the cells: layer.cornerRadius = bounds.width / 2.",
                ], itemSize: ", itemSize: { $0.size }"),
            "gallery": standard("JustifiedGalleryCollectionViewLayout", "justifiedGallery"),
            "wheel": standard(
                "WheelCollectionViewLayout", "wheel",
                remarks: ["// Cells turn about a point far below them: subclass AnchoredCollectionViewCell."]),
        ]
        #expect(Set(expected.keys) == Set(LayoutCatalog.specs.map(\.name)))
        for (name, code) in expected {
            #expect(try self.code(name) == code, "\(name)")
        }
    }

    @Test("Options that differ from the defaults are the init's arguments, in its order, and only they")
    func nonDefaults() throws {
        #expect(
            try code("carousel", ["item-size": "280x400", "side-scale": "0.8", "wrap": "true"])
                == AppCode(
                    uikit: """
                        let layout = CarouselCollectionViewLayout(configuration: try .init(
                            itemSize: .absolute(CGSize(width: 280, height: 400)), sideItemScale: 0.8,
                            wraps: true))
                        collectionView.collectionViewLayout = layout
                        """,
                    swiftUI: """
                        CollectionLayoutView(items, layout: .carousel(try! .init(
                            itemSize: .absolute(CGSize(width: 280, height: 400)), sideItemScale: 0.8,
                            wraps: true))) { item in
                            Text(item.title)
                        }
                        """))
        // docs/playground.md's example.
        #expect(
            try code("carousel", ["side-scale": "0.8", "wrap": "true"])
                == AppCode(
                    uikit: """
                        let layout = CarouselCollectionViewLayout(configuration: try .init(
                            sideItemScale: 0.8, wraps: true))
                        collectionView.collectionViewLayout = layout
                        """,
                    swiftUI: """
                        CollectionLayoutView(items, layout: .carousel(try! .init(
                            sideItemScale: 0.8, wraps: true))) { item in
                            Text(item.title)
                        }
                        """))
        // Wrapped at 80 columns, the panel's width.
        #expect(
            try code("carousel", ["side-scale": "0.8"]).uikit == """
                let layout = CarouselCollectionViewLayout(configuration: try .init(
                    sideItemScale: 0.8))
                collectionView.collectionViewLayout = layout
                """)
        let carousel = try code(
            "carousel",
            [
                "item-fraction": "0.8x0.6", "spacing": "20", "axis": "vertical", "side-alpha": "0.5",
                "max-items-per-fling": "1", "flick-velocity": "0.5",
            ]
        ).uikit
        #expect(
            carousel.split(separator: "\n").joined(separator: " ").replacingOccurrences(of: "    ", with: "") == """
                let layout = CarouselCollectionViewLayout(configuration: try .init( \
                itemSize: .fractionOfBounds(width: 0.8, height: 0.6), spacing: 20, scrollAxis: .vertical, \
                sideItemAlpha: 0.5, maximumItemsPerFling: 1, flickVelocity: 0.5)) \
                collectionView.collectionViewLayout = layout
                """)
        #expect(carousel.split(separator: "\n").allSatisfy { $0.count <= AppCode.columns })

        #expect(
            try code("grid", ["spacing": "4", "axis": "vertical", "inset": "8"]).uikit == """
                let layout = StaggeredGridCollectionViewLayout(configuration: try .init(
                    spacing: 4, scrollAxis: .vertical, insets: LayoutInsets(all: 8)))
                collectionView.collectionViewLayout = layout
                """)
        #expect(
            try code("grid", ["item-size": "60x60", "stagger": "0"]).swiftUI.hasPrefix(
                "CollectionLayoutView(items, layout: .staggeredGrid(try! .init(\n    itemSize: CGSize(width: 60, height: 60), staggerFraction: 0))) { item in"
            ))

        // The dense ordering is a preset of its own; with another change it is an argument.
        #expect(
            try code("circles", ["order": "dense"]).uikit.hasPrefix(
                "let layout = CirclePackCollectionViewLayout(configuration: .dense)\n"))
        #expect(
            try code("circles", ["order": "dense", "spacing": "4", "inset": "0"]).uikit.hasPrefix(
                """
                let layout = CirclePackCollectionViewLayout(configuration: try .init(
                    insets: LayoutInsets(all: 0), spacing: 4, ordering: .dense))
                """))

        // The gallery: the aspect-ratio mode's preset, the mode as an argument, a header's default
        // (a quarter of the row height), one spacing for items and rows, sections.
        let photos = try code("gallery", ["aspect-ratios": "1.5,0.67", "sections": "3,4"])
        #expect(
            photos.uikit == """
                let layout = JustifiedGalleryCollectionViewLayout(configuration: .photos)
                // A photo's aspect ratio is the width / height of its item's size.
                layout.itemSizeProvider = { indexPath in sections[indexPath.section].items[indexPath.item].size }
                collectionView.collectionViewLayout = layout
                """)
        #expect(
            photos.swiftUI.hasPrefix(
                "CollectionLayoutView(sections: sections, layout: .justifiedGallery(.photos), itemSize: { $0.size }) { item in\n"
            ))
        #expect(
            try code("gallery", ["aspect-ratios": "1.5", "target-height": "200", "tolerance": "0.3"]).uikit.hasPrefix(
                """
                let layout = JustifiedGalleryCollectionViewLayout(configuration: try .init(
                    mode: .aspectRatios(targetRowHeight: 200, tolerance: 0.3)))
                """))
        #expect(
            try code("gallery", ["aspect-ratios": "1.5", "target-height": "200", "header-height": "50"]).uikit
                .hasPrefix(
                    """
                    let layout = JustifiedGalleryCollectionViewLayout(configuration: try .init(
                        mode: .aspectRatios(targetRowHeight: 200)))
                    """))
        #expect(
            try code("gallery", ["last-row": "center", "max-rows": "3", "header-height": "0", "spacing": "4"]).uikit
                == """
                let layout = JustifiedGalleryCollectionViewLayout(configuration: try .init(
                    itemSpacing: 4, rowSpacing: 4, headerHeight: 0, lastRow: .centered,
                    maximumRowsPerSection: 3))
                collectionView.collectionViewLayout = layout
                """)
        #expect(
            try code("gallery", ["min-width": "100", "seed": "7"]).uikit.hasPrefix(
                """
                let layout = JustifiedGalleryCollectionViewLayout(configuration: try .init(
                    mode: .widthRange(min: 100, max: 300, height: 250), seed: 7))
                """))

        // The wheel: angles in degrees as the catalog takes them, the default angle left out.
        #expect(
            try code("wheel", ["hanging": "true", "tilt": "35"]).uikit.hasPrefix(
                """
                let layout = WheelCollectionViewLayout(configuration: try .init(
                    hanging: true, tilt: 35 * .pi / 180))
                """))
        #expect(
            try code("wheel", ["radius": "400", "angle-per-item": "10"]).uikit.hasPrefix(
                """
                let layout = WheelCollectionViewLayout(configuration: try .init(
                    radius: 400, anglePerItem: 10 * .pi / 180))
                """))
        #expect(
            try code("wheel", ["radius": "400"]).uikit.hasPrefix(
                "let layout = WheelCollectionViewLayout(configuration: try .init(radius: 400))\n"))

        // Right to left is the app's layout direction, not the layout's: a remark.
        let rtl = try code("grid", ["rtl": "true"])
        #expect(
            rtl.uikit.contains("// Right to left")
                && rtl.uikit.hasPrefix("let layout = StaggeredGridCollectionViewLayout(configuration: .standard)"))
        #expect(
            rtl.swiftUI.hasPrefix(
                AppCode.rightToLeft + "\nCollectionLayoutView(items, layout: .staggeredGrid(.standard))"))
    }

    @Test("Giving an option its default leaves it out of the code")
    func defaultsLeftOut() throws {
        for spec in LayoutCatalog.specs {
            let plain = try code(spec.name)
            for option in spec.options where option.defaultValue != nil {
                let base = JustifiedGallerySpec.ratioOptions.contains(option) ? ["aspect-ratios": "1.5,1"] : [:]
                let given = try code(spec.name, base.merging([option.name: option.defaultValue!]) { $1 })
                #expect(given == (base.isEmpty ? plain : try code(spec.name, base)), "\(spec.name) --\(option.name)")
            }
        }
    }

    @Test("The examples for the SDK check: every layout and sample, each a function and a view")
    func examples() throws {
        let examples = try AppCode.catalogExamples()
        var expected: [String] = []
        for spec in LayoutCatalog.specs {
            expected.append(spec.name)
            expected += spec.samples.map { spec.name + "/" + $0.name }
            let extra = spec.argumentExamples.count
            expected += (0..<extra).map { "\(spec.name)/arguments-\($0 + 1)" }
        }
        #expect(examples.map(\.name) == expected)
        for (name, code) in examples {
            #expect(code.uikit.contains("CollectionViewLayout(configuration: "), "\(name)")
            #expect(code.uikit.hasSuffix("collectionView.collectionViewLayout = layout"), "\(name)")
            #expect(
                code.swiftUI.replacingOccurrences(of: AppCode.rightToLeft + "\n", with: "").hasPrefix(
                    "CollectionLayoutView("), "\(name)")
        }
        #expect(
            examples.first { $0.name == "carousel/carousel-side" }?.code.uikit.contains(
                "sideItemScale: 0.8, sideItemAlpha: 0.6") == true)
        let source = AppCode.typeCheckSource(examples)
        #expect(source.components(separatedBy: "@MainActor\nfunc uikit").count == examples.count + 1)
        #expect(source.components(separatedBy: ": View {").count == examples.count + 1)
        // `APP_CODE_SWIFT=path swift test --filter AppCode` writes the file, for
        // `../shared/apple-sdk/typecheck … AppCode=folder` against the library's modules.
        if let path = ProcessInfo.processInfo.environment["APP_CODE_SWIFT"] {
            try source.write(toFile: path, atomically: true, encoding: .utf8)
        }
    }
}
