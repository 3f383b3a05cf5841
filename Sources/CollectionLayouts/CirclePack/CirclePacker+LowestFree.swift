import Foundation

/// The search of the whole front for the lowest free centres.
extension CirclePacker {
    /// The `limit` lowest free centres for a circle of radius `r` (the leftmost first on a tie),
    /// at least half a point apart: the candidates that touch two constraints, checked best first.
    ///
    /// Front circles are visited in order of a lower bound on the height of any free centre
    /// touching them (from the directions that were still free around them when they were last
    /// examined, see `examine`), and the search stops when that bound is lower than what it has.
    ///
    /// With `onTopLine` false, the candidates on the top line (the top corners, and touching a
    /// front circle) are left out, and candidates near each other are all kept: the common part
    /// of the look-ahead's searches (`lowestFree(radius:after:top:floor:common:lowest:)`).
    mutating func lowestFree(
        radius r: Double, top: Double, floor: Double, limit: Int, onTopLine: Bool = true
    ) -> [(x: Double, y: Double)] {
        var search = Search(
            inflatedRadius: r + spacing / 2, xLo: left + r, xHi: Swift.max(right - r, left + r),
            yMin: Swift.max(top + r, floor), limit: limit, kept: [])
        search.mergeTwins = onTopLine
        if onTopLine { swap(&search.kept, &kept) } else { swap(&search.kept, &keptCommon) }
        search.kept.removeAll(keepingCapacity: true)
        defer {
            candidatesGenerated += search.generated
            candidatesChecked += search.checked
        }
        // The top corners: on the top line, against a wall.
        if onTopLine {
            offer(search.xLo, search.yMin, to: &search)
            offer(search.xHi, search.yMin, to: &search)
        }
        rankFront(inflatedRadius: search.inflatedRadius, yMin: search.yMin)
        // Bound: the front (at most maximumFront + 1 circles); candidates per circle are O(front²).
        for ranked in frontOrder {
            let position = Int(ranked)
            if frontBounds[position] > search.cutoff { break }
            visitedOnFront[position] = true
            offerPlacesTouchingFront(at: position, onTopLine: onTopLine, to: &search)
        }
        let result = search.kept
        if onTopLine { swap(&search.kept, &kept) } else { swap(&search.kept, &keptCommon) }
        return result
    }

    /// Fills the scratch arrays for a search for a circle of inflated radius `inflatedRadius`
    /// whose centre goes no higher than `yMin`: for each front position its bound
    /// (`frontBounds`) and the height above which a centre touching it is blocked
    /// (`blockedAbove`), none visited yet (`visitedOnFront`), and in `frontOrder` the front
    /// positions by bound, lowest first (the lower position first on a tie).
    private mutating func rankFront(inflatedRadius: Double, yMin: Double) {
        let count = front.count
        frontBounds.removeAll(keepingCapacity: true)
        blockedAbove.removeAll(keepingCapacity: true)
        frontOrder.removeAll(keepingCapacity: true)
        for position in 0..<count {
            let circle = Int(front[position])
            // The sine of the highest free direction around the circle, and the distance from its
            // centre at which a new centre touches it.
            let sine = circles[circle].lowestSine, ring = inflated[circle] + inflatedRadius + Self.margin
            frontBounds.append(Swift.max(yMin, centerY[circle] + ring * sine))
            blockedAbove.append(sine > -1 ? centerY[circle] + (sine - 1e-9) * ring : -.infinity)
            frontOrder.append(Int32(position))
        }
        frontBounds.withUnsafeBufferPointer { bounds in
            if count <= 64 {
                // Insertion sort, stable (positions go in increasing), without the closure calls of
                // `sort(by:)`, which took 7 % of a wide packing's time (fronts of 33 circles).
                frontOrder.withUnsafeMutableBufferPointer { order in
                    for sorted in order.indices.dropFirst() {
                        let position = order[sorted], bound = bounds[Int(position)]
                        var slot = sorted
                        // Bound: sorted < 64 steps.
                        while slot > 0 && bounds[Int(order[slot - 1])] > bound {
                            order[slot] = order[slot - 1]
                            slot -= 1
                        }
                        order[slot] = position
                    }
                }
            } else {
                frontOrder.sort { bounds[Int($0)] != bounds[Int($1)] ? bounds[Int($0)] < bounds[Int($1)] : $0 < $1 }
            }
        }
        visitedOnFront.removeAll(keepingCapacity: true)
        visitedOnFront.append(contentsOf: repeatElement(false, count: count))
    }

