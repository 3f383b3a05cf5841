#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
@testable import CollectionLayoutsUIKit
import Foundation
import Testing
import UIKitStandIn

@Suite("AnchoredLayoutAttributes and transforms") @MainActor
struct AnchoredLayoutAttributesTests {
    private func sample() -> AnchoredLayoutAttributes {
        let a = AnchoredLayoutAttributes(forCellWith: IndexPath(item: 3, section: 1))
        a.frame = CGRect(x: 10, y: 20, width: 100, height: 80)
        a.anchorPoint = CGPoint(x: 0.5, y: 4)
        a.transform = LayoutTransform(rotation: 0.3).affineTransform
        a.zIndex = 7
        a.alpha = 0.25
        return a
    }

    @Test func copiesKeepTheAnchorPointAndAreEqual() throws {
        let a = sample()
        let copy = try #require(a.copy() as? AnchoredLayoutAttributes)
        #expect(copy !== a)
        #expect(copy.anchorPoint == a.anchorPoint && copy.frame == a.frame && copy.zIndex == 7 && copy.alpha == 0.25)
        #expect(copy.isEqual(a) && a.isEqual(copy))
        #expect(copy.hash == a.hash)
        copy.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        #expect(!copy.isEqual(a), "a different anchor point is a different attributes object")
        #expect(a.anchorPoint == CGPoint(x: 0.5, y: 4), "the copy is independent")
        let plain = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 3, section: 1))
        plain.frame = a.frame
        #expect(!a.isEqual(plain) && !plain.isEqual(a))
        #expect(!a.isEqual(nil))
    }

    @Test func equalityIsPureAndCallableOffTheMainActor() async {
        let a = sample()
        let b = try! #require(a.copy() as? AnchoredLayoutAttributes)
        let equal = await Task.detached { a.isEqual(b) && b.isEqual(a) }.value
        #expect(equal)
    }

    @Test func theAnchorPositionIsTheEngines() {
        let element = LayoutAttributes(
            index: ElementIndex(0, 0), frame: CGRect(x: 10, y: 20, width: 100, height: 80),
            anchorPoint: CGPoint(x: 0.25, y: 4))
        let a = AnchoredLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        a.center = element.center
        a.size = element.size
        a.anchorPoint = element.anchorPoint
        #expect(a.anchorPosition == element.anchorPosition)
    }

    /// The affine transform, applied about the anchor position, moves the corners where the engine says.
    @Test(arguments: [(0.0, 1.0), (0.4, 1.0), (-1.2, 0.6), (.pi, 2.0)])
    func affineTransformsTurnCornersLikeTheEngine(rotation: Double, scale: Double) {
        let element = LayoutAttributes(
            index: ElementIndex(0, 0), frame: CGRect(x: 10, y: 20, width: 100, height: 80),
            transform: LayoutTransform(rotation: rotation, scale: scale), anchorPoint: CGPoint(x: 0.5, y: 3))
        let t = element.transform.affineTransform
        let anchor = element.anchorPosition
        let drawn = drawnCorners(of: element.frame, about: anchor) { v in
            CGPoint(x: t.a * v.x + t.c * v.y + t.tx, y: t.b * v.x + t.d * v.y + t.ty)
        }
        #expect(drawn.count == 4)
        for (got, want) in zip(drawn, element.transformedCorners) {
            #expect(abs(got.x - want.x) < 1e-9 && abs(got.y - want.y) < 1e-9, "\(got) vs \(want)")
        }
    }

    /// `transform3D` maps a point in the order the engine documents: 2-D, turn about x, turn about y,
    /// perspective `m34 = -1 / perspective`.
    @Test(arguments: [(0.0, 0.5, 0.0, 0.0), (0.2, 0.0, 0.7, 900.0), (0.3, -0.4, 0.25, 1500.0)])
    func threeDTransformsProjectLikeTheEngine(
        rotation: Double, rotationX: Double, rotationY: Double, perspective: Double
    ) {
        let transform = LayoutTransform(
            rotation: rotation, scale: 0.8, rotationX: rotationX, rotationY: rotationY, perspective: perspective)
        let m = transform.transform3D
        for v in [CGPoint(x: 50, y: -40), CGPoint(x: -66, y: 500), CGPoint(x: 0, y: 0)] {
            let x = v.x * m.m11 + v.y * m.m21 + m.m41, y = v.x * m.m12 + v.y * m.m22 + m.m42
            let w = v.x * m.m14 + v.y * m.m24 + m.m44
            let got = CGPoint(x: x / w, y: y / w)
            let want = project(v, transform)
            #expect(abs(got.x - want.x) < 1e-9 && abs(got.y - want.y) < 1e-9, "\(v): \(got) vs \(want)")
        }
    }

    /// The engine's documented projection, written out: 2-D part, then x turn, then y turn, then perspective.
    private func project(_ vector: CGPoint, _ t: LayoutTransform) -> CGPoint {
        let v = t.apply(to: vector)
        let y1 = v.y * cos(t.rotationX), z1 = v.y * sin(t.rotationX)
        let x2 = v.x * cos(t.rotationY) + z1 * sin(t.rotationY), z2 = -v.x * sin(t.rotationY) + z1 * cos(t.rotationY)
        guard t.perspective > 0 else { return CGPoint(x: x2, y: y1) }
        let w = 1 - z2 / t.perspective
        return CGPoint(x: x2 / w, y: y1 / w)
    }

    @Test func identityLeavesTheTransformAlone() {
        let h = AdapterHarness(
            StaggeredGridCollectionViewLayout(), size: CGSize(width: 320, height: 480), itemCounts: [5])
        #expect(
            h.fake.visibleAttributes.allSatisfy { CATransform3DEqualToTransform($0.transform3D, CATransform3DIdentity) }
        )
    }
}
#endif
