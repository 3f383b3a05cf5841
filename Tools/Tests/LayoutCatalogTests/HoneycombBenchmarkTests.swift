import Foundation
@testable import LayoutBenchmarks
import Testing

@Suite("Equal circles against the periodic-rows bound")
struct HoneycombBenchmarkTests {
    @Test("The bound: 15 circles of 40 at 430 points are rows of 8 and 7, 25√3 apart")
    func bound() {
        let density = HoneycombBenchmark.periodicRowsDensity(
            count: 15, diameter: 40, spacing: 10, insets: 20, width: 430)
        let expected = 15 * Double.pi * 400 / (430 * (80 + 25 * 3.0.squareRoot()))
        #expect(abs(density - expected) < 1e-12)
    }

    @Test("The quick benchmark: every density at 99 % of the bound or more")
    func quick() {
        let rows = HoneycombBenchmark().run(quick: true)
        #expect(rows.count == 4)
        #expect(rows.allSatisfy { ($0.ratio ?? 0) >= 0.99 }, "\(rows.map(\.ratio))")
    }
}
