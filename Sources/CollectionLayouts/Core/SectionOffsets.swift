import Foundation

/// Where each section starts in the flat sequence of all sections' items, and back: the one
/// section lookup every prepared layout uses (flat positions index a layout's stored frames, its
/// slots or its lines).
///
/// Counts are clamped, never trusted: a negative count counts as 0, and the total stops at `limit`
/// (the sections past it keep what fits, possibly nothing), so that no sum overflows. Lookups are
/// O(1) from an index to its flat position and O(log sections) back; a ``Cursor`` walks ascending
/// positions in amortised O(1) each.
package struct SectionOffsets: Hashable, Sendable {
    /// The flat position of each section's first item, and the total at the end: never empty,
    /// never decreasing.
    private let starts: [Int]

    /// Offsets for sections of `counts` items (or lines, or any unit a layout counts in).
    /// - Parameters:
    ///   - counts: The number of items in each section; a negative count counts as 0.
    ///   - limit: The largest total. The default is `Int.max`.
    package init<Counts: Sequence<Int>>(counts: Counts, limit: Int = .max) {
        precondition(limit >= 0, "SectionOffsets: a negative limit")
        var starts = [0]
        starts.reserveCapacity(counts.underestimatedCount + 1)
        var total = 0
        for count in counts {
            total += Swift.min(Swift.max(count, 0), limit - total)
            starts.append(total)
        }
        self.starts = starts
    }

    /// The number of sections.
    package var sectionCount: Int { starts.count - 1 }

    /// The number of items in all sections, at most the limit.
    package var total: Int { starts[starts.count - 1] }

    /// The bytes the offsets hold, from their array's capacity (for the tools' accounting).
    package var retainedBytes: Int { starts.capacity * MemoryLayout<Int>.stride }

    /// The flat position of the first item of `section` (the total past the last section).
    package func start(of section: Int) -> Int { starts[section] }

    /// The number of items of `section` that are counted (fewer than given past the limit); 0 when
    /// there is no such section.
    package func count(inSection section: Int) -> Int {
        section >= 0 && section < sectionCount ? starts[section + 1] - starts[section] : 0
    }

    /// The flat position of `index`, or nil when there is no such item (or it is past the limit).
    package func flatIndex(of index: ElementIndex) -> Int? {
        guard index.item >= 0, index.item < count(inSection: index.section) else { return nil }
        return starts[index.section] + index.item
    }

    /// The index of the item at flat position `flat`, which must be in `0..<total`.
    package func index(ofFlat flat: Int) -> ElementIndex {
        let section = self.section(containing: flat, from: 0)
        return ElementIndex(section, flat - starts[section])
    }

    /// The section holding flat position `flat` (in `0..<total`), searched from `lower` on: the
    /// last section starting at or before it, which passes over the empty sections that start at
    /// the same place.
    private func section(containing flat: Int, from lower: Int) -> Int {
        precondition(flat >= 0 && flat < total, "SectionOffsets: flat position \(flat) outside 0..<\(total)")
        // The first section from `lower` on that starts past `flat`, less one: never the total at
        // the end, which is past `flat`.
        return starts[lower...].partitioningIndex { $0 > flat } - 1
    }

    /// A cursor for looking up ascending flat positions, as a rect query visits them.
    package func cursor() -> Cursor { Cursor(offsets: self) }

    /// Looks up flat positions that mostly ascend: O(1) for one in the section of the last, and
    /// O(log sections) for a jump (a backward one searches from the start).
    package struct Cursor {
        private let offsets: SectionOffsets
        private var section = 0

        fileprivate init(offsets: SectionOffsets) { self.offsets = offsets }

        /// The index of the item at flat position `flat`, which must be in `0..<total`.
        package mutating func index(ofFlat flat: Int) -> ElementIndex {
            let starts = offsets.starts
            if section >= offsets.sectionCount || flat < starts[section] || flat >= starts[section + 1] {
                let ahead = section < offsets.sectionCount && flat >= starts[section + 1]
                section = offsets.section(containing: flat, from: ahead ? section + 1 : 0)
            }
            return ElementIndex(section, flat - starts[section])
        }
    }
}
