#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import CollectionLayouts
import CollectionLayoutsAdapterCore

/// A layout subclass of this module: an ``EngineCollectionViewLayout`` whose typed `configuration`
/// is its engine layout's, as in the UIKit front. Each subclass names its engine layout once
/// (`typealias Layout`), stores its configuration and calls ``configurationDidChange(from:)`` when
/// it is set; the base class then hands the engine layout to the adapter core's
/// `LayoutAdapterState`, and ``CollectionLayoutStyle`` makes and updates the subclass generically.
@MainActor
package protocol ConfigurableCollectionViewLayout: EngineCollectionViewLayout {
    /// The engine layout the subclass shows.
    associatedtype Layout: ConfiguredLayout

    /// The engine layout's configuration.
    var configuration: Layout.Configuration { get set }

    /// The layout with `configuration`.
    init(configuration: Layout.Configuration)
}

extension ConfigurableCollectionViewLayout {
    /// Gives the base class the engine layout for the new ``configuration`` and invalidates the
    /// layout, when the configuration differs from `old`: what every subclass's `didSet` does.
    package func configurationDidChange(from old: Layout.Configuration) {
        guard configuration != old else { return }
        setLayout(Layout(configuration: configuration))
    }
}
#endif
