import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Answers "which of these rectangles overlap this rect?" in O(log n + k) for stored frames.
///
/// Frames are sorted by their start along the scroll axis, with a running maximum of their ends.
/// A query binary-searches the first frame whose running end passes the rect's start and the
/// first frame that starts after the rect's end, and filters what lies between. For layouts whose
/// elements follow the scroll axis (all of ours), the frames between are those near the rect, so
/// the cost is O(log n + k). Results are the positions of the frames in the array given to `init`,
/// ascending, so that callers return elements in index order.
package struct SpatialIndex: Sendable {
    /// The scroll axis the frames are sorted along.
    package let axis: ScrollAxis
    /// The positions in the order of their starts; empty while ``isIdentityOrder``.
    private var order: [Int32]
    /// The starts in that order; empty while ``isIdentityOrder`` (the frames' own starts are).
    private var starts: [CGFloat]
    /// The running maximum of the ends in that order; empty while ``endsAscend`` (the frames' own
    /// ends are).
    private var runningEnds: [CGFloat]
    private var frames: [CGRect]
    /// Whether the frames came sorted along the axis, so that `order` is `0..<count`.
    private var isIdentityOrder: Bool
    /// Whether, besides, their ends never fall, so that each is its own running maximum.
    private var endsAscend: Bool

    /// Builds the index. O(n log n); frames that are already sorted along `axis` (the usual case)
    /// skip the sort, and those whose ends ascend too (rows, grids) keep nothing but themselves.
    /// Frames are kept as `LayoutAttributes` reports them (centre ± half the size), so that a
    /// query agrees bit for bit with the attributes a layout builds from the same rects: a frame
    /// given by its origin can differ from that in the last bit, and at an exact edge decide an
    /// overlap the other way (found by the circles fuzzer).
    package init(frames: consuming [CGRect], axis: ScrollAxis) {
        self.init(Frames(adopting: frames, axis: axis))
    }

    /// Builds the index from frames gathered for it, as they are: O(n) when they came sorted.
    package init(_ gathered: consuming Frames) {
        precondition(gathered.count < Int(Int32.max), "SpatialIndex holds at most 2^31 frames")
        axis = gathered.axis
        // Nothing beside the frames while their starts and ends ascend (rows, grids): for the
        // million cells of a gallery, 16 MB of starts and running ends fewer.
        let frames = gathered.reported, order = gathered.order
        self.frames = frames
        isIdentityOrder = order.startsAscend
        endsAscend = order.startsAscend && order.endsAscend
        starts = []
        runningEnds = []
        self.order = []
        guard order.startsAscend else {
            sortOrder()
            return
        }
        let axis = axis
        if !endsAscend { runningEnds = Self.runningMaximum(of: frames.lazy.map { $0.maxValue(along: axis) }) }
    }

    /// Sorts the positions by their frames' starts (ties by position) and derives the starts and
    /// running ends from the frames: the index of frames that do not come in order.
    private mutating func sortOrder() {
        let frames = frames, axis = axis
        // The starts sorted beside their positions, not positions by a closure that looks their
        // frames up: the comparison reads two adjacent values rather than two frames.
        var keyed = frames.indices.map { (start: frames[$0].minValue(along: axis), position: Int32($0)) }
        Self.sortNearlySorted(&keyed)
        order = keyed.map(\.position)
        isIdentityOrder = false
        endsAscend = false
        starts = keyed.map(\.start)
        runningEnds = Self.runningMaximum(of: order.lazy.map { frames[Int($0)].maxValue(along: axis) })
    }

    /// Sorts `keyed` by start, ties by position: by insertion while that moves the elements at
    /// most 8 places each on average, else by the standard sort. Frames out of order are usually
    /// nearly sorted (circles packed lowest first), where insertion does a few moves per frame; the
    /// bound keeps any other order at the standard sort's O(n log n).
    private static func sortNearlySorted(_ keyed: inout [(start: CGFloat, position: Int32)]) {
        typealias Key = (start: CGFloat, position: Int32)
        @inline(__always) func precedes(_ a: Key, _ b: Key) -> Bool {
            a.start != b.start ? a.start < b.start : a.position < b.position
        }
        // Bound: `budget` moves in all, then the standard sort's O(n log n).
        let budget = 8 * keyed.count
        var moves = 0
        keyed.withUnsafeMutableBufferPointer { buffer in
            var i = 1
            while i < buffer.count && moves < budget {
                let item = buffer[i]
                var j = i
                while j > 0 && moves < budget && precedes(item, buffer[j - 1]) {
                    buffer[j] = buffer[j - 1]
                    j -= 1
                    moves += 1
                }
                buffer[j] = item
                i += 1
            }
        }
        if moves >= budget { keyed.sort(by: precedes) }
    }

    /// The running maximum of `ends`, from −∞.
    private static func runningMaximum(of ends: some Sequence<CGFloat>) -> [CGFloat] {
        var running = -CGFloat.infinity
        return ends.map {
            running = Swift.max(running, $0)
            return running
        }
    }

    /// The number of frames.
    package var count: Int { frames.count }

    /// The bytes the index's arrays hold, from their capacities (for the tools' accounting).
    package var retainedBytes: Int {
        order.capacity * MemoryLayout<Int32>.stride + (starts.capacity + runningEnds.capacity)
            * MemoryLayout<CGFloat>.stride + frames.capacity * MemoryLayout<CGRect>.stride
    }

    /// The frame at `position` in the array given to `init`.
    package subscript(position: Int) -> CGRect { frames[position] }

    /// The positions of the frames that overlap `rect`, ascending.
    package func query(_ rect: CGRect) -> [Int] {
        Array(collecting: { forEachPosition(overlapping: rect, $0) })
    }

    /// Visits the positions of the frames that overlap `rect`, ascending, until `body` returns false.
    ///
    /// Frames given sorted along the axis (the usual case) are visited as they are found, with no
    /// allocation; otherwise the overlapping positions are gathered (4 bytes each) and sorted first.
    /// - Returns: False when `body` stopped the visit.
    @discardableResult
    package func forEachPosition(overlapping rect: CGRect, _ body: (Int) -> Bool) -> Bool {
        guard !frames.isEmpty, rect.canOverlapFiniteRects else { return true }
        let low = rect.minValue(along: axis), high = rect.maxValue(along: axis)
        let lo =
            endsAscend
            ? frames.partitioningIndex { $0.maxValue(along: axis) > low } : firstIndex(in: runningEnds) { $0 > low }
        let hi =
            isIdentityOrder
            ? frames.partitioningIndex { $0.minValue(along: axis) >= high } : firstIndex(in: starts) { $0 >= high }
        guard lo < hi else { return true }
        if isIdentityOrder {
            for position in lo..<hi where frames[position].overlaps(rect) {
                if !body(position) { return false }
            }
            return true
        }
        var found: [Int32] = []
        for k in lo..<hi where frames[Int(order[k])].overlaps(rect) { found.append(order[k]) }
        found.sort()
        for position in found where !body(Int(position)) { return false }
        return true
    }

    /// The first index whose value satisfies `predicate`, for a predicate that is false then true
    /// along the (sorted) array; `values.count` when none does.
    private func firstIndex(in values: [CGFloat], where predicate: (CGFloat) -> Bool) -> Int {
        values.partitioningIndex(where: predicate)
    }
}

