// swift-tools-version: 6.1
import PackageDescription

// The platforms without UIKit, where the project's tests build the UIKit adapters against
// UIKitStandIn instead: every platform this manifest's tools version names except iOS, Mac
// Catalyst, tvOS, visionOS, watchOS (whose UIKit has no collection views: the adapters are empty
// there) and DriverKit.
let withoutUIKit: [Platform] = [.macOS, .linux, .windows, .android, .wasi, .openbsd]

// Test support, off by default so that no app ever links it: with the trait, on the platforms
// without UIKit, CollectionLayoutsUIKit and its tests build against UIKitStandIn (Scripts/test,
// .ci/run and the GitHub workflow pass `--traits TestSupport`). Without it the UIKit adapter's
// UIKit sources compile empty there: each is wrapped in `#if canImport(UIKit) ||
// (canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE))`, the trait's name being a
// compilation condition in this package's targets. `canImport` alone would not do: a root
// `swift build` builds UIKitStandIn even when nothing depends on it, and the adapter could then
// import a module it does not link. Outside SwiftPM (Scripts/ios-typecheck --sdk macos14.0, which
// cannot pass -D) `canImport(UIKitStandIn)` decides. A package that depends on this one never
// enables the trait (traits are enabled by the root package only), so an app links the engine and
// its platform's front only: Scripts/check-install proves it per platform.
let testSupport: Set<String> = ["TestSupport"]

// The library an app adds: four products and no package dependencies, so an app resolves nothing
// else. The tools that render, measure, serve and fuzz it are a package of their own in Tools/.
let package = Package(
    name: "CollectionLayouts",
    platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16)],
    products: [
        .library(name: "CollectionLayouts", targets: ["CollectionLayouts"]),
        .library(name: "CollectionLayoutsUIKit", targets: ["CollectionLayoutsUIKit"]),
        .library(name: "CollectionLayoutsSwiftUI", targets: ["CollectionLayoutsSwiftUI"]),
        // AppKit (#36): NSCollectionViewLayout subclasses; empty where AppKit is absent.
        .library(name: "CollectionLayoutsAppKit", targets: ["CollectionLayoutsAppKit"]),
    ],
    traits: [
        .trait(
            name: "TestSupport",
            description: "The project's tests: the UIKit adapter built against UIKitStandIn where UIKit is absent.")
    ],
    targets: [
        // The engine: Foundation only, no dependencies.
        .target(name: "CollectionLayouts"),
        // What every platform's front decides for an app, as values and pure functions over the
        // engine (lifecycle, update maps, the user's place, transitions): Foundation only, no UIKit
        // or AppKit, so that each front only translates its framework's calls.
        .target(name: "CollectionLayoutsAdapterCore", dependencies: ["CollectionLayouts"]),
        // UICollectionViewLayout subclasses: real UIKit where it exists; elsewhere the stand-in with
        // the TestSupport trait, and empty without it.
        .target(
            name: "CollectionLayoutsUIKit",
            dependencies: [
                "CollectionLayouts", "CollectionLayoutsAdapterCore",
                .target(name: "UIKitStandIn", condition: .when(platforms: withoutUIKit, traits: testSupport)),
            ]),
        // SwiftUI: CollectionLayoutView (a UICollectionView with any layout) and `Layout`
        // conformances (Apple platforms only; empty elsewhere).
        .target(
            name: "CollectionLayoutsSwiftUI",
            dependencies: [
                "CollectionLayouts", "CollectionLayoutsAdapterCore", "CollectionLayoutsUIKit",
                "CollectionLayoutsAppKit",
            ]),
        // AppKit (#36): NSCollectionViewLayout subclasses of the five layouts, over the engine and
        // the adapter core. Every file is under `canImport(AppKit)`: empty elsewhere. Its Shared
        // folder links to the UIKit front's Shared sources, which both fronts compile (the classes
        // they use have the same names in UIKit and AppKit): COLLECTION_LAYOUTS_APPKIT tells those
        // files which front they are compiled into (the engine catalog's Architecture.md, "One
        // source, two fronts").
        .target(
            name: "CollectionLayoutsAppKit", dependencies: ["CollectionLayouts", "CollectionLayoutsAdapterCore"],
            swiftSettings: [.define("COLLECTION_LAYOUTS_APPKIT")]),
        // Test support, in no product: the UIKit declarations the adapters use plus a scriptable
        // fake collection view (where UIKit is absent), and bytes → arbitrary layouts with the
        // checks every layout must pass (the property suite here, the libFuzzer target in Fuzz/).
        .target(name: "UIKitStandIn"),
        .target(name: "LayoutFuzzing", dependencies: ["CollectionLayouts"]),
        .testTarget(name: "CollectionLayoutsTests", dependencies: ["CollectionLayouts", "LayoutFuzzing"]),
        // The adapter core's decisions, without any collection view (Linux included).
        .testTarget(
            name: "CollectionLayoutsAdapterCoreTests",
            dependencies: ["CollectionLayoutsAdapterCore", "CollectionLayouts", "LayoutFuzzing"]),
        .testTarget(
            name: "CollectionLayoutsUIKitTests",
            dependencies: [
                "CollectionLayoutsUIKit", "CollectionLayoutsAdapterCore", "CollectionLayouts", "LayoutFuzzing",
                .target(name: "UIKitStandIn", condition: .when(platforms: withoutUIKit, traits: testSupport)),
            ]),
        .testTarget(
            name: "CollectionLayoutsSwiftUITests",
            dependencies: ["CollectionLayoutsSwiftUI", "CollectionLayoutsAdapterCore", "CollectionLayouts"]),
        .testTarget(name: "RobustnessTests", dependencies: ["CollectionLayouts", "LayoutFuzzing"]),
        // The five UIKit layouts in a real UICollectionView on an iOS simulator, and the SwiftUI view
        // in a UIHostingController (XCTest; run by .github/workflows/ci.yml with xcodebuild). Empty
        // on Linux and macOS. Tests/TypeCheckSupport/XCTest declares the XCTest calls they use,
        // for Scripts/ios-typecheck only.
        .testTarget(
            name: "CollectionLayoutsSimulatorTests",
            dependencies: ["CollectionLayoutsUIKit", "CollectionLayoutsSwiftUI", "CollectionLayouts"]),
        // AppKit (#36): the five AppKit layouts in a real NSCollectionView in an NSWindow (XCTest;
        // run by `swift test` on macOS). Empty elsewhere. Tests/TypeCheckSupport/XCTest declares the
        // XCTest calls they use, for Scripts/ios-typecheck --sdk macos14.0 only.
        .testTarget(
            name: "CollectionLayoutsAppKitTests",
            dependencies: ["CollectionLayoutsAppKit", "CollectionLayoutsAdapterCore", "CollectionLayouts"]),
    ],
    swiftLanguageModes: [.v6]
)
