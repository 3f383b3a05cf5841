#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import CollectionLayouts
import Foundation
import AppKit

/// One of the package's layouts with its configuration, as a value: what a SwiftUI
/// `CollectionLayoutView` shows, `.carousel(.standard)`, `.circlePack(.dense)` and so on.
///
/// Each layout's `NSCollectionViewLayout` subclass defines its own member (`.carousel(_:)` next
/// to `CarouselCollectionViewLayout`), so the list of layouts is written nowhere else. Two styles
/// are equal when they are the same layout with equal configurations.
public struct CollectionLayoutStyle: Hashable, Sendable {
    /// The layout class.
    private let layoutClass: ObjectIdentifier
    /// The configuration, compared and hashed as itself.
    private let configuration: any Hashable & Sendable
    /// A new layout of this style.
    private let make: @MainActor @Sendable () -> EngineCollectionViewLayout
    /// Gives a layout of this style's class this configuration; false for another class.
    private let apply: @MainActor @Sendable (EngineCollectionViewLayout) -> Bool

    /// The style of `Layout` with `configuration`.
    package init<Layout: ConfigurableCollectionViewLayout>(_: Layout.Type, configuration: Layout.Layout.Configuration) {
        layoutClass = ObjectIdentifier(Layout.self)
        self.configuration = configuration
        make = { Layout(configuration: configuration) }
        apply = { layout in
            guard let layout = layout as? Layout else { return false }
            layout.configuration = configuration
            return true
        }
    }

    /// A new `NSCollectionViewLayout` of this style: the class of its layout, with its configuration.
    @MainActor
    package func makeLayout() -> EngineCollectionViewLayout {
        make()
    }

    /// Gives `layout` this style's configuration if it is this style's class of layout (it
    /// invalidates itself when the configuration differs); false, changing nothing, for another.
    @MainActor
    package func update(_ layout: EngineCollectionViewLayout) -> Bool {
        apply(layout)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.layoutClass == rhs.layoutClass && AnyHashable(lhs.configuration) == AnyHashable(rhs.configuration)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(layoutClass)
        hasher.combine(AnyHashable(configuration))
    }
}
#endif
