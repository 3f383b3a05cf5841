import Foundation

/// Places circles one at a time at the lowest free position: the algorithm behind
/// ``CirclePackLayout``, explained with a picture in <doc:CirclePacking> ("How the packer works").
///
/// Invariants: no two circles come closer than `spacing` (every candidate taken is checked against
/// every placed circle through ``grid``, whatever the chain holds); every circle lies between
/// `left` and `right`; what is decided for a circle depends only on the circles before it and the
/// next one's radius, so an append places the section's last circle again and then the new ones
/// (``rewind(to:)``) and equals a fresh packing; the same input gives the same centres.
///
/// The hot storage lives in a ``CirclePackerStorage`` reached through pointers kept here; a copy
/// of the packer shares it until either copy places a circle, which copies it first
/// (``makeUnique()``), so copies stay independent values.
// Sendable as Array is: copies share the storage only to read it, and a mutation copies it first
// unless this packer is its only owner.
struct CirclePacker: @unchecked Sendable {
    /// Whether a circle's centre stays at or below the top edge of the circle before it.
    let readingOrder: Bool
    /// The smallest and the largest x a circle's edge may reach: the left inset, and the container
    /// width less the right inset.
    let left: Double, right: Double
    /// The minimum gap between circles.
    let spacing: Double
    /// How many of the lowest free places are compared by where they leave the next circle; 1
    /// turns the look-ahead off.
    let options: Int

    /// The memory of the fields below that are pointers or ``PackedList``s.
    private(set) var storage: CirclePackerStorage
    /// Centres and radii of the placed circles, in placement (item) order, `count` of each.
    private(set) var centerX: UnsafeMutablePointer<Double>, centerY: UnsafeMutablePointer<Double>
    private(set) var radius: UnsafeMutablePointer<Double>
    /// `radius + spacing / 2`.
    private(set) var inflated: UnsafeMutablePointer<Double>
    /// The number of placed circles, and how many the storage holds.
    private(set) var count = 0
    private var circleCapacity: Int

    var grid: CircleGrid
    /// The current section, and the id of its first circle.
    var section = SectionState(top: 0)
    var sectionStart = 0
    /// The chain: circle ids and ``leftWall``, ``topLine``, ``rightWall``.
    var chain: PackedList<Int32>
    /// The next circle's lowest free places, found by the look-ahead (valid when `upcomingIsValid`).
    var upcoming: PackedList<Candidate>
    var upcomingIsValid = false
    /// Dense placement's holes (see ``HoleSet``; empty in reading order), the look-ahead's copy of
    /// them for the choice it tries, and for the best choice so far.
    var holes: HoleSet
    var aheadHoles: HoleSet
    var bestHoles: HoleSet
    /// The chain after the look-ahead's best choice so far.
    var bestChain: PackedList<Int32>
    /// Whether the look-ahead put the choice taken into `bestChain` and `bestHoles`, which the
    /// placement then takes instead of inserting it again.
    var lookedAhead = false
    /// Scratch space for a hole's ring and its outline.
    var holeRing: PackedList<Int32>
    var holePolygon: PackedList<Double>
    /// Scratch space, kept to avoid allocations per circle: the choices, the look-ahead's chain
    /// and its searches' results, and the candidates of a search.
    var choices: PackedList<Candidate>
    var scratchChain: PackedList<Int32>
    var aheadBest: PackedList<Candidate>
    var aheadTry: PackedList<Candidate>
    private(set) var pending: UnsafeMutablePointer<Candidate>
    private(set) var pendingCapacity: Int
    /// What placing the section's last circle changed, to take it back (``rewind(to:)``).
    var beforeLast = Snapshot()
    /// Every how many circles a checkpoint is kept (0: none), and the checkpoints: the state
    /// before circle `k × checkpointInterval` was placed, at `k` (see `rewind(toCheckpointBefore:)`).
    var checkpointInterval = 0
    var checkpoints: [Snapshot] = []
    /// Honeycomb hook: the run of nearly equal circles on a pattern (CirclePacker+Honeycomb.swift).
    var honeycomb = Honeycomb()
    /// Whether runs of nearly equal circles go on a pattern; off only to test the general packer on them.
    var placesRunsOnPatterns = true

