// swift-tools-version: 5.9

// The demo app: one screen per layout of CollectionLayouts, in SwiftUI, with realistic content.
// Open this folder in Xcode (File ▸ Open…) or in Swift Playgrounds on an iPad or a Mac, then run.
// It uses the package two folders up, so it always shows this checkout's layouts.

import PackageDescription
import AppleProductTypes

let package = Package(
    name: "LayoutsDemo",
    platforms: [
        .iOS("16.0")
    ],
    products: [
        .iOSApplication(
            name: "LayoutsDemo",
            targets: ["LayoutsDemo"],
            bundleIdentifier: "org.collectionlayouts.LayoutsDemo",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .boat),
            accentColor: .presetColor(.indigo),
            supportedDeviceFamilies: [
                .pad,
                .phone,
            ],
            supportedInterfaceOrientations: [
                .portrait,
                .landscapeRight,
                .landscapeLeft,
                .portraitUpsideDown(.when(deviceFamilies: [.pad])),
            ]
        )
    ],
    dependencies: [
        // `name:` makes the products below resolve whatever the checkout's folder is called
        // (SwiftPM otherwise names a path dependency after its folder).
        .package(name: "CollectionLayouts", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "LayoutsDemo",
            dependencies: [
                .product(name: "CollectionLayoutsSwiftUI", package: "CollectionLayouts"),
                .product(name: "CollectionLayoutsUIKit", package: "CollectionLayouts"),
                .product(name: "CollectionLayouts", package: "CollectionLayouts"),
            ],
            path: "Sources"
        )
    ]
)
