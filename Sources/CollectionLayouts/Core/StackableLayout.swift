import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A layout that SwiftUI's `CollectionLayoutStack` can lay subviews out with: the subviews, in
/// order, are the items of one section. A layout conforms in its own folder (the circle packing,
/// the justified gallery and the staggered grid do); the carousel and the wheel, which need
/// scrolling state, do not.
///
/// The stack prepares the layout for the proposed size across the scroll axis (the width of a
/// vertical layout, the height of a horizontal one; the length along the axis changes nothing and
/// is left at 0) and answers the content size.
public protocol StackableLayout: CollectionLayout {
    /// What the layout looks like: the engine's configuration.
    associatedtype Configuration: LayoutConfiguration

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
