import Foundation

/// The places of the chain's pockets found by the last search, kept for the next search for a
/// circle of the same radius: a placement changes the chain in one stretch, and the pockets on
/// either side of it offer the same places again. Long chains (equal small circles in a wide
/// container) gain most.
extension CirclePacker {
    /// What one search of the chain found, pocket by pocket, in memory a ``CirclePackerStorage``
    /// owns.
    struct PocketMemo {
        /// The chain searched, `count` elements (0: nothing kept).
        let chain: UnsafeMutablePointer<Int32>
        var count = 0
        /// The places of the search, pockets starting at chain position k in `segments[k]`.
        let segments: UnsafeMutablePointer<Segment>
        let candidates: UnsafeMutablePointer<Candidate>
        /// The radius and the floor (`yMin`) searched for.
        var radius = Double.nan
        var floor = Double.nan

        /// The places offered by the pockets (k, l) of one k: `count` of them from `start`. They are
        /// the same for the same floor, and for another floor `y` when `high < y <= low`: every
        /// place touching two elements (two circles, or a wall and a circle) stays on its side of
        /// the floor, and no pocket offered places on the floor line (`high` is then infinite).
        struct Segment {
            var start: Int32 = 0, count: Int32 = 0
            var low = Double.infinity, high = -Double.infinity
        }

        /// Whether the places of a segment found for floor `floor` hold for floor `y`.
        @inline(__always) func holds(_ segment: Segment, floor y: Double) -> Bool {
            y == floor || (segment.high < y && y <= segment.low)
        }

        func rebased(from old: CirclePackerStorage, to new: CirclePackerStorage) -> PocketMemo {
            PocketMemo(
                chain: new.memoChains + (chain - old.memoChains),
                segments: new.memoSegments + (segments - old.memoSegments),
                candidates: new.memoCandidates + (candidates - old.memoCandidates))
        }
    }
}

extension CirclePacker.Pockets {
    /// ``offerChain()`` taking the places of the pockets that did not change since the search kept
    /// in `old` when it was for the same radius, and keeping this search's in `memo`. The places
    /// and their order are the same as ``offerChain()``'s.
    mutating func offerChain(
        radius r: Double, reusing old: CirclePacker.PocketMemo, into memo: inout CirclePacker.PocketMemo
    ) {
        let m = chain.count
        let usable = old.count > 0 && old.radius == r
        // The stretches at the start and at the end of the chain that are the same as before.
        var prefix = 0, suffix = 0
        if usable {
            let limit = Swift.min(old.count, m)
            let was = old.chain, now = chain.baseAddress!
            // Bound: `limit` elements, for the two loops together.
            while prefix < limit && was[prefix] == now[prefix] { prefix += 1 }
            let wasEnd = was + (old.count - 1), nowEnd = now + (m - 1)
            while suffix < limit - prefix && wasEnd[-suffix] == nowEnd[-suffix] { suffix += 1 }
        }
        // The segments taken from `old` where their places hold for this floor: those whose
        // pockets lie in the prefix, and those from m - suffix on, the walls' too.
        let lastOfPrefix = usable ? Swift.min(prefix - 1, m - 2) - CirclePacker.bridging : -1
        let firstOfSuffix = usable ? Swift.max(m - suffix, lastOfPrefix + 1) : m - 1
        // Three runs, in order, covering 0..<m - 1 (empty ones as `a..<a`).
        func run(_ a: Int, _ b: Int) -> Range<Int> { a..<Swift.max(a, b) }
        // Bound: m - 1 segments over the three runs.
        reuse(run(0, lastOfPrefix + 1), shift: 0, from: old, into: memo)
        offerSegments(run(Swift.max(0, lastOfPrefix + 1), Swift.min(firstOfSuffix, m - 1)), into: memo)
        reuse(run(firstOfSuffix, m - 1), shift: m - old.count, from: old, into: memo)
        memo.candidates.initialize(from: out, count: count)
        memo.chain.initialize(from: chain.baseAddress!, count: m)
        memo.count = m
        memo.radius = r
        memo.floor = space.yMin
    }

    /// Takes the segments `ks` (positions in this chain) from `old`, where they were at k - `shift`,
    /// and makes again those whose places do not hold for this floor.
    @inline(__always)
    mutating func reuse(
        _ ks: Range<Int>, shift: Int, from old: CirclePacker.PocketMemo, into memo: CirclePacker.PocketMemo
    ) {
        let floor = space.yMin, segments = memo.segments, oldSegments = old.segments
        let step = Int32(truncatingIfNeeded: shift)
        var k = ks.lowerBound
        // Bound: each step takes at least one of the run's segments.
        while k < ks.upperBound {
            // The segments from k that hold: their places lie together in `old`, and are copied at
            // once.
            var end = k
            while end < ks.upperBound && old.holds(oldSegments[end - shift], floor: floor) { end += 1 }
            if end > k {
                let first = Int(oldSegments[k - shift].start), last = oldSegments[end - 1 - shift]
                let places = Int(last.start + last.count) - first
                let moved = Int32(truncatingIfNeeded: count - first)
                // Bound: the segments that hold.
                for j in k..<end {
                    var segment = oldSegments[j - shift]
                    segment.start &+= moved
                    segments[j] = segment
                }
                let to = out + count
                to.initialize(from: old.candidates + first, count: places)
                if step != 0 {
                    // Bound: the places copied.
                    for j in 0..<places {
                        to[j].from &+= step
                        to[j].to &+= step
                    }
                }
                count += places
            }
            guard end < ks.upperBound else { break }
            offerSegments(end..<(end + 1), into: memo)
            k = end + 1
        }
    }

    /// Offers the places of the pockets of the positions `ks`, noting what they depend on.
    mutating func offerSegments(_ ks: Range<Int>, into memo: CirclePacker.PocketMemo) {
        let m = chain.count
        // Bound: the run's segments.
        for k in ks {
            let start = count
            offerSegment(k, last: Swift.min(m - 1, k + CirclePacker.bridging))
            memo.segments[k] = CirclePacker.PocketMemo.Segment(
                start: Int32(truncatingIfNeeded: start), count: Int32(truncatingIfNeeded: count - start), low: low,
                high: high)
        }
    }

    /// Offers the places of the pockets (k, l) for l up to `last`, noting what they depend on.
    // A function of its own so that `offer` is inlined here (see `offerChain()`).
    mutating func offerSegment(_ k: Int, last: Int) {
        (low, high) = (.infinity, -.infinity)
        // Bound: at most `bridging` partners.
        for l in (k + 1)..<(last + 1) { offer(k, l) }
    }
}
