import CollectionLayouts
import LayoutFuzzing
import PropertyBased
import Testing

/// Every layout against arbitrary configurations and environments: the bytes that libFuzzer
/// mutates in `Fuzz/`, drawn here at random by PropertyBased (a failure prints the seed to rerun
/// it with `.fixedSeed(…)`), and the named corner cases. See docs/sections/robustness.md.
@Suite("Robustness: every layout survives any input")
struct PropertySuiteTests {
    /// Inputs per layout. Each is a configuration, an environment of up to 100,000 items and a few
    /// dozen queries; most configurations hold an adversarial value and are rejected (a valid
    /// outcome, checked too), so one in five to ten is prepared and queried. The grid takes about
    /// 2 s for 600 in a debug build.
    static let inputsPerLayout = 600

    // Shrinking off: a failure is reported at once with its bytes (shrinking it can take minutes).
    @Test("Arbitrary bytes: no trap, finite, inside the content, elements(in:) = brute force, snapping, determinism",
          .shrinking(false), arguments: LayoutFuzzTarget.all.map(\.name))
    func arbitraryInputs(layout: String) async throws {
        let target = try #require(LayoutFuzzTarget.named(layout))
        var checked = 0, compared = 0
        await propertyCheck(count: Self.inputsPerLayout, input: Gen.uint8().array(of: 0...300)) { bytes in
            guard case .checked(let report) = LayoutChecker.run(target, bytes: bytes) else { return }
            checked += 1
            if report.comparedWithBruteForce { compared += 1 }
            if !report.violations.isEmpty { Issue.record("\(layout) broke a promise for bytes \(bytes):\n\(report)") }
        }
        print("\(layout): \(checked) of \(Self.inputsPerLayout) inputs checked, \(compared) compared with brute force")
        // Not vacuous: most inputs make a valid configuration and most of those are compared in full.
        #expect(checked >= Self.inputsPerLayout / 40, "only \(checked) of \(Self.inputsPerLayout) inputs were valid configurations")
        #expect(compared >= checked / 4, "only \(compared) of \(checked) inputs were compared with brute force")
    }

    @Test("Corner-case environments with the default configuration", arguments: LayoutFuzzTarget.all.map(\.name))
    func cornerCases(layout: String) throws {
        let target = try #require(LayoutFuzzTarget.named(layout))
        for (name, report) in CornerCases.check(target) {
            Issue.record("\(layout), \(name):\n\(report)")
        }
    }

    @Test("The committed fuzz corpus passes", arguments: LayoutFuzzTarget.all.map(\.name))
    func corpus(layout: String) throws {
        let target = try #require(LayoutFuzzTarget.named(layout))
        for (file, bytes) in FuzzCorpus.files(for: layout) {
            if case .checked(let report) = LayoutChecker.run(target, bytes: bytes), !report.violations.isEmpty {
                Issue.record("\(layout), corpus file \(file):\n\(report)")
            }
        }
    }

    @Test("A byte reader is deterministic and total: any bytes, even none, are a complete input")
    func byteReader() async {
        await propertyCheck(input: Gen.uint8().array(of: 0...64)) { bytes in
            var a = ByteReader(bytes), b = ByteReader(bytes)
            let ea = a.environment(maximumItems: 1_000), eb = b.environment(maximumItems: 1_000)
            #expect("\(ea)" == "\(eb)")  // NaN != NaN, so compare the printed values
            #expect(ea.totalItemCount <= 1_000)
            #expect(a.consumed == b.consumed)
        }
        var empty = ByteReader([])
        #expect(empty.environment(maximumItems: 10).itemCounts.allSatisfy { $0 >= 0 })
    }
}
