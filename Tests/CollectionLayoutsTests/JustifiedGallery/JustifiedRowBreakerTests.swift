@_spi(Tools) import CollectionLayouts
import Foundation
import Testing

@Suite("Justified gallery: row breaking")
struct JustifiedRowBreakerTests {
    // MARK: Width-range justification

    @Test("The last width takes the whole change when it stays within the bounds")
    func lastItemAbsorbs() {
        var widths: [CGFloat] = [150, 200, 250]
        JustifiedRowBreaker.justify(&widths, toFill: 640, minimum: 100, maximum: 300)
        #expect(widths == [150, 200, 290])
        widths = [150, 200, 250]
        JustifiedRowBreaker.justify(&widths, toFill: 500, minimum: 100, maximum: 300)
        #expect(widths == [150, 200, 150])
    }

    @Test("Past the maximum, the last width stops at it and the rest is spread by room to the bound")
    func stretchSpreads() {
        var widths: [CGFloat] = [150, 200, 250]
        // 100 more: the last takes 50 (to 300); the others have 150 and 100 of room, so take 30 and 20.
        JustifiedRowBreaker.justify(&widths, toFill: 700, minimum: 100, maximum: 300)
        #expect(widths == [180, 220, 300])
    }

    @Test("Below the minimum, the last width stops at it and the rest is taken by room to the bound")
    func shrinkSpreads() {
        var widths: [CGFloat] = [150, 200, 120]
        // 70 less: the last gives 20 (to 100); the others have 50 and 100 of room, so give 1/3 of it each.
        JustifiedRowBreaker.justify(&widths, toFill: 400, minimum: 100, maximum: 300)
        #expect(abs(widths[0] - (150 - 50.0 / 3)) < 1e-9)
        #expect(abs(widths[1] - (200 - 100.0 / 3)) < 1e-9)
        #expect(widths[2] == 100)
        #expect(abs(widths.reduce(0, +) - 400) < 1e-9)
    }

    @Test("When the bounds cannot fill the room, every width goes to the bound and the rest is split evenly")
    func beyondTheBounds() {
        var widths: [CGFloat] = [150, 200]
        JustifiedRowBreaker.justify(&widths, toFill: 800, minimum: 100, maximum: 300)
        #expect(widths == [400, 400])
        widths = [150]
        JustifiedRowBreaker.justify(&widths, toFill: 80, minimum: 100, maximum: 300)
        #expect(widths == [80])
        widths = [100, 100, 100, 100]
        JustifiedRowBreaker.justify(&widths, toFill: 350, minimum: 100, maximum: 100)
        #expect(widths == [87.5, 87.5, 87.5, 87.5])
        var none: [CGFloat] = []
        JustifiedRowBreaker.justify(&none, toFill: 100, minimum: 1, maximum: 2)
        #expect(none.isEmpty)
    }

    @Test("canFill does not depend on the natural widths")
    func canFill() {
        // Three items between 100 and 300 with gaps of 10 fill 320…920.
        #expect(JustifiedRowBreaker.canFill(count: 3, room: 320, spacing: 10, minimum: 100, maximum: 300))
        #expect(JustifiedRowBreaker.canFill(count: 3, room: 920, spacing: 10, minimum: 100, maximum: 300))
        #expect(!JustifiedRowBreaker.canFill(count: 3, room: 319, spacing: 10, minimum: 100, maximum: 300))
        #expect(!JustifiedRowBreaker.canFill(count: 3, room: 921, spacing: 10, minimum: 100, maximum: 300))
    }

