import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where a justified gallery breaks its rows, and how a row of widths is made to fill its room.
///
/// Pure functions of one section's data, used by ``JustifiedGalleryLayout`` and public so that
/// benchmarks and tests can hold them to brute force.
@_spi(Tools) public enum JustifiedRowBreaker {
    // MARK: Aspect-ratio mode

    /// What the optimal breaker minimises, summed over the rows.
    @_spi(Tools) public enum Objective: Hashable, Sendable {
        /// `(height − target)²`: the layout's choice, which prefers several small deviations to
        /// one large one.
        case squaredDeviation
        /// `|height − target|`: the least total deviation any breaker can reach, a yardstick.
        case absoluteDeviation
    }

    /// The height of a row of `count` items whose aspect ratios add up to `ratioSum`, scaled so that
    /// the items and the `count − 1` gaps of `spacing` fill `room` exactly.
    @inlinable @_spi(Tools) public static func rowHeight(
        ratioSum: CGFloat, count: Int, room: CGFloat, spacing: CGFloat
    ) -> CGFloat {
        (room - CGFloat(count - 1) * spacing) / ratioSum
    }

    /// The row breaks of one section that minimise the total squared deviation of the row heights
    /// from `targetHeight`, by dynamic programming over the break points.
    ///
    /// A row of items `i..<j` fills `room` at height ``rowHeight(ratioSum:count:room:spacing:)``
    /// and costs `(height − targetHeight)²` (or `|height − targetHeight|`, see ``Objective``). With `lastRowIsFree`,
    /// the section's last row costs
    /// nothing when it is at least `targetHeight` tall (it will be shown at the target height with
    /// room to spare, not stretched). Rows of several items shorter than `minimumHeight` are never
    /// formed, nor rows of more than `maximumItemsPerRow` items; a row of one item always may be,
    /// so there is always an answer. Since a row only gets shorter as items join it, the search
    /// for each break stops at the first row too short: O(n·k) for k the most items a row can hold.
    /// Equal costs go to the break with the fewest items in the last row, so the answer is unique.
    ///
    /// - Parameters:
    ///   - ratios: The items' aspect ratios (`width / height`), each positive and finite.
    ///   - room: The width the rows fill.
    ///   - spacing: The gap between neighbouring items.
    /// - Returns: The end (exclusive) of each row, ascending; the last is `ratios.count`. Empty
    ///   for no items.
    @_spi(Tools) public static func optimalRowEnds(
        ratios: [CGFloat], room: CGFloat, spacing: CGFloat, targetHeight: CGFloat,
        minimumHeight: CGFloat, lastRowIsFree: Bool,
        maximumItemsPerRow: Int = JustifiedGalleryLayout.maximumItemsPerRow,
        objective: Objective = .squaredDeviation
    ) -> [Int] {
        guard !ratios.isEmpty else { return [] }
        var breaks = OptimalRowBreaks(
            room: room, spacing: spacing, targetHeight: targetHeight, minimumHeight: minimumHeight,
            lastRowIsFree: lastRowIsFree, maximumItemsPerRow: maximumItemsPerRow, objective: objective)
        breaks.extend(ratios: ratios, from: 0)
        return breaks.allEnds
    }

