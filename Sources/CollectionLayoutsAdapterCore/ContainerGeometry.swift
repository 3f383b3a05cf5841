import CollectionLayouts
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a front reads from its collection view for the core, as plain values: the geometry a
/// layout is prepared for, without the data (the counts and item sizes, which the core asks for
/// only when it prepares).
///
/// Every front (UIKit, AppKit) builds one from its view at each of its framework's calls that the
/// core answers; nothing else of the view reaches the core.
package struct ContainerGeometry: Equatable, Sendable {
    /// The visible rectangle in the content: its origin is the content offset.
    package var bounds: CGRect
    /// The insets the content is laid out within (UIKit's `adjustedContentInset`).
    package var contentInsets: LayoutInsets
    /// The effective layout direction of the view.
    package var layoutDirection: LayoutDirection
    /// The Dynamic Type scale the layout's sizes follow (1 when they do not).
    package var dynamicTypeScale: CGFloat
    /// The view's content size category (UIKit's raw value; empty where there is none): the text
    /// size cells measured at (``MeasuredItemSizes``).
    package var contentSizeCategory: String

    /// A geometry of these values.
    package init(
        bounds: CGRect, contentInsets: LayoutInsets = LayoutInsets(), layoutDirection: LayoutDirection = .leftToRight,
        dynamicTypeScale: CGFloat = 1, contentSizeCategory: String = ""
    ) {
        self.contentSizeCategory = contentSizeCategory
        self.bounds = bounds
        self.contentInsets = contentInsets
        self.layoutDirection = layoutDirection
        self.dynamicTypeScale = dynamicTypeScale
    }

    /// The content offset: the bounds' origin.
    package var contentOffset: CGPoint { bounds.origin }
}