    /// Counters for the benchmark: candidates generated and checked for collisions, and the chain.
    var candidatesGenerated = 0
    var candidatesChecked = 0
    var largestChain = 0
    var chainTotal = 0
    /// Counters for the benchmark: the holes open after each placement, and the circles placed in one.
    var holeTotal = 0
    var holesFilled = 0

    /// How many circles of the mean size so far may fit across for the look-ahead to run: where
    /// few fit, each choice shapes the rows below; where many do, a second search a circle gains
    /// little density or loses some.
    static let lookAheadAcross = 5.0

    /// How far apart in the chain two elements a candidate touches may be: 3 lets a large circle
    /// span two small ones.
    static let bridging = 3

    /// How far above the deepest circle, in largest inflated diameters, a circle stays on a chain
    /// longer than ``windowedChain``: bounds the chain of a column along a wall whose neighbours
    /// left it.
    let windowInDiameters = 3.0

    /// The length of chain past which circles a window above the deepest leave it.
    static let windowedChain = 24

    /// The most elements the chain holds; past it the highest circles leave it (room may stay
    /// unfilled, never an overlap). It bounds the work per circle at any width.
    static let maximumChain = 256

    /// How much further apart than `spacing` a touching candidate is computed, so that rounding
    /// can never bring two circles closer than the spacing (coordinates up to 10^9 points round by
    /// less than 10^-7).
    static let margin = 1e-7

    /// A packer for circles between `left` and `right`, below `top`; `cellSize` should be about
    /// the diameter of a typical inflated circle.
    init(
        left: Double, right: Double, top: Double, spacing: Double, readingOrder: Bool, cellSize: Double,
        expectedCircles: Int, options: Int = 2
    ) {
        self.left = left
        self.right = Swift.max(left, right)
        self.spacing = spacing
        self.readingOrder = readingOrder
        self.options = Swift.max(1, options)
        grid = CircleGrid(
            minX: left - spacing / 2, maxX: Swift.max(left, right) + spacing / 2, minY: top - spacing / 2,
            cellSize: cellSize, expectedCircles: expectedCircles)
        // The chain holds at most maximumChain elements between placements, and one more after
        // an insertion; a search keeps at most `options` places.
        let storage = CirclePackerStorage(
            circles: Swift.max(expectedCircles, 0), chain: Self.maximumChain + 2, list: self.options)
        self.storage = storage
        (centerX, centerY, radius, inflated, circleCapacity) = (
            storage.circles, storage.circles, storage.circles, storage.circles, 0
        )
        (pending, pendingCapacity) = (storage.pending, storage.pendingCapacity)
        let chainCapacity = storage.chainCapacity, listCapacity = storage.listCapacity
        chain = PackedList(base: storage.chains, capacity: chainCapacity)
        scratchChain = PackedList(base: storage.chains + chainCapacity, capacity: chainCapacity)
        bestChain = PackedList(base: storage.chains + 2 * chainCapacity, capacity: chainCapacity)
        choices = PackedList(base: storage.lists, capacity: listCapacity)
        upcoming = PackedList(base: storage.lists + listCapacity, capacity: listCapacity)
        aheadBest = PackedList(base: storage.lists + 2 * listCapacity, capacity: listCapacity)
        aheadTry = PackedList(base: storage.lists + 3 * listCapacity, capacity: listCapacity)
        let holeElements = storage.holeElements, holeNoFit = storage.holeNoFit
        let elementCount = CirclePackerStorage.holeElementCount, maximumHoles = HoleSet.maximumHoles
        holes = HoleSet(elements: holeElements, noFit: holeNoFit)
        aheadHoles = HoleSet(elements: holeElements + elementCount, noFit: holeNoFit + maximumHoles)
        bestHoles = HoleSet(elements: holeElements + 2 * elementCount, noFit: holeNoFit + 2 * maximumHoles)
        holeRing = PackedList(base: storage.ring, capacity: storage.ringCapacity)
        holePolygon = PackedList(base: storage.polygon, capacity: CirclePackerStorage.polygonCapacity)
        refreshPointers()
    }

