@_spi(Tools) import CollectionLayouts
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// An engine layout that ``CollectionLayoutStack`` can lay SwiftUI subviews out with: the subviews,
/// in order, are the items of one section. The circle packing, the justified gallery and the
/// staggered grid conform; the carousel and the wheel, which need scrolling state, do not.
///
/// The stack prepares the layout for the proposed size across the scroll axis (the width of a
/// vertical layout, the height of a horizontal one; the length along the axis changes nothing and
/// is left at 0) and answers the content size. (Compiled on every platform, so that Linux tests
/// can hold the numbers.)
public protocol StackableLayout: CollectionLayout {
    /// What the layout looks like: the engine's configuration.
    associatedtype Configuration: Sendable

    /// The layout with `configuration`.
    init(configuration: Configuration)

    /// The axis the layout scrolls along. The default is `.vertical`.
    var scrollAxis: ScrollAxis { get }

    /// Whether the layout sizes its items from their sizes (`LayoutEnvironment/itemSizes`): when
    /// true, the stack reads each subview's ideal size, once per change of the subviews.
    var usesItemSizes: Bool { get }

    /// The size across the scroll axis the stack takes when SwiftUI leaves it unspecified (asking
    /// for the ideal size), for `itemCount` items of sizes `itemSizes` (empty when the layout uses
    /// no item sizes).
    func naturalSizeAcrossScrollAxis(itemCount: Int, itemSizes: [CGSize]) -> CGFloat
}

extension StackableLayout {
    /// Vertical: the layout fills the proposed width.
    public var scrollAxis: ScrollAxis { .vertical }
}

extension CirclePackLayout: StackableLayout {
    /// True: each circle's diameter is the width of its item's size.
    public var usesItemSizes: Bool { true }

    /// The side of a square as large as the circles' squares with their spacing, at least the
    /// widest circle, plus the left and right insets. A missing, zero, negative or non-finite width
    /// is the default diameter, as in the packing.
    public func naturalSizeAcrossScrollAxis(itemCount: Int, itemSizes: [CGSize]) -> CGFloat {
        let c = configuration
        var area: CGFloat = 0, widest: CGFloat = 0
        for i in 0..<Swift.max(itemCount, 0) {
            let w = i < itemSizes.count ? itemSizes[i].width : 0
            let d = w.isFinite && w > 0 ? Swift.min(w, Validate.maximumLength) : c.defaultDiameter
            area += (d + c.spacing) * (d + c.spacing)
            widest = Swift.max(widest, d)
        }
        return Swift.max(area.squareRoot(), widest) + c.insets.horizontal
    }
}

extension JustifiedGalleryLayout: StackableLayout {
    /// True in the aspect-ratio mode, where each item keeps the aspect ratio of its size.
    public var usesItemSizes: Bool {
        if case .aspectRatios = configuration.mode { return true }
        return false
    }

    /// One row of every item at its natural size — the middle of the width range, or the target
    /// row height times the aspect ratio (clamped to 0.01…100; a missing or bad size counts as
    /// square) — with the spacing and the left and right insets.
    public func naturalSizeAcrossScrollAxis(itemCount: Int, itemSizes: [CGSize]) -> CGFloat {
        let n = Swift.max(itemCount, 0)
        var total: CGFloat = 0
        switch configuration.mode {
        case .widthRange(let minimum, let maximum, _):
            total = CGFloat(n) * (minimum + maximum) / 2
        case .aspectRatios(let target, _):
            for i in 0..<n {
                total += target * Self.aspectRatio(of: i < itemSizes.count ? itemSizes[i] : nil)
            }
        }
        return total + CGFloat(Swift.max(n - 1, 0)) * configuration.itemSpacing + configuration.insets.horizontal
    }
}

extension StaggeredGridLayout: StackableLayout {
    /// The configuration's axis.
    public var scrollAxis: ScrollAxis { configuration.scrollAxis }

    /// False: every item has the configuration's size.
    public var usesItemSizes: Bool { false }

    /// One lane: an item and the insets across the axis.
    public func naturalSizeAcrossScrollAxis(itemCount: Int, itemSizes: [CGSize]) -> CGFloat {
        let c = configuration
        return c.scrollAxis == .horizontal ? c.itemSize.height + c.insets.vertical : c.itemSize.width + c.insets.horizontal
    }
}
