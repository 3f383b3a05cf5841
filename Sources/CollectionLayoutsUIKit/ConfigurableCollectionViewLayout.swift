#if !os(watchOS) && (canImport(UIKit) || (canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)))
import CollectionLayouts
import Foundation
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// A layout subclass of this module: an ``EngineCollectionViewLayout`` whose typed `configuration`
/// is its engine layout's. Each subclass names its engine layout once (`typealias Layout`), stores
/// its configuration and calls ``configurationDidChange(from:)`` when it is set; the base class
/// then holds the engine layout (`CollectionLayout`, in the core's `LayoutAdapterState`), which
/// prepares its own typed layout, and ``CollectionLayoutStyle`` makes and updates the subclass generically.
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
