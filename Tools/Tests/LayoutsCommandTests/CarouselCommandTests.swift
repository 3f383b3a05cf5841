import Foundation
import Testing

@Suite("layouts render/snap carousel")
struct CarouselCommandTests {
    private func json(_ arguments: [String]) throws -> [String: Any] {
        let result = try LayoutsBinary.run(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return try result.json()
    }

    /// Runs `snap carousel …` and returns the target's x or y, the centred item and the deceleration rate.
    private func snap(
        _ arguments: [String], along key: String = "x"
    ) throws -> (target: Double, item: Int?, proposed: Double, rate: Double) {
        let answer = try json(["snap", "carousel"] + arguments)
        let target = answer["target"] as! [String: Double], proposed = answer["proposed"] as! [String: Double]
        let index = answer["centeredItem"] as? [String: Int]
        return (target[key]!, index?["item"], proposed[key]!, answer["decelerationRate"] as! Double)
    }

    @Test("render carousel --format json: the visible items with side scale and alpha, in the shared shape")
    func renderJSON() throws {
        let (size, elements, _) = try LayoutsBinary.renderJSON(
            ["carousel", "--count", "3", "--side-scale", "0.8", "--side-alpha", "0.6", "--offset", "125,0"],
            matchingSnapshot: "carousel-3.json")
        #expect(size == ["width": 875, "height": 420])
        // Halfway between items 0 and 1: both at half the side effect; item 2 is off screen.
        #expect(elements.map { $0["item"] as! Int } == [0, 1])
        for element in elements {
            #expect(abs(element["scale"] as! Double - 0.9) < 1e-12)
            #expect(abs(element["alpha"] as! Double - 0.8) < 1e-12)
            #expect(element["zIndex"] as! Int == -50)
        }
        #expect((elements[1]["frame"] as! [String: Double]) == ["x": 317.5, "y": 50, "width": 240, "height": 320])
    }

    @Test("render carousel --all to SVG: every item, faded side items, the viewport")
    func renderSVG() throws {
        let svg = try LayoutsBinary.renderSVG(["carousel", "--side-alpha", "0.6", "--side-scale", "0.8", "--all"])
        #expect(try svg.count("g") == 9)
        #expect(svg.text.contains("opacity=\"0.6\"") && svg.text.contains("scale(0.8)"))
    }

    @Test("snap carousel: a centred target and its index, projected at the carousel's fast rate")
    func snapCentred() throws {
        let flick = try snap(["--count", "20", "--offset", "760,0", "--velocity", "1,0"])
        #expect(flick.rate == 0.99)
        #expect(abs(flick.proposed - (760 + 0.99 / 0.01)) < 1e-9)
        #expect(flick.target == 1000 && flick.item == 4)
        let back = try snap(["--count", "20", "--offset", "740,0", "--velocity", "-1,0"])
        #expect(back.target == 500 && back.item == 2)
        let slow = try snap(["--count", "20", "--offset", "380,0", "--velocity", "0.1,0"])
        #expect(slow.target == 500 && slow.item == 2)
        let far = try snap(["--count", "20", "--offset", "0,0", "--velocity", "5,0", "--deceleration-rate", "normal"])
        #expect(far.rate == 0.998 && far.target == 2500 && far.item == 10)
        let capped = try snap(["--count", "20", "--offset", "0,0", "--velocity", "5,0", "--max-items-per-fling", "1"])
        #expect(capped.target == 250 && capped.item == 1)
    }

    @Test("snap carousel: right to left, vertical, and endless across the wrap point")
    func snapVariants() throws {
        let rtl = try snap(["--rtl", "--offset", "2000,0", "--velocity", "-1,0"])
        #expect(rtl.target == 1750 && rtl.item == 1)
        let vertical = try snap(["--axis", "vertical", "--offset", "0,0", "--velocity", "0,1"], along: "y")
        #expect(vertical.target == 330 && vertical.item == 1)
        // 9 items wrap in 1113 cycles; item 8 of the middle cycle is slot 556 × 9 + 8 = 5012.
        let forward = try snap(["--wrap", "--offset", "1253000,0", "--velocity", "1,0"])
        #expect(forward.target == 1_253_250 && forward.item == 0)
        let backward = try snap(["--wrap", "--offset", "1251000,0", "--velocity", "-1,0"])
        #expect(backward.target == 1_250_750 && backward.item == 8)
        // Without --offset, the first item of the middle cycle.
        let start = try snap(["--wrap"])
        #expect(start.target == 1_251_000 && start.item == 0)
    }

    @Test("No items: no index, the offset kept inside")
    func empty() throws {
        let answer = try json(["snap", "carousel", "--count", "0", "--offset", "40,0", "--velocity", "3,0"])
        #expect(answer["centeredItem"] == nil)
        #expect(answer["target"] as! [String: Double] == ["x": 0, "y": 0])
    }
}
