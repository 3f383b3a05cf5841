/// A layout that is its configuration, as every layout of the engine is: two layouts with equal
/// configurations prepare equal layouts. The UIKit adapters and the SwiftUI views hold their
/// engine layout through it.
package protocol ConfiguredLayout: CollectionLayout {
    /// What the layout looks like: immutable, checked when made.
    associatedtype Configuration: LayoutConfiguration

    /// The layout's configuration.
    var configuration: Configuration { get }

    /// The layout with `configuration`.
    init(configuration: Configuration)
}
