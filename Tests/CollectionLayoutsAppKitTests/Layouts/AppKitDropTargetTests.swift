#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import CollectionLayouts
import XCTest

@testable import CollectionLayoutsAppKit

/// Drag and drop on the Mac: the drop target at a point is the gap before the item under it, drawn
/// on the item's leading edge, as the core decides (`InteractiveMove.dropIndex(at:in:)`).
final class AppKitDropTargetTests: XCTestCase {
    @MainActor
    func testTheDropTargetIsTheGapBeforeTheItemUnderThePointer() throws {
        let layout = StaggeredGridCollectionViewLayout(
            configuration: try StaggeredGridLayout.Configuration(staggerFraction: 0, scrollAxis: .vertical))
        let host = WindowedCollectionView(layout: layout, size: CGSize(width: 480, height: 360), itemCounts: [30])
        defer { host.close() }
        host.layOut()
        let prepared = try XCTUnwrap(layout.preparedLayout)
        let third = try XCTUnwrap(prepared.attributes(for: ElementIndex(0, 2)))
        let target = try XCTUnwrap(layout.layoutAttributesForDropTarget(at: third.center))
        XCTAssertEqual(target.representedElementCategory, .interItemGap)
        XCTAssertEqual(target.indexPath, IndexPath(item: 2, section: 0))
        XCTAssertEqual(target.frame.midX, third.frame.minX, accuracy: 1e-9, "on the item's leading edge")
        XCTAssertEqual(target.frame.height, third.frame.height, accuracy: 1e-9)
        let gap = try XCTUnwrap(layout.layoutAttributesForInterItemGap(before: IndexPath(item: 2, section: 0)))
        XCTAssertEqual(gap.frame, target.frame)
        XCTAssertNil(layout.layoutAttributesForInterItemGap(before: IndexPath(item: 31, section: 0)))
    }
}
#endif
