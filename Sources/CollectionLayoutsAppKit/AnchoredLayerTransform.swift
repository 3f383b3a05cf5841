#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import CollectionLayouts
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// An element's transform from the engine (`LayoutTransform` about the element's `anchorPoint`)
/// as the 4 × 4 matrix a layer applies about its own anchor point: what an AppKit item sets as its
/// layer's `transform`, since `NSCollectionViewLayoutAttributes` carries no transform and AppKit
/// keeps a layer-backed view's layer anchor point where it puts it.
///
/// A transform about one point is the same as a transform about another followed by a
/// translation: with `d` the engine's anchor less the layer's, in points, the matrix is
/// `T(−d) · M · T(d)` (Core Animation's row-vector convention, `M` the engine's transform about its
/// own anchor). The engine's y axis points down; for a layer whose superlayer's y axis points up,
/// the matrix is conjugated by the flip `diag(1, −1, 1, 1)` and the anchors measured from the
/// bottom. Platform-free: no AppKit, no Core Animation (it belongs with the adapter core).
package struct AnchoredLayerTransform: Equatable, Sendable {
    /// The matrix, row by row: `rows[3][0]` and `rows[3][1]` are the translation.
    package private(set) var rows: [[CGFloat]]

    /// The matrix for an element of `size` that the engine turns by `transform` about
    /// `anchorPoint` (in the element's unit square, y down), for a layer whose anchor point is
    /// `layerAnchorPoint` (in its unit square, along its superlayer's y axis), `yAxisUp` when that
    /// axis points up. Components that are not finite are the identity's (a documented clamp: a
    /// layer never gets NaN).
    package init(
        _ transform: LayoutTransform, anchorPoint: CGPoint, size: CGSize, layerAnchorPoint: CGPoint,
        yAxisUp: Bool = false
    ) {
        let transform = transform.isFinite ? transform : .identity
        var m = Self.matrix(of: transform)
        var anchor = anchorPoint.x.isFinite && anchorPoint.y.isFinite ? anchorPoint : CGPoint(x: 0.5, y: 0.5)
        if yAxisUp {
            let flip = Self.diagonal(1, -1, 1, 1)
            m = Self.product(Self.product(flip, m), flip)
            anchor.y = 1 - anchor.y
        }
        let width = size.width.isFinite ? size.width : 0, height = size.height.isFinite ? size.height : 0
        let layerX = layerAnchorPoint.x.isFinite ? layerAnchorPoint.x : 0
        let layerY = layerAnchorPoint.y.isFinite ? layerAnchorPoint.y : 0
        let dx = (anchor.x - layerX) * width, dy = (anchor.y - layerY) * height
        rows = Self.product(Self.product(Self.translation(-dx, -dy), m), Self.translation(dx, dy))
    }

    /// Whether the matrix is the identity (within rounding: a transform that moves nothing).
    package var isIdentity: Bool {
        (0..<4).allSatisfy { i in (0..<4).allSatisfy { j in abs(rows[i][j] - (i == j ? 1 : 0)) < 1e-12 } }
    }

    /// The engine's transform about its anchor, y down: the 2-D scale and rotation, the turn about
    /// x, the turn about y, then the perspective (`m34 = −1 / perspective`, none when 0), as the
    /// UIKit front's `transform3D` builds it.
    private static func matrix(of t: LayoutTransform) -> [[CGFloat]] {
        let c = cos(t.rotation) * t.scale, s = sin(t.rotation) * t.scale
        var m: [[CGFloat]] = [[c, s, 0, 0], [-s, c, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]
        if t.rotationX != 0 {
            let c = cos(t.rotationX), s = sin(t.rotationX)
            m = product(m, [[1, 0, 0, 0], [0, c, s, 0], [0, -s, c, 0], [0, 0, 0, 1]])
        }
        if t.rotationY != 0 {
            let c = cos(t.rotationY), s = sin(t.rotationY)
            m = product(m, [[c, 0, -s, 0], [0, 1, 0, 0], [s, 0, c, 0], [0, 0, 0, 1]])
        }
        if t.perspective != 0 {
            m = product(m, [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, -1 / t.perspective], [0, 0, 0, 1]])
        }
        return m
    }

    /// The diagonal matrix of `a`, `b`, `c`, `d`.
    private static func diagonal(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> [[CGFloat]] {
        [[a, 0, 0, 0], [0, b, 0, 0], [0, 0, c, 0], [0, 0, 0, d]]
    }

    /// The translation by (`x`, `y`) in the row-vector convention.
    private static func translation(_ x: CGFloat, _ y: CGFloat) -> [[CGFloat]] {
        [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [x, y, 0, 1]]
    }

    /// The product `lhs · rhs` of two 4 × 4 matrices.
    private static func product(_ lhs: [[CGFloat]], _ rhs: [[CGFloat]]) -> [[CGFloat]] {
        (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(CGFloat(0)) { $0 + lhs[i][$1] * rhs[$1][j] } } }
    }
}
#endif
