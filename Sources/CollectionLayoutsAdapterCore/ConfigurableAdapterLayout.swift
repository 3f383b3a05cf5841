import CollectionLayouts

/// A front's layout class of one engine layout (the UIKit and AppKit fronts'
/// `ConfiguredCollectionViewLayout<Layout>`, of which each layout's public class is a subclass):
/// its typed `configuration` is its engine layout's. The front's generic class stores the
/// configuration and calls ``configurationDidChange(from:)`` when it is set; the front's base class
/// then holds the engine layout (in the core's ``LayoutAdapterState``), and ``AdapterLayoutStyle``
/// makes and updates the class generically.
@MainActor
package protocol ConfigurableAdapterLayout: AnyObject {
    /// The engine layout the class shows.
    associatedtype Layout: FrontLayout

    /// The engine layout's configuration.
    var configuration: Layout.Configuration { get set }

    /// The layout with `configuration`.
    init(configuration: Layout.Configuration)

    /// Prepares `layout` from now on and invalidates the layout (the front's base class).
    func setLayout(_ layout: any CollectionLayout)
}

extension ConfigurableAdapterLayout {
    /// Gives the base class the engine layout for the new ``configuration`` and invalidates the
    /// layout, when the configuration differs from `old`: what every class's `didSet` does.
    package func configurationDidChange(from old: Layout.Configuration) {
        guard configuration != old else { return }
        setLayout(Layout(configuration: configuration))
    }
}
