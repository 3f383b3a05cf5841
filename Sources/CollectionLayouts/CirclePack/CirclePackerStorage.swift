import Foundation

/// The memory of a ``CirclePacker``'s hot storage: the placed circles, the chains, the candidate
/// lists, the search's buffer of candidates and the holes. The packer keeps the
/// pointers into it in its own fields and reads and writes through them, so that an access costs
/// no retain, release or uniqueness check (Swift arrays swapped in and out of the packer cost
/// these on every circle); this object only owns the memory,
/// frees it in `deinit`, and tells copies of the packer apart (``CirclePacker/makeUnique()``).
final class CirclePackerStorage {
    /// Centre x, centre y, radius and inflated radius of each circle: four runs of
    /// `circleCapacity` values.
    private(set) var circles: UnsafeMutablePointer<Double>
    private(set) var circleCapacity: Int
    /// The chain, the look-ahead's chain and its best one: three runs of `chainCapacity`.
    let chains: UnsafeMutablePointer<Int32>
    let chainCapacity: Int
    /// The choices, the next circle's places and the look-ahead's two result lists: four runs of
    /// `listCapacity`.
    let lists: UnsafeMutablePointer<CirclePacker.Candidate>
    let listCapacity: Int
    /// The candidates of a search.
    private(set) var pending: UnsafeMutablePointer<CirclePacker.Candidate>
    private(set) var pendingCapacity: Int
    /// The holes, the look-ahead's and its best ones: three ``CirclePacker/HoleSet``s.
    let holeElements: UnsafeMutablePointer<Int32>
    let holeNoFit: UnsafeMutablePointer<Double>
    static let holeElementCount = CirclePacker.HoleSet.maximumHoles * CirclePacker.HoleSet.stride
    /// A hole's ring and its outline, as they are built.
    let ring: UnsafeMutablePointer<Int32>
    let ringCapacity: Int
    let polygon: UnsafeMutablePointer<Double>
    static let polygonCapacity = 4 * CirclePacker.HoleSet.maximumElements

    /// Storage for `circles` circles, chains of `chain` elements and candidate lists of `list`.
    init(circles: Int, chain: Int, list: Int) {
        circleCapacity = Swift.max(circles, 4)
        self.circles = .allocate(capacity: 4 * circleCapacity)
        chainCapacity = chain
        chains = .allocate(capacity: 3 * chain)
        chains.initialize(repeating: 0, count: 3 * chain)
        listCapacity = list
        lists = .allocate(capacity: 4 * list)
        lists.initialize(repeating: .none, count: 4 * list)
        pendingCapacity = 64
        pending = .allocate(capacity: pendingCapacity)
        pending.initialize(repeating: .none, count: pendingCapacity)
        holeElements = .allocate(capacity: 3 * Self.holeElementCount)
        holeElements.initialize(repeating: 0, count: 3 * Self.holeElementCount)
        holeNoFit = .allocate(capacity: 3 * CirclePacker.HoleSet.maximumHoles)
        holeNoFit.initialize(repeating: .infinity, count: 3 * CirclePacker.HoleSet.maximumHoles)
        // A ring gathers the chain elements a circle closes over (fewer than a chain holds) and
        // the circle, or a hole's elements, the ones a circle spans there and the circle.
        ringCapacity = chain + 2 * CirclePacker.HoleSet.maximumElements + 2 * CirclePacker.bridging + 4
        ring = .allocate(capacity: ringCapacity)
        ring.initialize(repeating: 0, count: ringCapacity)
        polygon = .allocate(capacity: Self.polygonCapacity)
        polygon.initialize(repeating: 0, count: Self.polygonCapacity)
    }

    /// The bytes this storage allocated, from its capacities.
    var retainedBytes: Int {
        let candidate = MemoryLayout<CirclePacker.Candidate>.stride, int32 = MemoryLayout<Int32>.stride
        let double = MemoryLayout<Double>.stride
        return 4 * circleCapacity * double + 3 * chainCapacity * int32
            + (4 * listCapacity + pendingCapacity) * candidate
            + 3 * Self.holeElementCount * int32 + 3 * CirclePacker.HoleSet.maximumHoles * double
            + ringCapacity * int32 + Self.polygonCapacity * double
    }

    deinit {
        circles.deallocate()
        chains.deallocate()
        lists.deallocate()
        pending.deallocate()
        holeElements.deallocate()
        holeNoFit.deallocate()
        ring.deallocate()
        polygon.deallocate()
    }

    /// Room for at least `needed` circles, the first `count` kept.
    func reserveCircles(_ needed: Int, keeping count: Int) {
        guard needed > circleCapacity else { return }
        let capacity = Swift.max(needed, 2 * circleCapacity)
        let grown = UnsafeMutablePointer<Double>.allocate(capacity: 4 * capacity)
        // Bound: the four runs.
        for run in 0..<4 {
            (grown + run * capacity).update(from: circles + run * circleCapacity, count: count)
        }
        circles.deallocate()
        circles = grown
        circleCapacity = capacity
    }

    /// Room for at least `needed` pending candidates, the first `count` kept.
    func reservePending(_ needed: Int, keeping count: Int) {
        guard needed > pendingCapacity else { return }
        let capacity = Swift.max(needed, 2 * pendingCapacity)
        let grown = UnsafeMutablePointer<CirclePacker.Candidate>.allocate(capacity: capacity)
        grown.initialize(repeating: .none, count: capacity)
        grown.update(from: pending, count: Swift.min(count, pendingCapacity))
        pending.deallocate()
        pending = grown
        pendingCapacity = capacity
    }

    /// A copy with the same capacities and contents, for the first `count` circles.
    func copy(circles count: Int) -> CirclePackerStorage {
        let copy = CirclePackerStorage(
            circles: circleCapacity, chain: chainCapacity, list: listCapacity)
        // Bound: the four runs.
        for run in 0..<4 {
            (copy.circles + run * circleCapacity).update(from: circles + run * circleCapacity, count: count)
        }
        copy.chains.update(from: chains, count: 3 * chainCapacity)
        copy.lists.update(from: lists, count: 4 * listCapacity)
        copy.holeElements.update(from: holeElements, count: 3 * Self.holeElementCount)
        copy.holeNoFit.update(from: holeNoFit, count: 3 * CirclePacker.HoleSet.maximumHoles)
        return copy
    }
}
