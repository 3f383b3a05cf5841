import Foundation

/// The search for the lowest free places: candidates from the pockets between chain elements,
/// checked for collisions lowest first.
extension CirclePacker {
    /// A free centre, and where the circle placed there goes into the chain: after position
    /// `from` and before position `to` (the elements between leave it); or, for a place in hole
    /// `hole` (dense placement), into that hole's ring at those positions.
    struct Candidate {
        var x: Double, y: Double
        var from: Int32, to: Int32
        var hole: Int32 = -1

        static let none = Candidate(x: 0, y: 0, from: 0, to: 0)

        /// How close two heights count as a tie, to be decided by x.
        @inline(__always) static func tolerance(_ y: Double) -> Double { 1e-9 * Swift.max(1, Swift.abs(y)) }

        /// Whether this comes before `other`: lower, or as low and further left, or at the same
        /// place and spanning fewer chain elements (then the earlier pocket). The same place can
        /// come from two pockets; which one is taken does not depend on the order of the search.
        @inline(__always) func precedes(_ other: Candidate) -> Bool {
            let t = Self.tolerance(other.y)
            if y < other.y - t { return true }
            if y > other.y + t { return false }
            if x != other.x { return x < other.x }
            let span = to - from, otherSpan = other.to - other.from
            if span != otherSpan { return span < otherSpan }
            return from != other.from ? from < other.from : hole < other.hole
        }
    }

    /// The `limit` lowest free centres for a circle of radius `r` no higher than `yMin`, touching
    /// two elements of `chain` or of a ring of `holes` (the places a circle there would touch two
    /// of them), lowest first (the leftmost first on a tie), at least half a point apart, into
    /// `result`. `extra` is a circle checked as well that is not in the grid (or -1): the
    /// look-ahead's choice. A hole with no place for `r` is marked so (``HoleSet/noFit``).
    ///
    /// With a finite `yMax` only places above it (smaller y) are looked for: the look-ahead asks
    /// whether a choice can beat the best so far. The places found are then the same as without
    /// it up to `yMax`, and holes are not marked.
    mutating func lowestFree(
        radius r: Double, yMin: Double, yMax: Double = .infinity, limit: Int, chain: UnsafeBufferPointer<Int32>,
        extra: Int, holes: inout HoleSet, into result: inout PackedList<Candidate>
    ) {
        result.removeAll()
        let m = chain.count
        // At most 2 candidates per pair of elements, `bridging` pairs per element, plus slack.
        reservePending(2 * Self.bridging * m + 8, keeping: 0)
        let R = r + spacing / 2
        var space = Space(
            R: R, xLo: left + r, xHi: Swift.max(right - r, left + r), yMin: yMin, yMax: yMax)
        var pockets = Pockets(
            cx: centerX, cy: centerY, ri: inflated, chain: chain, out: pending, space: space)
        pockets.offerChain()
        var count = pockets.count
        space = pockets.space
        candidatesGenerated += space.generated
        if holes.count > 0 {
            count += offerHoles(&holes, radius: r, yMin: yMin, yMax: yMax, extra: extra, at: count)
        }
        // The candidates lowest first, until `limit` are free.
        var hint: Int32 = -1
        // Taken after the holes' places, which may have moved it.
        let pending = self.pending
        // Bound: each step takes one of `count` candidates out.
        while result.count < limit && count > 0 {
            // Only a candidate within the tie tolerance of the best so far is compared in full.
            var best = 0
            var bestY = pending[0].y, bound = bestY + Candidate.tolerance(bestY)
            for k in 1..<count where pending[k].y <= bound && pending[k].precedes(pending[best]) {
                best = k
                bestY = pending[k].y
                bound = bestY + Candidate.tolerance(bestY)
            }
            let c = pending[best]
            count -= 1
            pending[best] = pending[count]
            var twin = false
            for kept in result.buffer where Swift.abs(kept.x - c.x) < 0.5 && Swift.abs(kept.y - c.y) < 0.5 {
                twin = true
            }
            if twin { continue }
            // A hole's places were checked when offered.
            if c.hole >= 0 {
                result.append(c)
                continue
            }
            candidatesChecked += 1
            if extra >= 0 && overlaps(extra, c.x, c.y, R) { continue }
            if isFree(x: c.x, y: c.y, inflatedRadius: R, hint: &hint) { result.append(c) }
        }
    }

    @inline(__always)
    func overlaps(_ e: Int, _ x: Double, _ y: Double, _ R: Double) -> Bool {
        let dx = centerX[e] - x, dy = centerY[e] - y, s = R + inflated[e]
        return dx * dx + dy * dy < s * s
    }

    /// What a search looks for: a centre for inflated radius `R` in `xLo...xHi`, no higher than
    /// `yMin` and above `yMax`.
    struct Space {
        let R: Double, xLo: Double, xHi: Double, yMin: Double, yMax: Double
        var generated = 0
    }

    /// The pockets of one search: the candidate places between two chain elements, written to
    /// `out`.
    struct Pockets {
        let cx: UnsafePointer<Double>, cy: UnsafePointer<Double>, ri: UnsafePointer<Double>
        let chain: UnsafeBufferPointer<Int32>
        let out: UnsafeMutablePointer<Candidate>
        var space: Space
        var count = 0

        /// Offers the places of every pocket of the chain: elements at most ``bridging`` apart.
        // A function of its own, so that `offer` is inlined here: inlined into the search, the
        // compiler called it instead.
        mutating func offerChain() {
            let m = chain.count
            // Plain loops with wrapping arithmetic: the indices stay below the chain's capacity,
            // so neither the ranges' checks nor overflow traps are needed.
            // Bound: m - 1 elements, `bridging` partners each.
            var k = 0
            while k &+ 1 < m {
                let end = Swift.min(m, k &+ 1 &+ CirclePacker.bridging)
                var l = k &+ 1
                // Bound: at most `bridging` partners.
                while l < end {
                    offer(k, l)
                    l &+= 1
                }
                k &+= 1
            }
        }

