// swift-tools-version: 6.1
import PackageDescription

// The tools around the library: the layout catalog, the `layouts` command (render, snap, bench,
// serve), the playground server and its page, the benchmarks, and their tests. They depend on the
// library by path; an app that adds the library never resolves what is declared here.
let package = Package(
    name: "CollectionLayoutsTools",
    platforms: [.macOS(.v14)],  // Hummingbird 2 needs macOS 14
    products: [
        .executable(name: "layouts", targets: ["LayoutsCommand"])
    ],
    dependencies: [
        // `name:` so that the products below resolve whatever the checkout's folder is called.
        .package(name: "CollectionLayouts", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        // Hummingbird's own: the playground adds channel handlers of its own to the HTTP/1 pipeline.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
    ],
    targets: [
        // Layouts by name with string parameters, SVG and JSON output: shared by the CLI and the playground.
        .target(
            name: "LayoutCatalog", dependencies: [.product(name: "CollectionLayouts", package: "CollectionLayouts")]),
        // Benchmarks and faithful ports of the tutorials' own algorithms to measure against.
        .target(
            name: "LayoutBenchmarks",
            dependencies: [
                .product(name: "CollectionLayouts", package: "CollectionLayouts"), "LayoutCatalog",
            ]),
        // The playground: an HTTP server and a page that scrolls every catalog layout in a browser.
        .target(
            name: "LayoutsPlayground",
            dependencies: [
                .product(name: "CollectionLayouts", package: "CollectionLayouts"), "LayoutCatalog",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),  // the idle timeout and the connection cap
                // The request heads before Hummingbird reads them: a target's host, a malformed request's answer.
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOHTTP1", package: "swift-nio"),
            ], resources: [.copy("Resources")]),  // the page: index.html, playground.css, playground.js
        .executableTarget(
            name: "LayoutsCommand",
            dependencies: [
                .product(name: "CollectionLayouts", package: "CollectionLayouts"),
                "LayoutCatalog", "LayoutBenchmarks", "LayoutsPlayground",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .testTarget(name: "LayoutCatalogTests", dependencies: ["LayoutCatalog", "LayoutBenchmarks"]),
        .testTarget(name: "LayoutsCommandTests", dependencies: ["LayoutsCommand"], exclude: ["Snapshots"]),
        .testTarget(name: "LayoutsPlaygroundTests", dependencies: ["LayoutsPlayground", "LayoutCatalog"]),
    ],
    swiftLanguageModes: [.v6]
)
