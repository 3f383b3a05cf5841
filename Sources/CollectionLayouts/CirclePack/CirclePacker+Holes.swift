import Foundation

/// Dense placement's holes: the room a circle closed over when it spanned chain elements, kept so
/// that a later, smaller circle can still fill it.
extension CirclePacker {
    /// The holes of the current section, oldest first: each is the ring of elements around it, in
    /// the order that puts the hole on the open side of every pair (the chain elements the circle
    /// spanned, from the two it touches, then the circle itself), so that the places touching two
    /// of them are found as on the chain.
    ///
    /// Only dense placement keeps holes; reading order's floor keeps its circles out of them.
    struct HoleSet {
        /// The most holes kept: a new one past it evicts the oldest (the highest up, as the chain
        /// moves down). A hole is searched only for circles it may hold (``noFit``).
        static let maximumHoles = 8
        /// The most elements around one hole: a circle placed in a hole takes the place of the
        /// elements it spans there, so a hole grows by one at most per circle; past this it is
        /// given up (room lost, never an overlap).
        static let maximumElements = 8

        /// Hole `h`'s element count at `h * stride`, its elements after it: ``maximumHoles`` runs
        /// of `stride` in memory a ``CirclePackerStorage`` owns.
        private(set) var elements: UnsafeMutablePointer<Int32>
        /// The smallest radius for which a search found no place in hole `h`: a hole only shrinks,
        /// so larger circles do not look there again. ``maximumHoles`` of them.
        private(set) var noFit: UnsafeMutablePointer<Double>
        /// The number of holes.
        private(set) var count = 0

        static let stride = maximumElements + 1

        /// An empty set in `elements` and `noFit`.
        init(elements: UnsafeMutablePointer<Int32>, noFit: UnsafeMutablePointer<Double>) {
            self.elements = elements
            self.noFit = noFit
        }

        /// The number of elements around hole `h`.
        @inline(__always) func length(_ h: Int) -> Int { Int(elements[h * Self.stride]) }

        /// Element `k` of hole `h`.
        @inline(__always) func element(_ h: Int, _ k: Int) -> Int32 { elements[h * Self.stride + 1 + k] }

        /// The elements of hole `h`, in order.
        @inline(__always) func ring(_ h: Int) -> UnsafeBufferPointer<Int32> {
            UnsafeBufferPointer(start: elements + h * Self.stride + 1, count: length(h))
        }

        /// Makes this set equal to `other`.
        mutating func copy(from other: HoleSet) {
            count = other.count
            // Bound: the holes, at most maximumHoles, of at most maximumElements each.
            for h in 0..<count {
                let base = h * Self.stride
                for k in 0...other.length(h) { elements[base + k] = other.elements[base + k] }
                noFit[h] = other.noFit[h]
            }
        }

        /// The same set in `block` (and `noFitBlock`) at the offsets it has in `old` (and `oldNoFit`).
        func rebased(
            from old: UnsafeMutablePointer<Int32>, _ oldNoFit: UnsafeMutablePointer<Double>,
            to block: UnsafeMutablePointer<Int32>, _ noFitBlock: UnsafeMutablePointer<Double>
        ) -> HoleSet {
            var set = HoleSet(elements: block + (elements - old), noFit: noFitBlock + (noFit - oldNoFit))
            set.count = count
            return set
        }

        /// The holes as arrays, to keep (``CirclePacker/Snapshot``).
        var saved: (elements: [Int32], noFit: [Double]) {
            (
                Array(UnsafeBufferPointer(start: elements, count: count * Self.stride)),
                Array(UnsafeBufferPointer(start: noFit, count: count))
            )
        }

        /// Makes this set equal to `saved`.
        mutating func restore(_ saved: (elements: [Int32], noFit: [Double])) {
            count = saved.noFit.count
            // Bound: the saved holes' elements, at most maximumHoles * stride.
            for k in saved.elements.indices { elements[k] = saved.elements[k] }
            for h in 0..<count { noFit[h] = saved.noFit[h] }
        }

        mutating func removeAll() { count = 0 }

        /// Records that no place of radius `r` was found in hole `h`.
        mutating func markNoFit(_ h: Int, radius r: Double) { noFit[h] = Swift.min(noFit[h], r) }

