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
        /// best[j]: the least cost of laying out items 0..<j; start[j]: where its last row starts.
        /// The entry of the last item counts its row as the section's last.
        private var best: [Double] = [0]
        private var start: [Int32] = [0]

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
        package var count: Int { best.count - 1 }

        /// The index of the first ratio ``extend(ratios:)`` needs: the rows that end at the old
        /// last item or later may start that far back.
        package var firstNeededRatio: Int { Swift.max(0, count - limit) }

        /// Adds items: `ratios` are the section's ratios from item `base` (at most
        /// ``firstNeededRatio``) to the new last item.
        package mutating func extend(ratios: [CGFloat], from base: Int) {
            let n = base + ratios.count
            guard n > count, base <= firstNeededRatio else { return }
            let first = Swift.max(1, count)
            best.removeLast(best.count - first)
            start.removeLast(start.count - first)
            best.reserveCapacity(n + 1)
            start.reserveCapacity(n + 1)
            ratios.withUnsafeBufferPointer { buffer in
                for j in first...n {
                    var sum = 0.0
                    var bestCost = Double.infinity
                    var bestStart = j - 1
                    var i = j
                    let isLast = lastRowIsFree && j == n
                    // Bound: `limit` (maximumItemsPerRow) steps: i falls by one each.
                    while i > 0 && j - i < limit {
                        i -= 1
                        sum += Double(buffer[i - base])
                        let count = j - i
                        let height = (room - Double(count - 1) * gap) / sum
                        if count > 1 && !(height >= minimum) { break }
                        let deviation = isLast && height >= target ? 0 : height - target
                        let cost = best[i] + (squared ? deviation * deviation : abs(deviation))
                        if cost < bestCost {
                            bestCost = cost
                            bestStart = i
                        }
                    }
                    best.append(bestCost)
                    start.append(Int32(bestStart))
                }
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
        package var allEnds: [Int] { Array(breaks { _ in false }.dropFirst()) }
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
