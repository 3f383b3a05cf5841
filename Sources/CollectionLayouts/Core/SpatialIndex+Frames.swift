import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension SpatialIndex {
    /// Frames on their way into an index, gathered in order as a layout lays them out: each kept as
    /// `LayoutAttributes` reports it and compared with the one before as it comes, so that the index
    /// takes them as they are (``SpatialIndex/init(_:)``) rather than going over them again: a pass
    /// over 32 MB less for a million frames.
    package struct Frames: Sendable {
        /// The scroll axis the frames are ordered along.
        package let axis: ScrollAxis
        /// The frames as `LayoutAttributes` reports them, in the order given.
        private(set) var reported: [CGRect] = []
        /// Their order along the axis.
        private(set) var order = Order()

        /// What the frames gathered so far say about their order along the axis.
        struct Order: Sendable {
            /// Whether each frame starts, and ends, no earlier than the one before it.
            private(set) var startsAscend = true, endsAscend = true
            private var lastStart: CGFloat = 0, lastEnd: CGFloat = 0, isEmpty = true

            /// Replaces each of `frames` by the frame `LayoutAttributes` reports for it, and notes
            /// its start and end.
            mutating func report(_ frames: UnsafeMutableBufferPointer<CGRect>, axis: ScrollAxis) {
                for position in frames.indices {
                    let frame = LayoutAttributes.reportedFrame(of: frames[position])
                    frames[position] = frame
                    let start = frame.minValue(along: axis), end = frame.maxValue(along: axis)
                    if !isEmpty {
                        if !(lastStart <= start) { startsAscend = false }
                        if !(lastEnd <= end) { endsAscend = false }
                    }
                    isEmpty = false
                    lastStart = start
                    lastEnd = end
                }
            }
        }

        /// No frames yet.
        package init(axis: ScrollAxis) {
            self.axis = axis
        }

        /// `frames`, reported in place.
        init(adopting frames: consuming [CGRect], axis: ScrollAxis) {
            self.axis = axis
            var frames = frames
            var order = Order()
            frames.withUnsafeMutableBufferPointer { order.report($0, axis: axis) }
            reported = frames
            self.order = order
        }

        /// The number of frames.
        package var count: Int { reported.count }

        /// Makes room for `capacity` frames in all.
        package mutating func reserveCapacity(_ capacity: Int) {
            reported.reserveCapacity(capacity)
        }

        /// Adds the frames of `run`, in order, leaving `run` holding them as reported.
        package mutating func append(contentsOf run: UnsafeMutableBufferPointer<CGRect>) {
            let axis = axis
            order.report(run, axis: axis)
            reported.append(contentsOf: UnsafeBufferPointer(run))
        }

        /// Adds a frame.
        package mutating func append(_ frame: CGRect) {
            var frame = frame
            let axis = axis
            withUnsafeMutablePointer(to: &frame) {
                order.report(UnsafeMutableBufferPointer(start: $0, count: 1), axis: axis)
            }
            reported.append(frame)
        }
    }
}
