import Foundation

extension CirclePacker {
    /// Arcs of directions around a circle (radians in [0, 2π), y pointing down), to find the
    /// directions none of them blocks.
    struct ArcSet {
        var arcs: [(start: Double, end: Double)] = []
        var coversAll = false

        /// Blocks the directions within `halfWidth` of `centre`.
        mutating func block(centre: Double, halfWidth: Double) {
            if halfWidth >= .pi { coversAll = true; return }
            if !(halfWidth > 0) { return }
            var start = centre - halfWidth
            if start < 0 { start += 2 * .pi }
            if start >= 2 * .pi { start -= 2 * .pi }
            arcs.append((start, start + 2 * halfWidth))
        }

        /// Blocks the directions whose cosine with `direction` is above `limit`.
        mutating func blockBeyond(direction: Double, cosineAbove limit: Double) {
            if limit >= 1 { return }
            if limit < -1 { coversAll = true; return }
            block(centre: direction, halfWidth: acos(limit))
        }

        /// The smallest sine (y pointing down) of a direction no arc blocks, or nil when the arcs
        /// block every direction. Where two arcs only touch counts as blocked.
        mutating func lowestFreeSine() -> Double? {
            if coversAll { return nil }
            guard !arcs.isEmpty else { return -1 }
            arcs.sort { $0.start < $1.start }
            let first = arcs[0].start
            var reach = arcs[0].end
            var lowest = Double.infinity
            // Walk once round from the first arc's start; each gap is a run of free directions.
            for arc in arcs.dropFirst() {
                if arc.start > reach { lowest = Swift.min(lowest, Self.lowestSine(from: reach, to: arc.start)) }
                reach = Swift.max(reach, arc.end)
            }
            if reach < first + 2 * .pi { lowest = Swift.min(lowest, Self.lowestSine(from: reach, to: first + 2 * .pi)) }
            return lowest.isFinite ? lowest : nil
        }

        /// The smallest sine over the directions from `a` to `b` (radians, a < b).
        static func lowestSine(from a: Double, to b: Double) -> Double {
            // Straight up is 3π/2, turn after turn.
            let turns = ((a - 1.5 * .pi) / (2 * .pi)).rounded(.up)
            return 1.5 * .pi + turns * 2 * .pi <= b ? -1 : Swift.min(sin(a), sin(b))
        }
    }
}
