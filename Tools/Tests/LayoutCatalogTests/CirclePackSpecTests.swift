@_spi(Tools) import CollectionLayouts
import Foundation
@testable import LayoutBenchmarks
import LayoutCatalog
import Testing

@Suite("circles spec and benchmark")
struct CirclePackSpecTests {
    @Test("The spec builds the tutorial's sample by default: 40 circles, ellipses, diameters cycling")
    func defaults() throws {
        let built = try LayoutCatalog.build("circles", LayoutParameters())
        #expect(built.cellShape == .ellipse)
        let elements = built.elements(all: true)
        #expect(elements.count == 40)
        let sample = CirclePackSpec.sampleDiameters
        #expect(
            elements.sorted { $0.index < $1.index }.map { Double($0.frame.width) }
                == (0..<40).map { sample[$0 % sample.count] })
        #expect(built.prepared.contentSize.width == 375)
        #expect(built.swiftCode.contains("CirclePackCollectionViewLayout(configuration: .standard)"))
        #expect(built.swiftCode.contains(".circlePack(.standard)"))
    }

    @Test("Options: diameters, spacing, inset and order reach the layout")
    func options() throws {
        let built = try LayoutCatalog.build(
            "circles",
            LayoutParameters([
                "diameters": "50", "spacing": "0", "inset": "5", "order": "dense", "count": "3", "width": "200",
            ]))
        let frames = built.elements(all: true).map(\.frame)
        // Three 50-point circles side by side from the left inset, touching.
        #expect(frames.count == 3)
        #expect(frames.map(\.minY) == [5, 5, 5])
        #expect(abs(frames[1].minX - 55) < 1e-6 && abs(frames[2].minX - 105) < 1e-6)
        #expect(built.swiftCode.contains("ordering: .dense"))  // with other changes: an argument, not the preset
    }

    @Test("The samples draw both orderings")
    func samples() throws {
        let spec = try LayoutCatalog.spec(named: "circles")
        #expect(spec.samples.map(\.name) == ["circles-reading", "circles-dense"])
        for sample in spec.samples {
            let built = try LayoutCatalog.build("circles", LayoutParameters(sample.parameters))
            #expect(built.elements(all: sample.all).count == 40)
        }
    }

    @Test("Bad values are rejected with the option named")
    func badValues() {
        for (parameters, message) in [
            (["diameters": "0"], "--diameters must all be greater than 0"),
            (["diameters": "-1,2"], "--diameters must all be greater than 0"),
            (["order": "up"], "--order must be one of reading, dense"),
            (["spacing": "-2"], "spacing must be at least 0"),
        ] {
            LayoutCatalog.expectRejection("circles", parameters, message)
        }
    }

    @Test("The tutorial port keeps its flaws: overlaps at 768, none at 375; it checks only 4 predecessors")
    func tutorialPort() {
        var tutorial = CirclesTutorialLayout()
        let diameters = CirclePackSpec.sampleDiameters.map { CGFloat($0) }
        tutorial.prepare(boundsWidth: 375, diameters: diameters, numberOfItems: 300)
        #expect(CircleFigures(frames: tutorial.frames, contentSize: tutorial.contentSize).overlappingPairs == 0)
        #expect(tutorial.frames[0] == CGRect(x: 20, y: 20, width: 120, height: 120))
        tutorial.prepare(boundsWidth: 768, diameters: diameters, numberOfItems: 300)
        #expect(CircleFigures(frames: tutorial.frames, contentSize: tutorial.contentSize).overlappingPairs > 100)
        // Reading predecessors from an array gives the same frames.
        var array = CirclesTutorialLayout()
        array.framesInArray = true
        array.prepare(boundsWidth: 768, diameters: diameters, numberOfItems: 300)
        #expect(array.frames == tutorial.frames)
        #expect(tutorial.elements(in: CGRect(x: 0, y: 0, width: 768, height: 200)).count > 0)
    }

    @Test("The quick benchmark runs: no overlaps for ours, the tutorial's densities beside ours")
    func quickBenchmark() {
        let rows = CirclePackBenchmark().run(quick: true)
        let overlaps = rows.filter { $0.measure == "overlapping pairs" }
        #expect(overlaps.count == 10)
        #expect(overlaps.allSatisfy { $0.ours == 0 })
        #expect(overlaps.contains { ($0.baseline ?? 0) > 0 })
        let gaps = rows.filter { $0.measure == "closest gap" }
        #expect(gaps.allSatisfy { $0.ours >= 10 - 1e-6 })
        let densities = rows.filter { $0.measure == "density" }
        #expect(densities.allSatisfy { $0.ours > 0.5 && $0.ours < 0.8 && $0.higherIsBetter })
        #expect(rows.contains { $0.measure.hasPrefix("prepare") && $0.unit == "ms CPU" })
        // Per circle: both diameters, both widths, both orders, at each quick count, with d3's
        // figure beside those at a count it was measured at.
        let perCircle = rows.filter { $0.measure == "prepare per circle vs d3 packSiblings" }
        #expect(perCircle.count == 2 * 2 * 2 * CirclePackBenchmark.perCircleCounts(quick: true).count)
        #expect(perCircle.allSatisfy { $0.ours > 0 && $0.unit == "µs CPU" })
        #expect(perCircle.filter { $0.items == 100 }.allSatisfy { ($0.baseline ?? 0) > 0 })
        #expect(perCircle.filter { $0.items == 300 }.allSatisfy { $0.baseline == nil })
        #expect(Set(perCircle.map(\.variant)).contains("40 pt, width 1024, dense"))
    }
}
