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
    private var starts: [CGFloat]
    private var runningEnds: [CGFloat]
    private var frames: [CGRect]
    /// Whether the frames came sorted along the axis, so that `order` is `0..<count`.
    private var isIdentityOrder: Bool

    /// Builds the index. O(n log n); frames that are already sorted along `axis` (the usual case)
    /// skip the sort.
    /// Frames are kept as `LayoutAttributes` reports them (centre ± half the size), so that a
    /// query agrees bit for bit with the attributes a layout builds from the same rects: a frame
    /// given by its origin can differ from that in the last bit, and at an exact edge decide an
    /// overlap the other way (found by the circles fuzzer).
    package init(frames input: [CGRect], axis: ScrollAxis) {
        precondition(input.count < Int(Int32.max), "SpatialIndex holds at most 2^31 frames")
        self.axis = axis
        // One pass for sorted frames, no order array: 189 → 89 instructions a frame on the
        // 1,000,000 frames of a gallery (callgrind; the prepare: 783 → 683 a photo).
        var frames: [CGRect] = [], starts: [CGFloat] = [], runningEnds: [CGFloat] = []
        frames.reserveCapacity(input.count)
        starts.reserveCapacity(input.count)
        runningEnds.reserveCapacity(input.count)
        var isSorted = true
        var running = -CGFloat.infinity
        for rect in input {
            let frame = LayoutAttributes.reportedFrame(of: rect)
            let start = frame.minValue(along: axis)
            if let last = starts.last, !(last <= start) { isSorted = false }
            frames.append(frame)
            starts.append(start)
            running = Swift.max(running, frame.maxValue(along: axis))
            runningEnds.append(running)
        }
        self.frames = frames
        isIdentityOrder = isSorted
        guard !isSorted else {
            order = []
            self.starts = starts
            self.runningEnds = runningEnds
            return
        }
        var order = Array(0..<Int32(frames.count))
        order.sort {
            let a = frames[Int($0)].minValue(along: axis), b = frames[Int($1)].minValue(along: axis)
            return a != b ? a < b : $0 < $1
        }
        self.order = order
        self.starts = order.map { frames[Int($0)].minValue(along: axis) }
        running = -CGFloat.infinity
        self.runningEnds = order.map {
            running = Swift.max(running, frames[Int($0)].maxValue(along: axis))
            return running
        }
    }

    /// The number of frames.
    package var count: Int { frames.count }

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
        let lo = firstIndex(in: runningEnds) { $0 > rect.minValue(along: axis) }
        let hi = firstIndex(in: starts) { $0 >= rect.maxValue(along: axis) }
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
        let position = Swift.min(Swift.max(position, 0), frames.count)
        precondition(position + newFrames.count < Int(Int32.max), "SpatialIndex holds at most 2^31 frames")
        var newFrames = newFrames[...]
        // The frames from here on are removed (entries and all) before the new ones go in.
        var removedFrom = position
        if isIdentityOrder {
            // Sorted frames: the removed ones are the last entries, and new frames that start no
            // earlier than the last one are appended as they are.
            frames.removeSubrange(position...)
            starts.removeSubrange(position...)
            runningEnds.removeSubrange(position...)
            var running = runningEnds.last ?? -CGFloat.infinity
            // Bound: newFrames.count passes, each drops one.
            while let next = newFrames.first {
                let frame = LayoutAttributes.reportedFrame(of: next)
                let start = frame.minValue(along: axis)
                if let last = starts.last, !(last <= start) { break }
                frames.append(frame)
                starts.append(start)
                running = Swift.max(running, frame.maxValue(along: axis))
                runningEnds.append(running)
                newFrames = newFrames.dropFirst()
            }
            guard !newFrames.isEmpty else { return }
            // One starts earlier: the index keeps an order from now on.
            order = Array(0..<Int32(frames.count))
            isIdentityOrder = false
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
            let frame = LayoutAttributes.reportedFrame(of: frame)
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
