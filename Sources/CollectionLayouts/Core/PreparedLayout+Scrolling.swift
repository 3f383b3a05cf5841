import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The defaults for what a layout tells the adapters about scrolling, for a layout that does not
/// say: every layout of the package says its axis, and the carousel and the wheel their exact
/// centring offsets.
extension PreparedLayout {
    /// The axis with the longer range of offsets (``contentOffsetBounds``), vertical when neither
    /// has any, which only decides which edge is the start of content that does not scroll.
    public var scrollAxis: ScrollAxis {
        let (low, high) = contentOffsetBounds
        return high.x - low.x > high.y - low.y ? .horizontal : .vertical
    }

    /// Nil: no exact answer, so the adapters centre the item's frame.
    public func contentOffset(centering index: ElementIndex) -> CGPoint? { nil }
}