        /// Adds a hole around `ring` (at most ``maximumElements``), evicting the oldest when full.
        mutating func append(_ ring: UnsafeBufferPointer<Int32>, noFit limit: Double) {
            precondition(ring.count <= Self.maximumElements, "a hole of more than maximumElements")
            if count == Self.maximumHoles { remove(0) }
            let base = count * Self.stride
            elements[base] = Int32(ring.count)
            for (k, e) in ring.enumerated() { elements[base + 1 + k] = e }
            noFit[count] = limit
            count += 1
        }

        /// Replaces the elements of hole `h` with `ring`.
        mutating func replace(_ h: Int, with ring: UnsafeBufferPointer<Int32>) {
            precondition(ring.count <= Self.maximumElements, "a hole of more than maximumElements")
            let base = h * Self.stride
            elements[base] = Int32(ring.count)
            for (k, e) in ring.enumerated() { elements[base + 1 + k] = e }
        }

        /// Removes hole `h`, keeping the others in order.
        mutating func remove(_ h: Int) {
            // Bound: the holes after h, fewer than maximumHoles.
            for g in h..<(count - 1) {
                for k in 0...length(g + 1) { elements[g * Self.stride + k] = elements[(g + 1) * Self.stride + k] }
                noFit[g] = noFit[g + 1]
            }
            count -= 1
        }
    }

    /// Updates `holes` for circle `id` placed at `candidate`, with `chain` the chain it was found
    /// on and `covered` the neighbours that left it when the circle went in (see `insert`): the
    /// elements it spans and the neighbours it covered leave holes, and a circle placed in a hole
    /// splits it; a hole is kept while the smallest circle so far fits in it.
    mutating func updateHoles(
        _ holes: inout HoleSet, placing id: Int, at candidate: Candidate, chain: UnsafeBufferPointer<Int32>,
        covered: (left: Int, right: Int)
    ) {
        let smallest = section.smallest
        let from = Int(candidate.from), to = Int(candidate.to)
        if candidate.hole < 0 && to == from + 1 && covered.left == 0 && covered.right == 0 {
            purgeHoles(&holes, smallest: smallest)
            return
        }
        var ring = holeRing
        ring.removeAll()
        let last = Int32(id)
        if candidate.hole >= 0 {
            let h = Int(candidate.hole), length = holes.length(h)
            // The rest of the hole, from the element after the circle round to the one before it,
            // then the elements the circle spans, with the two it touches and itself.
            for k in to...(from + length) { ring.append(holes.element(h, k % length)) }
            ring.append(last)
            let rest = ring.count
            if to > from + 1 {
                for k in from...to { ring.append(holes.element(h, k % length)) }
                ring.append(last)
            }
            let all = ring.buffer
            let kept = UnsafeBufferPointer(rebasing: all[..<rest])
            if rest > HoleSet.maximumElements || !fits(kept, radius: smallest) {
                holes.remove(h)
            } else {
                holes.replace(h, with: kept)
            }
            if all.count > rest {
                addHole(&holes, UnsafeBufferPointer(rebasing: all[rest...]), smallest: smallest)
            }
        } else {
            addHoles(&holes, placing: id, at: candidate, chain: chain, covered: covered, ring: &ring)
        }
        purgeHoles(&holes, smallest: smallest)
    }

    /// Gives up the holes a search found no place in for the smallest circle so far.
    // `mutating` to be passed the packer, not a copy of it (see `insert`).
    private mutating func purgeHoles(_ holes: inout HoleSet, smallest: Double) {
        // Bound: the holes, at most HoleSet.maximumHoles.
        for h in stride(from: holes.count - 1, through: 0, by: -1) where holes.noFit[h] <= smallest {
            holes.remove(h)
        }
    }