extension SpatialIndex {
    /// Replaces the frames from `position` on with `newFrames`, as if the index had been built
    /// with the result: the same answers, bit for bit.
    ///
    /// Costs O(k log n) for the k frames removed and added, plus the sorted entries after the
    /// first one that changes (their running ends are recomputed): appends near the end along the
    /// axis, as a growing feed makes them, cost O(k log n).
    package mutating func replaceFrames(from position: Int, with newFrames: [CGRect]) {
        replaceFrames(from: position, with: Frames(adopting: newFrames, axis: axis))
    }

    /// ``replaceFrames(from:with:)`` with frames gathered for the index.
    package mutating func replaceFrames(from position: Int, with gathered: Frames) {
        precondition(gathered.axis == axis, "SpatialIndex: frames gathered along the other axis")
        let position = Swift.min(Swift.max(position, 0), frames.count), axis = axis
        precondition(position + gathered.count < Int(Int32.max), "SpatialIndex holds at most 2^31 frames")
        var newFrames = gathered.reported[...]
        // The frames from here on are removed (entries and all) before the new ones go in.
        var removedFrom = position
        if isIdentityOrder {
            // Sorted frames: the removed ones are the last entries, and new frames that start no
            // earlier than the last one are appended as they are.
            frames.removeSubrange(position...)
            if !endsAscend { runningEnds.removeSubrange(position...) }
            var running = runningEnds.last ?? -CGFloat.infinity
            // Bound: newFrames.count passes, each drops one.
            while let frame = newFrames.first {
                let start = frame.minValue(along: axis), end = frame.maxValue(along: axis)
                if let last = frames.last, !(last.minValue(along: axis) <= start) { break }
                if endsAscend, let last = frames.last, !(last.maxValue(along: axis) <= end) {
                    // One ends before the last: the index keeps running ends from now on.
                    runningEnds = Self.runningMaximum(of: frames.lazy.map { $0.maxValue(along: axis) })
                    running = runningEnds.last ?? -CGFloat.infinity
                    endsAscend = false
                }
                frames.append(frame)
                if !endsAscend {
                    running = Swift.max(running, end)
                    runningEnds.append(running)
                }
                newFrames = newFrames.dropFirst()
            }
            guard !newFrames.isEmpty else { return }
            // One starts earlier: the index keeps an order and the starts in it from now on.
            order = Array(0..<Int32(frames.count))
            starts = frames.map { $0.minValue(along: axis) }
            if endsAscend { runningEnds = Self.runningMaximum(of: frames.lazy.map { $0.maxValue(along: axis) }) }
            isIdentityOrder = false
            endsAscend = false
            removedFrom = frames.count
        }
        var firstChanged = order.count
        for removed in stride(from: frames.count - 1, through: removedFrom, by: -1) {
            let start = frames[removed].minValue(along: axis)
            var k = firstIndex(in: starts) { $0 >= start }
            // Bound: the entries that start where the removed frame does, which hold it: < order.count − k steps.
            while Int(order[k]) != removed { k += 1 }
            order.remove(at: k)
            starts.remove(at: k)
            runningEnds.remove(at: k)
            firstChanged = Swift.min(firstChanged, k)
        }
        frames.removeSubrange(removedFrom...)
        for frame in newFrames {
            let start = frame.minValue(along: axis)
            // After the frames that start at the same place: their positions are lower.
            let k = firstIndex(in: starts) { $0 > start }
            // Sorted frames stay sorted when each new one goes at the end.
            if k != order.count { isIdentityOrder = false }
            order.insert(Int32(frames.count), at: k)
            starts.insert(start, at: k)
            runningEnds.insert(0, at: k)
            frames.append(frame)
            firstChanged = Swift.min(firstChanged, k)
        }
        var running = firstChanged > 0 ? runningEnds[firstChanged - 1] : -CGFloat.infinity
        for k in firstChanged..<order.count {
            running = Swift.max(running, frames[Int(order[k])].maxValue(along: axis))
            runningEnds[k] = running
        }
    }
}

