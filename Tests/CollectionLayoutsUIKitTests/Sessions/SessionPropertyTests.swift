#if !canImport(UIKit)
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
        var failures: [FailureKey: Failure] = [:]
        let started = Date()
        for index in 0..<Self.sessionCount {
            var rng = SeededGenerator(seed: Self.seed &* 1_000_003 &+ UInt64(index) &* 31 &+ UInt64(layout.hashSeed))
            let session = SessionGenerator.session(layout, steps: Self.stepCount, using: &rng)
            var seen: Set<FailureKey> = []
            for violation in await SessionRunner.violations(of: session, yieldingBetweenSteps: ()) {
                let key = FailureKey(
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
            let (shrunk, violation) = SessionShrinker.shrink(
                failure.session, breaking: key.promise, known: key.known, in: layout)
            let name = "\(layout)\(key.promise.rawValue.prefix(1).uppercased())\(key.promise.rawValue.dropFirst())"
            let report = """
                \(layout): `\(key.promise.rawValue)` broken in \(failure.sessions) of \(Self.sessionCount) sessions; \
                first in session \(failure.index) (seed \(Self.seed)): \(failure.violation)
                shrunk to \(shrunk.steps.count) steps: \(violation.map(\.description) ?? "(did not fail again)")
                \(shrunk.swiftCode(testName: name, failing: key.promise))
                """
            if let known = key.known {
                withKnownIssue(Comment(rawValue: known)) { Issue.record(Comment(rawValue: report)) }
            } else {
                Issue.record(Comment(rawValue: report))
            }
        }
        // A known issue that no session hit any more: its wrapper reports that it was not
        // recorded, so that its entry is removed with the fix.
        for issue in SessionKnownIssues.all where issue.layouts.contains(layout) {
            for promise in issue.promises where failures[FailureKey(promise: promise, known: issue.row)] == nil {
                withKnownIssue(Comment(rawValue: "\(promise.rawValue): \(issue.row)")) {}
            }
        }
    }
}

/// A promise, and the known issue that broke it (nil: none known).
struct FailureKey: Hashable, Comparable, CustomStringConvertible {
    let promise: SessionPromise
    let known: String?

    static func < (a: Self, b: Self) -> Bool {
        a.promise != b.promise ? a.promise < b.promise : (a.known ?? "") < (b.known ?? "")
    }

    var description: String { promise.rawValue + (known == nil ? "" : " (known)") }
}

extension SessionLayout {
    /// A number per layout, so that each layout's sessions are drawn apart.
    var hashSeed: Int { SessionLayout.allCases.firstIndex(of: self)! &* 7_919 }
}

#endif
