import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where and how one element is shown: the engine's value-type mirror of
/// `UICollectionViewLayoutAttributes`.
///
/// `center` and `size` describe the element before its transform, as in UIKit, so `frame` is the
/// untransformed rectangle. The transform turns and scales the element about `anchorPoint`, a
/// point in the unit square of the element (0.5, 0.5 is the centre). ``visualBounds`` is the
/// rectangle the element covers on screen once transformed.
public struct LayoutAttributes: Hashable, Sendable {
    /// The element's index.
    public var index: ElementIndex
    /// Whether the element is a cell, a supplementary view or a decoration.
    public var kind: ElementKind
    /// The centre of the untransformed frame.
    public var center: CGPoint
    /// The untransformed size.
    public var size: CGSize
    /// The transform about ``anchorPoint``. The default is the identity.
    public var transform: LayoutTransform
    /// The point the transform turns about, in the unit square of the element. The default is (0.5, 0.5).
    public var anchorPoint: CGPoint
    /// Drawing order: higher values are drawn on top. The default is 0.
    public var zIndex: Int
    /// Opacity from 0 to 1. The default is 1.
    public var alpha: CGFloat
    /// Whether the element is hidden. The default is false.
    public var isHidden: Bool

    /// Creates attributes for an element with the given untransformed frame.
    @_spi(Tools) public init(
        index: ElementIndex, kind: ElementKind = .cell, frame: CGRect,
        transform: LayoutTransform = .identity, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5),
        zIndex: Int = 0, alpha: CGFloat = 1, isHidden: Bool = false
    ) {
        self.index = index
        self.kind = kind
        self.center = CGPoint(x: frame.midX, y: frame.midY)
        self.size = frame.size
        self.transform = transform
        self.anchorPoint = anchorPoint
        self.zIndex = zIndex
        self.alpha = alpha
        self.isHidden = isHidden
    }

    /// The untransformed frame: `size` centred on `center`.
    public var frame: CGRect {
        get { Self.rect(of: size, centeredOn: center) }
        set {
            center = CGPoint(x: newValue.midX, y: newValue.midY)
            size = newValue.size
        }
    }

    /// The frame that attributes made from `rect` report (its centre ± half its size), bit for bit,
    /// without making them: what a query compares, so that it agrees with the attributes.
    package static func reportedFrame(of rect: CGRect) -> CGRect {
        self.rect(of: rect.size, centeredOn: CGPoint(x: rect.midX, y: rect.midY))
    }

    /// `size` centred on `center`: the one formula for an element's untransformed frame.
    private static func rect(of size: CGSize, centeredOn center: CGPoint) -> CGRect {
        CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// The anchor point in content coordinates.
    @_spi(Tools) public var anchorPosition: CGPoint {
        let f = frame
        return CGPoint(x: f.minX + anchorPoint.x * f.width, y: f.minY + anchorPoint.y * f.height)
    }

    /// The four corners of the element as drawn, clockwise from the top left: through the 2-D
    /// transform and, when there is one, the 3-D turn and perspective (``LayoutTransform/project(_:)``).
    ///
    /// Perspective can enlarge the part of an element a turn brings nearer, and a turn about an
    /// anchor point outside the element moves it, so the 3-D part is projected rather than assumed
    /// to narrow the element.
    @_spi(Tools) public var transformedCorners: [CGPoint] {
        let f = frame
        let anchor = anchorPosition
        return [
            CGPoint(x: f.minX, y: f.minY), CGPoint(x: f.maxX, y: f.minY),
            CGPoint(x: f.maxX, y: f.maxY), CGPoint(x: f.minX, y: f.maxY),
        ].map { corner in
            let v = transform.project(CGPoint(x: corner.x - anchor.x, y: corner.y - anchor.y))
            return CGPoint(x: anchor.x + v.x, y: anchor.y + v.y)
        }
    }

    /// The smallest upright rectangle that holds the transformed element (the projection of a flat
    /// rectangle is a convex quadrilateral, so its corners bound it); `frame` when the transform is
    /// the identity.
    public var visualBounds: CGRect {
        if transform.rotation == 0 && transform.scale == 1 && !transform.is3D { return frame }
        // The corners of `transformedCorners`, without its arrays (three per element: a rect query
        // of 100,000 scaled carousel items spent most of its time allocating them), and their
        // least and greatest coordinates folded in the same order as `Array.min()`/`max()`.
        let f = frame
        let anchor = anchorPosition
        func corner(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
            let v = transform.project(CGPoint(x: x - anchor.x, y: y - anchor.y))
            return CGPoint(x: anchor.x + v.x, y: anchor.y + v.y)
        }
        let a = corner(f.minX, f.minY), b = corner(f.maxX, f.minY), c = corner(f.maxX, f.maxY),
            d = corner(f.minX, f.maxY)
        var minX = a.x, maxX = a.x, minY = a.y, maxY = a.y
        func take(_ p: CGPoint) {
            if p.x < minX { minX = p.x }
            if p.x > maxX { maxX = p.x }
            if p.y < minY { minY = p.y }
            if p.y > maxY { maxY = p.y }
        }
        take(b)
        take(c)
        take(d)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether every number in the attributes is finite.
    public var isFinite: Bool {
        center.x.isFinite && center.y.isFinite && size.width.isFinite && size.height.isFinite
            && transform.isFinite && anchorPoint.x.isFinite && anchorPoint.y.isFinite && alpha.isFinite
    }
}

extension LayoutAttributes {
    /// Hashes every stored value; `==` is the synthesized comparison of the same values.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(index)
        hasher.combine(kind)
        hasher.combine(point: center)
        hasher.combine(size: size)
        hasher.combine(transform)
        hasher.combine(point: anchorPoint)
        hasher.combine(zIndex)
        hasher.combine(alpha)
        hasher.combine(isHidden)
    }
}
