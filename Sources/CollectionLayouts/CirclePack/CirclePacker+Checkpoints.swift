import Foundation

/// Going back to a checkpoint: a circle whose size changes (a measured size) packs again from the
/// last checkpoint before the circle ahead of it, which looked ahead to it.
extension CirclePacker {
    /// Keeps the state before the circle about to be placed (a multiple of
    /// ``checkpointInterval``), replacing the checkpoints of circles placed since (a rewind took
    /// them back).
    mutating func recordCheckpoint() {
        let k = count / checkpointInterval
        if checkpoints.count > k { checkpoints.removeSubrange(k...) }
        checkpoints.append(Snapshot(of: self))
    }

    /// The first circle ``rewind(toCheckpointBefore:)`` would go back to for `limit`: the last
    /// checkpoint at or before `limit`; nil without checkpoints.
    func checkpoint(atOrBefore limit: Int) -> Int? {
        guard checkpointInterval > 0, limit >= 0 else { return nil }
        let k = Swift.min(limit / checkpointInterval, checkpoints.count - 1)
        guard k >= 0, k * checkpointInterval <= count else { return nil }
        return k * checkpointInterval
    }

    /// Takes back every placement from the last checkpoint at or before circle `limit` on,
    /// leaving the packer as it was before that circle was placed, and returns that circle; nil,
    /// changing nothing, without such a checkpoint. Everything the packer decides for a circle
    /// depends only on the circles before it and the next one, so placing the circles from there
    /// on again packs them as a fresh packing would. O(circles taken back).
    mutating func rewind(toCheckpointAtOrBefore limit: Int) -> Int? {
        guard let first = checkpoint(atOrBefore: limit) else { return nil }
        let snapshot = checkpoints[first / checkpointInterval]
        makeUnique()
        // Bound: the circles from `first` on, each taken out of the grid once (last first).
        while count > first { removeLast() }
        checkpoints.removeSubrange((first / checkpointInterval)...)
        restore(snapshot)
        return first
    }

    /// The sum of `(2r + spacing)²` over the circles from `first` on.
    func sumOfSquares(from first: Int) -> Double {
        var sum = 0.0
        // Bound: the circles from `first` on.
        for k in first..<count { sum += (2 * radius[k] + spacing) * (2 * radius[k] + spacing) }
        return sum
    }

    /// The bytes the checkpoints' arrays hold, from their capacities.
    var checkpointBytes: Int {
        checkpoints.reduce(checkpoints.capacity * MemoryLayout<Snapshot>.stride) {
            $0 + $1.chain.capacity * MemoryLayout<Int32>.stride + $1.upcoming.capacity * MemoryLayout<Candidate>.stride
                + $1.holes.elements.capacity * MemoryLayout<Int32>.stride
                + $1.holes.noFit.capacity * MemoryLayout<Double>.stride
        }
    }
}
