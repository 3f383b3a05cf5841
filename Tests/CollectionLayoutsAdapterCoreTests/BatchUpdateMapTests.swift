@_spi(Tools) import CollectionLayouts
import CollectionLayoutsAdapterCore
import LayoutFuzzing
import Testing

/// Where a batch update takes each item, as UIKit's rules say, without a collection view.
@Suite("BatchUpdateMap: each item's index after a batch update")
struct BatchUpdateMapTests {
    private func at(_ section: Int, _ item: Int) -> ElementIndex { ElementIndex(section, item) }

    @Test("Inserts before an item move it by their number; inserts after it or in another section do not")
    func inserts() {
        let map = BatchUpdateMap((0..<20).map { .insertItem(at(0, $0)) } + [.insertItem(at(1, 9))])
        #expect(map.fate(of: at(0, 0)) == .stays(at(0, 20)))
        #expect(map.fate(of: at(0, 5)) == .stays(at(0, 25)))
        #expect(map.fate(of: at(1, 3)) == .stays(at(1, 3)))
        #expect(map.fate(of: at(1, 8)) == .stays(at(1, 8)))
        #expect(map.fate(of: at(1, 9)) == .stays(at(1, 10)), "an insert at an item's index comes before it")
    }

    @Test("Deletes before an item move it back; a deleted item's slot is where its successor is now")
    func deletes() {
        let map = BatchUpdateMap([.deleteItem(at(0, 0)), .deleteItem(at(0, 1)), .deleteItem(at(0, 5))])
        #expect(map.fate(of: at(0, 1)) == .leaves(slot: at(0, 0)))
        #expect(map.fate(of: at(0, 2)) == .stays(at(0, 0)), "the successor of the deleted item 1 is in its slot")
        #expect(map.fate(of: at(0, 4)) == .stays(at(0, 2)))
        #expect(map.fate(of: at(0, 5)) == .leaves(slot: at(0, 3)))
        #expect(map.fate(of: at(0, 6)) == .stays(at(0, 3)))
        #expect(map.fate(of: at(1, 6)) == .stays(at(1, 6)))
        // The last item's slot is one past the new end.
        #expect(BatchUpdateMap([.deleteItem(at(0, 9))]).fate(of: at(0, 9)) == .leaves(slot: at(0, 9)))
    }

    @Test("A moved item leaves its place; the others close up behind it and open up where it lands")
    func moves() {
        // 0…9 with 2 moved to 7: 0 1 3 4 5 6 7 2 8 9.
        let map = BatchUpdateMap([.moveItem(from: at(0, 2), to: at(0, 7))])
        #expect(map.fate(of: at(0, 2)) == .leaves(slot: at(0, 2)))
        #expect(map.fate(of: at(0, 1)) == .stays(at(0, 1)))
        #expect(map.fate(of: at(0, 3)) == .stays(at(0, 2)))
        #expect(map.fate(of: at(0, 7)) == .stays(at(0, 6)))
        #expect(map.fate(of: at(0, 8)) == .stays(at(0, 8)))
        // Between sections: out of section 0, into section 1 at 0.
        let across = BatchUpdateMap([.moveItem(from: at(0, 0), to: at(1, 0))])
        #expect(across.fate(of: at(0, 1)) == .stays(at(0, 0)))
        #expect(across.fate(of: at(1, 0)) == .stays(at(1, 1)))
    }

    @Test("Sections inserted, deleted and moved carry their items")
    func sections() {
        #expect(BatchUpdateMap([.insertSection(0)]).fate(of: at(0, 3)) == .stays(at(1, 3)))
        #expect(BatchUpdateMap([.insertSection(1)]).fate(of: at(0, 3)) == .stays(at(0, 3)))
        let deleted = BatchUpdateMap([.deleteSection(0)])
        #expect(deleted.fate(of: at(0, 3)) == .leaves(slot: at(0, 0)), "the slot is the section now in its place")
        #expect(deleted.fate(of: at(1, 3)) == .stays(at(0, 3)))
        // Sections 0 1 2 with 0 moved to 2: 1 2 0.
        let moved = BatchUpdateMap([.moveSection(from: 0, to: 2)])
        #expect(moved.fate(of: at(0, 1)) == .stays(at(2, 1)))
        #expect(moved.fate(of: at(1, 1)) == .stays(at(0, 1)))
        #expect(moved.fate(of: at(2, 1)) == .stays(at(1, 1)))
        // Item changes in a moved section: deletions before, insertions after the update.
        let both = BatchUpdateMap([.moveSection(from: 0, to: 1), .deleteItem(at(0, 0)), .insertItem(at(1, 5))])
        #expect(both.fate(of: at(0, 3)) == .stays(at(1, 2)))
        #expect(both.fate(of: at(0, 6)) == .stays(at(1, 6)))
    }

