import Foundation
import Testing

@Suite("layouts render circles")
struct CirclesCommandTests {
    private func circles(_ json: [String: Any]) -> [(x: Double, y: Double, r: Double, item: Int)] {
        (json["elements"] as! [[String: Any]]).map { element in
            let frame = element["frame"] as! [String: Double]
            return (
                frame["x"]! + frame["width"]! / 2, frame["y"]! + frame["height"]! / 2, frame["width"]! / 2,
                element["item"] as! Int
            )
        }
    }

    @Test("render circles --order dense: the visible circles in the shared JSON shape, never closer than the spacing")
    func renderDense() throws {
        let rendered = try LayoutsBinary.renderJSON(
            [
                "circles", "--width", "375", "--count", "30", "--diameters", "120,160,80", "--spacing", "10",
                "--inset", "20", "--order", "dense",
            ], matchingSnapshot: "circles-dense-30.json")
        #expect(rendered.contentSize["width"] == 375)
        let visible = circles(rendered.object)
        #expect(!visible.isEmpty)
        #expect(visible.map(\.r).allSatisfy { [60, 80, 40].contains($0) })
        for a in visible.indices {
            #expect(visible[a].x - visible[a].r >= 20 - 1e-9 && visible[a].x + visible[a].r <= 355 + 1e-9)
            for b in visible.indices where b > a {
                let gap = hypot(visible[a].x - visible[b].x, visible[a].y - visible[b].y) - visible[a].r - visible[b].r
                #expect(gap >= 10 - 1e-6, "items \(visible[a].item) and \(visible[b].item)")
            }
        }
    }

    @Test("render circles --all: every item, diameters cycling; reading order keeps each centre below the previous top")
    func renderReadingAll() throws {
        let result = try LayoutsBinary.run(["render", "circles", "--count", "40", "--diameters", "100,50", "--all"])
        #expect(result.status == 0, "\(result.stderr)")
        let all = circles(try result.json()).sorted { $0.item < $1.item }
        #expect(all.map(\.item) == Array(0..<40))
        #expect(all.map(\.r) == (0..<40).map { $0 % 2 == 0 ? 50 : 25 })
        for k in 1..<all.count {
            #expect(all[k].y >= all[k - 1].y - all[k - 1].r - 1e-9)
        }
    }

    @Test("render circles to an .svg file: ellipses, one group per circle")
    func renderSVG() throws {
        let svg = try LayoutsBinary.renderSVG(["circles", "--count", "25", "--all"])
        #expect(try svg.count("ellipse") == 25)
        #expect(try svg.count("g") == 25)
    }

    @Test("A container narrower than the insets is clamped, not an error")
    func narrow() throws {
        let result = try LayoutsBinary.run(["render", "circles", "--width", "30", "--count", "3", "--all"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try result.json()
        #expect((json["elements"] as! [Any]).isEmpty)
        #expect((json["contentSize"] as! [String: Double]) == ["width": 30, "height": 60])
    }
}