extension SpatialIndex {
    /// Moves the frames from `position` on along the axis: frame `position + k` starts at
    /// `newStarts[k]` as the layout lays it out (before it is reported: see
    /// `init(frames:axis:)`), with its length and its place across the axis kept. The same
    /// answers, bit for bit, as an index built from the moved frames.
    ///
    /// O(n − position) while the frames stay in order along the axis, as they do when a layout
    /// moves everything below a point by the same flow (the gallery's sections below a header
    /// that grew); otherwise the positions are sorted again, O(n log n).
    package mutating func moveFrames(from position: Int, toStarts newStarts: [CGFloat]) {
        precondition(
            position >= 0 && position + newStarts.count == frames.count, "moveFrames moves every frame from position on"
        )
        let axis = axis
        // One pass: each frame moved, and whether they stay in order along the axis.
        var inOrder = isIdentityOrder
        var ascendingEnds = endsAscend
        var previous = inOrder && position > 0 ? frames[position - 1] : nil
        for (k, start) in zip(position..., newStarts) {
            let frame = frames[k]
            let length = frame.size.length(along: axis)
            // Where a frame laid out at `start` is reported to start (centre less half its length,
            // as `init` and `LayoutAttributes` compute it), whatever lies across the axis.
            let laidOut =
                axis == .vertical
                ? CGRect(x: 0, y: start, width: 0, height: length) : CGRect(x: start, y: 0, width: length, height: 0)
            let reported = LayoutAttributes.reportedFrame(of: laidOut).minValue(along: axis)
            let moved =
                axis == .vertical
                ? CGRect(x: frame.origin.x, y: reported, width: frame.size.width, height: frame.size.height)
                : CGRect(x: reported, y: frame.origin.y, width: frame.size.width, height: frame.size.height)
            frames[k] = moved
            guard inOrder else { continue }
            if let previous {
                if !(previous.minValue(along: axis) <= reported) { inOrder = false }
                if !(previous.maxValue(along: axis) <= moved.maxValue(along: axis)) { ascendingEnds = false }
            }
            previous = moved
        }
        guard inOrder else {
            sortOrder()
            return
        }
        // Still in order: the frames' own starts serve; the running ends are kept only while the
        // ends do not ascend, and are recomputed from the first moved frame on.
        endsAscend = ascendingEnds
        guard !endsAscend else {
            runningEnds = []
            return
        }
        if runningEnds.count != frames.count {
            runningEnds = Self.runningMaximum(of: frames.lazy.map { $0.maxValue(along: axis) })
            return
        }
        var running = position > 0 ? runningEnds[position - 1] : -CGFloat.infinity
        for k in position..<frames.count {
            running = Swift.max(running, frames[k].maxValue(along: axis))
            runningEnds[k] = running
        }
    }
}
