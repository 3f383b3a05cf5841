#if !os(watchOS) && (canImport(UIKit) || (canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)))
import CollectionLayouts
import Foundation
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// The invalidation context of the engine's layouts: it carries what a bounds change made stale,
/// so that scrolling a wheel or a carousel only moves the engine's content offset.
@MainActor
open class EngineInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// What the next `prepare()` redoes: LayoutInvalidation/offsetDependent only moves the
    /// content offset, LayoutInvalidation/everything prepares again. The default is
    /// `.everything`, so that a context UIKit makes for any other reason invalidates everything.
    public var invalidation = LayoutInvalidation.everything
    /// Whether the context is the layout's answer to a supplementary view that asked for a new
    /// height: the next `prepare()` continues the engine layout with it rather than preparing afresh.
    package var isForMeasuredHeight = false
}
#endif