    /// The dynamic programme of
    /// ``optimalRowEnds(ratios:room:spacing:targetHeight:minimumHeight:lastRowIsFree:maximumItemsPerRow:objective:)``,
    /// kept so that items appended to the section extend it: the least cost of every prefix does
    /// not depend on the items after it (only the section's last row is treated apart), so
    /// appending k items costs O(k·maximumItemsPerRow), and the new breaks differ from the old ones
    /// only back to where the two paths meet (see ``breaks(backTo:)``).
    package struct OptimalRowBreaks: Sendable {
        let room: Double, gap: Double, target: Double, minimum: Double
        let lastRowIsFree: Bool
        let limit: Int
        let squared: Bool
        /// start[j]: where the last row of the best layout of items 0..<j starts.
        private var start: [Int32] = [0]
        /// best[j − bestOrigin]: the least cost of laying out items 0..<j, for the last j only: a row
        /// reaches back at most `limit` items, so older costs are never read again. The entry of the
        /// last item counts its row as the section's last.
        private var best: [Double] = [0]
        private var bestOrigin = 0

        /// The items whose costs one pass of ``extend(ratios:from:)`` works out before it drops
        /// those no row can reach: (4,096 + 200) × 8 bytes stay in the cache, where the costs of
        /// all items took 8 MB for a million photos.
        private static let costBlock = 4096

        package init(
            room: CGFloat, spacing: CGFloat, targetHeight: CGFloat, minimumHeight: CGFloat, lastRowIsFree: Bool,
            maximumItemsPerRow: Int = JustifiedGalleryLayout.maximumItemsPerRow,
            objective: Objective = .squaredDeviation
        ) {
            self.room = Double(room)
            gap = Double(spacing)
            target = Double(targetHeight)
            minimum = Double(minimumHeight)
            self.lastRowIsFree = lastRowIsFree
            limit = Swift.max(1, maximumItemsPerRow)
            squared = objective == .squaredDeviation
        }

        /// The number of items laid out.
        package var count: Int { start.count - 1 }

        /// The bytes the programme's arrays hold, from their capacities.
        package var retainedBytes: Int {
            start.capacity * MemoryLayout<Int32>.stride + best.capacity * MemoryLayout<Double>.stride
        }

        /// The index of the first ratio ``extend(ratios:)`` needs: the rows that end at the old
        /// last item or later may start that far back.
        package var firstNeededRatio: Int { Swift.max(0, count - limit) }

        /// Adds items: `ratios` are the section's ratios from item `base` (at most
        /// ``firstNeededRatio``) to the new last item.
        package mutating func extend(ratios: [CGFloat], from base: Int) {
            let n = base + ratios.count
            guard n > count, base <= firstNeededRatio else { return }
            // The old last item's entry counted its row as the section's last: it is worked out again.
            let first = Swift.max(1, count)
            // Worked on as locals, so that the buffers below are the only accesses.
            var start: [Int32] = [], best: [Double] = [], origin = bestOrigin
            swap(&start, &self.start)
            swap(&best, &self.best)
            start.removeLast(start.count - first)
            best.removeLast(origin + best.count - first)
            start.reserveCapacity(n + 1)
            // The room a row of c items leaves them (c in 1...), as the height divides it: the
            // same value for every row, worked out once.
            let rowRooms = (0...Swift.min(limit, n)).map { room - Double($0 - 1) * gap }
            var blockStarts = [Int32](repeating: 0, count: Swift.min(Self.costBlock, n - first + 1))
            let step = Step(
                limit: limit, minimum: minimum, target: target, lastRowIsFree: lastRowIsFree, squared: squared, n: n)
            var blockFirst = first
            // Bound: ⌈(n − first + 1) / costBlock⌉ passes: each ends past `costBlock` more items.
            while blockFirst <= n {
                let blockLast = Swift.min(n, blockFirst + Self.costBlock - 1)
                let reach = Swift.max(0, blockFirst - limit)
                if reach > origin {
                    best.removeFirst(reach - origin)
                    origin = reach
                }
                best.append(contentsOf: repeatElement(0, count: blockLast - blockFirst + 1))
                best.withUnsafeMutableBufferPointer { best in
                    blockStarts.withUnsafeMutableBufferPointer { starts in
                        ratios.withUnsafeBufferPointer { ratios in
                            rowRooms.withUnsafeBufferPointer { rowRooms in
                                step.run(
                                    blockFirst...blockLast, ratios: ratios, base: base, rowRooms: rowRooms,
                                    best: best, origin: origin, starts: starts)
                            }
                        }
                    }
                }
                start.append(contentsOf: blockStarts[...(blockLast - blockFirst)])
                blockFirst = blockLast + 1
            }
            // Keep only the costs the next extension reads.
            let reach = Swift.max(0, n - limit)
            if reach > origin {
                best.removeFirst(reach - origin)
                origin = reach
            }
            swap(&start, &self.start)
            swap(&best, &self.best)
            bestOrigin = origin
        }

        /// One pass of the programme over a block of items, on the buffers ``extend(ratios:from:)``
        /// hands it. Indices are worked out with wrapping arithmetic: every one is between 0 and
        /// the item count, which the arrays hold.
        private struct Step {
            let limit: Int, minimum: Double, target: Double, lastRowIsFree: Bool, squared: Bool
            /// The section's item count.
            let n: Int

            /// Works out best[j] (at j − origin) and the start of its last row (at j − the block's
            /// first) for each j of `block`.
            func run(
                _ block: ClosedRange<Int>, ratios: UnsafeBufferPointer<CGFloat>, base: Int,
                rowRooms: UnsafeBufferPointer<Double>, best: UnsafeMutableBufferPointer<Double>, origin: Int,
                starts: UnsafeMutableBufferPointer<Int32>
            ) {
                for j in block {
                    let isLast = lastRowIsFree && j == n
                    // The usual case, with its two choices made outside the loop, indices unchecked and
                    // the room of each row length looked up: this loop runs once per row tried, so
                    // it does no work that does not depend on the row.
                    let row =
                        squared && !isLast
                        ? cheapestRow(
                            ending: j, ratios: ratios, base: base, rowRooms: rowRooms, best: best, origin: origin,
                            isLast: false, squared: true)
                        : cheapestRow(
                            ending: j, ratios: ratios, base: base, rowRooms: rowRooms, best: best, origin: origin,
                            isLast: isLast, squared: squared)
                    best[j &- origin] = row.cost
                    starts[j &- block.lowerBound] = Int32(row.start)
                }
            }

            /// The least cost of items 0..<j whose last row is i..<j, and that i.
            @inline(__always)
            private func cheapestRow(
                ending j: Int, ratios: UnsafeBufferPointer<CGFloat>, base: Int, rowRooms: UnsafeBufferPointer<Double>,
                best: UnsafeMutableBufferPointer<Double>, origin: Int, isLast: Bool, squared: Bool
            ) -> (cost: Double, start: Int) {
                @inline(__always) func cost(_ i: Int, _ height: Double) -> Double {
                    let deviation = isLast && height >= target ? 0 : height - target
                    return best[i &- origin] + (squared ? deviation * deviation : abs(deviation))
                }
                // The row of item j − 1 alone, which is always allowed.
                var i = j &- 1
                var sum = Double(ratios[i &- base])
                var count = 1
                let first = cost(i, rowRooms[1] / sum)
                var bestCost = first < .infinity ? first : .infinity
                var bestStart = i
                let lowest = Swift.max(0, j &- limit)
                // Bound: `limit` (maximumItemsPerRow) steps: i falls by one each, down to j − limit.
                while i > lowest {
                    i &-= 1
                    count &+= 1
                    sum += Double(ratios[i &- base])
                    let height = rowRooms[count] / sum
                    if !(height >= minimum) { break }
                    let cost = cost(i, height)
                    if cost < bestCost {
                        bestCost = cost
                        bestStart = i
                    }
                }
                return (bestCost, bestStart)
            }
        }

        /// The optimal breaks from the last item back to the first break that `stop` accepts (0
        /// always is), ascending: that break, then the end of each row after it.
        package func breaks(backTo stop: (Int) -> Bool) -> [Int] {
            var ends: [Int] = []
            var j = count
            // Bound: `count` steps: start[j] < j, so j falls each time.
            while j > 0 && !stop(j) {
                ends.append(j)
                j = Int(start[j])
            }
            ends.append(j)
            return ends.reversed()
        }

        /// The end of every row, ascending.
        package var allEnds: [Int] {
            var rows = 0
            var j = count
            // Bound: `count` steps: start[j] < j, so j falls each time.
            while j > 0 {
                rows += 1
                j = Int(start[j])
            }
            // Written from the last row back, into an array of its final size.
            return [Int](unsafeUninitializedCapacity: rows) { ends, written in
                var j = count
                for row in stride(from: rows - 1, through: 0, by: -1) {
                    ends.initializeElement(at: row, to: j)
                    j = Int(start[j])
                }
                written = rows
            }
        }
    }

