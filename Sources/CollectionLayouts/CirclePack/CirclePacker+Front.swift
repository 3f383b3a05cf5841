import Foundation

/// The front: the circles a later circle could still touch, where candidates come from.
extension CirclePacker {
    /// Puts circle `id` on the front, keeping it sorted by centre x; returns its position.
    mutating func insertOnFront(_ id: Int) -> Int {
        let x = centerX[id]
        let position = front.partitioningIndex { centerX[Int($0)] > x }
        front.insert(Int32(id), at: position)
        largestOnFront = Swift.max(largestOnFront, inflated[id])
        return position
    }

    /// Adds circle `id` to the front, and takes off the front the circles that can no longer be
    /// touched by a circle of radius `smallestToCome` (all of them tested again with `retestAll`,
    /// when it grew), or whose bottom is above `above`.
    mutating func updateFront(adding id: Int, top: Double, smallestToCome: Double, retestAll: Bool, above: Double) {
        circles[id].isOpen = true
        _ = insertOnFront(id)
        defer {
            largestFront = Swift.max(largestFront, front.count)
            frontTotal += front.count
        }
        let Rm = smallestToCome + spacing / 2
        let x = centerX[id], y = centerY[id], R = inflated[id]
        // On a small front a quick witness of room is enough for the others (the bound found
        // before still holds, only looser); on a large one the tight bounds pay for themselves:
        // the tutorial's fronts stay under 12, while 20,000 tiny circles in rows of hundreds pack
        // in 0.3 s with them and 6.9 s without.
        let thorough = front.count > 16
        var removed = false
        for a in 0..<front.count {
            let j = Int(front[a])
            if centerY[j] + inflated[j] < above {
                circles[j].isOpen = false
                removed = true
                continue
            }
            // The new circle can only have covered part of j's ring if it reaches it.
            let dx = centerX[j] - x, dy = centerY[j] - y
            let reach = inflated[j] + 2 * Rm + R
            if j == id || retestAll || dx * dx + dy * dy < reach * reach {
                if j != id && !retestAll && circles[j].freeX.isFinite {
                    // Still free at its highest free direction (by more than rounding): j keeps it.
                    let fx = circles[j].freeX - x, fy = circles[j].freeY - y, t = R + Rm
                    if fx * fx + fy * fy > t * t * (1 + 1e-9) { continue }
                }
                if isClosed(j, smallestRadius: smallestToCome, top: top, full: j == id || thorough) {
                    circles[j].isOpen = false
                    removed = true
                }
            }
        }
        if front.count > Self.maximumFront {
            // Keep the three quarters that reach lowest.
            let byBottom = front.sorted {
                (centerY[Int($0)] + inflated[Int($0)], $0) > (centerY[Int($1)] + inflated[Int($1)], $1)
            }
            for j in byBottom.dropFirst(Self.maximumFront * 3 / 4) { circles[Int(j)].isOpen = false }
            removed = true
        }
        if removed {
            front.removeAll { !circles[Int($0)].isOpen }
            largestOnFront = front.reduce(0) { Swift.max($0, inflated[Int($1)]) }
        }
    }

    /// Whether no circle of radius `smallestRadius` fits anywhere touching circle `j`: the ring
    /// of possible centres around j is covered by its neighbours, the walls and the top line.
    /// When it is not and `full` is true, it also records in `lowestSine` the highest free
    /// direction.
    ///
    /// A larger circle touching j at some point would contain a smaller one touching j at the
    /// same point, so a closed circle stays closed for every circle still to come, and a direction
    /// blocked for the smallest circle is blocked for every larger one.
    mutating func isClosed(_ j: Int, smallestRadius rm: Double, top: Double, full: Bool) -> Bool {
        let Rm = rm + spacing / 2
        let xj = centerX[j], yj = centerY[j]
        let ring = inflated[j] + Rm + Self.margin
        let minX = left + rm, maxX = right - rm, minY = top + rm

        if !full {
            // A quick witness: most circles on the front have room straight below or beside.
            if yj + ring >= minY && isFree(x: xj, y: yj + ring, inflatedRadius: Rm)
                || xj - ring >= minX && yj >= minY && isFree(x: xj - ring, y: yj, inflatedRadius: Rm)
                || xj + ring <= maxX && yj >= minY && isFree(x: xj + ring, y: yj, inflatedRadius: Rm)
            {
                if circles[j].freeX.isFinite { remember(j, sine: circles[j].lowestSine, x: .nan, y: .nan) }
                return false
            }
        }

        var arcs = ArcSet()
        swap(&arcs.arcs, &self.arcs)
        arcs.arcs.removeAll(keepingCapacity: true)
        defer { swap(&arcs.arcs, &self.arcs) }
        // The walls and the top line block the directions whose cosine from theirs is above a limit.
        arcs.blockBeyond(direction: .pi, cosineAbove: (xj - minX) / ring)
        arcs.blockBeyond(direction: 0, cosineAbove: (maxX - xj) / ring)
        arcs.blockBeyond(direction: 1.5 * .pi, cosineAbove: (yj - minY) / ring)
        if arcs.coversAll { return true }

        let reach = ring + Rm
        if stamp == .max {
            for k in circles.indices { circles[k].seen = 0 }
            stamp = 0
        }
        stamp += 1
        // The neighbours visited in the grid's order, without collecting them first (1.06K of
        // 23K instructions a circle on the tutorial's data at 375 points went to the list).
        let grid = self.grid
        var covered = false
        _ = grid.forEach(minX: xj - reach, maxX: xj + reach, minY: yj - reach, maxY: yj + reach) { k in
            guard k != j, circles[k].seen != stamp else { return true }
            circles[k].seen = stamp
            let dx = centerX[k] - xj, dy = centerY[k] - yj
            let t = inflated[k] + Rm
            let d2 = dx * dx + dy * dy
            let far = ring + t
            guard d2 < far * far else { return true }
            let d = d2.squareRoot()
            if d + ring <= t {
                covered = true
                return false
            }
            if d + t <= ring { return true }
            let c = (ring * ring + d2 - t * t) / (2 * ring * d)
            arcs.block(centre: atan2(dy, dx), halfWidth: acos(Swift.min(1, Swift.max(-1, c))))
            return true
        }
        if covered { return true }
        guard let (sine, angle) = arcs.lowestFreeDirection() else { return true }
        remember(j, sine: Swift.max(circles[j].lowestSine, sine), x: xj + ring * cos(angle), y: yj + ring * sin(angle))
        return false
    }

    /// Sets what examining circle `j` found, recording the values before for ``rewind(to:)``.
    mutating func remember(_ j: Int, sine: Double, x: Double, y: Double) {
        steps[recording].examined.append((Int32(j), circles[j].lowestSine, circles[j].freeX, circles[j].freeY))
        (circles[j].lowestSine, circles[j].freeX, circles[j].freeY) = (sine, x, y)
    }
}
