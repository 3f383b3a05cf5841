@testable import CollectionLayouts
import Foundation
import Testing

/// Where the packer looks ahead: only where few circles of the mean size so far fit across
/// (``CirclePacker/lookAheadAcross``), which decides which places are taken; and appends of long
/// runs of equal circles on the general packer.
@Suite("Circle packing: where the packer looks ahead")
struct CirclePackerShortcutTests {
    static let tutorial: [Double] = [60, 80, 40, 60, 40, 70, 50, 100]

    /// The centres of `radii` packed in one section per run of `sections`, in placement order.
    private func centres(
        _ radii: [Double], width: Double, spacing: Double = 10, reading: Bool, options: Int = 2, sections: [Int]? = nil
    ) -> (xs: [Double], ys: [Double], generated: Int) {
        var packer = CirclePacker(
            left: 20, right: width - 20, top: 0, spacing: spacing, readingOrder: reading, cellSize: 100,
            expectedCircles: radii.count, options: options)
        packer.placesRunsOnPatterns = false  // the general packer's shortcuts, not the honeycomb's
        var start = 0
        for count in sections ?? [radii.count] {
            packer.beginSection(top: packer.sectionBottom)
            for i in start..<(start + count) {
                packer.place(radii[i], next: i + 1 < start + count ? radii[i + 1] : nil)
            }
            start += count
        }
        let xs = (0..<packer.count).map { packer.centerX[$0] }, ys = (0..<packer.count).map { packer.centerY[$0] }
        return (xs, ys, packer.candidatesGenerated)
    }

    @Test(
        "Appends of equal circles on the general packer: the last circle placed again and the new ones, as a fresh packing",
        arguments: [true, false])
    func appends(reading: Bool) {
        let radii = Array(repeating: 20.0, count: 600)
        var packer = CirclePacker(
            left: 20, right: 1_004, top: 0, spacing: 10, readingOrder: reading, cellSize: 100, expectedCircles: 600)
        packer.placesRunsOnPatterns = false
        packer.beginSection(top: 0)
        for i in 0..<400 { packer.place(radii[i], next: i + 1 < 400 ? radii[i + 1] : nil) }
        packer.rewind(to: 399)
        for i in 399..<600 { packer.place(radii[i], next: i + 1 < 600 ? radii[i + 1] : nil) }
        let fresh = centres(radii, width: 1_024, reading: reading)
        #expect((0..<600).map { packer.centerX[$0] } == fresh.xs)
        #expect((0..<600).map { packer.centerY[$0] } == fresh.ys)
    }

    @Test("The look-ahead runs where fewer than 5 circles of the mean size fit across, and not where more do")
    func lookAheadWidth() {
        let radii = (0..<600).map { Self.tutorial[$0 % Self.tutorial.count] }
        for reading in [true, false] {
            // The tutorial's mean inflated diameter is 135 points: 2.6 across the 345 at 375 points
            // (335 between the insets, and the spacing).
            let narrow = centres(radii, width: 375, reading: reading)
            let narrowAlone = centres(radii, width: 375, reading: reading, options: 1)
            #expect(narrow.ys != narrowAlone.ys, "the look-ahead changes places at 375 points")
            // 1024 points: 7.4 across, no look-ahead: the same places as a packer without one.
            let wide = centres(radii, width: 1_024, reading: reading)
            let wideAlone = centres(radii, width: 1_024, reading: reading, options: 1)
            #expect(wide.xs == wideAlone.xs)
            #expect(wide.ys == wideAlone.ys)
        }
        // Equal circles of 40 points: 6.9 across at 375 points, no look-ahead; of 80 points, 3.8.
        let small = Array(repeating: 20.0, count: 400), large = Array(repeating: 40.0, count: 400)
        #expect(
            centres(small, width: 375, reading: true).ys == centres(small, width: 375, reading: true, options: 1).ys)
        #expect(
            centres(large, width: 375, reading: true).ys != centres(large, width: 375, reading: true, options: 1).ys)
    }

    @Test("The rule reads the circles so far: the look-ahead starts once their mean is large enough")
    func lookAheadStartsWithLargeCircles() {
        // 50 circles of radius 20 (6.9 across at 375 points), then the tutorial's (mean 62.5): the
        // mean reaches 5 across after 15 of those, so the first 50 places are those of a packer
        // that never looks ahead, and later ones are not.
        let radii = Array(repeating: 20.0, count: 50) + (0..<200).map { Self.tutorial[$0 % Self.tutorial.count] }
        let packed = centres(radii, width: 375, reading: true)
        let alone = centres(radii, width: 375, reading: true, options: 1)
        #expect(Array(packed.ys[..<50]) == Array(alone.ys[..<50]))
        #expect(packed.ys != alone.ys)
    }
}