    /// Takes the pointers into the storage again after it moved or grew.
    private mutating func refreshPointers() {
        circleCapacity = storage.circleCapacity
        centerX = storage.circles
        centerY = storage.circles + circleCapacity
        radius = storage.circles + 2 * circleCapacity
        inflated = storage.circles + 3 * circleCapacity
        pending = storage.pending
        pendingCapacity = storage.pendingCapacity
    }

    /// Gives this packer storage of its own when a copy of it shares it: called where a placement,
    /// a section or a rewind begins (once a circle, not at every access).
    mutating func makeUnique() {
        guard !isKnownUniquelyReferenced(&storage) else { return }
        let old = storage
        let copy = old.copy(circles: count)
        storage = copy
        chain = chain.rebased(from: old.chains, to: copy.chains)
        scratchChain = scratchChain.rebased(from: old.chains, to: copy.chains)
        bestChain = bestChain.rebased(from: old.chains, to: copy.chains)
        choices = choices.rebased(from: old.lists, to: copy.lists)
        upcoming = upcoming.rebased(from: old.lists, to: copy.lists)
        aheadBest = aheadBest.rebased(from: old.lists, to: copy.lists)
        aheadTry = aheadTry.rebased(from: old.lists, to: copy.lists)
        holes = holes.rebased(from: old.holeElements, old.holeNoFit, to: copy.holeElements, copy.holeNoFit)
        aheadHoles = aheadHoles.rebased(from: old.holeElements, old.holeNoFit, to: copy.holeElements, copy.holeNoFit)
        bestHoles = bestHoles.rebased(from: old.holeElements, old.holeNoFit, to: copy.holeElements, copy.holeNoFit)
        holeRing = PackedList(base: copy.ring, capacity: copy.ringCapacity)
        holePolygon = PackedList(base: copy.polygon, capacity: CirclePackerStorage.polygonCapacity)
        refreshPointers()
    }

    /// Room for `needed` candidates in `pending`, the first `count` kept.
    mutating func reservePending(_ needed: Int, keeping count: Int) {
        guard needed > pendingCapacity else { return }
        storage.reservePending(needed, keeping: count)
        refreshPointers()
    }

    /// The side of the collision grid's cells.
    var cellSize: Double { grid.cellSize }

    /// The bytes the packer holds: its storage, its collision grid and the arrays of its last
    /// placement's snapshot, from their capacities.
    var retainedBytes: Int {
        storage.retainedBytes + grid.retainedBytes + beforeLast.chain.capacity * MemoryLayout<Int32>.stride
            + beforeLast.upcoming.capacity * MemoryLayout<Candidate>.stride
            + beforeLast.holes.elements.capacity * MemoryLayout<Int32>.stride
            + beforeLast.holes.noFit.capacity * MemoryLayout<Double>.stride + checkpointBytes
    }

    /// The mean length of the chain over all placements.
    var averageChain: Double { count == 0 ? 0 : Double(chainTotal) / Double(count) }

    /// Starts a section below `top`: the chain is the walls and the top line.
    mutating func beginSection(top: Double) {
        makeUnique()
        chain.removeAll()
        chain.append(Self.leftWall)
        chain.append(Self.topLine)
        chain.append(Self.rightWall)
        section = SectionState(top: top)
        sectionStart = count
        upcomingIsValid = false
        holes.removeAll()
        honeycomb = Honeycomb()  // Honeycomb hook
    }

