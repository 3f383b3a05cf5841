#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import CoreGraphics
@_spi(Tools) import CollectionLayouts
import XCTest

@testable import CollectionLayoutsAppKit

/// The engine's transform about its anchor, as a layer applies it about its own: exact values for
/// small cases.
final class LayerTransformTests: XCTestCase {
    func testTheIdentityStaysTheIdentity() {
        let matrix = AnchoredLayerTransform(
            .identity, anchorPoint: CGPoint(x: 0.5, y: 3), size: CGSize(width: 80, height: 100),
            layerAnchorPoint: .zero)
        XCTAssertTrue(matrix.isIdentity)
    }

    func testAHalfTurnAboutTheCentreOfALayerAnchoredAtItsCornerMovesItByItsSize() {
        // A half turn about the centre (40, 50) of an 80 × 100 element, for a layer anchored at its
        // corner: the corner (0, 0) goes to (80, 100).
        let matrix = AnchoredLayerTransform(
            LayoutTransform(rotation: .pi), anchorPoint: CGPoint(x: 0.5, y: 0.5), size: CGSize(width: 80, height: 100),
            layerAnchorPoint: .zero
        ).rows
        XCTAssertEqual(matrix[0][0], -1, accuracy: 1e-12)
        XCTAssertEqual(matrix[1][1], -1, accuracy: 1e-12)
        XCTAssertEqual(matrix[3][0], 80, accuracy: 1e-12)
        XCTAssertEqual(matrix[3][1], 100, accuracy: 1e-12)
    }

    func testAScaleAboutTheSameAnchorHasNoTranslation() {
        let matrix = AnchoredLayerTransform(
            LayoutTransform(scale: 0.5), anchorPoint: CGPoint(x: 0.5, y: 0.5), size: CGSize(width: 80, height: 100),
            layerAnchorPoint: CGPoint(x: 0.5, y: 0.5)
        ).rows
        XCTAssertEqual(matrix[0][0], 0.5)
        XCTAssertEqual(matrix[1][1], 0.5)
        XCTAssertEqual(matrix[3][0], 0)
        XCTAssertEqual(matrix[3][1], 0)
    }

    func testAQuarterTurnInALayerWhoseYAxisPointsUpTurnsTheOtherWay() {
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
        XCTAssertEqual(down[0][1], 1, accuracy: 1e-12)
        XCTAssertEqual(up[0][1], -1, accuracy: 1e-12)
        XCTAssertEqual(up[1][0], 1, accuracy: 1e-12)
    }

    func testATransformThatIsNotFiniteIsTheIdentity() {
        let matrix = AnchoredLayerTransform(
            LayoutTransform(rotation: .nan), anchorPoint: CGPoint(x: 0.5, y: 0.5), size: CGSize(width: 10, height: 10),
            layerAnchorPoint: .zero)
        XCTAssertTrue(matrix.isIdentity)
    }
}
#endif
