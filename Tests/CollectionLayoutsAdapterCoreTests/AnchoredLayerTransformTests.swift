@_spi(Tools) import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation
import Testing
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The engine's transform about its anchor, as a layer applies it about its own: exact values for
/// small cases.
@Suite("AnchoredLayerTransform: the engine's transform about a layer's anchor")
struct AnchoredLayerTransformTests {
    @Test("The identity stays the identity")
    func theIdentityStaysTheIdentity() {
        let matrix = AnchoredLayerTransform(
            .identity, anchorPoint: CGPoint(x: 0.5, y: 3), size: CGSize(width: 80, height: 100),
            layerAnchorPoint: .zero)
        #expect(matrix.isIdentity)
    }

    @Test("A half turn about the centre of a layer anchored at its corner moves it by its size")
    func aHalfTurnAboutTheCentreOfALayerAnchoredAtItsCornerMovesItByItsSize() {
        // A half turn about the centre (40, 50) of an 80 × 100 element, for a layer anchored at its
        // corner: the corner (0, 0) goes to (80, 100).
        let matrix = AnchoredLayerTransform(
            LayoutTransform(rotation: .pi), anchorPoint: CGPoint(x: 0.5, y: 0.5), size: CGSize(width: 80, height: 100),
            layerAnchorPoint: .zero
        ).rows
        #expect(abs(matrix[0][0] + 1) < 1e-12)
        #expect(abs(matrix[1][1] + 1) < 1e-12)
        #expect(abs(matrix[3][0] - 80) < 1e-12)
        #expect(abs(matrix[3][1] - 100) < 1e-12)
    }

    @Test("A scale about the same anchor has no translation")
    func aScaleAboutTheSameAnchorHasNoTranslation() {
        let matrix = AnchoredLayerTransform(
            LayoutTransform(scale: 0.5), anchorPoint: CGPoint(x: 0.5, y: 0.5), size: CGSize(width: 80, height: 100),
            layerAnchorPoint: CGPoint(x: 0.5, y: 0.5)
        ).rows
        #expect(matrix[0][0] == 0.5)
        #expect(matrix[1][1] == 0.5)
        #expect(matrix[3][0] == 0)
        #expect(matrix[3][1] == 0)
    }

    @Test("A quarter turn in a layer whose y axis points up turns the other way")
    func aQuarterTurnInALayerWhoseYAxisPointsUpTurnsTheOtherWay() {
        // Clockwise on screen (y down) is counter-clockwise in a y-up layer: the matrix's b and c
        // swap signs.
        let down = AnchoredLayerTransform(
            LayoutTransform(rotation: .pi / 2), anchorPoint: CGPoint(x: 0.5, y: 0.5),
            size: CGSize(width: 10, height: 10),
            layerAnchorPoint: CGPoint(x: 0.5, y: 0.5)
        ).rows
        let up = AnchoredLayerTransform(
            LayoutTransform(rotation: .pi / 2), anchorPoint: CGPoint(x: 0.5, y: 0.5),
            size: CGSize(width: 10, height: 10),
            layerAnchorPoint: CGPoint(x: 0.5, y: 0.5), yAxisUp: true
        ).rows
        #expect(abs(down[0][1] - 1) < 1e-12)
        #expect(abs(up[0][1] + 1) < 1e-12)
        #expect(abs(up[1][0] - 1) < 1e-12)
    }

    @Test("A transform that is not finite is the identity")
    func aTransformThatIsNotFiniteIsTheIdentity() {
        let matrix = AnchoredLayerTransform(
            LayoutTransform(rotation: .nan), anchorPoint: CGPoint(x: 0.5, y: 0.5), size: CGSize(width: 10, height: 10),
            layerAnchorPoint: .zero)
        #expect(matrix.isIdentity)
    }
}
