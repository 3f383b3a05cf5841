import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension StaggeredGridLayout: StackableLayout {
    /// The configuration's axis.
    public var scrollAxis: ScrollAxis { configuration.scrollAxis }

    /// False: every item has the configuration's size.
    public var usesItemSizes: Bool { false }

    /// One lane: an item and the insets across the axis.
    public func naturalSizeAcrossScrollAxis(itemCount: Int, itemSizes: [CGSize]) -> CGFloat {
        let c = configuration
        return c.scrollAxis == .horizontal
            ? c.itemSize.height + c.insets.vertical : c.itemSize.width + c.insets.horizontal
    }
}
