@_spi(Tools) import CollectionLayouts
import Foundation
import Testing

/// The Core's 3-D projection (added with the wheel's tilt): visual bounds of 3-D transforms.
@Suite("LayoutTransform projection")
struct LayoutTransformProjectionTests {
    @Test("Without a 3-D part, project equals the 2-D apply; orthographic turns only narrow")
    func flat() {
        let t = LayoutTransform(rotation: 0.7, scale: 1.3)
        let v = CGPoint(x: 12, y: -40)
        #expect(t.project(v) == t.apply(to: v))
        let turned = LayoutTransform(rotationY: .pi / 3).project(CGPoint(x: 10, y: 5))
        #expect(abs(turned.x - 5) < 1e-12 && turned.y == 5)
    }

    @Test("Perspective enlarges the near half: the visual bounds grow past the 2-D frame")
    func perspective() {
        // A 100 × 100 item turned 60° about its vertical axis, viewed from 200 points: the left
        // edge comes nearer (z = 25 · √3) and is drawn taller than the item.
        let a = LayoutAttributes(
            index: ElementIndex(0, 0), frame: CGRect(x: 0, y: 0, width: 100, height: 100),
            transform: LayoutTransform(rotationY: .pi / 3, perspective: 200))
        let b = a.visualBounds
        let w = 1 - 50 * sin(CGFloat.pi / 3) / 200
        #expect(abs(b.minY - (50 - 50 / w)) < 1e-9 && abs(b.maxY - (50 + 50 / w)) < 1e-9)
        #expect(b.height > 100)
        // Positive rotationX takes the part above the anchor away: the top edge shrinks.
        let x = LayoutAttributes(
            index: ElementIndex(0, 0), frame: CGRect(x: 0, y: 0, width: 100, height: 100),
            transform: LayoutTransform(rotationX: .pi / 4, perspective: 300))
        let corners = x.transformedCorners
        #expect(corners[1].x - corners[0].x < 100 && corners[2].x - corners[3].x > 100)
    }
}
