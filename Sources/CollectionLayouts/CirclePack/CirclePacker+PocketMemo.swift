import Foundation

/// The places of the chain's pockets found by the last search, kept for the next search for a
/// circle of the same radius: a placement changes the chain in one stretch, and the pockets on
/// either side of it offer the same places again (equal 40-point circles at 1024 points: 21
/// elements in the chain, 2 pockets in 3 taken from here; 6.4K → 5.4K instructions a circle in
/// reading order, 7.4K → 6.1K dense).
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
        /// the same for another floor `y` when `high < y <= low` (every crossing stays on its side
        /// of the floor, and no pocket offered places on the floor line), unless `fixed` (a wall
        /// or the top line is involved).
        struct Segment {
            var start: Int32 = 0, count: Int32 = 0
            var low = Double.infinity, high = -Double.infinity
            var fixed = false
        }

        /// Whether the places of a segment found for floor `floor` hold for floor `y`.
        @inline(__always) func holds(_ segment: Segment, floor y: Double) -> Bool {
            !segment.fixed && (y == floor || (segment.high < y && y <= segment.low))
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
        // The segments taken from `old`: those of positions 1... whose pockets lie in the prefix,
        // and those from m - suffix on that do not reach the right wall. The walls' pockets are
        // made again: they are few, and their places depend on the floor in more ways.
        let lastOfPrefix = usable ? Swift.min(prefix - 1, m - 2) - CirclePacker.bridging : 0
        let lastOfSuffix = m - 2 - CirclePacker.bridging
        let firstOfSuffix = usable ? Swift.max(m - suffix, lastOfPrefix + 1, 1) : m
        // Five runs, in order, covering 0..<m - 1 (empty ones as `a..<a`).
        func run(_ a: Int, _ b: Int) -> Range<Int> { a..<Swift.max(a, b) }
        // Bound: m - 1 segments over the five runs.
        offerSegments(run(0, Swift.min(1, m - 1)), into: memo)
        reuse(run(1, lastOfPrefix + 1), shift: 0, from: old, into: memo)
        offerSegments(run(Swift.max(1, lastOfPrefix + 1), Swift.min(firstOfSuffix, m - 1)), into: memo)
        reuse(run(firstOfSuffix, lastOfSuffix + 1), shift: m - old.count, from: old, into: memo)
        offerSegments(run(Swift.max(firstOfSuffix, lastOfSuffix + 1, 1), m - 1), into: memo)
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
        let floor = space.yMin, segments = memo.segments, oldSegments = old.segments, candidates = old.candidates
        let step = Int32(truncatingIfNeeded: shift)
        var n = count
        // Bound: the run's segments.
        for k in ks {
            var segment = oldSegments[k - shift]
            guard old.holds(segment, floor: floor) else {
                count = n
                offerSegments(k..<(k + 1), into: memo)
                n = count
                continue
            }
            let first = Int(segment.start)
            segment.start = Int32(truncatingIfNeeded: n)
            segments[k] = segment
            // Bound: the segment's places, at most 2 a pocket.
            for j in first..<(first + Int(segment.count)) {
                var c = candidates[j]
                c.from &+= step
                c.to &+= step
                out[n] = c
                n += 1
            }
        }
        count = n
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
                high: high, fixed: fixed)
        }
    }

    /// Offers the places of the pockets (k, l) for l up to `last`, noting what they depend on.
    // A function of its own so that `offer` is inlined here (see `offerChain()`).
    mutating func offerSegment(_ k: Int, last: Int) {
        (low, high, fixed) = (.infinity, -.infinity, false)
        // Bound: at most `bridging` partners.
        for l in (k + 1)..<(last + 1) { offer(k, l) }
    }
}
