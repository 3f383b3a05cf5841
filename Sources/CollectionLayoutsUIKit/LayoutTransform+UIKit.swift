#if !os(watchOS) && (canImport(UIKit) || (canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)))
import CollectionLayouts
import Foundation
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

extension LayoutTransform {
    /// The 2-D part as an affine transform about the anchor point: scale, then rotation, as
    /// `CGAffineTransform(rotationAngle:)` scaled uniformly (same maths as `apply(to:)`).
    public var affineTransform: CGAffineTransform {
        let c = cos(rotation) * scale, s = sin(rotation) * scale
        return CGAffineTransform(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// The whole transform for `transform3D`, applied to a point in this order: the 2-D scale
    /// and rotation, the turn about the x axis, the turn about the y axis, then the perspective
    /// (`m34 = -1 / perspective`, none when 0). Core Animation's row-vector convention: the
    /// product of the matrices in that order.
    public var transform3D: CATransform3D {
        let planar = affineTransform
        var m = Matrix4(rows: [[planar.a, planar.b, 0, 0], [planar.c, planar.d, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]])
        if rotationX != 0 {
            let c = cos(rotationX), s = sin(rotationX)
            m = m * Matrix4(rows: [[1, 0, 0, 0], [0, c, s, 0], [0, -s, c, 0], [0, 0, 0, 1]])
        }
        if rotationY != 0 {
            let c = cos(rotationY), s = sin(rotationY)
            m = m * Matrix4(rows: [[c, 0, -s, 0], [0, 1, 0, 0], [s, 0, c, 0], [0, 0, 0, 1]])
        }
        if perspective != 0 {
            m = m * Matrix4(rows: [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, -1 / perspective], [0, 0, 0, 1]])
        }
        let r = m.rows
        return CATransform3D(
            m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
            m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
            m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
            m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }
}

/// A 4 × 4 matrix product, for building `CATransform3D` values without Core Animation's functions.
private struct Matrix4 {
    var rows: [[CGFloat]]

    static func * (lhs: Matrix4, rhs: Matrix4) -> Matrix4 {
        Matrix4(
            rows: (0..<4).map { i in
                (0..<4).map { j in (0..<4).reduce(CGFloat(0)) { $0 + lhs.rows[i][$1] * rhs.rows[$1][j] } }
            })
    }
}
#endif
