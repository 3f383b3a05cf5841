import CollectionLayouts
import Foundation

/// An engine layout's operations as the UIKit adapter uses them, captured once from the typed
/// layout when a subclass's configuration is set: preparing, continuing after an append, and what
/// the engine says about scrolling.
package struct LayoutEngine: Sendable {
    /// Prepares the layout for an environment.
    package let prepare: @Sendable (LayoutEnvironment) -> any PreparedLayout
    /// Prepares the layout for an environment, continuing the given prepared layout where the
    /// change only appends (``CollectionLayout/prepare(in:updating:)``).
    package let update: @Sendable (inout (any PreparedLayout)?, LayoutEnvironment) -> Void
    /// Whether the layout pages (``CollectionLayout/isPaging``).
    package let isPaging: Bool
    /// The rate the layout gives its scroll view (``CollectionLayout/decelerationRate``).
    package let decelerationRate: DecelerationRate?

    /// The operations of `layout`.
    package init<Layout: CollectionLayout>(_ layout: Layout) {
        prepare = { layout.prepare(in: $0) }
        update = { prepared, environment in layout.prepare(in: environment, updatingAny: &prepared) }
        isPaging = layout.isPaging
        decelerationRate = layout.decelerationRate
    }
}
