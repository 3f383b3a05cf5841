@_spi(Tools) @testable import CollectionLayouts
import Foundation
import Testing

/// `retainedBytes` of the layouts that store per-item data counts what their arrays hold: at
/// least the arrays every item has an entry in, and not far beyond them.
@Suite("Retained bytes")
struct RetainedBytesTests {
    @Test("A 10,000-circle packing retains its frames, index, circles and grid, and not much more")
    func circles() throws {
        let count = 10_000
        let environment = LayoutEnvironment(
            boundsSize: CGSize(width: 375, height: 800), itemCounts: [count],
            itemSizes: .cycle([20, 32, 16, 24].map { CGSize(width: $0, height: $0) }))
        let prepared = CirclePackLayout(configuration: .standard).prepare(in: environment)
        // The frames and the index's copy of them (32 bytes each), the packer's four runs of
        // centres and radii (8 bytes each), and the grid's entries (4 bytes, a few a circle).
        let floor = count * (2 * 32 + 4 * 8 + 2 * 4)
        #expect(prepared.retainedBytes >= floor)
        // Fixed-size caches (the crossings, the chains' scratch) add some 100 KB; 500 bytes a
        // circle is twice what was ever measured.
        #expect(prepared.retainedBytes <= count * 500, "\(prepared.retainedBytes)")
        // The grid's arrays are in it.
        #expect(prepared.retainedBytes >= floor + prepared.gridCells * 4)
    }

    @Test("A circle packing without room retains its frames and index only")
    func circlesWithoutRoom() {
        let environment = LayoutEnvironment(
            boundsSize: CGSize(width: Double.leastNormalMagnitude / 4, height: 800), itemCounts: [1_000])
        let prepared = CirclePackLayout(configuration: .standard).prepare(in: environment)
        #expect(prepared.retainedBytes >= 1_000 * 32)
        #expect(prepared.retainedBytes <= 1_000 * 80)
    }

    @Test(
        "A 10,000-photo gallery retains its frames, rows and line breaks, and not much more",
        arguments: [JustifiedGalleryLayout.Configuration.standard, .photos])
    func gallery(configuration: JustifiedGalleryLayout.Configuration) {
        let count = 10_000
        let environment = LayoutEnvironment(
            boundsSize: CGSize(width: 375, height: 800), itemCounts: [count],
            itemSizes: .cycle([CGSize(width: 4, height: 3), CGSize(width: 2, height: 3)]))
        let prepared = JustifiedGalleryLayout(configuration: configuration).prepare(in: environment)
        let rows = prepared.rows.count * MemoryLayout<PreparedJustifiedGallery.Row>.stride
        // The frames (32 bytes each) and the rows; in the aspect-ratio mode the line breaker's
        // starts too (4 bytes an item).
        let breaks = configuration == .photos ? count * 4 : 0
        #expect(prepared.retainedBytes >= count * 32 + rows + breaks)
        #expect(prepared.retainedBytes <= count * 100, "\(prepared.retainedBytes)")
    }
}