    /// Adds the holes a circle placed on the chain leaves (see ``updateHoles``).
    private mutating func addHoles(
        _ holes: inout HoleSet, placing id: Int, at candidate: Candidate, chain: UnsafeBufferPointer<Int32>,
        covered: (left: Int, right: Int), ring: inout PackedList<Int32>
    ) {
        let smallest = section.smallest
        let from = Int(candidate.from), to = Int(candidate.to)
        let last = Int32(id)
        // Bound of each loop: the elements that left the chain, at most those it held.
        if covered.left > 0 {
            for k in (from - covered.left)...from { ring.append(chain[k]) }
            ring.append(last)
            addHole(&holes, ring.buffer, smallest: smallest)
            ring.removeAll()
        }
        if to > from + 1 {
            for k in from...to { ring.append(chain[k]) }
            ring.append(last)
            addHole(&holes, ring.buffer, smallest: smallest)
            ring.removeAll()
        }
        if covered.right > 0 {
            for k in to...(to + covered.right) { ring.append(chain[k]) }
            ring.append(last)
            addHole(&holes, ring.buffer, smallest: smallest)
        }
    }

    private mutating func addHole(
        _ holes: inout HoleSet, _ ring: UnsafeBufferPointer<Int32>, smallest: Double
    ) {
        guard ring.count <= HoleSet.maximumElements else { return }
        if ring.count == 3 && !threeLeaveHole(ring[0], ring[1], ring[2], smallest: smallest) { return }
        guard fits(ring, radius: smallest) else { return }
        holes.append(ring, noFit: .infinity)
    }

    /// Whether the room between elements `u`, `v` and circle `w`, in ring order, can hold a circle
    /// of radius `r`: not when the crossing on its side of the rings of two of them (for `r`)
    /// lies in the third (inside its ring, or beyond a wall or the top line), as then the three
    /// share a point and cover the room between them. (Otherwise it holds one unless other
    /// circles are in the way.) Most neighbours covered on the chain leave no room: this test
    /// spares the search for places there.
    // `mutating` to be passed the packer, not a copy of it (see `insert`).
    private mutating func threeLeaveHole(_ u: Int32, _ v: Int32, _ w: Int32, smallest r: Double) -> Bool {
        let R = r + spacing / 2
        let a: Int32, b: Int32, third: Int32
        if u >= 0 && v >= 0 {
            (a, b, third) = (w, u, v)
        } else if v >= 0 {
            (a, b, third) = (v, w, u)
        } else if u >= 0 {
            (a, b, third) = (w, u, v)
        } else {
            return true
        }
        guard let (x, y) = openCrossing(Int(a), Int(b), R) else { return true }
        switch third {
        case Self.leftWall: return x >= left + r
        case Self.rightWall: return x <= right - r
        case Self.topLine: return y >= section.top + r
        default:
            let e = Int(third)
            let dx = x - centerX[e], dy = y - centerY[e], s = inflated[e] + R
            return dx * dx + dy * dy >= s * s
        }
    }

    /// Offers the free places for radius `r` in every hole that may hold it into ``pending`` from
    /// position `start`, already checked against every circle and `extra`; returns how many. A
    /// hole without one is marked so for `r` (``HoleSet/noFit``).
    mutating func offerHoles(
        _ holes: inout HoleSet, radius r: Double, yMin: Double, yMax: Double, extra: Int, at start: Int
    ) -> Int {
        var made = 0
        // Bound: the holes, at most HoleSet.maximumHoles.
        for h in 0..<holes.count where r < holes.noFit[h] {
            let found = offerHole(
                holes.ring(h), radius: r, yMin: yMin, yMax: yMax, extra: extra, at: start + made, hole: Int32(h))
            if found == 0 && yMax == .infinity { holes.markNoFit(h, radius: r) }
            made += found
        }
        return made
    }

    /// Whether a circle of radius `r` has a free place in the hole around `ring` (its elements in
    /// order): one of the places ``offerHole`` would offer, checked as it is found, without
    /// gathering them.
    mutating func fits(_ ring: UnsafeBufferPointer<Int32>, radius r: Double) -> Bool {
        let length = ring.count
        guard length >= 3 && length <= HoleSet.maximumElements else { return false }
        let reach = Swift.min(Self.bridging, length - 2)
        var polygon = holePolygon
        outline(ring, into: &polygon)
        defer { holePolygon = polygon }
        let R = r + spacing / 2
        var places = Pockets(
            cx: centerX, cy: centerY, ri: inflated, chain: ring, out: pending,
            space: Space(
                R: R, xLo: left + r, xHi: Swift.max(right - r, left + r), yMin: section.top + r, yMax: .infinity))
        defer { candidatesGenerated += places.space.generated }
        var hint: Int32 = -1
        // Bound: `length` elements, `reach` partners each.
        for k in 0..<length {
            for l in (k + 1)...(k + reach) {
                guard let (x, y) = places.placeInHole(k, l, outline: polygon.buffer) else { continue }
                candidatesChecked += 1
                if isFree(x: x, y: y, inflatedRadius: R, hint: &hint) { return true }
            }
        }
        return false
    }

