import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation
import XCTest

/// An update item's action and index paths as the core's batch update map reads them.
final class BatchUpdateChangeTests: XCTestCase {
    func testItemsAndSectionsAreTold() {
        let item = IndexPath(indexes: [1, 3]), section = IndexPath(indexes: [2, NSNotFound])
        XCTAssertEqual(
            BatchUpdateMap.Change(action: .insert, before: nil, after: item), .insertItem(ElementIndex(1, 3)))
        XCTAssertEqual(BatchUpdateMap.Change(action: .insert, before: nil, after: section), .insertSection(2))
        XCTAssertEqual(
            BatchUpdateMap.Change(action: .delete, before: item, after: nil), .deleteItem(ElementIndex(1, 3)))
        XCTAssertEqual(BatchUpdateMap.Change(action: .delete, before: section, after: nil), .deleteSection(2))
        XCTAssertEqual(
            BatchUpdateMap.Change(action: .move, before: item, after: IndexPath(indexes: [0, 0])),
            .moveItem(from: ElementIndex(1, 3), to: ElementIndex(0, 0)))
        XCTAssertEqual(
            BatchUpdateMap.Change(action: .move, before: section, after: IndexPath(indexes: [0, NSNotFound])),
            .moveSection(from: 2, to: 0))
    }

    func testAnItemWithoutTheIndexPathsItsActionNeedsChangesNothing() {
        XCTAssertEqual(
            BatchUpdateMap.Change(action: .insert, before: IndexPath(indexes: [0, 1]), after: nil), .reload)
        XCTAssertEqual(
            BatchUpdateMap.Change(action: .move, before: IndexPath(indexes: [0, 1]), after: nil), .reload)
        XCTAssertEqual(BatchUpdateMap.Change(action: .delete, before: IndexPath(index: 4), after: nil), .reload)
        XCTAssertEqual(BatchUpdateMap.Change(action: .reload, before: nil, after: nil), .reload)
    }

    func testOnlyInsertsCanBeAppends() {
        XCTAssertEqual(
            BatchUpdateMap.Change.insertItem(ElementIndex(0, 5)).lifecycleChange, .insertItem(section: 0, item: 5))
        XCTAssertEqual(BatchUpdateMap.Change.insertSection(3).lifecycleChange, .insertSection(3))
        XCTAssertEqual(BatchUpdateMap.Change.deleteItem(ElementIndex(0, 5)).lifecycleChange, .other)
        XCTAssertEqual(BatchUpdateMap.Change.reload.lifecycleChange, .other)
    }

    func testTheFrameworksRawActionsAreRead() {
        // UIKit's and AppKit's update actions: insert, delete, reload, move, none (0 to 4).
        XCTAssertEqual(
            (0...5).map(BatchUpdateAction.init(updateAction:)), [.insert, .delete, .reload, .move, .reload, .reload])
        XCTAssertEqual(BatchUpdateAction(updateAction: -1), .reload)
    }
}
