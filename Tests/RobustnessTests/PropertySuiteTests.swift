@_spi(Tools) import CollectionLayouts
import LayoutFuzzing
import Testing

/// Every layout against arbitrary configurations and environments: the bytes that libFuzzer
/// mutates in `Fuzz/`, drawn from a fixed seed so that `swift test` checks the same inputs every run
/// (exploring new inputs is the fuzzer's job: `Fuzz/run.sh`), and the named corner cases.
/// See Sources/CollectionLayouts/CollectionLayouts.docc/Robustness.md.
@Suite("Robustness: every layout survives any input")
struct PropertySuiteTests {
    /// Inputs per layout. Each is a configuration, an environment of up to 100,000 items and a few
    /// dozen queries; most configurations hold an adversarial value and are rejected (a valid
    /// outcome, checked too), so one in five to ten is prepared and queried. The grid takes about
    /// 2 s for 600 in a debug build.
    static let inputsPerLayout = 600

    /// The seed of every random draw here; change it to explore, then pin any failure as a test.
    static let seed: UInt64 = 0x5EED_2026_1122

    // A failure prints its bytes: replay them with `LayoutChecker.run` or `Fuzz/run.sh`.
    @Test(
        "Arbitrary bytes: no trap, finite, inside the content, elements(in:) = brute force, snapping, determinism",
        arguments: LayoutKind.allCases)
    func arbitraryInputs(layout: LayoutKind) throws {
        let target = LayoutFuzzTarget.target(for: layout)
        var checked = 0, compared = 0
        var rng = SeededGenerator(seed: Self.seed)
        for _ in 0..<Self.inputsPerLayout {
            let bytes = rng.bytes(count: Int.random(in: 0...300, using: &rng))
            guard case .checked(let report) = LayoutChecker.run(target, bytes: bytes) else { continue }
            checked += 1
            if report.comparedWithBruteForce { compared += 1 }
            if !report.violations.isEmpty { Issue.record("\(layout) broke a promise for bytes \(bytes):\n\(report)") }
        }
        print("\(layout): \(checked) of \(Self.inputsPerLayout) inputs checked, \(compared) compared with brute force")
        // Not vacuous: most inputs make a valid configuration and most of those are compared in full.
        #expect(
            checked >= Self.inputsPerLayout / 40,
            "only \(checked) of \(Self.inputsPerLayout) inputs were valid configurations")
        #expect(compared >= checked / 4, "only \(compared) of \(checked) inputs were compared with brute force")
    }

    @Test("Corner-case environments with the default configuration", arguments: LayoutKind.allCases)
    func cornerCases(layout: LayoutKind) throws {
        let target = LayoutFuzzTarget.target(for: layout)
        for (name, report) in CornerCases.check(target) {
            Issue.record("\(layout), \(name):\n\(report)")
        }
    }

    // Issue 34: before the circles' fix these trapped, asked for terabytes or ran quadratic.
    @Test("Tiny containers with no room to spare", arguments: LayoutKind.allCases)
    func tinyContainers(layout: LayoutKind) throws {
        let target = LayoutFuzzTarget.target(for: layout)
        for (name, report) in try CornerCases.checkTinyContainers(target) {
            Issue.record("\(layout), \(name):\n\(report)")
        }
    }

    @Test("The committed fuzz corpus passes", arguments: LayoutKind.allCases)
    func corpus(layout: LayoutKind) throws {
        let target = LayoutFuzzTarget.target(for: layout)
        for (file, bytes) in try FuzzCorpus.files(for: layout.name) {
            if case .checked(let report) = LayoutChecker.run(target, bytes: bytes), !report.violations.isEmpty {
                Issue.record("\(layout), corpus file \(file):\n\(report)")
            }
        }
    }

    @Test("A byte reader is deterministic and total: any bytes, even none, are a complete input")
    func byteReader() {
        var rng = SeededGenerator(seed: Self.seed)
        for _ in 0..<200 {
            let bytes = rng.bytes(count: Int.random(in: 0...64, using: &rng))
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
