// One source for both fronts: the AppKit front links here from its Shared folder and its target
// defines COLLECTION_LAYOUTS_APPKIT (Package.swift), so each front compiles this file under its
// own guard, against its own framework and its own classes of the same names (the engine
// catalog's Architecture.md, "One source, two fronts").
#if (COLLECTION_LAYOUTS_APPKIT && canImport(AppKit) && !targetEnvironment(macCatalyst)) || (!COLLECTION_LAYOUTS_APPKIT && !os(watchOS) && (canImport(UIKit) || (canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE))))
import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation
#if COLLECTION_LAYOUTS_APPKIT
import AppKit
#elseif canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// One of the package's layouts with its configuration, as a value: what a SwiftUI
/// `CollectionLayoutView` shows, `.carousel(.standard)`, `.circlePack(.dense)` and so on.
///
/// Each layout's `UICollectionViewLayout` (on the Mac, `NSCollectionViewLayout`) subclass has its
/// member here (`.carousel(_:)` for ``CarouselCollectionViewLayout``), made by the adapter core's
/// generic style from the class and its configuration. Two styles are equal when they are the same
/// layout with equal configurations.
public struct CollectionLayoutStyle: Hashable, Sendable {
    /// The layout class and its configuration, as the adapter core makes and compares them
    /// (`makeLayout()`, `update(_:)`).
    package let adapterStyle: AdapterLayoutStyle<EngineCollectionViewLayout>

    /// The style of `Layout` with `configuration`.
    package init<Layout: ConfigurableCollectionViewLayout>(_: Layout.Type, configuration: Layout.Layout.Configuration) {
        adapterStyle = AdapterLayoutStyle(Layout.self, configuration: configuration) { $0 }
    }
}

extension CollectionLayoutStyle {
    /// The carousel (``CarouselCollectionViewLayout``) with `configuration`.
    public static func carousel(_ configuration: CarouselLayout.Configuration = .standard) -> Self {
        Self(CarouselCollectionViewLayout.self, configuration: configuration)
    }

    /// The circle pack (``CirclePackCollectionViewLayout``) with `configuration`.
    public static func circlePack(_ configuration: CirclePackLayout.Configuration = .standard) -> Self {
        Self(CirclePackCollectionViewLayout.self, configuration: configuration)
    }

    /// The justified gallery (``JustifiedGalleryCollectionViewLayout``) with `configuration`.
    public static func justifiedGallery(_ configuration: JustifiedGalleryLayout.Configuration = .standard) -> Self {
        Self(JustifiedGalleryCollectionViewLayout.self, configuration: configuration)
    }

    /// The staggered grid (``StaggeredGridCollectionViewLayout``) with `configuration`.
    public static func staggeredGrid(_ configuration: StaggeredGridLayout.Configuration = .standard) -> Self {
        Self(StaggeredGridCollectionViewLayout.self, configuration: configuration)
    }

    /// The wheel (``WheelCollectionViewLayout``) with `configuration`.
    public static func wheel(_ configuration: WheelLayout.Configuration = .standard) -> Self {
        Self(WheelCollectionViewLayout.self, configuration: configuration)
    }
}
#endif