    /// Offers the free places for radius `r` in the hole around `ring` (its elements in order)
    /// into ``pending`` from position `start`, tagged with `hole`; returns how many. A place touches two
    /// elements at most ``bridging`` apart around the ring, on the hole's side of them; it lies
    /// inside the walls, no higher than `yMin`, inside the polygon of the ring's centres (and of
    /// the points of the walls and the top line nearest its neighbours there), so in the hole and
    /// not on the open side, and clear of every circle (through the grid) and of `extra`.
    mutating func offerHole(
        _ ring: UnsafeBufferPointer<Int32>, radius r: Double, yMin: Double, yMax: Double, extra: Int,
        at start: Int, hole: Int32
    ) -> Int {
        let length = ring.count
        // Rings are at most HoleSet.maximumElements long, which bounds the outline.
        guard length >= 3 && length <= HoleSet.maximumElements else { return 0 }
        let reach = Swift.min(Self.bridging, length - 2)
        reservePending(start + length * reach, keeping: start)
        let out = pending
        var polygon = holePolygon
        outline(ring, into: &polygon)
        let R = r + spacing / 2
        let space = Space(
            R: R, xLo: left + r, xHi: Swift.max(right - r, left + r), yMin: yMin, yMax: yMax)
        var made = 0
        do {
            let polygon = polygon.buffer
            var offers = Pockets(
                cx: centerX, cy: centerY, ri: inflated, chain: ring, out: out + start, space: space)
            // Bound: `length` elements, `reach` partners each.
            for k in 0..<length {
                for l in (k + 1)...(k + reach) {
                    offers.offerInHole(k, l, outline: polygon, tag: hole)
                }
            }
            made = offers.count
            candidatesGenerated += offers.space.generated
        }
        // Keep the free ones, in order.
        var kept = 0
        var hint: Int32 = -1
        // Bound: the `made` places just offered.
        for k in start..<(start + made) {
            let c = out[k]
            candidatesChecked += 1
            if extra >= 0 && overlaps(extra, c.x, c.y, R) { continue }
            guard isFree(x: c.x, y: c.y, inflatedRadius: R, hint: &hint) else { continue }
            out[start + kept] = c
            kept += 1
        }
        return kept
    }

    /// The polygon around the hole of `ring`, as x, y pairs: each circle's centre, and for a wall
    /// or the top line the points on it nearest its two neighbours (a corner between two of them).
    // `mutating` to be passed the packer, not a copy of it (see `insert`).
    private mutating func outline(_ ring: UnsafeBufferPointer<Int32>, into polygon: inout PackedList<Double>) {
        polygon.removeAll()
        let length = ring.count, top = section.top
        // The point of line `e` nearest element `c` (a circle, or a wall or line meeting it).
        func nearest(_ c: Int32, on e: Int32) -> (Double, Double) {
            if c >= 0 {
                let x = centerX[Int(c)], y = centerY[Int(c)]
                return e == Self.leftWall ? (left, y) : e == Self.rightWall ? (right, y) : (x, top)
            }
            let wall = c == Self.topLine ? e : c
            return (wall == Self.rightWall ? right : left, top)
        }
        // Bound: the ring's elements.
        for k in 0..<length {
            let e = ring[k]
            if e >= 0 {
                polygon.append(centerX[Int(e)])
                polygon.append(centerY[Int(e)])
            } else {
                let (px, py) = nearest(ring[(k + length - 1) % length], on: e)
                let (qx, qy) = nearest(ring[(k + 1) % length], on: e)
                polygon.append(px)
                polygon.append(py)
                polygon.append(qx)
                polygon.append(qy)
            }
        }
    }
}