    /// Places a circle of radius `r` (at most `(right − left) / 2`) in the current section; `next`
    /// is the radius of the circle after it, or nil for the section's last circle, which is placed
    /// without looking ahead (an append places it again with its `next`: ``rewind(to:)``).
    mutating func place(_ r: Double, next: Double?) {
        makeUnique()
        if checkpointInterval > 0 && count % checkpointInterval == 0 { recordCheckpoint() }
        if next == nil { beforeLast = Snapshot(of: self) }
        section.largest = Swift.max(section.largest, r, next ?? 0)
        section.smallest = Swift.min(section.smallest, r, next ?? .infinity)
        section.radii += r
        section.circles += 1
        // Honeycomb hook: a run of nearly equal circles goes on a periodic pattern.
        if placeOnHoneycomb(r, next: next) { return }
        let choice = place(radius: r, next: next, section)
        let id = add(x: choice.x, y: choice.y, radius: r)
        var chain = self.chain
        if choice.hole >= 0 { holesFilled += 1 }
        if lookedAhead {
            // The look-ahead put this very choice into copies of the chain and the holes.
            swap(&chain, &bestChain)
            if !readingOrder { swap(&holes, &bestHoles) }
        } else if readingOrder {
            insert(id, at: choice, into: &chain)
        } else {
            scratchChain.copy(from: chain)
            let covered = insert(id, at: choice, into: &chain)
            var holes = self.holes
            updateHoles(&holes, placing: id, at: choice, chain: scratchChain.buffer, covered: covered)
            self.holes = holes
        }
        section.bottom = Swift.max(section.bottom, choice.y + r)
        if readingOrder { section.floor = choice.y - r }
        section.deepest = Swift.max(section.deepest, choice.y + r + spacing / 2)
        self.chain = chain
        if chain.count > Self.maximumChain { trimChain() }
        largestChain = Swift.max(largestChain, chain.count)
        chainTotal += chain.count
        holeTotal += holes.count
    }

    /// Keeps the three quarters of ``maximumChain`` circles of the chain that reach lowest (the
    /// later on a tie), with the walls and the top line, in chain order.
    private mutating func trimChain() {
        let circles = chain.buffer.filter { $0 >= 0 }.sorted {
            let a = centerY[Int($0)] + inflated[Int($0)], b = centerY[Int($1)] + inflated[Int($1)]
            return a != b ? a > b : $0 > $1
        }
        var keep = Set(circles.prefix(Self.maximumChain * 3 / 4))
        keep.formUnion([Self.leftWall, Self.topLine, Self.rightWall])
        var chain = self.chain
        chain.removeAll { !keep.contains($0) }
        self.chain = chain
        upcomingIsValid = false
    }

    /// The largest bottom edge of the current section, or its top when it has no circles.
    var sectionBottom: Double { section.bottom }

    /// Where the section stands: its top, the largest and smallest radius so far (including the
    /// next circle's), the reading-order floor for the next centre, the deepest inflated bottom
    /// and the deepest bottom edge.
    struct SectionState {
        var top: Double
        var largest = 0.0
        var smallest = Double.infinity
        var floor = -Double.infinity
        var deepest = -Double.infinity
        var bottom: Double
        /// The sum of the radii of the section's circles so far, and their number.
        var radii = 0.0
        var circles = 0
        init(top: Double) {
            self.top = top
            bottom = top
        }
    }

    // MARK: - Placement

