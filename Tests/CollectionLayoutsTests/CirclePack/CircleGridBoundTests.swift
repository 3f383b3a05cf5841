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
}