    /// Offers the candidates touching the front circle at `position`: on the top line (unless
    /// `onTopLine` is false), against a wall, and touching a front circle not visited yet.
    @inline(__always)
    private mutating func offerPlacesTouchingFront(at position: Int, onTopLine: Bool, to search: inout Search) {
        let circle = Int(front[position])
        let circleX = centerX[circle], circleY = centerY[circle]
        // The distance from the circle's centre at which a new centre touches it.
        let reach = search.inflatedRadius + inflated[circle] + Self.margin
        // On the top line, touching the circle.
        let aboveTopLine = search.yMin - circleY
        if onTopLine && Swift.abs(aboveTopLine) < reach {
            let dx = (reach * reach - aboveTopLine * aboveTopLine).squareRoot()
            offer(circleX - dx, search.yMin, touching: circle, to: &search)
            offer(circleX + dx, search.yMin, touching: circle, to: &search)
        }
        // Against a wall, touching the circle.
        offerWallPlaces(aroundX: circleX, y: circleY, reach: reach, touching: circle, to: &search)
        // Touching the circle and a front circle not visited yet, on either side (the front is
        // sorted by x, so the neighbours that can touch the same circle are a run around it).
        let farthest = reach + search.inflatedRadius + largestOnFront + Self.margin
        let count = front.count
        for step in stride(from: 1, through: -1, by: -2) {
            var next = position + step
            // Bound: `count` steps (the front, at most maximumFront + 1): `next` moves by one each.
            while next >= 0 && next < count {
                let neighbour = Int(front[next])
                let dx = centerX[neighbour] - circleX
                if Swift.abs(dx) >= farthest { break }
                let neighbourPosition = next
                next += step
                if visitedOnFront[neighbourPosition] || frontBounds[neighbourPosition] > search.cutoff { continue }
                let neighbourReach = search.inflatedRadius + inflated[neighbour] + Self.margin
                // Both candidates lie no lower than the lowest point of either ring; when that is
                // above a direction blocked around either circle, both would be blocked. On 100,000
                // equal 40-point circles at 1024 points: 23 million blocked candidates → 2.9
                // million, 1.2 s → 0.94 s.
                let lowestOnRings = Swift.min(circleY + reach, centerY[neighbour] + neighbourReach)
                if lowestOnRings + Search.tolerance(lowestOnRings)
                    < Swift.max(blockedAbove[position], blockedAbove[neighbourPosition])
                {
                    continue
                }
                offerPlacesTouching(
                    circle, x: circleX, y: circleY, reach: reach,
                    and: neighbour, dx: dx, dy: centerY[neighbour] - circleY, reach: neighbourReach, to: &search)
            }
        }
    }

    /// Offers the centres that touch two circles: `circle`, centred at (`x`, `y`), at distance
    /// `reach` from its centre, and `other`, centred at (`x` + `dx`, `y` + `dy`), at distance
    /// `otherReach` from its centre. The two points where those rings cross, if they do.
    @inline(__always)
    mutating func offerPlacesTouching(
        _ circle: Int, x: Double, y: Double, reach: Double,
        and other: Int, dx: Double, dy: Double, reach otherReach: Double, to search: inout Search
    ) {
        let distanceSquared = dx * dx + dy * dy
        let reaches = reach + otherReach
        guard distanceSquared < reaches * reaches, distanceSquared > 0 else { return }
        let distance = distanceSquared.squareRoot()
        guard distance > Swift.abs(reach - otherReach) else { return }
        // The chord between the two crossings: its middle, `along` from (x, y) towards the other
        // centre, and half its length.
        let along = (reach * reach - otherReach * otherReach + distanceSquared) / (2 * distance)
        let halfChord = Swift.max(0, reach * reach - along * along).squareRoot()
        let unitX = dx / distance, unitY = dy / distance
        let middleX = x + along * unitX, middleY = y + along * unitY
        offer(middleX - halfChord * unitY, middleY + halfChord * unitX, touching: circle, other, to: &search)
        offer(middleX + halfChord * unitY, middleY - halfChord * unitX, touching: circle, other, to: &search)
    }
}
