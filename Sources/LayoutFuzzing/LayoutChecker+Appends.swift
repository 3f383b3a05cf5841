import Foundation

extension CheckRun {
    // MARK: - Appends

    /// Preparing a prefix of the data (fewer items in the last section, fewer sections) and then
    /// the whole of it with ``CollectionLayout/prepare(in:updating:)``, in one step or two, gives
    /// what a fresh prepare gives, bit for bit; and the items of the prefix keep their place where
    /// the target promises it (``LayoutFuzzTarget/updateCheck``).
    mutating func checkAppends(reader: inout ByteReader) {
        guard let layout, let last = environment.itemCounts.indices.last else { return }
        let e = prepared.environment
        // The prefix: up to two trailing sections fewer, and part of its last section.
        var counts = Array(e.itemCounts.dropLast(reader.int(in: 0...Swift.min(2, last))))
        let k = counts.count - 1
        counts[k] =
            reader.bool() ? counts[k] - Swift.min(counts[k], reader.int(in: 0...60)) : reader.int(in: 0...counts[k])
        var steps = [counts]
        if reader.bool() {
            // A step between: half of what the prefix's last section lacks.
            var middle = Array(e.itemCounts.prefix(counts.count))
            middle[k] = counts[k] + (middle[k] - counts[k]) / 2
            steps.append(middle)
        }
        steps.append(environment.itemCounts)
        checkAppends(layout, steps: steps)
    }

    private mutating func checkAppends<L: CollectionLayout>(_ layout: L, steps: [[Int]]) {
        var env = environment
        env.itemCounts = steps[0]
        var updated = layout.prepare(in: env)
        for counts in steps.dropFirst() {
            let before = updated
            env.itemCounts = counts
            layout.prepare(in: env, updating: &updated)
            // The last step is the input's own environment: its fresh prepare is `prepared`.
            let fresh: any PreparedLayout = counts == environment.itemCounts ? prepared : layout.prepare(in: env)
            let call =
                "prepare(in:updating:) from item counts \(before.environment.itemCounts.suffix(3)) to \(counts.suffix(3)) (last 3)"
            if updated.contentSize != fresh.contentSize {
                fail("\(call): content size \(updated.contentSize), fresh \(fresh.contentSize)")
            }
            if !Self.same(updated.environment, fresh.environment) {
                fail("\(call): environment differs from a fresh prepare's")
            }
            let visible = fresh.environment.visibleRect
            if firstElements(updated, in: visible) != firstElements(fresh, in: visible) {
                fail("\(call): elements(in: visible rect) differ from a fresh prepare's")
            }
            if let check = target.updateCheck, let problem = check(before, updated) { fail("\(call): \(problem)") }
            if isSmall {
                // At the last step `fresh` is `prepared`, whose elements were checked: equal ones need
                // not be again. A step between is checked element by element.
                let kinds = target.supplementaryKinds
                let last = counts == environment.itemCounts
                let mine =
                    last
                    ? LayoutChecker.attributesByIndex(
                        updated, supplementaryKinds: kinds, decorationKinds: target.decorationKinds)
                    : bruteForce(updated, label: "appended")
                let theirs = LayoutChecker.attributesByIndex(
                    fresh, supplementaryKinds: kinds, decorationKinds: target.decorationKinds)
                if mine != theirs {
                    let first = zip(mine, theirs).first { $0 != $1 }
                    fail("\(call): attributes differ from a fresh prepare's, first \(String(describing: first))")
                }
                var none = ByteReader([])
                checkQueries(updated, all: mine, reader: &none, label: "appended", thorough: false)
            } else {
                // Large inputs: the items around the old end and the last ones.
                for section in Swift.max(0, before.environment.numberOfSections - 1)..<env.numberOfSections {
                    let n = env.numberOfItems(inSection: section),
                        old = before.environment.numberOfItems(inSection: section)
                    for item in Set([0, Swift.max(0, old - 2), Swift.max(0, old - 1), old, old + 1, n - 1])
                    where item < n {
                        let index = ElementIndex(section, item)
                        if updated.attributes(for: index) != fresh.attributes(for: index) {
                            fail("\(call): attributes(for: \(index)) differ from a fresh prepare's")
                        }
                    }
                }
            }
            if stop { return }
        }
    }
}
