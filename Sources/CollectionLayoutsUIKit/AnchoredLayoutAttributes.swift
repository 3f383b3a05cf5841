#if !os(watchOS) && (canImport(UIKit) || (canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)))
import CollectionLayouts
import Foundation
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// Layout attributes that carry the point an element turns about, in the unit square of the element
/// (0.5, 0.5 is the centre): the wheel turns its cells about a point far below them.
///
/// UIKit has no anchor point in its attributes, so a cell applies it itself: see
/// `AnchoredCollectionViewCell` and `UICollectionReusableView.applyAnchorPoint(from:)` on iOS.
/// `anchorPoint` is `nonisolated(unsafe)` because `isEqual(_:)`, which NSObject declares
/// nonisolated, reads it and UIKit may call it off the main thread; `isEqual(_:)` and
/// `copy(with:)` only read and write stored values.
@MainActor
open class AnchoredLayoutAttributes: UICollectionViewLayoutAttributes {
    /// The point the transform turns about, in the unit square of the element. The default is (0.5, 0.5).
    nonisolated(unsafe) public var anchorPoint = CGPoint(x: 0.5, y: 0.5)

    /// Where the anchor point lies in the collection view's content: the `center` that a view whose
    /// layer has this `anchorPoint` must take (a layer's position is its anchor point's).
    public var anchorPosition: CGPoint {
        CGPoint(x: center.x + (anchorPoint.x - 0.5) * size.width, y: center.y + (anchorPoint.y - 0.5) * size.height)
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        (copy as? AnchoredLayoutAttributes)?.anchorPoint = anchorPoint
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? AnchoredLayoutAttributes, other.anchorPoint == anchorPoint else { return false }
        return super.isEqual(object)
    }
}
#endif
