#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
@testable import CollectionLayoutsUIKit
import Foundation
import LayoutFuzzing
import Testing
import UIKitStandIn

/// The adapters held to their promises over random app sessions, as the engine is over random
/// inputs: for each layout, `sessionCount` seeded sessions of `stepCount` steps (`SessionGenerator`)
/// driven through the fake collection view, every promise (`SessionPromise`) checked after every
/// step. A broken promise is shrunk (`SessionShrinker`) and printed as a test to paste.
///
/// `SESSIONS_PER_LAYOUT` and `SESSION_STEPS` change the counts (CI runs at least 1,000 × 100),
/// `SESSIONS_SEED` the draw.
@Suite("Random app sessions through the adapters") @MainActor
struct SessionPropertyTests {
    /// Sessions per layout: the default keeps `Scripts/test` within its time in a debug build.
    static let sessionCount = environmentNumber("SESSIONS_PER_LAYOUT") ?? 100
    /// Steps per session.
    static let stepCount = environmentNumber("SESSION_STEPS") ?? 100
    /// The draw.
    static let seed = UInt64(environmentNumber("SESSIONS_SEED") ?? 35)

    private static func environmentNumber(_ name: String) -> Int? {
        ProcessInfo.processInfo.environment[name].flatMap { Int($0) }
    }

    @Test(arguments: SessionLayout.allCases)
    func everyPromiseHoldsAfterEveryStep(_ layout: SessionLayout) async throws {
        /// A promise broken for a reason of its own (nil: none known), and the first session that broke it.
        struct Failure {
            var session: Session
            var index: Int
            var violation: SessionViolation
            var sessions = 1
        }
        var failures: [SessionFailureKey: Failure] = [:]
        let started = Date()
        for index in 0..<Self.sessionCount {
            var rng = SeededGenerator(seed: Self.seed &* 1_000_003 &+ UInt64(index) &* 31 &+ UInt64(layout.hashSeed))
            // Every other session hosts its layout as `CollectionLayoutView` does.
            let session =
                index % 2 == 1
                ? SessionGenerator.viewSession(layout, steps: Self.stepCount, using: &rng)
                : SessionGenerator.session(layout, steps: Self.stepCount, using: &rng)
            var seen: Set<SessionFailureKey> = []
            for violation in await SessionRunner.violations(of: session, yieldingBetweenSteps: ()) {
                let key = SessionFailureKey(
                    promise: violation.promise, known: SessionKnownIssues.issue(for: violation, in: layout)?.row)
                guard seen.insert(key).inserted else { continue }
                if failures[key] == nil {
                    failures[key] = Failure(session: session, index: index, violation: violation, sessions: 0)
                }
                failures[key]?.sessions += 1
            }
        }
        let seconds = Date().timeIntervalSince(started)
        print(
            "sessions: \(layout): \(Self.sessionCount) × \(Self.stepCount) steps in \(String(format: "%.1f", seconds)) s; "
                + "broken: \(failures.sorted { $0.key < $1.key }.map { "\($0.key) in \($0.value.sessions)" })")
        for (key, failure) in failures.sorted(by: { $0.key < $1.key }) {
            let summary = """
                \(layout): `\(key.promise.rawValue)` broken in \(failure.sessions) of \(Self.sessionCount) sessions; \
                first in session \(failure.index) (seed \(Self.seed)): \(failure.violation)
                """
            if let known = key.known {
                // Shrunk once, in SessionRegressionTests.
                withKnownIssue(Comment(rawValue: known)) { Issue.record(Comment(rawValue: summary)) }
                continue
            }
            let (shrunk, violation) = SessionShrinker.shrink(failure.session, breaking: key.promise, in: layout)
            let name = "\(layout)\(key.promise.rawValue.prefix(1).uppercased())\(key.promise.rawValue.dropFirst())"
            Issue.record(
                Comment(
                    rawValue: """
                        \(summary)
                        shrunk to \(shrunk.steps.count) steps: \(violation.map(\.description) ?? "(did not fail again)")
                        \(shrunk.swiftCode(testName: name, failing: key.promise))
                        """))
        }
    }
}

extension SessionPropertyTests {
    /// The committed seeds of the libFuzzer session target, `Fuzz/corpus/sessions/`.
    static var corpus: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz/corpus/sessions")
    }

    @Test func theCommittedFuzzCorpusKeepsEveryPromiseButTheKnownIssues() async throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).sorted()
        #expect(!names.isEmpty, "no seeds in \(Self.corpus.path)")
        for name in names {
            let bytes = try Array(Data(contentsOf: Self.corpus.appendingPathComponent(name)))
            let session = SessionGenerator.session(fromBytes: bytes)
            let broken = await SessionRunner.violations(of: session, yieldingBetweenSteps: ()).filter {
                SessionKnownIssues.issue(for: $0, in: session.layout) == nil
            }
            #expect(broken.isEmpty, "\(name), \(session.layout), \(session.steps.count) steps: \(broken)")
        }
    }
}

#endif
