import Foundation

extension CirclePacker {
    /// Arcs of directions around a circle (radians in [0, 2π), y pointing down), to find the
    /// directions none of them blocks.
    struct ArcSet {
        var arcs: [(start: Double, end: Double)] = []
        var coversAll = false

        /// Blocks the directions within `halfWidth` of `centre`.
        mutating func block(centre: Double, halfWidth: Double) {
            if halfWidth >= .pi {
                coversAll = true
                return
            }
            if !(halfWidth > 0) { return }
            var start = centre - halfWidth
            if start < 0 { start += 2 * .pi }
            if start >= 2 * .pi { start -= 2 * .pi }
            arcs.append((start, start + 2 * halfWidth))
        }

        /// Blocks the directions whose cosine with `direction` is above `limit`.
        mutating func blockBeyond(direction: Double, cosineAbove limit: Double) {
            if limit >= 1 { return }
            if limit < -1 {
                coversAll = true
                return
            }
            block(centre: direction, halfWidth: acos(limit))
        }

        /// The free direction with the smallest sine (y pointing down), and that sine; nil when the
        /// arcs block every direction. Where two arcs only touch counts as blocked.
        mutating func lowestFreeDirection() -> (sine: Double, angle: Double)? {
            if coversAll { return nil }
            guard !arcs.isEmpty else { return (-1, 1.5 * .pi) }
            arcs.sort { $0.start < $1.start }
            let first = arcs[0].start
            var reach = arcs[0].end
            var lowest: (sine: Double, angle: Double) = (.infinity, 0)
            // Walk once round from the first arc's start; each gap is a run of free directions.
            for arc in arcs.dropFirst() {
                if arc.start > reach {
                    let gap = Self.lowestDirection(from: reach, to: arc.start)
                    if gap.sine < lowest.sine { lowest = gap }
                }
                reach = Swift.max(reach, arc.end)
            }
            if reach < first + 2 * .pi {
                let gap = Self.lowestDirection(from: reach, to: first + 2 * .pi)
                if gap.sine < lowest.sine { lowest = gap }
            }
            return lowest.sine.isFinite ? lowest : nil
        }

        /// The direction with the smallest sine from `a` to `b` (radians, a < b), and that sine.
        static func lowestDirection(from a: Double, to b: Double) -> (sine: Double, angle: Double) {
            // Straight up is 3π/2, turn after turn.
            let turns = ((a - 1.5 * .pi) / (2 * .pi)).rounded(.up)
            if 1.5 * .pi + turns * 2 * .pi <= b { return (-1, 1.5 * .pi) }
            let sa = sin(a), sb = sin(b)
            return sb < sa ? (sb, b) : (sa, a)
        }
    }
}
