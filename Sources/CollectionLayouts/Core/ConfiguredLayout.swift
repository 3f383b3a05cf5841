/// A layout that is its configuration, as every layout of the engine is: two layouts with equal
/// configurations prepare equal layouts. The UIKit adapters hold their engine layout through it.
package protocol ConfiguredLayout: CollectionLayout {
    /// What the layout looks like: immutable, checked when made.
    associatedtype Configuration: Hashable, Sendable

    /// The layout's configuration.
    var configuration: Configuration { get }

    /// The layout with `configuration`.
    init(configuration: Configuration)
}
