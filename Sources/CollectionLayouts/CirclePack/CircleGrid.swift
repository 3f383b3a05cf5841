import Foundation

/// A uniform grid over placed circles, answering "which circles might overlap this box?" in time
/// proportional to the circles near the box: the collision index of ``CirclePacker``.
///
/// Every circle is registered in each cell its (inflated) bounding box covers, so two disks that
/// overlap always share a cell: a query visits the cells the query box covers and may see the same
/// circle more than once. Cells are singly linked lists in flat arrays (no allocation per cell).
/// Columns span the container's width; rows are added as circles go further down.
///
/// Invariant: the grid never holds more than ``cellLimit`` cells, ``maximumCells(circles:)`` of
/// the circles it was made for (at most 4 a circle, and a floor of 2^17), whatever it is given.
/// Rows past the last that fits clamp to it, and so do queries: clamping is monotone, so two boxes
/// that overlap still share a cell (a clamped row only holds more circles). A box that would reach
/// past the last row does not ``fits(maxY:circles:)``, and the packer makes a grid of larger cells
/// (for more circles) before it would be clamped (``CirclePacker``): only a box reaching an
/// infinite height, which no cell size brings into the grid, is clamped.
struct CircleGrid {
    /// The side of a cell.
    let cellSize: Double
    /// The number of columns.
    let columns: Int
    /// The x of the left edge of column 0, and the y of the top edge of row 0: the grid starts at
    /// the packing's top, so that an inset above it costs no empty rows (with tiny circles it
    /// would cost millions).
    let originX: Double, originY: Double
    /// The width the columns span (from `originX`).
    let span: Double
    /// The first entry of each cell, row by row, or -1.
    private(set) var heads: [Int32] = []
    /// The entries, two values each: at `2 e` the next entry in the same cell (or -1), at `2 e + 1`
    /// the circle of entry `e`, for the first `entries` entries; the rest is room to grow into,
    /// so that an insertion writes through the buffer without appending.
    private(set) var links: [Int32] = []
    /// The number of entries.
    private(set) var entries = 0

    /// The most columns a grid has: wider containers get wider cells. With cells sized for the
    /// typical circle this is only reached above ~65,000 circles per row.
    static let maximumColumns = 1 << 16

    /// A grid for circles whose x lies in `minX...maxX` and y below `minY`, with cells of about
    /// `cellSize`.
    init(minX: Double, maxX: Double, minY: Double, cellSize: Double, expectedCircles: Int) {
        let span = Swift.max(maxX - minX, 0)
        self.span = span
        var size = cellSize.isFinite && cellSize > 0 ? cellSize : Swift.max(span, 1)
        if span / size > Double(Self.maximumColumns) { size = span / Double(Self.maximumColumns) }
        if !(size > 0) { size = 1 }
        self.cellSize = size
        let columns = Swift.max(1, Int((span / size).rounded(.up)))
        self.columns = columns
        // At most 2^16 columns and at least 2^17 cells: at least two rows.
        cellLimit = Self.maximumCells(circles: Swift.min(Swift.max(expectedCircles, 0), Int(Int32.max)))
        rowLimit = cellLimit / columns - 1
        self.originX = minX
        self.originY = minY.isFinite ? minY : 0
        // Room for two entries a circle, and capacity for four: a box about a cell wide covers
        // between one and four cells.
        links.reserveCapacity(Swift.max(expectedCircles, 16) * 8)
        links.append(contentsOf: repeatElement(-1, count: Swift.max(expectedCircles, 16) * 4))
    }

    /// The column of `x`, clamped into the grid.
    @inline(__always) func column(_ x: Double) -> Int {
        // Truncation once the value is known positive and in range: the same as rounding down,
        // without the call to `floor` that `rounded(.down)` makes on x86-64 (no SSE4.1 by
        // default).
        let c = (x - originX) / cellSize
        if !(c >= 1) { return 0 }
        return c >= Double(columns - 1) ? columns - 1 : Int(c)
    }

    /// The row of `y`, clamped to 0 and to `limit`.
    @inline(__always) func row(_ y: Double, limit: Int) -> Int {
        let r = (y - originY) / cellSize
        if !(r >= 1) { return 0 }
        return r >= Double(limit) ? limit : Int(r)
    }

    /// The number of rows that hold cells.
    var rowCount: Int { heads.count / columns }

    /// The number of cells.
    var cellCount: Int { heads.count }

    /// The bytes the grid's arrays hold, from their capacities.
    var retainedBytes: Int { (heads.capacity + links.capacity) * MemoryLayout<Int32>.stride }

