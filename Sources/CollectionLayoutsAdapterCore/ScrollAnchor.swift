import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A point of a scroll view's visible area (or of an item), as fractions of its width and height from its
/// top left: SwiftUI's `UnitPoint`.
package struct ScrollAnchor: Equatable, Sendable {
    /// The fraction of the width, from the left.
    package var x: CGFloat
    /// The fraction of the height, from the top.
    package var y: CGFloat

    /// An anchor at these fractions.
    package init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// The middle of the top edge, SwiftUI's `.top`.
    package static let top = ScrollAnchor(x: 0.5, y: 0)

    /// The point at this anchor of `rect`.
    package func point(in rect: CGRect) -> CGPoint {
        CGPoint(x: rect.minX + rect.width * x, y: rect.minY + rect.height * y)
    }
}