    @Test(
        "A row ends stretched or with one more item shrunk: what can stay in bounds, then the smaller change, then the stretch"
    )
    func rowEnds() {
        let hundreds = [CGFloat](repeating: 100, count: 10)
        func end(room: CGFloat, minimum: CGFloat = 50, maximum: CGFloat = 200) -> (Int, Bool) {
            let r = JustifiedRowBreaker.widthRangeRowEnd(
                hundreds, from: 2, room: room, spacing: 0, minimum: minimum, maximum: maximum)
            return (r.end, r.fills)
        }
        // Three fit in 350; stretching by 50 or shrinking by 50 with a fourth: a tie goes to the stretch.
        #expect(end(room: 350) == (5, true))
        // 360: stretch 60 or shrink 40.
        #expect(end(room: 360) == (6, true))
        // 340: stretch 40 is smaller, but three items of at most 105 cannot fill 340; four of at least 60 can.
        #expect(end(room: 340, minimum: 60, maximum: 105) == (6, true))
        // 300 exactly: no change.
        #expect(end(room: 300) == (5, true))
        // The section's items run out with room to spare: a last row that does not fill.
        #expect(
            JustifiedRowBreaker.widthRangeRowEnd(hundreds, from: 7, room: 1000, spacing: 0, minimum: 50, maximum: 200)
                == (10, false))
        // A single last item wider than the room is shrunk to it.
        #expect(
            JustifiedRowBreaker.widthRangeRowEnd(hundreds, from: 9, room: 80, spacing: 0, minimum: 50, maximum: 200)
                == (10, true))
        // One more item is never taken when its gaps alone would fill the room.
        let r = JustifiedRowBreaker.widthRangeRowEnd(
            [10, 10, 10], from: 0, room: 150, spacing: 200, minimum: 10, maximum: 100)
        #expect(r.end == 1 && r.fills)
    }

    // MARK: Optimal breaks

    @Test("A tiny section by hand: rows of exactly the target height, the short last row free")
    func optimalByHand() {
        let ends = JustifiedRowBreaker.optimalRowEnds(
            ratios: [2, 2, 1, 3, 1], room: 400, spacing: 0, targetHeight: 100,
            minimumHeight: 50, lastRowIsFree: true)
        #expect(ends == [2, 4, 5])
        #expect(
            JustifiedRowBreaker.optimalRowEnds(
                ratios: [], room: 400, spacing: 0, targetHeight: 100,
                minimumHeight: 50, lastRowIsFree: true
            ).isEmpty)
    }

    @Test("Optimal against brute force over every set of breaks, for tiny sections", arguments: 0..<60)
    func optimalAgainstBruteForce(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let n = Int.random(in: 1...11, using: &rng)
        let ratios = (0..<n).map { _ in CGFloat.random(in: 0.3...3, using: &rng) }
        let room = CGFloat.random(in: 100...1200, using: &rng)
        let spacing = CGFloat.random(in: 0...20, using: &rng)
        let target = CGFloat.random(in: 50...400, using: &rng)
        let minimum = target * CGFloat.random(in: 0.1...1, using: &rng)
        let limit = Int.random(in: 1...8, using: &rng)
        for lastRowIsFree in [false, true] {
            for objective in [JustifiedRowBreaker.Objective.squaredDeviation, .absoluteDeviation] {
                let ends = JustifiedRowBreaker.optimalRowEnds(
                    ratios: ratios, room: room, spacing: spacing, targetHeight: target, minimumHeight: minimum,
                    lastRowIsFree: lastRowIsFree, maximumItemsPerRow: limit, objective: objective)
                let squared = objective == .squaredDeviation
                #expect(ends.last == n && zip(ends, ends.dropFirst()).allSatisfy { $0 < $1 }, "seed \(seed)")
                #expect(
                    Self.allowed(ratios, ends: ends, room: room, spacing: spacing, minimum: minimum, limit: limit),
                    "seed \(seed)")
                // Every set of breaks: bit k of `mask` breaks after item k.
                var best = Double.infinity
                for mask in 0..<(1 << (n - 1)) {
                    let candidate = (0..<(n - 1)).filter { mask & (1 << $0) != 0 }.map { $0 + 1 } + [n]
                    guard
                        Self.allowed(
                            ratios, ends: candidate, room: room, spacing: spacing, minimum: minimum, limit: limit)
                    else { continue }
                    best = Swift.min(
                        best,
                        Self.cost(
                            ratios, ends: candidate, room: room, spacing: spacing, target: target,
                            lastRowIsFree: lastRowIsFree, squared: squared))
                }
                let got = Self.cost(
                    ratios, ends: ends, room: room, spacing: spacing, target: target,
                    lastRowIsFree: lastRowIsFree, squared: squared)
                #expect(abs(got - best) <= 1e-9 * Swift.max(1, best), "seed \(seed): \(got) against the best \(best)")
            }
        }
    }

    @Test(
        "Optimal breaks of thousands of items, worked out in blocks and extended in pieces, equal the textbook programme's",
        arguments: 0..<8)
    func optimalAgainstTextbook(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        // Past 4,096 items, so that the programme drops costs no row reaches, block after block.
        let n = Int.random(in: 4_000...9_000, using: &rng)
        let ratios = (0..<n).map { _ in CGFloat.random(in: 0.4...2.5, using: &rng) }
        let room = CGFloat.random(in: 300...1400, using: &rng), spacing = CGFloat.random(in: 0...20, using: &rng)
        let target = CGFloat.random(in: 80...300, using: &rng)
        let minimum = target * CGFloat.random(in: 0.1...1, using: &rng)
        let limit = [1, 2, 7, 200][Int(seed % 4)]
        let lastRowIsFree = seed % 2 == 0,
            objective: JustifiedRowBreaker.Objective =
                seed % 3 == 0 ? .absoluteDeviation : .squaredDeviation
        let expected = Self.textbookEnds(
            ratios, room: room, spacing: spacing, target: target, minimum: minimum, lastRowIsFree: lastRowIsFree,
            limit: limit, squared: objective == .squaredDeviation)
        #expect(
            JustifiedRowBreaker.optimalRowEnds(
                ratios: ratios, room: room, spacing: spacing, targetHeight: target, minimumHeight: minimum,
                lastRowIsFree: lastRowIsFree, maximumItemsPerRow: limit, objective: objective) == expected,
            "seed \(seed)")
        // Appends: the section grows in pieces, each handed the ratios from the first one it needs.
        var breaks = JustifiedRowBreaker.OptimalRowBreaks(
            room: room, spacing: spacing, targetHeight: target, minimumHeight: minimum, lastRowIsFree: lastRowIsFree,
            maximumItemsPerRow: limit, objective: objective)
        var count = 0
        while count < n {
            count = Swift.min(n, count + Int.random(in: 1...3_000, using: &rng))
            let base = breaks.firstNeededRatio
            breaks.extend(ratios: Array(ratios[base..<count]), from: base)
            #expect(breaks.count == count)
        }
        #expect(breaks.allEnds == expected, "seed \(seed), extended in pieces")
    }

    /// The optimal breaks as the programme is written in textbooks: the least cost of every prefix
    /// kept, each row tried from its last item back.
    static func textbookEnds(
        _ ratios: [CGFloat], room: CGFloat, spacing: CGFloat, target: CGFloat, minimum: CGFloat,
        lastRowIsFree: Bool, limit: Int, squared: Bool
    ) -> [Int] {
        let n = ratios.count
        var best = [0.0] + [Double](repeating: .infinity, count: n), start = [Int](repeating: 0, count: n + 1)
        for j in 1...n {
            var sum = 0.0
            start[j] = j - 1
            for i in stride(from: j - 1, through: Swift.max(0, j - limit), by: -1) {
                sum += Double(ratios[i])
                let height = (Double(room) - Double(j - i - 1) * Double(spacing)) / sum
                if j - i > 1 && !(height >= Double(minimum)) { break }
                let deviation = lastRowIsFree && j == n && height >= Double(target) ? 0 : height - Double(target)
                let cost = best[i] + (squared ? deviation * deviation : abs(deviation))
                if cost < best[j] {
                    best[j] = cost
                    start[j] = i
                }
            }
        }
        var ends: [Int] = []
        var j = n
        while j > 0 {
            ends.append(j)
            j = start[j]
        }
        return ends.reversed()
    }

    /// Whether rows ending at `ends` are ones the breaker may form.
    static func allowed(
        _ ratios: [CGFloat], ends: [Int], room: CGFloat, spacing: CGFloat, minimum: CGFloat, limit: Int
    ) -> Bool {
        var start = 0
        for end in ends {
            let count = end - start
            let height =
                (Double(room) - Double(count - 1) * Double(spacing))
                / ratios[start..<end].reduce(0.0) { $0 + Double($1) }
            if count > limit || (count > 1 && !(height >= Double(minimum))) { return false }
            start = end
        }
        return true
    }

    /// The total cost of rows ending at `ends`, computed from scratch.
    static func cost(
        _ ratios: [CGFloat], ends: [Int], room: CGFloat, spacing: CGFloat, target: CGFloat,
        lastRowIsFree: Bool, squared: Bool
    ) -> Double {
        var start = 0, total = 0.0
        for end in ends {
            let height =
                (Double(room) - Double(end - start - 1) * Double(spacing))
                / ratios[start..<end].reduce(0.0) { $0 + Double($1) }
            let deviation =
                lastRowIsFree && end == ratios.count && height >= Double(target) ? 0 : height - Double(target)
            total += squared ? deviation * deviation : abs(deviation)
            start = end
        }
        return total
    }
}
