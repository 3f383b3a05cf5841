#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation
import XCTest

@testable import CollectionLayoutsAppKit

/// An update item's action and index paths as the core's batch update map reads them.
final class UpdateItemChangeTests: XCTestCase {
    func testItemsAndSectionsAreTold() {
        let item = IndexPath(item: 3, section: 1), section = IndexPath(item: NSNotFound, section: 2)
        XCTAssertEqual(
            BatchUpdateMap.Change(action: .insert, before: nil, after: item), .insertItem(ElementIndex(1, 3)))
        XCTAssertEqual(BatchUpdateMap.Change(action: .insert, before: nil, after: section), .insertSection(2))
        XCTAssertEqual(
            BatchUpdateMap.Change(action: .delete, before: item, after: nil), .deleteItem(ElementIndex(1, 3)))
        XCTAssertEqual(BatchUpdateMap.Change(action: .delete, before: section, after: nil), .deleteSection(2))
        XCTAssertEqual(
            BatchUpdateMap.Change(action: .move, before: item, after: IndexPath(item: 0, section: 0)),
            .moveItem(from: ElementIndex(1, 3), to: ElementIndex(0, 0)))
        XCTAssertEqual(
            BatchUpdateMap.Change(action: .move, before: section, after: IndexPath(item: NSNotFound, section: 0)),
            .moveSection(from: 2, to: 0))
    }

    func testAnItemWithoutTheIndexPathsItsActionNeedsChangesNothing() {
        XCTAssertEqual(
            BatchUpdateMap.Change(action: .insert, before: IndexPath(item: 1, section: 0), after: nil), .reload)
        XCTAssertEqual(
            BatchUpdateMap.Change(action: .move, before: IndexPath(item: 1, section: 0), after: nil), .reload)
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
}
#endif
