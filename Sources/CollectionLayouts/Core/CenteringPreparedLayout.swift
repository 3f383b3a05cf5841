import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A prepared layout that knows exactly where an item rests centred (the carousel, the wheel): the
/// UIKit adapter's `contentOffset(centering:)` asks it rather than centring the item's frame.
package protocol CenteringPreparedLayout: PreparedLayout {
    /// The content offset at which the item at `index` rests in the centre; nil when there is no
    /// such item.
    func contentOffset(centering index: ElementIndex) -> CGPoint?
}
