import Foundation

/// The chain: the elements of the packing a new circle can still touch, in order from the left
/// wall to the right wall along the open side.
extension CirclePacker {
    /// The chain's ends and the section's top line, among circle ids (which are never negative).
    static let leftWall: Int32 = -1
    static let rightWall: Int32 = -2
    static let topLine: Int32 = -3

    /// Puts circle `id`, placed at `candidate`, into `chain`: the elements between the two its
    /// place touches leave, and so do its new neighbours when it closes the way to them, and the
    /// circles a window above the deepest (see ``windowInDiameters``). The look-ahead puts its
    /// choices into a copy of the chain the same way, so that the search it makes there is the
    /// next circle's own. A circle placed in a hole leaves the chain as it is: the chain runs
    /// below the hole.
    ///
    /// Returns how many neighbours left on each side because the circle closed the way to them:
    /// `left` elements of `chain` up to position `candidate.from`, `right` from `candidate.to` on.
    @discardableResult
    // `mutating` though it changes nothing: called from a mutating method, a non-mutating one is
    // passed a copy of the whole packer.
    mutating func insert(
        _ id: Int, at candidate: Candidate, into chain: inout PackedList<Int32>
    ) -> (left: Int, right: Int) {
        guard candidate.hole < 0 else { return (0, 0) }
        chain.replace(Int(candidate.from + 1)..<Int(candidate.to), with: Int32(id))
        var position = Int(candidate.from) + 1
        var covered = (left: 0, right: 0)
        // Bound: each step removes an element of the chain.
        while position >= 2 && isCovered(at: position - 1, in: chain) {
            chain.remove(at: position - 1)
            position -= 1
            covered.left += 1
        }
        // Bound: each step removes an element of the chain.
        while position + 2 < chain.count && isCovered(at: position + 1, in: chain) {
            chain.remove(at: position + 1)
            covered.right += 1
        }
        // Circles far above the deepest leave a long chain: room up there is lost, never an
        // overlap. Only long chains are tested: short ones never hold such circles.
        guard chain.count > Self.windowedChain else { return covered }
        let deepest = Swift.max(section.deepest, candidate.y + inflated[id])
        let above = deepest - windowInDiameters * 2 * (section.largest + spacing / 2)
        chain.removeAll { $0 >= 0 && centerY[Int($0)] + inflated[Int($0)] < above }
        return covered
    }

    /// Where the rings of circles `a` and `b` for inflated radius `R` cross on the open side (to
    /// the right of the way from a to b, y pointing down), or nil.
    // `mutating` to be passed the packer, not a copy of it (see `insert`).
    @inline(__always)
    mutating func openCrossing(_ a: Int, _ b: Int, _ R: Double) -> (Double, Double)? {
        let ra = inflated[a] + R + Self.margin, rb = inflated[b] + R + Self.margin
        let dx = centerX[b] - centerX[a], dy = centerY[b] - centerY[a]
        let d2 = dx * dx + dy * dy
        guard d2 < (ra + rb) * (ra + rb), d2 > (ra - rb) * (ra - rb) else { return nil }
        let d = d2.squareRoot()
        let along = (ra * ra - rb * rb + d2) / (2 * d)
        let h = Swift.max(0, ra * ra - along * along).squareRoot()
        return (centerX[a] + (along * dx - h * dy) / d, centerY[a] + (along * dy + h * dx) / d)
    }

    /// Whether no circle as small as the smallest of the section so far can touch the chain
    /// element at `position` any more: the place touching both its neighbours on the open side
    /// lies outside its ring (a larger circle touching it would contain a smaller one touching
    /// it). A smaller circle to come finds the room closed: room lost, never an overlap.
    // `mutating` to be passed the packer, not a copy of it (see `insert`).
    @inline(__always)
    mutating func isCovered(at position: Int, in chain: PackedList<Int32>) -> Bool {
        let e = Int(chain[position]), p = Int(chain[position - 1]), q = Int(chain[position + 1])
        let smallest = section.smallest, R = smallest + spacing / 2
        let margin = Self.margin
        var px: Double, py: Double
        if p >= 0 && q >= 0 {
            guard let (x, y) = openCrossing(p, q, R) else { return false }
            (px, py) = (x, y)
        } else if p == Int(Self.leftWall) && q >= 0 {
            px = left + smallest
            let rq = inflated[q] + R + margin, dx = px - centerX[q]
            guard Swift.abs(dx) < rq else { return false }
            py = centerY[q] + (rq * rq - dx * dx).squareRoot()
        } else if q == Int(Self.rightWall) && p >= 0 {
            px = right - smallest
            let rp = inflated[p] + R + margin, dx = px - centerX[p]
            guard Swift.abs(dx) < rp else { return false }
            py = centerY[p] + (rp * rp - dx * dx).squareRoot()
        } else if p == Int(Self.topLine) && q >= 0 {
            py = section.top + smallest
            let rq = inflated[q] + R + margin, dy = py - centerY[q]
            guard Swift.abs(dy) < rq else { return false }
            px = centerX[q] - (rq * rq - dy * dy).squareRoot()
        } else if q == Int(Self.topLine) && p >= 0 {
            py = section.top + smallest
            let rp = inflated[p] + R + margin, dy = py - centerY[p]
            guard Swift.abs(dy) < rp else { return false }
            px = centerX[p] + (rp * rp - dy * dy).squareRoot()
        } else {
            return false
        }
        if e >= 0 {
            let dx = px - centerX[e], dy = py - centerY[e], re = inflated[e] + R
            return dx * dx + dy * dy >= re * re
        }
        // The top line, when the place between its neighbours is below it.
        return e == Int(Self.topLine) && py > section.top + smallest
    }
}
