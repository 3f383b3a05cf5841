import Foundation
import Testing

@Suite("layouts render/snap wheel")
struct WheelCommandTests {
    @Test("render wheel --format json: the visible arc, rotated about the anchor point, item 14 upright")
    func renderJSON() throws {
        let rendered = try LayoutsBinary.renderJSON(
            ["wheel", "--item-size", "133x173", "--radius", "500", "--count", "30", "--offset", "1745.17,0"],
            matchingSnapshot: "wheel-30.json")
        #expect(rendered.contentSize == ["width": 3990, "height": 667])
        let elements = rendered.elements
        #expect(elements.map { $0["item"] as! Int } == [12, 13, 14, 15, 16])
        let upright = try #require(elements.first { $0["item"] as! Int == 14 })
        #expect(abs(upright["angle"] as! Double) < 1e-5)
        #expect(abs((upright["anchorPoint"] as! [String: Double])["y"]! - (86.5 + 500) / 173) < 1e-12)
        #expect((upright["center"] as! [String: Double]) == ["x": 1745.17 + 187.5, "y": 333.5])
        let angles = elements.map { $0["angle"] as! Double }
        #expect(angles == angles.sorted())
        #expect(elements.map { $0["zIndex"] as! Int } == [12, 13, 14, 15, 16])
    }

    @Test("render wheel to an .svg file: every visible item drawn rotated, and the viewport")
    func renderSVG() throws {
        let svg = try LayoutsBinary.renderSVG(["wheel", "--offset", "1745.17,0", "--hanging"])
        #expect(try svg.count("g") == 5)
        #expect(svg.text.contains("rotate(-14.9"))
        #expect(svg.text.contains("stroke-dasharray"))
    }

    @Test("render wheel with 0 and 1 items, and flung far past the ends")
    func edges() throws {
        for arguments in [
            ["--count", "0"], ["--count", "1", "--offset", "-500,0"], ["--offset", "-100000,0", "--all"],
            ["--offset", "1e9,0"], ["--count", "1000000", "--offset", "66499000,0"],
        ] {
            let result = try LayoutsBinary.run(["render", "wheel"] + arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            _ = try result.json()
        }
        let one = try LayoutsBinary.run(["render", "wheel", "--count", "1", "--offset", "-500,0"]).json()
        #expect((one["elements"] as! [[String: Any]]).map { $0["angle"] as! Double } == [0])
    }

    @Test("snap wheel: rests with an item upright, never against the fling")
    func snap() throws {
        // Offset 1000 is item 8.02; ±0.5 points/ms project 249.5 points (2 items) either way.
        let pitch = (3990.0 - 375) / 29
        for (offset, velocity, item) in [
            ("1000,0", "0.5,0", 10), ("1000,0", "-0.5,0", 6), ("1000,0", "0,0", 8),
            ("1000,0", "-3,0", 0), ("3000,0", "9,0", 29), ("-200,0", "0,0", 0),
        ] {
            let result = try LayoutsBinary.run(["snap", "wheel", "--offset", offset, "--velocity", velocity])
            #expect(result.status == 0, "\(result.stderr)")
            let object = try result.json()
            let target = object["target"] as! [String: Double]
            #expect(
                (object["centeredItem"] as! [String: Int]) == ["section": 0, "item": item], "\(offset) \(velocity)")
            #expect(abs(target["x"]! - (item == 29 ? 3615 : Double(item) * pitch)) < 1e-9, "\(offset) \(velocity)")
            #expect(target["y"] == 0)
        }
        let fast = try LayoutsBinary.run([
            "snap", "wheel", "--offset", "1000,0", "--velocity", "2,0", "--deceleration-rate", "fast",
        ]).json()
        #expect(fast["decelerationRate"] as? Double == 0.99)
        // 1000 + 2 · 99 = 1198 lies between items 9 and 10: a flick forwards rests on 10.
        #expect((fast["centeredItem"] as! [String: Int])["item"] == 10)
    }
}