    // MARK: Width-range mode

    /// Whether `count` items, each between `minimum` and `maximum` wide, can fill `room` with their
    /// `count − 1` gaps of `spacing`. It does not depend on the items' natural widths.
    @inlinable package static func canFill(
        count: Int, room: CGFloat, spacing: CGFloat, minimum: CGFloat, maximum: CGFloat
    ) -> Bool {
        let itemRoom = room - CGFloat(count - 1) * spacing
        return CGFloat(count) * minimum <= itemRoom && itemRoom <= CGFloat(count) * maximum
    }

    /// Where the row that starts at `start` ends in the width-range mode, and whether it fills the
    /// room.
    ///
    /// The row takes items while their natural widths and gaps fit `room` (at least one item).
    /// If the section's items run out with room to spare, that is the section's last row and it
    /// does not fill. Otherwise the row either ends there and is stretched, or takes one more item
    /// and is shrunk: the choice that can fill the room within `minimum…maximum` wins, then the one
    /// that changes the widths less, then the stretch. (If neither can, no row of any length can:
    /// see ``canFill(count:room:spacing:minimum:maximum:)``.) One more item is never taken when its
    /// gaps alone would fill the room.
    ///
    /// - Parameter widths: The section's natural widths, each within `minimum…maximum`.
    package static func widthRangeRowEnd(
        _ widths: [CGFloat], from start: Int, room: CGFloat, spacing: CGFloat,
        minimum: CGFloat, maximum: CGFloat
    ) -> (end: Int, fills: Bool) {
        var length = widths[start]
        var end = start + 1
        // Bound: widths.count − start steps: end grows by one each.
        while end < widths.count && length + spacing + widths[end] <= room {
            length += spacing + widths[end]
            end += 1
        }
        if end == widths.count && length <= room { return (end, false) }
        guard end < widths.count, room - CGFloat(end - start) * spacing > 0 else { return (end, true) }
        let stretch = room - length
        let shrink = length + spacing + widths[end] - room
        let stretchFits = canFill(count: end - start, room: room, spacing: spacing, minimum: minimum, maximum: maximum)
        let shrinkFits = canFill(
            count: end - start + 1, room: room, spacing: spacing, minimum: minimum, maximum: maximum)
        if stretchFits != shrinkFits { return (stretchFits ? end : end + 1, true) }
        return (shrink < abs(stretch) ? end + 1 : end, true)
    }

