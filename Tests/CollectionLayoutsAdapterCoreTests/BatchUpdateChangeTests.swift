import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation
import Testing

/// An update item's action and index paths as the core's batch update map reads them.
@Suite("BatchUpdateMap.Change: an update item's action and index paths")
struct BatchUpdateChangeTests {
    @Test("Items and sections are told")
    func itemsAndSectionsAreTold() {
        let item = IndexPath(indexes: [1, 3]), section = IndexPath(indexes: [2, NSNotFound])
        #expect(BatchUpdateMap.Change(action: .insert, before: nil, after: item) == .insertItem(ElementIndex(1, 3)))
        #expect(BatchUpdateMap.Change(action: .insert, before: nil, after: section) == .insertSection(2))
        #expect(BatchUpdateMap.Change(action: .delete, before: item, after: nil) == .deleteItem(ElementIndex(1, 3)))
        #expect(BatchUpdateMap.Change(action: .delete, before: section, after: nil) == .deleteSection(2))
        #expect(
            BatchUpdateMap.Change(action: .move, before: item, after: IndexPath(indexes: [0, 0]))
                == .moveItem(from: ElementIndex(1, 3), to: ElementIndex(0, 0)))
        #expect(
            BatchUpdateMap.Change(action: .move, before: section, after: IndexPath(indexes: [0, NSNotFound]))
                == .moveSection(from: 2, to: 0))
    }

    @Test("An item without the index paths its action needs changes nothing")
    func anItemWithoutTheIndexPathsItsActionNeedsChangesNothing() {
        #expect(BatchUpdateMap.Change(action: .insert, before: IndexPath(indexes: [0, 1]), after: nil) == .reload)
        #expect(BatchUpdateMap.Change(action: .move, before: IndexPath(indexes: [0, 1]), after: nil) == .reload)
        #expect(BatchUpdateMap.Change(action: .delete, before: IndexPath(index: 4), after: nil) == .reload)
        #expect(BatchUpdateMap.Change(action: .reload, before: nil, after: nil) == .reload)
    }

    @Test("Only inserts can be appends")
    func onlyInsertsCanBeAppends() {
        #expect(
            BatchUpdateMap.Change.insertItem(ElementIndex(0, 5)).lifecycleChange == .insertItem(section: 0, item: 5))
        #expect(BatchUpdateMap.Change.insertSection(3).lifecycleChange == .insertSection(3))
        #expect(BatchUpdateMap.Change.deleteItem(ElementIndex(0, 5)).lifecycleChange == .other)
        #expect(BatchUpdateMap.Change.reload.lifecycleChange == .other)
    }

    @Test("The frameworks raw actions are read")
    func theFrameworksRawActionsAreRead() {
        // UIKit's and AppKit's update actions: insert, delete, reload, move, none (0 to 4).
        #expect(
            (0...5).map(BatchUpdateAction.init(updateAction:)) == [.insert, .delete, .reload, .move, .reload, .reload])
        #expect(BatchUpdateAction(updateAction: -1) == .reload)
    }
}
