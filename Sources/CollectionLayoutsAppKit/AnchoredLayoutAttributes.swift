#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import CollectionLayouts

/// Layout attributes that carry what `NSCollectionViewLayoutAttributes` lacks: the engine's
/// transform (the carousel's side scale, the wheel's rotation) and the point it turns about, in
/// the unit square of the element (0.5, 0.5 is the centre; the wheel turns its items about a point
/// far below them).
///
/// Every layout of this module returns these attributes (its `layoutAttributesClass`). AppKit
/// applies only the frame, alpha, z-index and hidden state; the transform reaches the item's view
/// through `NSCollectionViewElement.apply(_:)` ("Applies the specified layout attributes to the
/// view": Apple's documentation of `NSCollectionViewElement`), which `NSCollectionView` calls when
/// the attributes change by `isEqual(_:)`: ``AnchoredCollectionViewItem`` sets its view's layer
/// `transform` there (``layerTransform(forLayerAnchorPoint:yAxisUp:)``). An item class of your own
/// does the same in its `apply(_:)`. Without it the items keep their frames and are neither scaled
/// nor turned.
///
/// `transform` and `anchorPoint` are `nonisolated(unsafe)` because `isEqual(_:)` and
/// `copy(with:)`, which NSObject declares nonisolated, read them; both only read and write stored
/// values.
@MainActor
open class AnchoredLayoutAttributes: NSCollectionViewLayoutAttributes {
    /// The engine's transform about ``anchorPoint``. The default is the identity.
    nonisolated(unsafe) public var transform: LayoutTransform = .identity

    /// The point the transform turns about, in the unit square of the element (y down, as the
    /// collection view's). The default is (0.5, 0.5).
    nonisolated(unsafe) public var anchorPoint = CGPoint(x: 0.5, y: 0.5)

    /// The transform as a layer whose anchor point is `layerAnchorPoint` (in its unit square,
    /// along its superlayer's y axis; AppKit puts a layer-backed view's at (0, 0)) must apply it,
    /// `yAxisUp` when the superlayer's y axis points up (a collection view is flipped: down).
    public func layerTransform(forLayerAnchorPoint layerAnchorPoint: CGPoint, yAxisUp: Bool = false) -> CATransform3D {
        let rows = AnchoredLayerTransform(
            transform, anchorPoint: anchorPoint, size: size, layerAnchorPoint: layerAnchorPoint, yAxisUp: yAxisUp
        ).rows
        return CATransform3D(
            m11: rows[0][0], m12: rows[0][1], m13: rows[0][2], m14: rows[0][3],
            m21: rows[1][0], m22: rows[1][1], m23: rows[1][2], m24: rows[1][3],
            m31: rows[2][0], m32: rows[2][1], m33: rows[2][2], m34: rows[2][3],
            m41: rows[3][0], m42: rows[3][1], m43: rows[3][2], m44: rows[3][3])
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        if let copy = copy as? AnchoredLayoutAttributes {
            copy.transform = transform
            copy.anchorPoint = anchorPoint
        }
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? AnchoredLayoutAttributes, other.transform == transform,
            other.anchorPoint == anchorPoint
        else { return false }
        return super.isEqual(object)
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(super.hash)
        hasher.combine(transform)
        return hasher.finalize()
    }
}
#endif
