@_spi(Tools) import CollectionLayouts
import Foundation
@testable import LayoutBenchmarks
@testable import LayoutCatalog
import Testing

@Suite("gallery spec and benchmark")
struct JustifiedGallerySpecTests {
    private func build(_ values: [String: String]) throws(ParameterError) -> PreparedJustifiedGallery {
        try LayoutCatalog.build("gallery", LayoutParameters(values)).prepared as! PreparedJustifiedGallery
    }

    @Test("Without ratios: the tutorial's widths mode, 1060 wide")
    func widthsMode() throws {
        let g = try build(["count": "20"])
        #expect(g.configuration == .standard)
        #expect(g.contentSize.width == 1060)
        let custom = try build([
            "count": "20", "min-width": "100", "max-width": "120", "item-height": "80", "inset": "5",
            "spacing": "2", "seed": "9", "header-height": "0", "footer-height": "12", "max-rows": "2",
            "last-row": "center",
        ])
        #expect(
            custom.configuration
                == (try JustifiedGalleryLayout.Configuration(
                    mode: .widthRange(min: 100, max: 120, height: 80), insets: LayoutInsets(all: 5), itemSpacing: 2,
                    rowSpacing: 2,
                    headerHeight: 0, footerHeight: 12, lastRow: .centered, maximumRowsPerSection: 2, seed: 9)))
    }

    @Test("With ratios: the aspect-ratio mode, ratios cycled over every section in order")
    func aspectMode() throws {
        let g = try build([
            "sections": "2,3", "aspect-ratios": "1.5,0.5,2", "target-height": "200", "tolerance": "0.25",
            "last-row": "justify",
        ])
        #expect(g.configuration.mode == .aspectRatios(targetRowHeight: 200, tolerance: 0.25))
        #expect(g.configuration.lastRow == .justified)
        let ratios = [(0, 0), (0, 1), (1, 0), (1, 1), (1, 2)].map {
            JustifiedGalleryLayout.aspectRatio(of: g.environment.itemSizes.size(at: ElementIndex($0.0, $0.1)))
        }
        #expect(ratios == [1.5, 0.5, 2, 1.5, 0.5])
        #expect(
            JustifiedGallerySpec.itemSizes(cycling: [2, 3], over: [5])
                == .cycle([CGSize(width: 2, height: 1), CGSize(width: 3, height: 1)]))
        let code = try LayoutCatalog.build("gallery", LayoutParameters(["aspect-ratios": "1"])).swiftCode
        // the aspect-ratio preset
        #expect(code.contains("JustifiedGalleryCollectionViewLayout(configuration: .photos)"))
        #expect(code.contains(".justifiedGallery(.photos), itemSize: { $0.size })"))
    }

    @Test("Ratio files: numbers separated by commas, spaces or newlines")
    func ratioText() throws {
        #expect(
            try JustifiedGallerySpec.aspectRatios(fromText: "1.5, 0.66\n2\r\n\n0.75,\n", source: "t") == [
                1.5, 0.66, 2, 0.75,
            ])
        #expect(throws: ParameterError("--aspect-ratios-file: 't' holds no numbers")) {
            try JustifiedGallerySpec.aspectRatios(fromText: " ,\n", source: "t")
        }
        #expect(throws: ParameterError("--aspect-ratios-file: entry 2 of 't' is not a finite number")) {
            try JustifiedGallerySpec.aspectRatios(fromText: "1,wide,2", source: "t")
        }
        #expect(throws: ParameterError.self) { try JustifiedGallerySpec.aspectRatios(fromText: "1,nan", source: "t") }
        // The file's text, as the command attaches it (the catalog reads no files).
        let parameters = LayoutParameters(["count": "4", "aspect-ratios-file": "r.txt"])
            .attaching(text: .success("1.5\n0.5\n"), to: JustifiedGallerySpec.aspectRatiosFile)
        let g = try LayoutCatalog.build("gallery", parameters).prepared
        #expect(JustifiedGalleryLayout.aspectRatio(of: g.environment.itemSizes.size(at: ElementIndex(0, 3))) == 0.5)
    }

    @Test(
        "Options of the other mode, or both ratio sources, are rejected",
        arguments: [
            (["aspect-ratios": "1", "min-width": "100"], "--min-width is for the widths mode"),
            (
                ["aspect-ratios-file": "x", "aspect-ratios": "1"],
                "give --aspect-ratios or --aspect-ratios-file, not both"
            ),
            (["target-height": "100"], "--target-height is for the aspect-ratio mode"),
            (["tolerance": "0.2"], "--tolerance is for the aspect-ratio mode"),
            (
                ["min-width": "300", "max-width": "200"],
                "invalid gallery configuration: widthRange.max must be at least 300 (got 200)"
            ),
            (["aspect-ratios": "1", "tolerance": "0.95"], "aspectRatios.tolerance must be at most 0.9"),
            (["last-row": "right"], "--last-row must be one of left, center, justify"),
            (["max-rows": "0"], "--max-rows must be between 1 and"),
            (["seed": "-1"], "--seed must be between 0 and"),
        ])
    func rejected(values: [String: String], message: String) {
        LayoutCatalog.expectRejection("gallery", values, message)
    }

    /// Each builds and draws: `LayoutParametersTests.everySpec`.
    @Test("The samples include both modes and pinned headers")
    func samples() {
        #expect(JustifiedGallerySpec().samples.map(\.name) == ["gallery-widths", "gallery-pinned", "gallery-aspect"])
    }

    // MARK: Benchmark instruments

    @Test("The greedy breakers, by hand")
    func greedyByHand() {
        // Room 1000, target 300: [1, 1] is 500 tall, [1, 1, 1.5] 285.7; [1.5] 666.7, [1.5, 2] 285.7;
        // [2] 500, [2, 3] 200; [3] 333.3. Wrap hands back the item that takes a row below 300.
        let ratios: [CGFloat] = [1, 1, 1.5, 2, 3]
        func ends(_ greedy: GreedyRowBreaker) -> [Int] {
            greedy.rowEnds(ratios: ratios, room: 1000, spacing: 0, targetHeight: 300)
        }
        #expect(ends(.fill) == [3, 5])
        #expect(ends(.wrap) == [2, 3, 4, 5])
        #expect(ends(.nearest) == [3, 5])
    }

    @Test(
        "On ratios spread from 0.5 to 2.0: the layout's rows beat every greedy breaker, by 2× the wrapping one, and sit at the floor"
    )
    func deviationAgainstGreedy() {
        let n = 5_000
        let ratios = JustifiedGalleryBenchmark.spreadRatios(count: n)
        let g = JustifiedGalleryLayout(configuration: .photos).prepare(
            in: LayoutEnvironment(
                boundsSize: JustifiedGalleryBenchmark.bounds, itemCounts: [n],
                itemSizes: .perSection([ratios.map { CGSize(width: $0, height: 1) }])))
        let ours = JustifiedGalleryBenchmark.meanAbsoluteDeviation(
            g.rows.filter { !$0.isLastInSection }.map(\.height), from: 250)
        func greedy(_ breaker: GreedyRowBreaker) -> Double {
            let ends = breaker.rowEnds(ratios: ratios, room: g.rowWidth, spacing: 15, targetHeight: 250)
            return JustifiedGalleryBenchmark.meanAbsoluteDeviation(
                JustifiedGalleryBenchmark.fullRowHeights(ratios: ratios, ends: ends, room: g.rowWidth, spacing: 15),
                from: 250)
        }
        #expect(ours * 2 <= greedy(.wrap), "ours \(ours), wrap \(greedy(.wrap))")
        #expect(ours < greedy(.fill), "ours \(ours), fill \(greedy(.fill))")
        #expect(ours < greedy(.nearest), "ours \(ours), nearest \(greedy(.nearest))")
        let floorEnds = JustifiedRowBreaker.optimalRowEnds(
            ratios: ratios, room: g.rowWidth, spacing: 15, targetHeight: 250,
            minimumHeight: 125, lastRowIsFree: true, objective: .absoluteDeviation)
        let floor = JustifiedGalleryBenchmark.meanAbsoluteDeviation(
            JustifiedGalleryBenchmark.fullRowHeights(ratios: ratios, ends: floorEnds, room: g.rowWidth, spacing: 15),
            from: 250)
        #expect(ours <= floor * 1.03, "ours \(ours), least possible \(floor)")
    }

    @Test("The tutorial's port reshuffles on every prepare and breaks its bounds; the layout does neither")
    func tutorialPort() {
        var tutorial = GalleryTutorialLayout()
        tutorial.prepare(width: 1060, itemCounts: [200])
        let first = (0..<200).map { tutorial.frame(section: 0, item: $0)! }
        tutorial.prepare(width: 1060, itemCounts: [200])
        #expect((0..<200).contains { tutorial.frame(section: 0, item: $0)! != first[$0] })
        #expect(first.contains { $0.width > 300 || $0.width < 150 })
        #expect(tutorial.elements(in: CGRect(x: 0, y: 0, width: 1060, height: 800)).contains { $0.isHeader })

        let rows = JustifiedGalleryBenchmark().run(quick: true).filter {
            $0.measure == "frames moved by a rotation" || $0.measure.hasPrefix("widths outside")
        }
        #expect(rows.count == 2)
        #expect(rows.allSatisfy { $0.ours == 0 && ($0.baseline ?? 0) > 0 })
    }

    @Test(
        "The benchmark gives each prepare per photo too, with flickr's recorded figure beside the aspect ratios at 1,000"
    )
    func perPhotoRows() throws {
        let rows = JustifiedGalleryBenchmark().run(quick: true)
        for n in [1_000, 10_000] {
            for mode in ["widths", "aspect ratios"] {
                let prepare = try #require(
                    rows.first { $0.measure == "prepare" && $0.items == n && $0.variant.hasPrefix(mode) })
                let perPhoto = try #require(
                    rows.first { $0.measure == "prepare per photo" && $0.items == n && $0.variant == prepare.variant })
                #expect(
                    perPhoto.unit == "ns" && abs(perPhoto.ours - prepare.ours * 1e6 / Double(n)) < 1e-9 * perPhoto.ours)
                if mode == "aspect ratios" {
                    #expect(prepare.baseline == (n == 1_000 ? 2.1 : nil), "flickr's figure at \(n)")
                    #expect(perPhoto.baseline == (n == 1_000 ? 2_100 : nil), "flickr's figure per photo at \(n)")
                    #expect(prepare.variant.contains("flickr") == (n == 1_000))
                }
            }
        }
    }
}
