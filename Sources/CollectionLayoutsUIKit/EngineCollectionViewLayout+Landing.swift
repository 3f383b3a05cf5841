#if !os(watchOS) && (canImport(UIKit) || (canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)))
import CollectionLayouts
import Foundation
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

extension EngineCollectionViewLayout {
    /// Called when the user lifts the finger and the content will move, with the items on screen
    /// once scrolling comes to rest there (the landing items, `PreparedLayout.landingItems`), in
    /// index order: give it the work that loads their content (images for the landing page), which
    /// can start while the content decelerates, before UIKit's proximity prefetching
    /// (`prefetchDataSource`) would reach them.
    ///
    /// Called once per release, from `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`,
    /// as soon as the layout knows where the fling rests (snapped where the layout snaps: the
    /// carousel's and the wheel's landing page); not called for a release that rests where it is.
    /// Only the cells count, at their frames at the resting offset (a carousel's side items
    /// included). Do not change the data or the layout from it. The default is nil.
    public var landingItemsHandler: (@MainActor ([IndexPath]) -> Void)? {
        get { landingItems }
        set { landingItems = newValue }
    }
}
#endif