        /// Offers the lowest places between the chain elements at positions `k` and `l`: touching
        /// both (two circles, a wall and a circle, the top line and a circle, or the top line and a
        /// wall), or where that is above `yMin`, on the line `yMin` touching one of them (only
        /// between neighbours: such a place covers nothing in between).
        @inline(__always)
        mutating func offer(_ k: Int, _ l: Int) {
            let a32 = chain[k], b32 = chain[l]
            let from = Int32(truncatingIfNeeded: k), to = Int32(truncatingIfNeeded: l)
            let bridges = l > k + 1
            let a = Int(a32), b = Int(b32)
            if a >= 0 && b >= 0 {
                // Rings further apart across than their radii cannot cross: a bridging pair then
                // offers nothing.
                if bridges && Swift.abs(cx[b] - cx[a]) >= ri[a] + ri[b] + 2 * (space.R + CirclePacker.margin) {
                    return
                }
                let (px, py) = crossing(a32, b32)
                if py >= space.yMin {
                    add(px, py, from, to, touching: true)
                    return
                }
                if bridges { return }
                let side: Double = cx[b] >= cx[a] ? 1 : -1
                offerOnLine(a, side: side, from, to)
                offerOnLine(b, side: -side, from, to)
                return
            }
            if a32 == CirclePacker.leftWall {
                if b >= 0 {
                    offerOnWall(b, x: space.xLo, side: -1, from, to, bridges: bridges)
                } else if b32 == CirclePacker.topLine && !bridges {
                    add(space.xLo, space.yMin, from, to, touching: true)
                }
            } else if b32 == CirclePacker.rightWall {
                if a >= 0 {
                    offerOnWall(a, x: space.xHi, side: 1, from, to, bridges: bridges)
                } else if a32 == CirclePacker.topLine && !bridges {
                    add(space.xHi, space.yMin, from, to, touching: true)
                }
            } else if a32 == CirclePacker.topLine && b >= 0 {
                offerOnLine(b, side: -1, from, to)
            } else if b32 == CirclePacker.topLine && a >= 0 {
                offerOnLine(a, side: 1, from, to)
            }
        }

        /// Where the rings of circles `a` and `b` for this search cross on the open side (the side
        /// to the right of the way from a to b, y pointing down); y is NaN when they do not.
        @inline(__always)
        func crossing(_ a32: Int32, _ b32: Int32) -> (Double, Double) {
            let a = Int(a32), b = Int(b32)
            var px = 0.0, py = Double.nan
            let xa = cx[a], ya = cy[a]
            let ra = ri[a] + space.R + CirclePacker.margin, rb = ri[b] + space.R + CirclePacker.margin
            let dx = cx[b] - xa, dy = cy[b] - ya
            let d2 = dx * dx + dy * dy
            let reaches = ra + rb, differ = ra - rb
            if d2 < reaches * reaches && d2 > differ * differ {
                let d = d2.squareRoot()
                let along = (ra * ra - rb * rb + d2) / (2 * d)
                let h = Swift.max(0, ra * ra - along * along).squareRoot()
                let ux = dx / d, uy = dy / d
                px = xa + along * ux - h * uy
                py = ya + along * uy + h * ux
            }
            return (px, py)
        }

        /// Offers the place against a wall at `x` touching circle `c` from below, or when that is
        /// above `yMin` (and not bridging), the corner and the place on the line touching `c`.
        @inline(__always)
        mutating func offerOnWall(_ c: Int, x: Double, side: Double, _ from: Int32, _ to: Int32, bridges: Bool) {
            let rc = ri[c] + space.R + CirclePacker.margin
            let dx = x - cx[c]
            if Swift.abs(dx) < rc {
                let y = cy[c] + (rc * rc - dx * dx).squareRoot()
                if y >= space.yMin {
                    add(x, y, from, to, touching: true)
                    return
                }
                if bridges { return }
            } else if bridges {
                return
            }
            add(x, space.yMin, from, to, touching: false)
            offerOnLine(c, side: side, from, to)
        }

        /// Offers the place on the line `yMin` touching circle `c` on its `side` (+1 right, -1 left).
        @inline(__always)
        mutating func offerOnLine(_ c: Int, side: Double, _ from: Int32, _ to: Int32) {
            let rc = ri[c] + space.R + CirclePacker.margin
            let dy = space.yMin - cy[c]
            if Swift.abs(dy) < rc {
                add(cx[c] + side * (rc * rc - dy * dy).squareRoot(), space.yMin, from, to, touching: false)
            }
        }

        /// Keeps the candidate (x, y) if it lies in bounds and clear of the chain elements its
        /// pocket bridges, which block most bridging candidates (the grid checks the rest, lowest
        /// first).
        @inline(__always)
        mutating func add(_ x: Double, _ y: Double, _ from: Int32, _ to: Int32, touching: Bool) {
            space.generated &+= 1
            guard y >= space.yMin, y < space.yMax, x >= space.xLo, x <= space.xHi else { return }
            let R = space.R
            // Bound: the elements bridged, at most bridging - 1.
            var k = Int(from) + 1
            while k < Int(to) {
                let e = Int(chain[k])
                if e >= 0 {
                    let dx = cx[e] - x, dy = cy[e] - y, s = R + ri[e]
                    if dx * dx + dy * dy < s * s { return }
                }
                k += 1
            }
            out[count] = Candidate(x: x, y: y, from: from, to: to)
            count &+= 1
        }
    }
}