    /// The centre for a circle of radius `r`, looking ahead to a next circle of radius `next`, and
    /// where it goes into the chain.
    private mutating func place(radius r: Double, next: Double?, _ state: SectionState) -> Candidate {
        let R = r + spacing / 2
        let yMin = Swift.max(state.top + r, state.floor)
        // Whether this circle looks ahead to the next: decided once, for the search and the choice.
        let looking = next.map { looksAhead(next: $0) } ?? false
        var choices = self.choices
        defer { self.choices = choices }
        lookedAhead = false
        var holes = self.holes
        defer { self.holes = holes }
        if upcomingIsValid {
            // The look-ahead of the circle before searched this very chain for this circle.
            swap(&choices, &upcoming)
            if next == nil { choices.truncate(to: 1) }
        } else {
            let current = chain.buffer
            lowestFree(
                radius: r, yMin: yMin, limit: looking ? options : 1, chain: current, extra: -1, holes: &holes,
                into: &choices)
        }
        upcomingIsValid = false
        guard let first = choices.first else {
            // Below every circle of the section there is always room. Reached only when the
            // chain lost the elements the lowest free place touches (by the cap), so that no
            // candidate is free.
            let y = Swift.max(yMin, state.deepest + R + Self.margin)
            return Candidate(x: left + r, y: y, from: 0, to: Int32(chain.count - 1))
        }
        guard let next, choices.count > 1, looking else { return first }
        if lookAheadCannotChange(choices.buffer, radius: r, next: next, yMin: yMin) { return first }

        // Try each choice, see where the next circle would go, and take the lowest sum.
        var best = 0, bestScore = Double.infinity
        var trialHoles = aheadHoles, bestHoles = self.bestHoles
        defer {
            aheadHoles = trialHoles
            self.bestHoles = bestHoles
        }
        // Bound: the choices, at most `options`.
        for index in 0..<choices.count {
            let choice = choices[index]
            let floor = readingOrder ? choice.y - r : state.floor
            let nextMin = Swift.max(state.top + next, floor)
            // The next circle goes no higher than `nextMin` (nor does the fallback below), so a
            // later choice whose floor keeps it too deep to beat the best sum is not tried.
            if nextMin >= bestScore - choice.y { continue }
            let id = add(x: choice.x, y: choice.y, radius: r, inGrid: false)
            var scratch = scratchChain
            scratch.copy(from: chain)
            let covered = insert(id, at: choice, into: &scratch)
            if !readingOrder {
                trialHoles.copy(from: holes)
                let current = chain.buffer
                updateHoles(&trialHoles, placing: id, at: choice, chain: current, covered: covered)
            }
            let fallback = Swift.max(state.deepest, choice.y + R) + 2 * (next + spacing / 2)
            // After the first choice only a next place low enough to beat the best sum matters, so
            // the search looks above that first (`yMax`), and searches in full only for a choice
            // that wins, which is rare.
            let yMax = fallback < bestScore - choice.y ? Double.infinity : bestScore - choice.y
            var found = aheadTry
            lowestFree(
                radius: next, yMin: nextMin, yMax: yMax, limit: options, chain: scratch.buffer, extra: id,
                holes: &trialHoles, into: &found)
            var nextY = found.first?.y ?? fallback
            if yMax < .infinity && found.isEmpty { nextY = yMax }
            if Self.beats(choice.y + nextY, bestScore) && yMax < .infinity
                && (found.count < options || trialHoles.count > 0)
            {
                // The places past `yMax`, and the holes marked as a full search marks them.
                lowestFree(
                    radius: next, yMin: nextMin, limit: options, chain: scratch.buffer, extra: id, holes: &trialHoles,
                    into: &found)
                nextY = found.first?.y ?? fallback
            }
            scratchChain = scratch
            aheadTry = found
            removeLast(inGrid: false)
            let score = choice.y + nextY
            if Self.beats(score, bestScore) {
                bestScore = score
                best = index
                swap(&aheadBest, &aheadTry)
                swap(&bestChain, &scratchChain)
                if !readingOrder { swap(&bestHoles, &trialHoles) }
            }
        }
        lookedAhead = true
        // The search after the choice taken is the next circle's own: the chain, the floor and the
        // circles are the same then.
        swap(&upcoming, &aheadBest)
        upcomingIsValid = true
        return choices[best]
    }

    /// Whether the current circle, followed by one of radius `next`, looks ahead: the room across
    /// holds fewer than ``lookAheadAcross`` circles of the mean size of the section's so far.
    // `mutating` to be passed the packer, not a copy of it (see `insert`).
    private mutating func looksAhead(next: Double) -> Bool {
        let mean = (section.radii + next) / Double(section.circles + 1)
        return right - left + spacing < Self.lookAheadAcross * (2 * mean + spacing)
    }

    /// Whether a look-ahead's sum beats the best so far: lower by more than rounding (otherwise
    /// the earlier, lower choice stays).
    @inline(__always)
    private static func beats(_ score: Double, _ best: Double) -> Bool {
        score < best - Candidate.tolerance(score)
    }

