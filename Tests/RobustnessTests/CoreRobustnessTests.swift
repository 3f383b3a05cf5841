@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutFuzzing
import Testing

/// The engine's shared pieces, which every layout leans on, against the adversarial palette.
@Suite("Robustness: the engine core takes any number")
struct CoreRobustnessTests {
    @Test("Scroll physics: finite out for any number in")
    func physics() {
        forAllDraws(count: 400) { draw in
            let v = draw.numbers()
            for rate in [DecelerationRate.normal, .fast, DecelerationRate(rawValue: v[0])] {
                #expect(rate.rawValue > 0 && rate.rawValue < 1)
                #expect(ScrollPhysics.restingDistance(velocity: v[1], rate: rate).isFinite, "restingDistance(\(v[1]))")
                let o = ScrollPhysics.restingOffset(
                    from: CGPoint(x: v[2], y: v[3]), velocity: CGPoint(x: v[4], y: v[5]), rate: rate)
                #expect(o.x.isFinite && o.y.isFinite, "restingOffset(\(v[2]), \(v[3]) at \(v[4]), \(v[5])) = \(o)")
                #expect(
                    ScrollPhysics.distance(after: v[6], velocity: v[7], rate: rate).isFinite,
                    "distance(after: \(v[6]), \(v[7]))")
                #expect(
                    ScrollPhysics.duration(velocity: v[1], rate: rate, threshold: v[6]).isFinite,
                    "duration(\(v[1]), \(v[6]))")
                #expect(ScrollPhysics.velocity(toTravel: v[7], rate: rate).isFinite, "velocity(toTravel: \(v[7]))")
            }
        }
    }

    @Test("Page snapping: a whole page in range for any number in")
    func snapping() {
        forAllDraws(count: 400) { draw in
            let v = draw.numbers(), pages = draw.int(in: -3...1_000_000), cap = draw.int(in: -3...20)
            let rule = PageSnapping(flickVelocity: v[0], maximumItemsPerFling: cap == 0 ? nil : cap)
            #expect(rule.flickVelocity.isFinite && rule.flickVelocity >= 0)
            for count in [pages, nil] {
                let page = rule.targetPage(current: v[1], projected: v[2], velocity: v[3], pageCount: count)
                if let count {
                    #expect(count <= 0 ? page == 0 : (0..<count).contains(page), "page \(page) of \(count)")
                }
            }
        }
    }

    @Test("Environment clamps: every value a layout reads is finite and non-negative")
    func environment() {
        forAllDraws(count: 400) { draw in
            var reader = ByteReader(draw.bytes(0...80))
            let e = reader.environment(maximumItems: 1_000).sanitized
            #expect(
                e.boundsSize.width.isFinite && e.boundsSize.width >= 0 && e.boundsSize.height.isFinite
                    && e.boundsSize.height >= 0)
            #expect(e.contentOffset.x.isFinite && e.contentOffset.y.isFinite && e.contentInsets.isValid)
            #expect(e.itemCounts.allSatisfy { $0 >= 0 })
            let a = e.availableSize
            #expect(a.width.isFinite && a.width >= 0 && a.height.isFinite && a.height >= 0)
        }
    }

    @Test("Validation: a configuration value is returned unchanged or rejected with the parameter named")
    func validation() {
        forAllDraws(count: 400) { draw in
            for value in draw.numbers() {
                verify(value) { try Validate.positive(value, "p") }
                verify(value) { try Validate.nonNegative(value, "p") }
                verify(value) { try Validate.inRange(value, 0...1, "p") }
            }
        }
    }

    private func verify(_ value: CGFloat, _ check: () throws -> CGFloat) {
        do {
            let checked = try check()
            #expect(checked == value && checked.isFinite)
        } catch let error as LayoutError {
            #expect(error.parameter == "p" && !error.description.isEmpty)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}
