// The libFuzzer entry point: arbitrary bytes as one layout's configuration, environment and
// queries, checked by LayoutChecker within its fuzzing budget (LayoutChecker.Budget.fuzzing: more
// inputs, less brute force each; the property suite replays the corpus with the thorough one).
// Built by Fuzz/run.sh into one module with the engine's and LayoutFuzzing's sources (no
// SwiftPM). The layout comes from FUZZ_LAYOUT (a LayoutKind's name, or `all` to let the first byte
// choose).
import Foundation

private let selectedTargets: [LayoutFuzzTarget] = {
    let name = ProcessInfo.processInfo.environment["FUZZ_LAYOUT"] ?? "all"
    if name == "all" { return LayoutFuzzTarget.all }
    guard let target = LayoutFuzzTarget.named(name) else {
        FileHandle.standardError.write(
            Data("FUZZ_LAYOUT=\(name): no such layout; layouts: \(LayoutFuzzTarget.all.map(\.name))\n".utf8))
        exit(2)
    }
    return [target]
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let targets = selectedTargets
    var target = targets[0]
    if targets.count > 1, !bytes.isEmpty {
        target = targets[Int(bytes.removeFirst()) % targets.count]
    }
    if case .checked(let report) = LayoutChecker.run(target, bytes: bytes, budget: .fuzzing), !report.violations.isEmpty
    {
        FileHandle.standardError.write(Data("\(target.name) broke a promise:\n\(report)\n".utf8))
        abort()
    }
    return 0
}
