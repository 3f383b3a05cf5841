@testable import CollectionLayouts
@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutFuzzing
import Testing

/// `prepare(in:updating:)`: appending items continues the work instead of starting again, and
/// the result equals a fresh prepare bit for bit.
@Suite("Appends")
struct AppendTests {
    /// The tutorial's diameters.
    static let diameters: [CGFloat] = [120, 160, 80, 120, 80, 140, 100, 200]

    /// Prepares `counts[0]`, then updates to each next counts in turn; after each step every
    /// element, the content size and the visible elements equal a fresh prepare's.
    func expectAppendsEqualFresh<L: CollectionLayout>(
        _ layout: L, _ steps: [[Int]], width: CGFloat = 375, sizes: ItemSizes = .none,
        direction: LayoutDirection = .leftToRight, _ comment: String,
        laidOut: ((L.Prepared, _ added: Int) -> Void)? = nil
    ) {
        func environment(_ counts: [Int]) -> LayoutEnvironment {
            LayoutEnvironment(
                boundsSize: CGSize(width: width, height: 667), contentOffset: CGPoint(x: 0, y: 200),
                layoutDirection: direction, itemCounts: counts, itemSizes: sizes)
        }
        guard let fuzzTarget = target(for: layout) else {
            Issue.record("\(L.self) is no LayoutKind's layout")
            return
        }
        var prepared = layout.prepare(in: environment(steps[0]))
        for (before, counts) in zip(steps, steps.dropFirst()) {
            let old = prepared
            layout.prepare(in: environment(counts), updating: &prepared)
            let fresh = layout.prepare(in: environment(counts))
            let label = "\(comment): \(before) → \(counts)"
            #expect(prepared.contentSize == fresh.contentSize, "\(label): content size")
            #expect(prepared.environment == fresh.environment, "\(label): environment")
            let mine = prepared.allElements(), theirs = fresh.allElements()
            #expect(
                mine == theirs, "\(label): first difference \(String(describing: zip(mine, theirs).first { $0 != $1 }))"
            )
            let rect = CGRect(x: 0, y: max(0, fresh.contentSize.height - 900), width: width, height: 700)
            #expect(prepared.elements(in: rect) == fresh.elements(in: rect), "\(label): elements near the end")
            #expect(LayoutChecker.check(prepared, as: fuzzTarget, rects: [rect]).isEmpty, "\(label): checker")
            laidOut?(prepared, counts.reduce(0, +) - before.reduce(0, +))
            _ = old
        }
    }

    /// The fuzz target of `L`'s kind: the one whose standard layout is an `L`.
    func target<L: CollectionLayout>(for layout: L) -> LayoutFuzzTarget? {
        LayoutFuzzTarget.all.first { $0.standard is L }
    }

    @Test(
        "Circles continue the packing: only the new circles and the last old one of their section are placed",
        arguments: [CirclePackLayout.Configuration.standard, .dense], [375, 1024] as [CGFloat])
    func circles(configuration: CirclePackLayout.Configuration, width: CGFloat) {
        let sizes = ItemSizes.cycle(Self.diameters.map { CGSize(width: $0, height: $0) })
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            expectAppendsEqualFresh(
                CirclePackLayout(configuration: configuration),
                [[3], [5], [11], [13], [43], [91], [91, 0], [91, 3], [91, 3, 20]],
                width: width, sizes: sizes, direction: direction, "\(configuration.ordering) \(width) \(direction)"
            ) { p, added in
                #expect(p.itemsLaidOutLastTime <= added + 1, "laid out \(p.itemsLaidOutLastTime) for \(added) appended")
            }
        }
    }

    @Test(
        "Circles: whatever the new circles' sizes, an append places the last old circle again and no other, and equals a fresh prepare"
    )
    func smallerThanLastRewinds() {
        // Section 0: a 30 first, then 100s, then 60s: smaller than the last old circle, not than
        // the section's smallest. Section 1: 100s, a 30 last, then 60s: larger than the last.
        let first = (0..<60).map { CGSize(width: $0 == 0 ? 30 : $0 < 40 ? 100 : 60, height: 1) }
        let second = (0..<60).map { CGSize(width: $0 < 39 ? 100 : $0 == 39 ? 30 : 60, height: 1) }
        // A 20 after 50 100s: smaller than every circle of its section.
        let smallest = (0..<60).map { CGSize(width: $0 < 50 ? 100 : 20, height: 1) }
        for configuration in [CirclePackLayout.Configuration.standard, .dense] {
            var laidOut: [Int] = []
            expectAppendsEqualFresh(
                CirclePackLayout(configuration: configuration), [[40], [45], [60]],
                sizes: .perSection([first]), "smaller than the last \(configuration.ordering)"
            ) { p, _ in laidOut.append(p.itemsLaidOutLastTime) }
            expectAppendsEqualFresh(
                CirclePackLayout(configuration: configuration), [[0, 40], [0, 45]],
                sizes: .perSection([[], second]), "larger than the last \(configuration.ordering)"
            ) { p, _ in laidOut.append(p.itemsLaidOutLastTime) }
            expectAppendsEqualFresh(
                CirclePackLayout(configuration: configuration), [[50], [51], [55]],
                sizes: .perSection([smallest]), "smallest \(configuration.ordering)"
            ) { p, _ in laidOut.append(p.itemsLaidOutLastTime) }
            #expect(laidOut == [6, 16, 6, 2, 5], "\(configuration.ordering)")
        }
    }

    @Test(
        "Circles, dense: appends around a hole opened (item 7) and filled (item 10) place the last old circle again only"
    )
    func denseHoles() {
        let sizes = ItemSizes.cycle(Self.diameters.map { CGSize(width: $0, height: $0) })
        var laidOut: [Int] = []
        expectAppendsEqualFresh(
            CirclePackLayout(configuration: .dense), [[7], [8], [10], [11], [12], [40], [300]], sizes: sizes,
            "dense holes"
        ) { p, _ in laidOut.append(p.itemsLaidOutLastTime) }
        #expect(laidOut == [2, 3, 2, 2, 29, 261])
        let packed = CirclePackLayout(configuration: .dense).prepare(
            in: LayoutEnvironment(boundsSize: CGSize(width: 375, height: 667), itemCounts: [12], itemSizes: sizes))
        #expect(packed.statistics.circlesInHoles == 1, "item 10 fills the hole item 7 closed")
    }

    @Test(
        "Circles: an append places again exactly the last old circle, after hundreds of larger ones too",
        arguments: [CirclePackLayout.Configuration.standard, .dense])
    func rewindsTheLastOnly(configuration: CirclePackLayout.Configuration) {
        let sizes = ItemSizes.cycle(Self.diameters.map { CGSize(width: $0, height: $0) })
        var laidOut: [Int] = []
        expectAppendsEqualFresh(
            CirclePackLayout(configuration: configuration), [[6], [20], [21], [22]],
            sizes: sizes, "rewind \(configuration.ordering)"
        ) { p, _ in laidOut.append(p.itemsLaidOutLastTime) }
        // 6 → 20: item 5 again and 14 new; then item 19 and one new, item 20 and one new.
        #expect(laidOut == [15, 2, 2])
        let n = 300
        let large = ItemSizes.perSection([(0..<(n + 5)).map { CGSize(width: $0 < n ? 60 : 20, height: 1) }])
        laidOut = []
        expectAppendsEqualFresh(
            CirclePackLayout(configuration: configuration), [[n - 1], [n], [n + 5]], sizes: large,
            "after \(n) larger \(configuration.ordering)"
        ) { p, _ in laidOut.append(p.itemsLaidOutLastTime) }
        #expect(laidOut == [2, 6], "one 60, then five 20s, each with the last old circle")
    }

    @Test("Circles: the old circles keep their frames, but for the last one")
    func circlesKeepTheirPlace() {
        let layout = CirclePackLayout(configuration: .dense)
        let environment = LayoutEnvironment(
            boundsSize: CGSize(width: 768, height: 1000), itemCounts: [300],
            itemSizes: .cycle(Self.diameters.map { CGSize(width: $0, height: $0) }))
        var shorter = environment
        shorter.itemCounts = [251]  // the packing continues: item 250 is placed again, then the new ones
        let before = layout.prepare(in: shorter)
        let after = layout.prepare(in: environment, updatingCopyOf: before)
        #expect(LayoutFuzzTarget.itemsKeepTheirPlace(before, after, exceptLast: 1) == nil)
        // Not vacuous: the last circle may move, and the checker notices a moved circle.
        #expect(
            LayoutFuzzTarget.itemsKeepTheirPlace(
                layout.prepare(
                    in: LayoutEnvironment(
                        boundsSize: CGSize(width: 700, height: 1000),
                        itemCounts: [250])), after, exceptLast: 1) != nil)
    }

    @Test(
        "Gallery: widths mode lays out again from the last row",
        arguments: [JustifiedGalleryLayout.LastRow.leading, .centered, .justified])
    func galleryWidths(lastRow: JustifiedGalleryLayout.LastRow) throws {
        let layout = JustifiedGalleryLayout(
            configuration: try .init(headerHeight: 40, footerHeight: 20, lastRow: lastRow))
        expectAppendsEqualFresh(
            layout, [[0], [1], [2], [30], [30, 0], [30, 1], [30, 50], [30, 51], [30, 51, 0, 7]],
            width: 1024, "widths \(lastRow)"
        ) { p, added in
            #expect(p.itemsLaidOutLastTime <= added + 8, "laid out \(p.itemsLaidOutLastTime) for \(added) appended")
        }
        expectAppendsEqualFresh(
            layout, [[10, 5], [10, 9], [10, 90]], width: 700, direction: .rightToLeft, "widths rtl \(lastRow)")
    }

    @Test(
        "Gallery: aspect-ratio mode lays out again from the breaks the longer section keeps",
        arguments: [JustifiedGalleryLayout.LastRow.leading, .justified])
    func galleryPhotos(lastRow: JustifiedGalleryLayout.LastRow) throws {
        let layout = JustifiedGalleryLayout(
            configuration: try .init(
                mode: .aspectRatios(targetRowHeight: 200, tolerance: 0.5),
                headerHeight: 0, lastRow: lastRow))
        // Ratios 0.5 to 2, not periodic over a row.
        let sizes = ItemSizes.perSection([(0..<600).map { CGSize(width: 50 + CGFloat(($0 * 53) % 150), height: 100) }])
        var laidOut: [Int] = []
        expectAppendsEqualFresh(
            layout, [[0], [1], [2], [100], [101], [150], [151], [400], [450], [500], [501]],
            width: 1024, sizes: sizes, "photos \(lastRow)"
        ) { p, added in
            laidOut.append(p.itemsLaidOutLastTime - added)
        }
        // Appends lay out again a few rows of what was there (with a free last row, usually one
        // or two; a justified last row can change the breaks ten rows back), never the section.
        #expect(laidOut.dropFirst(3).allSatisfy { $0 < 100 }, "items laid out again: \(laidOut)")
    }

    @Test("Gallery: the row limit hides appended items as a fresh prepare does")
    func galleryRowLimit() throws {
        let layout = JustifiedGalleryLayout(configuration: try .init(maximumRowsPerSection: 3))
        expectAppendsEqualFresh(layout, [[5], [9], [30], [60], [60, 2]], width: 800, "row limit")
        let photos = JustifiedGalleryLayout(
            configuration: try .init(
                mode: .aspectRatios(targetRowHeight: 200, tolerance: 0.4),
                maximumRowsPerSection: 2))
        expectAppendsEqualFresh(
            photos, [[3], [9], [30], [31]], width: 800,
            sizes: .cycle([CGSize(width: 3, height: 2), CGSize(width: 1, height: 1)]), "row limit photos")
    }

    @Test("Grid: appends prepare afresh in O(sections), equal as ever")
    func grid() {
        expectAppendsEqualFresh(StaggeredGridLayout(), [[10], [60], [60, 5]], "grid")
    }

    @Test(
        "Anything but an append prepares afresh",
        arguments: [
            LayoutEnvironment(boundsSize: CGSize(width: 376, height: 667), itemCounts: [20, 10]),  // width
            // an earlier section grew
            LayoutEnvironment(boundsSize: CGSize(width: 375, height: 667), itemCounts: [21, 10]),
            // the last section shrank
            LayoutEnvironment(boundsSize: CGSize(width: 375, height: 667), itemCounts: [20, 9]),
            LayoutEnvironment(boundsSize: CGSize(width: 375, height: 667), itemCounts: [20]),  // a section went
            LayoutEnvironment(
                boundsSize: CGSize(width: 375, height: 667), layoutDirection: .rightToLeft, itemCounts: [20, 10]),
            LayoutEnvironment(
                boundsSize: CGSize(width: 375, height: 667), itemCounts: [20, 10],
                itemSizes: .uniform(CGSize(width: 50, height: 50))),
        ])
    func notAnAppend(environment: LayoutEnvironment) {
        let previous = LayoutEnvironment(boundsSize: CGSize(width: 375, height: 667), itemCounts: [20, 10])
        #expect(environment.appendStart(after: previous) == nil)
        var prepared = CirclePackLayout().prepare(in: previous)
        CirclePackLayout().prepare(in: environment, updating: &prepared)
        #expect(prepared.itemsLaidOutLastTime == environment.totalItemCount)
        #expect(prepared.allElements() == CirclePackLayout().prepare(in: environment).allElements())
    }

    @Test("appendStart: where the new items start, and sizes compared only for the old items")
    func appendStart() {
        let old = LayoutEnvironment(
            boundsSize: CGSize(width: 375, height: 667), itemCounts: [3, 2],
            itemSizes: .perSection([
                [CGSize(width: 1, height: 1)], [CGSize(width: 2, height: 2), CGSize(width: 3, height: 3)],
            ]))
        var new = old
        new.itemCounts = [3, 5, 1]
        new.contentOffset = CGPoint(x: 0, y: 99)
        new.itemSizes = .perSection([
            [CGSize(width: 1, height: 1)],
            [CGSize(width: 2, height: 2), CGSize(width: 3, height: 3), CGSize(width: 7, height: 7)],
        ])
        #expect(new.appendStart(after: old) == ElementIndex(1, 2))
        new.itemSizes = .perSection([
            [CGSize(width: 1, height: 1), CGSize(width: 5, height: 5)],
            [CGSize(width: 2, height: 2), CGSize(width: 3, height: 3)],
        ])
        #expect(new.appendStart(after: old) == nil)  // item (0, 1) gains a size
        new.itemSizes = .perSection([[CGSize(width: 1, height: 1)], [CGSize(width: 3, height: 2)]])
        #expect(new.appendStart(after: old) == nil)
        new.itemSizes = .cycle([CGSize(width: 1, height: 1)])
        #expect(new.appendStart(after: old) == nil)  // item (1, 0) changes from 2×2 to 1×1
        #expect(old.appendStart(after: LayoutEnvironment(itemCounts: [])) == nil)
    }

    @Test("SpatialIndex.replaceFrames answers as an index built afresh", arguments: [ScrollAxis.vertical, .horizontal])
    func spatialIndexReplace(axis: ScrollAxis) {
        var rng = SeededGenerator(seed: 16)
        func frame() -> CGRect {
            CGRect(
                x: CGFloat.random(in: 0...900, using: &rng).rounded(),
                y: CGFloat.random(in: 0...900, using: &rng).rounded(),
                width: CGFloat.random(in: 0...80, using: &rng).rounded(),
                height: CGFloat.random(in: 0...80, using: &rng).rounded())
        }
        var frames = (0..<300).map { _ in frame() }
        var index = SpatialIndex(frames: frames, axis: axis)
        for round in 0..<40 {
            let position = Int.random(in: 0...frames.count, using: &rng)
            let added = (0..<Int.random(in: 0...30, using: &rng)).map { _ in frame() }
            frames.replaceSubrange(position..., with: added)
            index.replaceFrames(from: position, with: added)
            let fresh = SpatialIndex(frames: frames, axis: axis)
            #expect(index.count == frames.count)
            for _ in 0..<20 {
                let rect = frame().insetBy(dx: -60, dy: -60)
                #expect(index.query(rect) == fresh.query(rect), "round \(round), rect \(rect)")
            }
        }
    }
}