    @Test("Reloads change no index; a change listed twice counts once")
    func reloadsAndRepeats() {
        #expect(BatchUpdateMap([.reload, .reload]).fate(of: at(2, 7)) == .stays(at(2, 7)))
        #expect(BatchUpdateMap([.deleteItem(at(0, 0)), .deleteItem(at(0, 0))]).fate(of: at(0, 4)) == .stays(at(0, 3)))
        #expect(BatchUpdateMap([]).fate(of: at(0, 0)) == .stays(at(0, 0)))
    }

    @Test("Random updates: every item that stays is where applying the update to the data puts it", arguments: 0..<40)
    func randomUpdates(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        // The data before: item identities per section.
        let before: [[Int]] = (0..<4).map { section in (0..<random.below(9)).map { section * 100 + $0 } }
        var changes: [BatchUpdateMap.Change] = []
        var after: [[Int]] = []
        var gone: Set<Int> = [], moving: [ElementIndex: Int] = [:]
        for (section, items) in before.enumerated() {
            if random.below(6) == 0 {
                changes.append(.deleteSection(section))
                gone.formUnion(items)
                continue
            }
            var kept: [Int] = []
            for (item, id) in items.enumerated() {
                switch random.below(8) {
                case 0:
                    changes.append(.deleteItem(ElementIndex(section, item)))
                    gone.insert(id)
                case 1: moving[ElementIndex(section, item)] = id
                case 2:
                    changes.append(.reload)
                    kept.append(id)
                default: kept.append(id)
                }
            }
            after.append(kept)
        }
        // New empty sections, then the moved items and new items at random places of old sections.
        var isNew = after.map { _ in false }
        for _ in 0..<random.below(3) {
            let place = random.below(after.count + 1)
            after.insert([], at: place)
            isNew.insert(true, at: place)
        }
        let old = after.indices.filter { !isNew[$0] }
        if old.isEmpty {  // nowhere to go: the items that would move are deleted
            for (index, id) in moving.sorted(by: { $0.key < $1.key }) {
                changes.append(.deleteItem(index))
                gone.insert(id)
            }
            moving = [:]
        }
        for id in moving.values.sorted() + (0..<random.below(12)).map({ 10_000 + $0 }) where !old.isEmpty {
            let section = old[random.below(old.count)]
            after[section].insert(id, at: random.below(after[section].count + 1))
        }
        func position(of id: Int) -> ElementIndex? {
            for (section, items) in after.enumerated() {
                if let item = items.firstIndex(of: id) { return ElementIndex(section, item) }
            }
            return nil
        }
        for (section, fresh) in isNew.enumerated() where fresh { changes.append(.insertSection(section)) }
        for (index, id) in moving.sorted(by: { $0.key < $1.key }) {
            changes.append(.moveItem(from: index, to: position(of: id)!))
        }
        for id in after.joined() where id >= 10_000 { changes.append(.insertItem(position(of: id)!)) }
        changes.shuffle(using: &random)

        let map = BatchUpdateMap(changes)
        for (section, items) in before.enumerated() {
            for (item, id) in items.enumerated() {
                let fate = map.fate(of: ElementIndex(section, item))
                if gone.contains(id) || moving[ElementIndex(section, item)] != nil {
                    var leaves = false
                    if case .leaves = fate { leaves = true }
                    #expect(leaves, "seed \(seed): item \(id) left, but \(fate)")
                } else {
                    #expect(fate == .stays(position(of: id)!), "seed \(seed): item \(id)")
                }
                // The directions the update's animation reads: gone is nil, anything else where it is now.
                let destination = map.destination(of: ElementIndex(section, item))
                #expect(destination == (gone.contains(id) ? nil : position(of: id)), "seed \(seed): item \(id)")
            }
        }
        // And back: every item after the update came from where it was, unless it is new; the
        // sections that stayed keep their order among the new ones.
        let survivors = before.indices.filter { !changes.contains(.deleteSection($0)) }
        for (rank, section) in old.enumerated() {
            #expect(map.originSection(of: section) == survivors[rank], "seed \(seed): section \(section)")
            #expect(map.destinationSection(of: survivors[rank]) == section, "seed \(seed): section \(section)")
        }
        for section in after.indices where isNew[section] { #expect(map.originSection(of: section) == nil) }
        for (section, items) in after.enumerated() {
            for (item, id) in items.enumerated() {
                var was: ElementIndex?
                for (oldSection, ids) in before.enumerated() {
                    if let oldItem = ids.firstIndex(of: id) { was = ElementIndex(oldSection, oldItem) }
                }
                #expect(map.origin(of: ElementIndex(section, item)) == was, "seed \(seed): item \(id)")
            }
        }
    }
}

extension SeededGenerator {
    /// A number in 0..<n (n > 0), for the random updates.
    fileprivate mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}