    /// Changes `widths` so that they add up to `itemRoom`, keeping them within `minimum…maximum`
    /// where that is possible.
    ///
    /// The last width takes the whole change when it stays within the bounds. Otherwise it stops at
    /// the bound (`maximum` when stretching, `minimum` when shrinking) and the rest of the change is
    /// spread over the other widths in proportion to their room to that bound, so none passes it.
    /// When even that is not enough, every width goes to the bound and what is left is split evenly
    /// over all of them: the widths pass the bound, but still add up to `itemRoom`. Widths stay
    /// positive when `itemRoom` is.
    ///
    /// - Parameter widths: Natural widths, each within `minimum…maximum`; nothing changes when empty.
    package static func justify(_ widths: inout [CGFloat], toFill itemRoom: CGFloat, minimum: CGFloat, maximum: CGFloat)
    {
        widths.withUnsafeMutableBufferPointer { justify($0, toFill: itemRoom, minimum: minimum, maximum: maximum) }
    }

    /// ``justify(_:toFill:minimum:maximum:)`` in place, on a row of a section's widths.
    package static func justify(
        _ widths: UnsafeMutableBufferPointer<CGFloat>, toFill itemRoom: CGFloat, minimum: CGFloat, maximum: CGFloat
    ) {
        guard let last = widths.indices.last else { return }
        var change = itemRoom - widths.reduce(0, +)
        guard change != 0 else { return }
        let wanted = widths[last] + change
        if wanted >= minimum && wanted <= maximum {
            widths[last] = wanted
            return
        }
        let stretching = change > 0
        let bound = stretching ? maximum : minimum
        change -= bound - widths[last]
        widths[last] = bound
        var spare: CGFloat = 0
        for k in 0..<last { spare += stretching ? maximum - widths[k] : widths[k] - minimum }
        if spare > 0 && spare >= abs(change) {
            let fraction = abs(change) / spare
            for k in 0..<last {
                let room = stretching ? maximum - widths[k] : widths[k] - minimum
                widths[k] += (stretching ? 1 : -1) * fraction * room
            }
        } else {
            for k in 0..<last { widths[k] = bound }
            change -= stretching ? spare : -spare
            let share = change / CGFloat(widths.count)
            for k in widths.indices { widths[k] += share }
        }
    }
}
