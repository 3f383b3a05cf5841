@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutBenchmarks
import LayoutCatalog
import Testing

@Suite("Rendering and benchmarks")
struct RenderingTests {
    @Test("JSON snapshot round-trips and is byte-stable")
    func json() throws {
        let built = try LayoutCatalog.build("grid", LayoutParameters(["count": "5"]))
        let snapshot = LayoutSnapshot(contentSize: built.prepared.contentSize, elements: built.elements(all: true))
        let text = snapshot.json()
        #expect(
            text == LayoutSnapshot(contentSize: built.prepared.contentSize, elements: built.elements(all: true)).json())
        #expect(try JSONDecoder().decode(LayoutSnapshot.self, from: Data(text.utf8)) == snapshot)
    }

    @Test("SVG draws each element, applies rotation about the anchor, and outlines the viewport")
    func svg() throws {
        var rotated = LayoutAttributes(
            index: ElementIndex(0, 1), frame: CGRect(x: 0, y: 0, width: 100, height: 50),
            transform: LayoutTransform(rotation: .pi / 2), anchorPoint: CGPoint(x: 0.5, y: 1))
        rotated.alpha = 0.5
        let built = try LayoutCatalog.build("grid", LayoutParameters(["count": "2"]))
        let svg = try SVGRenderer.render(built, elements: [rotated])
        #expect(svg.contains(#"<g transform="translate(50 50) rotate(90) scale(1) translate(-50 -50)" opacity="0.5">"#))
        #expect(svg.contains(">§0 #1</text>"), "items are labelled §section #item, never as a decimal")
        #expect(svg.contains(##"<rect x="0" y="0" width="375" height="667" fill="none" stroke="#e5484d""##))
        #expect(svg.hasPrefix("<svg") && svg.hasSuffix("</svg>\n"))
        let tooMany = Array(repeating: rotated, count: SVGRenderer.maximumElements + 1)
        #expect(throws: ParameterError.self) { try SVGRenderer.render(built, elements: tooMany) }
    }

    @Test("Snap result: the projection and the layout's target")
    func snap() throws {
        let built = try LayoutCatalog.build("grid", LayoutParameters(["count": "60"]))
        let result = SnapResult(
            layout: built, offset: CGPoint(x: 100, y: 0), velocity: CGPoint(x: -1, y: 0), rate: .fast)
        #expect(abs(result.proposed.x - 1) < 1e-9)
        #expect(result.target.x == result.proposed.x)
        #expect(result.decelerationRate == 0.99)
    }

    @Test("Quick benchmarks run for every layout and print a table with ratios")
    func benchmarks() {
        let rows = BenchmarkSuite.run(quick: true)
        #expect(Set(rows.map(\.layout)) == Set(BenchmarkSuite.all.map(\.name)))
        #expect(rows.allSatisfy { $0.ours.isFinite && $0.ours >= 0 })
        let table = BenchmarkSuite.table(rows)
        #expect(table.split(separator: "\n").count == rows.count + 2)
        #expect(table.hasPrefix("layout"))
    }
}