    /// Whether the first choice wins whatever the look-ahead finds: the next circle is as large,
    /// and every other choice stays free after the first is taken (so the next circle goes no
    /// lower than it then), while after another choice it cannot go lower than the first. In
    /// dense placement a choice that spans chain elements or lies in a hole opens or changes a
    /// hole, which may hold lower places than the first: the look-ahead then runs.
    private func lookAheadCannotChange(
        _ choices: UnsafeBufferPointer<Candidate>, radius r: Double, next: Double, yMin: Double
    ) -> Bool {
        guard next == r, let first = choices.first else { return false }
        let reach = 2 * (r + spacing / 2)
        if !readingOrder && choices.contains(where: { $0.hole >= 0 || $0.to > $0.from + 1 }) { return false }
        for choice in choices.dropFirst() {
            if readingOrder && choice.y - r < yMin { return false }
            let dx = choice.x - first.x, dy = choice.y - first.y
            if dx * dx + dy * dy < reach * reach { return false }
        }
        return true
    }

    /// Whether a circle with centre (x, y) and inflated radius `R` overlaps no placed circle.
    @inline(__always)
    func isFree(x: Double, y: Double, inflatedRadius R: Double, hint: inout Int32) -> Bool {
        let cx = centerX, cy = centerY, rr = inflated
        let h = Int(hint)
        if h >= 0 && h < count {
            let dx = cx[h] - x, dy = cy[h] - y, s = R + rr[h]
            if dx * dx + dy * dy < s * s { return false }
        }
        var blocker = -1
        let free = grid.forEach(minX: x - R, maxX: x + R, minY: y - R, maxY: y + R) { k in
            let dx = cx[k] - x, dy = cy[k] - y, s = R + rr[k]
            if dx * dx + dy * dy >= s * s { return true }
            blocker = k
            return false
        }
        if !free { hint = Int32(blocker) }
        return free
    }

    mutating func add(x: Double, y: Double, radius r: Double, inGrid: Bool = true) -> Int {
        let id = count
        if id == circleCapacity {
            storage.reserveCircles(id + 1, keeping: id)
            refreshPointers()
        }
        let R = r + spacing / 2
        centerX[id] = x
        centerY[id] = y
        radius[id] = r
        inflated[id] = R
        count = id + 1
        if inGrid {
            if !grid.fits(maxY: y + R, circles: id + 1) { growCells(reaching: y + R, circles: id + 1) }
            grid.insert(Int32(id), minX: x - R, maxX: x + R, minY: y - R, maxY: y + R)
        }
        return id
    }

    /// Replaces the grid by one of cells large enough that a box down to `maxY` fits it (a
    /// ``CircleGrid/maximumCells(circles:)`` bound for `circles` circles), with every circle
    /// before the last registered again. Packings whose circles keep to their cells' size never
    /// get here: only one whose circles stand far apart in a column (a column of tiny circles far
    /// under their cells, or the fallback below a trimmed chain) does, and then each doubling of
    /// the cells at least halves the rows, so the grid's cells stay at most 4 a circle and the
    /// regrowths cost O(n log n) in all.
    private mutating func growCells(reaching maxY: Double, circles: Int) {
        var size = grid.cellSize
        let height = Swift.max(maxY - grid.originY, 0)
        // Bound: 2,100 doublings take any finite cell past any finite height.
        for _ in 0..<2_100 {
            let columns = Swift.max(1, Int((grid.span / size).rounded(.up)))
            if height / size + 2 < Double(CircleGrid.maximumCells(circles: circles) / columns) { break }
            size *= 2
        }
        var larger = CircleGrid(
            minX: grid.originX, maxX: grid.originX + grid.span, minY: grid.originY, cellSize: size,
            expectedCircles: Swift.max(circles, count))
        // Bound: the placed circles, each in the cells its box covers.
        for k in 0..<(count - 1) {
            let x = centerX[k], y = centerY[k], R = inflated[k]
            larger.insert(Int32(k), minX: x - R, maxX: x + R, minY: y - R, maxY: y + R)
        }
        grid = larger
    }

    mutating func removeLast(inGrid: Bool = true) {
        precondition(count > 0, "removeLast() without a circle")
        count -= 1
        let x = centerX[count], y = centerY[count], R = inflated[count]
        if inGrid { grid.removeLast(minX: x - R, maxX: x + R, minY: y - R, maxY: y + R) }
    }
}
