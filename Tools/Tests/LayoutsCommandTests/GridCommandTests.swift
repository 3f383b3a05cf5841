import Foundation
import Testing

@Suite("layouts render/snap grid")
struct GridCommandTests {
    @Test("render grid --format json: the visible elements in the shared JSON shape")
    func renderJSON() throws {
        let (size, elements, _) = try LayoutsBinary.renderJSON(
            ["grid", "--count", "8", "--height", "200", "--width", "250"], matchingSnapshot: "grid-8.json")
        #expect(size == ["width": 480, "height": 190])
        // A 250-wide viewport holds columns 0–2 (x < 250), less column 2's shifted item at x = 270.
        #expect(elements.map { $0["item"] as! Int } == [0, 1, 2, 3, 4])
    }

    @Test("render grid --all to an .svg file: valid SVG with every item and the viewport")
    func renderSVG() throws {
        let svg = try LayoutsBinary.renderSVG(["grid", "--count", "60", "--all"])
        #expect(try svg.count("g") == 60)
        #expect(svg.text.contains("stroke-dasharray"))
    }

    @Test("snap grid: a grid does not snap, target equals the proposed offset (clamped)")
    func snap() throws {
        let result = try LayoutsBinary.run(["snap", "grid", "--offset", "100,0", "--velocity", "0.5,0"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try result.json()
        let proposed = json["proposed"] as! [String: Double], target = json["target"] as! [String: Double]
        #expect(abs(proposed["x"]! - (100 + 0.5 * 0.998 / 0.002)) < 1e-9)
        #expect(target == proposed)
        #expect(json["centeredItem"] != nil)
    }

    @Test("A height smaller than one item is clamped to one row, not an error")
    func shortContainer() throws {
        let result = try LayoutsBinary.run(["render", "grid", "--height", "20", "--count", "3", "--all"])
        #expect(result.status == 0)
        let json = try result.json()
        #expect((json["elements"] as! [[String: Any]]).map { ($0["frame"] as! [String: Double])["y"]! } == [0, 0, 0])
    }
}
