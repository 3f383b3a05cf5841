import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How an element is turned and scaled about its anchor point.
///
/// Covers what the five layouts need of `CGAffineTransform` and `CATransform3D`: a rotation in
/// the plane, a uniform scale, and an optional 3-D turn about the horizontal or vertical axis with
/// perspective. Angles are in radians; a positive `rotation` turns clockwise on screen (y points
/// down), as `CGAffineTransform(rotationAngle:)` does on iOS.
public struct LayoutTransform: Hashable, Sendable, Codable {
    /// The rotation in the plane, in radians. The default is 0.
    public var rotation: CGFloat
    /// The uniform scale. The default is 1.
    public var scale: CGFloat
    /// The 3-D turn about the horizontal (x) axis through the anchor point, in radians. The default is 0.
    public var rotationX: CGFloat
    /// The 3-D turn about the vertical (y) axis through the anchor point, in radians. The default is 0.
    public var rotationY: CGFloat
    /// The viewing distance for the 3-D turns (`m34 = -1 / perspective`); 0 means none. The default is 0.
    public var perspective: CGFloat

    /// Creates a transform. Every parameter defaults to the identity.
    @_spi(Tools) public init(
        rotation: CGFloat = 0, scale: CGFloat = 1, rotationX: CGFloat = 0,
        rotationY: CGFloat = 0, perspective: CGFloat = 0
    ) {
        self.rotation = rotation
        self.scale = scale
        self.rotationX = rotationX
        self.rotationY = rotationY
        self.perspective = perspective
    }

    /// No rotation, scale 1.
    public static let identity = LayoutTransform()

    /// Whether the transform leaves an element as it is.
    package var isIdentity: Bool { self == .identity }

    /// Whether the transform has a 3-D part.
    public var is3D: Bool { rotationX != 0 || rotationY != 0 }

    /// Whether every component is a finite number.
    public var isFinite: Bool {
        rotation.isFinite && scale.isFinite && rotationX.isFinite && rotationY.isFinite && perspective.isFinite
    }

    /// Maps a vector from the anchor point through the 2-D part (scale, then rotation).
    @inlinable package func apply(to vector: CGPoint) -> CGPoint {
        let c = cos(rotation), s = sin(rotation)
        return CGPoint(x: scale * (vector.x * c - vector.y * s), y: scale * (vector.x * s + vector.y * c))
    }

    /// Maps a vector from the anchor point through the whole transform, as drawn on screen: the
    /// 2-D part (scale, then rotation), then the turn about x, then the turn about y, then the
    /// perspective projection from the anchor point.
    ///
    /// In `CATransform3D` terms (row vectors, y down): `Rz(rotation) · Rx(rotationX) · Ry(rotationY)`
    /// followed by `m34 = -1 / perspective`, so a positive `rotationX` turns the part above the
    /// anchor away from the viewer and a positive `rotationY` the part right of it. Points the turn
    /// brings to within 1/1000 of the viewing distance are held there, so the result stays finite.
    @inlinable package func project(_ vector: CGPoint) -> CGPoint {
        let v = apply(to: vector)
        guard is3D else { return v }
        let cx = cos(rotationX), sx = sin(rotationX), cy = cos(rotationY), sy = sin(rotationY)
        let y1 = v.y * cx, z1 = v.y * sx
        let x2 = v.x * cy + z1 * sy, z2 = -v.x * sy + z1 * cy
        guard perspective > 0 else { return CGPoint(x: x2, y: y1) }
        let w = Swift.max(1 - z2 / perspective, 1e-3)
        return CGPoint(x: x2 / w, y: y1 / w)
    }
}
