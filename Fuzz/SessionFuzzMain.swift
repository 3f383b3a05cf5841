// The libFuzzer entry point for app sessions (`Fuzz/run.sh sessions SECONDS`): arbitrary bytes as
// one session — a layout, how the app starts and what it and its user do, drawn by
// SessionGenerator from the bytes until they run out (at most 100 steps) — driven through a UIKit
// adapter in the fake collection view, every promise of SessionChecks checked after every step.
// Built by Fuzz/run.sh from the engine, the adapter core, LayoutFuzzing, UIKitStandIn and
// CollectionLayoutsUIKit as modules of their own, with the session files of
// Tests/CollectionLayoutsUIKitTests/Sessions (no SwiftPM). FUZZ_SESSION_LAYOUT picks a layout
// (grid, carousel, gallery, wheel, circles; default `all`: the first byte chooses). A promise
// broken for a reason SessionKnownIssues lists is not a failure unless FUZZ_SESSIONS_STRICT=1; any
// other prints the session shrunk, as a test to paste, and aborts.
import Foundation

private let selectedLayouts: [SessionLayout] = {
    let name = ProcessInfo.processInfo.environment["FUZZ_SESSION_LAYOUT"] ?? "all"
    if name == "all" { return SessionLayout.allCases }
    guard let layout = SessionLayout(rawValue: name) else {
        FileHandle.standardError.write(
            Data("FUZZ_SESSION_LAYOUT=\(name): no such layout; layouts: \(SessionLayout.allCases)\n".utf8))
        exit(2)
    }
    return [layout]
}()

private let strict = ProcessInfo.processInfo.environment["FUZZ_SESSIONS_STRICT"] == "1"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    MainActor.assumeIsolated {
        let session = SessionGenerator.session(fromBytes: bytes, layouts: selectedLayouts)
        let layout = session.layout
        let broken = SessionRunner.violations(of: session).filter {
            strict || SessionKnownIssues.issue(for: $0, in: layout) == nil
        }
        guard let first = broken.first else { return }
        let (shrunk, violation) = SessionShrinker.shrink(
            session, breaking: first.promise, known: SessionKnownIssues.issue(for: first, in: layout)?.row, in: layout)
        FileHandle.standardError.write(
            Data(
                """
                sessions: \(layout) broke `\(first.promise.rawValue)`: \(first)
                shrunk to \(shrunk.steps.count) steps: \(violation.map(\.description) ?? "(did not fail again)")
                \(shrunk.swiftCode(testName: "\(layout)FuzzedSession", failing: first.promise))

                """.utf8))
        abort()
    }
    return 0
}
