#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import CollectionLayouts

/// The invalidation context of the layouts of this module: it carries what the engine said a
/// bounds change makes stale, so that the next `prepare()` redoes only that (the adapter core's
/// `AdapterLifecycle` reads it).
@MainActor
open class EngineInvalidationContext: NSCollectionViewLayoutInvalidationContext {
    /// What the bounds change makes stale, or nil for a context that did not come from a bounds
    /// change (then everything the context's flags say).
    public var invalidation: LayoutInvalidation?
    /// Whether the context comes from an item's measured size, which the core has already laid
    /// out (`EngineCollectionViewLayout+MeasuredSizes.swift`): the next `prepare()` keeps it.
    package var isForMeasuredSize = false
}
#endif
