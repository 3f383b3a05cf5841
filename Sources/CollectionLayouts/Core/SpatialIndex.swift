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
    package init(frames: [CGRect], axis: ScrollAxis) {
        precondition(frames.count < Int(Int32.max), "SpatialIndex holds at most 2^31 frames")
        self.axis = axis
        let frames = frames.map { LayoutAttributes(index: ElementIndex(0, 0), frame: $0).frame }
        self.frames = frames
        var order = Array(0..<Int32(frames.count))
        let isSorted = zip(frames, frames.dropFirst()).allSatisfy {
            $0.minValue(along: axis) <= $1.minValue(along: axis)
        }
        isIdentityOrder = isSorted
        if !isSorted {
            order.sort {
                let a = frames[Int($0)].minValue(along: axis), b = frames[Int($1)].minValue(along: axis)
                return a != b ? a < b : $0 < $1
            }
        }
        self.order = order
        starts = order.map { frames[Int($0)].minValue(along: axis) }
        var running = -CGFloat.infinity
        runningEnds = order.map {
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
        var result: [Int] = []
        forEachPosition(overlapping: rect) { result.append($0); return true }
        return result
    }

    /// Visits the positions of the frames that overlap `rect`, ascending, until `body` returns false.
    ///
    /// Frames given sorted along the axis (the usual case) are visited as they are found, with no
    /// allocation; otherwise the overlapping positions are gathered (4 bytes each) and sorted first.
    /// - Returns: False when `body` stopped the visit.
    @discardableResult
    package func forEachPosition(overlapping rect: CGRect, _ body: (Int) -> Bool) -> Bool {
        guard !frames.isEmpty, rect.width > 0, rect.height > 0,
              rect.minX.isFinite || rect.maxX.isFinite, !rect.minX.isNaN, !rect.minY.isNaN else { return true }
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
        var firstChanged = order.count
        for removed in stride(from: frames.count - 1, through: position, by: -1) {
            let start = frames[removed].minValue(along: axis)
            var k = firstIndex(in: starts) { $0 >= start }
            // Bound: the entries that start where the removed frame does, which hold it: < order.count − k steps.
            while Int(order[k]) != removed { k += 1 }
            order.remove(at: k)
            starts.remove(at: k)
            runningEnds.remove(at: k)
            firstChanged = Swift.min(firstChanged, k)
        }
        frames.removeSubrange(position...)
        for frame in newFrames {
            let frame = LayoutAttributes(index: ElementIndex(0, 0), frame: frame).frame
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
