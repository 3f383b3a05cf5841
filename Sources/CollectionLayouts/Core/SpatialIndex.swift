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
    private let order: [Int32]
    private let starts: [CGFloat]
    private let runningEnds: [CGFloat]
    private let frames: [CGRect]
    /// Whether the frames came sorted along the axis, so that `order` is `0..<count`.
    private let isIdentityOrder: Bool

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
