#if canImport(UIKit) && !os(watchOS)
import CollectionLayouts
import CollectionLayoutsUIKit
import UIKit
import XCTest

/// `StaggeredGridCollectionViewLayout` in a real `UICollectionView`, left to right, right to
/// left and vertically, held to the engine's `StaggeredGridLayout`.
final class StaggeredGridSimulatorTests: XCTestCase {
    private let size = CGSize(width: 390, height: 600)

    @MainActor
    func testTheContactsGridScrollsSideways() throws {
        let host = HostedCollectionView(
            layout: StaggeredGridCollectionViewLayout(configuration: .standard), size: size,
            itemCounts: [150, 40])
        let engine = StaggeredGridLayout(configuration: .standard)
        let end = host.collectionView.contentSize.width - size.width
        XCTAssertTrue(end > 0, "the grid is wider than the screen")
        for x in stride(from: 0, through: end, by: 211) {
            host.scroll(to: CGPoint(x: x, y: 0))
            host.assertMatches(engine.prepare(in: host.environment()), "offset \(x)")
        }
    }

    /// Right to left (the collection view's effective direction): the engine mirrors the grid
    /// itself, and UIKit must not flip it again.
    @MainActor
    func testRightToLeftIsTheEnginesMirrorImage() throws {
        let host = HostedCollectionView(
            layout: StaggeredGridCollectionViewLayout(configuration: .standard), size: size,
            itemCounts: [60], layoutDirection: .rightToLeft)
        XCTAssertEqual(host.collectionView.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        let engine = StaggeredGridLayout(configuration: .standard)
        let end = host.collectionView.contentSize.width - size.width
        for x in stride(from: end, through: 0, by: -173) {
            host.scroll(to: CGPoint(x: x, y: 0))
            host.assertMatches(engine.prepare(in: host.environment()), "right to left, offset \(x)")
        }
    }

    @MainActor
    func testAVerticalGridWithInsetsAndARotation() throws {
        let configuration = try StaggeredGridLayout.Configuration(
            itemSize: CGSize(width: 80, height: 80), spacing: 6,
            staggerFraction: 0.3, scrollAxis: .vertical,
            insets: LayoutInsets(all: 12))
        let host = HostedCollectionView(
            layout: StaggeredGridCollectionViewLayout(configuration: configuration), size: size,
            itemCounts: [90], contentInset: UIEdgeInsets(top: 30, left: 0, bottom: 40, right: 0))
        let engine = StaggeredGridLayout(configuration: configuration)
        host.scroll(to: CGPoint(x: 0, y: -30))
        host.assertMatches(engine.prepare(in: host.environment()), "top")
        host.scroll(to: CGPoint(x: 0, y: 700))
        host.assertMatches(engine.prepare(in: host.environment()), "scrolled")
        host.resize(to: CGSize(width: 844, height: 390))
        host.assertMatches(engine.prepare(in: host.environment()), "landscape")
    }
}
#endif