    /// The most cells a grid of `circles` circles holds: 4 a circle, and a floor of 2^17 so that
    /// a few circles across the widest grid (2^16 columns) still have rows below them.
    static func maximumCells(circles: Int) -> Int { 4 * Swift.max(circles, 1 << 15) }

    /// The most cells the grid holds: ``maximumCells(circles:)`` of the circles it was made for.
    let cellLimit: Int

    /// The index of the last row: rows below it clamp to it, so that the cells stay within
    /// ``cellLimit``.
    private let rowLimit: Int

    /// Whether a circle whose box reaches down to `maxY` fits in the grid without being clamped
    /// to its last row nor taking it past ``maximumCells(circles:)`` for `circles` circles; a box
    /// reaching an infinite height fits, clamped, as no grid would hold it unclamped.
    func fits(maxY: Double, circles: Int) -> Bool {
        let height = maxY - originY
        guard height < .infinity else { return true }
        return height / cellSize < Double(rowLimit + 1)
            && (row(maxY, limit: rowLimit) + 1) * columns <= Self.maximumCells(circles: circles)
    }

    /// Registers circle `id` in every cell the box covers.
    mutating func insert(_ id: Int32, minX: Double, maxX: Double, minY: Double, maxY: Double) {
        let c0 = column(minX), c1 = column(maxX)
        // Rows clamp to `rowLimit`, so the cells stay within `cellLimit` (the type's invariant).
        let r0 = row(minY, limit: rowLimit), r1 = row(maxY, limit: rowLimit)
        let neededCells = (r1 + 1) * columns
        if heads.count < neededCells { heads.append(contentsOf: repeatElement(-1, count: neededCells - heads.count)) }
        let first = entries
        entries += (r1 - r0 + 1) * (c1 - c0 + 1)
        if 2 * entries > links.count {
            links.append(contentsOf: repeatElement(-1, count: Swift.max(2 * entries - links.count, links.count)))
        }
        let columns = self.columns
        // Room was made above for every entry, r0 <= r1 and c0 <= c1, and every cell index is
        // below `neededCells`: the buffers are written without checks.
        links.withUnsafeMutableBufferPointer { links in
            heads.withUnsafeMutableBufferPointer { heads in
                var entry = first
                // Bound: the cells the box covers, at most `columns` (2^16) a row over the rows its height spans.
                for r in r0...r1 {
                    for c in c0...c1 {
                        let cell = r &* columns &+ c
                        links[2 &* entry] = heads[cell]
                        links[2 &* entry &+ 1] = id
                        heads[cell] = Int32(entry)
                        entry &+= 1
                    }
                }
            }
        }
    }

    /// Takes back the last `insert`, which was given the same box.
    mutating func removeLast(minX: Double, maxX: Double, minY: Double, maxY: Double) {
        let c0 = column(minX), c1 = column(maxX)
        let r0 = row(minY, limit: rowLimit), r1 = row(maxY, limit: rowLimit)
        // Bound: the cells the matching `insert` covered.
        for r in stride(from: r1, through: r0, by: -1) {
            for c in stride(from: c1, through: c0, by: -1) {
                entries -= 1
                heads[r * columns + c] = links[2 * entries]
            }
        }
    }

    /// Calls `body` with every circle registered in a cell the box covers (some more than once)
    /// until it returns false; returns false when `body` did.
    @inline(__always)
    func forEach(minX: Double, maxX: Double, minY: Double, maxY: Double, _ body: (Int) -> Bool) -> Bool {
        let rows = rowCount
        guard rows > 0 else { return true }
        let c0 = column(minX), c1 = column(maxX)
        // A box below the rows meets nothing, unless the rows reach `rowLimit`, which holds the
        // boxes clamped to it.
        let r0 = row(minY, limit: rows > rowLimit ? rowLimit : rows), r1 = row(maxY, limit: rows - 1)
        guard r0 <= r1 else { return true }
        return heads.withUnsafeBufferPointer { heads in
            links.withUnsafeBufferPointer { links in
                for r in r0...r1 {
                    for c in c0...c1 {
                        var entry = Int(heads[r &* columns &+ c])
                        // Bound: the cell's entries, fewer than the entries: each links to an older one.
                        while entry >= 0 {
                            if !body(Int(links[2 &* entry &+ 1])) { return false }
                            entry = Int(links[2 &* entry])
                        }
                    }
                }
                return true
            }
        }
    }
}
