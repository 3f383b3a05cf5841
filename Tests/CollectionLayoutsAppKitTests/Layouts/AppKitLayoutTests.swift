#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
@_spi(Tools) import CollectionLayouts
import XCTest

@testable import CollectionLayoutsAppKit

/// The five AppKit layouts in a real `NSCollectionView` in an `NSWindow`: what AppKit is given is
/// the engine's answer for the same environment, at rest, while scrolling and right to left.
final class AppKitLayoutTests: XCTestCase {
    private let size = CGSize(width: 480, height: 360)

    /// The AppKit layout of `kind` with its standard configuration: a switch over the engine's
    /// list of the layouts, so that a new layout does not compile here until the Mac has it.
    @MainActor
    private func appKitLayout(_ kind: LayoutKind) -> EngineCollectionViewLayout {
        switch kind {
        case .circles: CirclePackCollectionViewLayout()
        case .carousel: CarouselCollectionViewLayout()
        case .gallery: JustifiedGalleryCollectionViewLayout()
        case .grid: StaggeredGridCollectionViewLayout()
        case .wheel: WheelCollectionViewLayout()
        }
    }

    /// Each layout with the engine layout it shows: every kind with its standard configuration,
    /// and a carousel whose side items scale and fade (transforms to carry).
    @MainActor
    private func layouts() throws -> [(String, EngineCollectionViewLayout, (LayoutEnvironment) -> any PreparedLayout)] {
        let carousel = try CarouselLayout.Configuration(sideItemScale: 0.8, sideItemAlpha: 0.6)
        return LayoutKind.allCases.map { kind in
            (kind.name, appKitLayout(kind), { kind.standardLayout.prepare(in: $0) })
        } + [
            (
                "scaled carousel", CarouselCollectionViewLayout(configuration: carousel),
                { CarouselLayout(configuration: carousel).prepare(in: $0) }
            )
        ]
    }

    @MainActor
    func testEveryLayoutGivesAppKitTheEnginesAttributesAtRestAndWhileScrolling() throws {
        for (name, layout, prepare) in try layouts() {
            let host = WindowedCollectionView(layout: layout, size: size, itemCounts: [40, 3])
            defer { host.close() }
            host.assertMatches(prepare(host.environment()), "\(name) at rest")
            let content = layout.collectionViewContentSize
            XCTAssertGreaterThan(content.width * content.height, 0, "\(name): a content size")
            let end = CGPoint(x: max(content.width - size.width, 0), y: max(content.height - size.height, 0))
            for fraction in [0.25, 0.5, 1] as [CGFloat] {
                host.scroll(to: CGPoint(x: (end.x * fraction).rounded(), y: (end.y * fraction).rounded()))
                host.assertMatches(prepare(host.environment()), "\(name) scrolled \(fraction) of the way")
            }
        }
    }

    /// A size delegate whose items are 100 + 10 × item points wide and 100 high.
    @MainActor
    private final class SizeDelegate: CollectionViewLayoutSizeDelegate {
        func collectionView(
            _ collectionView: NSCollectionView, layout collectionViewLayout: NSCollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> NSSize {
            NSSize(width: 100 + 10 * CGFloat(indexPath.item), height: 100)
        }
    }

    /// The size delegate's sizes reach the engine (the gallery's aspect ratios), and the closure
    /// wins over the delegate, as in UIKit.
    @MainActor
    func testSizeDelegateSizesReachTheEngineAndTheClosureWins() throws {
        let layout = JustifiedGalleryCollectionViewLayout(configuration: .photos)
        let delegate = SizeDelegate()
        layout.delegate = delegate
        let host = WindowedCollectionView(layout: layout, size: size, itemCounts: [12])
        defer { host.close() }
        let environment = host.environment()
        XCTAssertEqual(environment.itemSizes.size(at: ElementIndex(0, 3)), CGSize(width: 130, height: 100))
        host.assertMatches(JustifiedGalleryLayout(configuration: .photos).prepare(in: environment), "delegate's sizes")
        layout.itemSizeProvider = { _ in CGSize(width: 50, height: 100) }
        XCTAssertEqual(host.environment().itemSizes.size(at: ElementIndex(0, 3)), CGSize(width: 50, height: 100))
    }

    @MainActor
    func testRightToLeftIsTheEnginesMirror() throws {
        for (name, layout, prepare) in try layouts() {
            let host = WindowedCollectionView(layout: layout, size: size, itemCounts: [25], rightToLeft: true)
            defer { host.close() }
            XCTAssertEqual(host.environment().layoutDirection, .rightToLeft, name)
            host.assertMatches(prepare(host.environment()), "\(name) right to left")
        }
    }

    @MainActor
    func testTheWheelsTransformReachesTheItemsLayer() throws {
        let layout = WheelCollectionViewLayout()
        let host = WindowedCollectionView(layout: layout, size: size, itemCounts: [20])
        defer { host.close() }
        host.scroll(to: CGPoint(x: 37, y: 0))
        let turned = try XCTUnwrap(
            layout.layoutAttributesForElements(in: CGRect(origin: host.contentOffset, size: size))
                .compactMap { $0 as? AnchoredLayoutAttributes }.first { $0.transform.rotation != 0 },
            "a turned item")
        let indexPath = try XCTUnwrap(turned.indexPath)
        let item = try XCTUnwrap(host.collectionView.item(at: indexPath), "its item on screen")
        let layer = try XCTUnwrap(item.view.layer, "a layer-backed item")
        let expected = turned.layerTransform(forLayerAnchorPoint: layer.anchorPoint)
        XCTAssertTrue(CATransform3DEqualToTransform(layer.transform, expected), "the layer has the engine's turn")
        XCTAssertFalse(CATransform3DIsIdentity(layer.transform))
    }
}
#endif