extension CirclePacker.Pockets {
    /// Offers the place touching the ring elements at positions `k` and `l` (see ``placeInHole``),
    /// tagged with hole `tag`.
    @inline(__always)
    mutating func offerInHole(_ k: Int, _ l: Int, outline: UnsafeBufferPointer<Double>, tag: Int32) {
        guard let (x, y) = placeInHole(k, l, outline: outline) else { return }
        out[count] = CirclePacker.Candidate(
            x: x, y: y, from: Int32(truncatingIfNeeded: k), to: Int32(truncatingIfNeeded: l), hole: tag)
        count += 1
    }

    /// The place touching the ring elements at positions `k` and `l` (counted round the
    /// ring: `l` may pass its end) on the hole's side
    /// (the open side of the way from the one to the other, as on the chain: below a wall's
    /// circle when the wall comes first, above it when it comes second; along the top line right
    /// of a circle before it, left of one after it), if it lies in bounds, inside `outline` and
    /// clear of every circle of the ring; nil otherwise.
    @inline(__always)
    mutating func placeInHole(_ k: Int, _ l: Int, outline: UnsafeBufferPointer<Double>) -> (Double, Double)? {
        // l < 2 × the ring's length (partners are at most length − 2 on): no division needed.
        let a32 = chain[k], b32 = chain[l < chain.count ? l : l - chain.count]
        let a = Int(a32), b = Int(b32)
        let R = space.R, margin = CirclePacker.margin
        var x = 0.0, y = Double.nan
        if a >= 0 && b >= 0 {
            (x, y) = crossing(a32, b32)
        } else if a >= 0 || b >= 0 {
            let c = a >= 0 ? a : b, other = a >= 0 ? b32 : a32
            let rc = ri[c] + R + margin
            if other == CirclePacker.leftWall || other == CirclePacker.rightWall {
                x = other == CirclePacker.leftWall ? space.xLo : space.xHi
                let dx = x - cx[c]
                guard Swift.abs(dx) < rc else { return nil }
                // Below the circle when the wall is met first going round the hole (as on the chain).
                let below = (other == CirclePacker.leftWall) == (b >= 0)
                let h = (rc * rc - dx * dx).squareRoot()
                y = below ? cy[c] + h : cy[c] - h
            } else if other == CirclePacker.topLine {
                y = space.yMin
                let dy = y - cy[c]
                guard Swift.abs(dy) < rc else { return nil }
                let w = (rc * rc - dy * dy).squareRoot()
                x = b >= 0 ? cx[c] - w : cx[c] + w
            }
        } else if a32 == CirclePacker.leftWall && b32 == CirclePacker.topLine {
            (x, y) = (space.xLo, space.yMin)
        } else if a32 == CirclePacker.topLine && b32 == CirclePacker.rightWall {
            (x, y) = (space.xHi, space.yMin)
        }
        space.generated += 1
        guard y >= space.yMin, y < space.yMax, x >= space.xLo, x <= space.xHi else { return nil }
        // The ring's circles before the outline, which costs more.
        // Bound: the ring's elements, at most HoleSet.maximumElements.
        for e32 in chain where e32 >= 0 {
            let e = Int(e32)
            let dx = cx[e] - x, dy = cy[e] - y, s = R + ri[e]
            if dx * dx + dy * dy < s * s { return nil }
        }
        return Self.contains(outline, x, y) ? (x, y) : nil
    }

    /// Whether (x, y) lies inside `polygon` (x, y pairs; even-odd rule).
    @inline(__always)
    static func contains(_ polygon: UnsafeBufferPointer<Double>, _ x: Double, _ y: Double) -> Bool {
        let n = polygon.count / 2
        var inside = false
        var j = n - 1
        // Bound: the polygon's vertices.
        for i in 0..<n {
            let xi = polygon[2 * i], yi = polygon[2 * i + 1], xj = polygon[2 * j], yj = polygon[2 * j + 1]
            if (yi > y) != (yj > y) && x < xi + (y - yi) / (yj - yi) * (xj - xi) { inside.toggle() }
            j = i
        }
        return inside
    }
}
