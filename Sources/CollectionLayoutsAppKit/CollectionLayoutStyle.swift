#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import CollectionLayouts
import CollectionLayoutsAdapterCore

/// One of the package's layouts with its configuration, as a value: what a SwiftUI
/// `CollectionLayoutView` shows, `.carousel(.standard)`, `.circlePack(.dense)` and so on.
///
/// Each layout's `NSCollectionViewLayout` subclass defines its own member (`.carousel(_:)` next
/// to `CarouselCollectionViewLayout`), so the list of layouts is written nowhere else. Two styles
/// are equal when they are the same layout with equal configurations.
public struct CollectionLayoutStyle: Hashable, Sendable {
    /// The layout class and its configuration, as the adapter core makes and compares them
    /// (`makeLayout()`, `update(_:)`).
    package let adapterStyle: AdapterLayoutStyle<EngineCollectionViewLayout>

    /// The style of `Layout` with `configuration`.
    package init<Layout: ConfigurableCollectionViewLayout>(_: Layout.Type, configuration: Layout.Layout.Configuration) {
        adapterStyle = AdapterLayoutStyle(Layout.self, configuration: configuration) { $0 }
    }
}
#endif
