// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "CollectionLayouts",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "CollectionLayouts", targets: ["CollectionLayouts"]),
        .library(name: "CollectionLayoutsUIKit", targets: ["CollectionLayoutsUIKit"]),
        .library(name: "CollectionLayoutsSwiftUI", targets: ["CollectionLayoutsSwiftUI"]),
        .executable(name: "layouts", targets: ["LayoutsCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.0"),
    ],
    targets: [
        // The engine: Foundation only, no dependencies.
        .target(name: "CollectionLayouts"),
        // Layouts by name with string parameters, SVG and JSON output: shared by the CLI and the playground.
        .target(name: "LayoutCatalog", dependencies: ["CollectionLayouts"]),
        // Benchmarks and faithful ports of the tutorials' own algorithms to measure against.
        .target(name: "LayoutBenchmarks", dependencies: ["CollectionLayouts", "LayoutCatalog"]),
        // The playground: an HTTP server and a page that scrolls every catalog layout in a browser.
        .target(name: "LayoutsPlayground", dependencies: [
            "CollectionLayouts", "LayoutCatalog",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdCore", package: "hummingbird"),  // the idle timeout and the connection cap
        ]),
        .executableTarget(name: "LayoutsCommand", dependencies: [
            "CollectionLayouts", "LayoutCatalog", "LayoutBenchmarks", "LayoutsPlayground",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // Bytes to arbitrary layouts and environments, and the checks every layout must pass: shared
        // by the property suite and the libFuzzer target in Fuzz/ (which compiles it with the engine).
        .target(name: "LayoutFuzzing", dependencies: ["CollectionLayouts"]),
        // Linux only: the UIKit declarations the adapters use, plus a scriptable fake collection view.
        .target(name: "UIKitStandIn"),
        // UICollectionViewLayout subclasses: real UIKit on Apple platforms, the stand-in on Linux.
        .target(name: "CollectionLayoutsUIKit", dependencies: [
            "CollectionLayouts",
            .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
        ]),
        // SwiftUI: CollectionLayoutView (a UICollectionView with any layout) and `Layout`
        // conformances (Apple platforms only; empty elsewhere).
        .target(name: "CollectionLayoutsSwiftUI", dependencies: ["CollectionLayouts", "CollectionLayoutsUIKit"]),
        .testTarget(name: "CollectionLayoutsTests", dependencies: ["CollectionLayouts", "LayoutFuzzing"]),
        .testTarget(name: "CollectionLayoutsUIKitTests", dependencies: [
            "CollectionLayoutsUIKit", "CollectionLayouts",
            .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
        ]),
        .testTarget(name: "CollectionLayoutsSwiftUITests", dependencies: ["CollectionLayoutsSwiftUI", "CollectionLayouts"]),
        .testTarget(name: "LayoutCatalogTests", dependencies: ["LayoutCatalog", "LayoutBenchmarks"]),
        .testTarget(name: "LayoutsCommandTests", dependencies: ["LayoutsCommand"], exclude: ["Snapshots"]),
        .testTarget(name: "LayoutsPlaygroundTests", dependencies: ["LayoutsPlayground", "LayoutCatalog"]),
        .testTarget(name: "RobustnessTests", dependencies: [
            "CollectionLayouts", "LayoutFuzzing", "LayoutCatalog",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
