#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
import Foundation
import UIKitStandIn

extension SessionViewHost {
    /// What a diffable data source's `apply` does to go from the ids shown (``shownIDs``, in
    /// sections `oldSections`) to the data's (in `newSections`): one batch update of section
    /// inserts and deletes when only sections changed, else of item deletes, inserts and moves
    /// (within a section or across); nil when both changed (a reload).
    func batch(from oldSections: [Int], to newSections: [Int]) -> [FakeCollectionView.Update]? {
        let old = shownIDs, new = runner.ids
        if oldSections != newSections {
            let kept = oldSections.filter(newSections.contains)
            guard kept == newSections.filter(oldSections.contains) else { return nil }
            for id in kept where old[oldSections.firstIndex(of: id)!] != new[newSections.firstIndex(of: id)!] {
                return nil
            }
            return oldSections.indices.filter { !newSections.contains(oldSections[$0]) }.map { .deleteSection($0) }
                + newSections.indices.filter { !oldSections.contains(newSections[$0]) }.map { .insertSection($0) }
        }
        var deletes: [IndexPath] = [], inserts: [IndexPath] = [], moves: [FakeCollectionView.Update] = []
        for section in new.indices {
            for change in new[section].difference(from: old[section]).inferringMoves() {
                switch change {
                case let .remove(offset, _, associated):
                    if let associated {
                        moves.append(
                            .moveItem(
                                from: IndexPath(item: offset, section: section),
                                to: IndexPath(item: associated, section: section)))
                    } else {
                        deletes.append(IndexPath(item: offset, section: section))
                    }
                case let .insert(offset, _, associated):
                    if associated == nil { inserts.append(IndexPath(item: offset, section: section)) }
                }
            }
        }
        // An item that changed sections moves, as a diffable data source's apply moves it.
        var deletedAt: [Int: IndexPath] = [:]
        for path in deletes { deletedAt[old[path.section][path.item]] = path }
        var movedIDs = Set<Int>()
        for path in inserts {
            let id = new[path.section][path.item]
            guard let from = deletedAt[id] else { continue }
            moves.append(.moveItem(from: from, to: path))
            movedIDs.insert(id)
        }
        deletes.removeAll { movedIDs.contains(old[$0.section][$0.item]) }
        inserts.removeAll { movedIDs.contains(new[$0.section][$0.item]) }
        return (deletes.isEmpty ? [] : [.deleteItems(deletes)]) + (inserts.isEmpty ? [] : [.insertItems(inserts)])
            + moves
    }

    /// The ids a collection view shows after `updates`, by UIKit's rules for a batch update: deletes
    /// and move sources at their index paths before it, inserts and move destinations at theirs
    /// after it, in ascending order; an inserted item or section shows the data's (`new`) ids, a
    /// moved one the id it had. Index paths out of range leave a mark that equals no data.
    static func replay(_ updates: [FakeCollectionView.Update], on old: [[Int]], new: [[Int]]) -> [[Int]] {
        var deletedSections = Set<Int>(), insertedSections: [Int] = []
        var removed = Set<IndexPath>(), added: [IndexPath: Int?] = [:]
        for update in updates {
            switch update {
            case .deleteSection(let section): deletedSections.insert(section)
            case .insertSection(let section): insertedSections.append(section)
            case .deleteItems(let paths): removed.formUnion(paths)
            case .insertItems(let paths): for path in paths { added[path] = .some(nil) }
            case let .moveItem(from, to):
                removed.insert(from)
                added[to] =
                    old.indices.contains(from.section) && old[from.section].indices.contains(from.item)
                    ? old[from.section][from.item] : -1
            case .reloadItems: break
            }
        }
        var shown = old.indices.filter { !deletedSections.contains($0) }.map { section in
            old[section].indices.filter { !removed.contains(IndexPath(item: $0, section: section)) }.map {
                old[section][$0]
            }
        }
        for section in insertedSections.sorted() {
            guard section <= shown.count, new.indices.contains(section) else { return [[-1]] }
            shown.insert(new[section], at: section)
        }
        for path in added.keys.sorted(by: { ($0.section, $0.item) < ($1.section, $1.item) }) {
            guard shown.indices.contains(path.section), path.item <= shown[path.section].count else { return [[-1]] }
            let id =
                added[path]!
                ?? (new.indices.contains(path.section) && new[path.section].indices.contains(path.item)
                    ? new[path.section][path.item] : -1)
            shown[path.section].insert(id, at: path.item)
        }
        return shown
    }
}
#endif
