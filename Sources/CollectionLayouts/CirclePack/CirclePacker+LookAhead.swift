import Foundation

/// The look-ahead's searches: where the next circle would go after each choice, without searching
/// the whole front again for each.
extension CirclePacker {
    /// How many of the lowest free centres for the next circle the look-ahead finds before trying
    /// the choices (`lowestFree(radius:after:top:floor:common:lowest:)`). 5 to 8 cost the same
    /// within 1 % (3: 5 % more on equal circles at 375 points), and with 6 no choice needed a
    /// search of the whole front on 1,000 circles of the tutorial's diameters or of 40 points, at
    /// 375 or 1024 points, in either order.
    static let commonCandidates = 6

    /// The height of the lowest free centre for a circle of radius `r` below `top` and `floor`
    /// once circle `id` (the last added, not on the front) is placed, from `common`: the lowest
    /// free centres before it that touch no top line (``lowestFree(radius:top:floor:limit:onTopLine:)``
    /// with a floor no higher than `floor`, at most ``commonCandidates`` of them). Sets `lowest`
    /// (nil when no candidate is free) and returns true, or returns false when `common` is too
    /// short to tell: then only a search of the whole front does.
    ///
    /// Placing a circle only takes room away, so the lowest free centre after it is the first of
    /// `common` it leaves free (and not above the floor), or a new one: on the top line (which
    /// moves with the choice in reading order), or touching the new circle. This finds the same
    /// height as searching the front with the new circle on it, at about a third of the cost: on
    /// the tutorial's data at 1024 points two searches of the front took half of the packing's time.
    mutating func lowestFree(
        radius r: Double, after id: Int, top: Double, floor: Double,
        common: [(x: Double, y: Double)], lowest: inout Double?
    ) -> Bool {
        let R = r + spacing / 2
        let margin = Self.margin
        var search = Search(
            inflatedRadius: R, xLo: left + r, xHi: Swift.max(right - r, left + r),
            yMin: Swift.max(top + r, floor), limit: 1, kept: [])
        swap(&search.kept, &keptAhead)
        search.kept.removeAll(keepingCapacity: true)
        defer {
            candidatesGenerated += search.generated
            candidatesChecked += search.checked
            swap(&search.kept, &keptAhead)
        }
        let xa = centerX[id], ya = centerY[id]
        // The first centre of `common` the new circle leaves free (the test of `isFree`).
        let clear = R + inflated[id]
        var complete = common.count < Self.commonCandidates
        for c in common where c.y >= search.yMin {
            let dx = xa - c.x, dy = ya - c.y
            if dx * dx + dy * dy >= clear * clear {
                search.kept.append(c)
                complete = true
                break
            }
        }
        // On the top line: the corners, and touching a front circle or the new one.
        offer(search.xLo, search.yMin, to: &search)
        offer(search.xHi, search.yMin, to: &search)
        let count = front.count
        for a in 0...count {
            let j = a < count ? Int(front[a]) : id
            let yj = centerY[j]
            let sj = R + inflated[j] + margin
            let dy = search.yMin - yj
            if Swift.abs(dy) < sj {
                let xj = centerX[j]
                let dx = (sj * sj - dy * dy).squareRoot()
                offer(xj - dx, search.yMin, touching: j, to: &search)
                offer(xj + dx, search.yMin, touching: j, to: &search)
            }
        }
        // Against a wall, touching the new circle.
        let sa = R + inflated[id] + margin
        offerWallPlaces(aroundX: xa, y: ya, reach: sa, touching: id, to: &search)
        // Touching the new circle and a front circle (as `lowestFree`'s pairs, through the same helper).
        for a in 0..<count {
            let k = Int(front[a])
            let sk = R + inflated[k] + margin
            let sine = circles[k].lowestSine
            if sine > -1 {
                // Both candidates lie no lower than the lowest point of either ring (see `offerPlacesTouchingFront`).
                let blockedAbove = centerY[k] + (sine - 1e-9) * (inflated[k] + R + margin)
                let lowestOnRings = Swift.min(ya + sa, centerY[k] + sk)
                if lowestOnRings + Search.tolerance(lowestOnRings) < blockedAbove { continue }
            }
            offerPlacesTouching(
                id, x: xa, y: ya, reach: sa, and: k, dx: centerX[k] - xa, dy: centerY[k] - ya, reach: sk, to: &search)
        }
        if !complete {
            // Every centre of `common` was covered: one after the last may be the lowest, unless a
            // new one comes before it.
            guard let found = search.kept.first, let last = common.last, Search.precedes(found, last) else {
                return false
            }
        }
        lowest = search.kept.first?.y
        return true
    }
}
