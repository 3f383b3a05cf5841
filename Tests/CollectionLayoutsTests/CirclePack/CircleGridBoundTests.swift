@testable import CollectionLayouts
import Foundation
import Testing

/// The collision grid never holds more than `CircleGrid.maximumCells(circles:)` cells: a packer
/// whose circles stand far below its cells' size regrows the grid with larger cells, and the
/// centres are those a grid of fitting cells gives, bit for bit (the grid only answers which
/// circles are near; it decides nothing).
@Suite("The circle grid's bound")
struct CircleGridBoundTests {
    /// The centres of `radii` and the grid's cell count, packed with cells of `cellSize`.
    private func packing(
        _ radii: [Double], width: Double, cellSize: Double, reading: Bool
    ) -> (
        xs: [Double], ys: [Double], cells: Int, size: Double
    ) {
        var packer = CirclePacker(
            left: 0, right: width, top: 0, spacing: 0, readingOrder: reading, cellSize: cellSize,
            expectedCircles: radii.count)
        packer.beginSection(top: 0)
        for i in radii.indices { packer.place(radii[i], next: i + 1 < radii.count ? radii[i + 1] : nil) }
        let xs = (0..<packer.count).map { packer.centerX[$0] }, ys = (0..<packer.count).map { packer.centerY[$0] }
        return (xs, ys, packer.grid.cellCount, packer.cellSize)
    }

    @Test(arguments: [true, false])
    func aColumnUnderTinyCellsRegrowsTheGrid(reading: Bool) {
        // A column of 400 circles of diameter 2 under cells of 0.001: 2,000 columns, 800,000 rows
        // of them, where 400 circles may hold 131,072 cells.
        let radii = Array(repeating: 1.0, count: 400)
        let tiny = packing(radii, width: 2, cellSize: 0.001, reading: reading)
        let fitting = packing(radii, width: 2, cellSize: 4, reading: reading)
        #expect(tiny.xs == fitting.xs)
        #expect(tiny.ys == fitting.ys)
        #expect(tiny.cells <= CircleGrid.maximumCells(circles: 400))
        #expect(tiny.size > 0.001)
        #expect(fitting.size == 4)
    }

    /// A box far below the grid's rows is registered in its last row, which the queries below it
    /// read: the grid stays within its cells (2^33 cells, 32 GB, before the bound), and finds it.
    @Test func aBoxFarBelowClampsToTheLastRow() {
        var grid = CircleGrid(minX: 0, maxX: 65_536, minY: 0, cellSize: 1, expectedCircles: 10)
        grid.insert(0, minX: 0, maxX: 1, minY: 0, maxY: 1e12)
        grid.insert(1, minX: 5, maxX: 6, minY: .infinity, maxY: .infinity)
        #expect(grid.cellCount <= grid.cellLimit)
        #expect(grid.cellLimit == CircleGrid.maximumCells(circles: 10))
        var found: Set<Int> = []
        _ = grid.forEach(minX: 0, maxX: 6, minY: 1e12 - 1, maxY: 1e12) {
            found.insert($0)
            return true
        }
        #expect(found == [0, 1])
        #expect(!grid.fits(maxY: 1e12, circles: 10))
        #expect(grid.fits(maxY: .infinity, circles: 10) && grid.fits(maxY: .nan, circles: 10))
    }

    /// A section whose top is at an infinite height (a header's height over a unit of 2^-1022, as
    /// a fuzz input had it): no cell size brings its circles into the grid, which clamps them to
    /// its last row instead of growing to 2^33 cells.
    @Test(arguments: [true, false])
    func circlesAtAnInfiniteHeightKeepTheGridBounded(reading: Bool) {
        var packer = CirclePacker(
            left: 0, right: 2, top: 0, spacing: 0, readingOrder: reading, cellSize: 4, expectedCircles: 6)
        packer.beginSection(top: 0)
        for i in 0..<3 { packer.place(1, next: i < 2 ? 1 : nil) }
        packer.beginSection(top: .infinity)
        for i in 0..<3 { packer.place(1, next: i < 2 ? 1 : nil) }
        #expect(packer.count == 6)
        #expect(packer.grid.cellCount <= CircleGrid.maximumCells(circles: 6))
    }
}
