extension RandomAccessCollection {
    /// The first index whose element satisfies `predicate`, for a predicate that is false and then
    /// true along the collection (a sorted one, asked "past this value?"); `endIndex` when none
    /// does. A binary search: O(log n) calls of `predicate`. The engine's one binary search.
    package func partitioningIndex(where predicate: (Element) throws -> Bool) rethrows -> Index {
        var low = startIndex, count = self.count
        // Bound: ⌊log₂ n⌋ + 1 steps: `count` falls to at most half of itself each time.
        while count > 0 {
            let half = count / 2
            let mid = index(low, offsetBy: half)
            if try predicate(self[mid]) {
                count = half
            } else {
                low = index(after: mid)
                count -= half + 1
            }
        }
        return low
    }
}
