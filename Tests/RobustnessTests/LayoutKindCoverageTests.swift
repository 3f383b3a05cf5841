@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutFuzzing
import Testing

/// The fuzzer and the property suite cover every ``LayoutKind``: a target each, in the kind's
/// order, and a committed corpus folder each, holding seeds.
@Suite("Robustness: every layout kind fuzzed")
struct LayoutKindCoverageTests {
    @Test("Each kind has its fuzz target, found by its name", arguments: LayoutKind.allCases)
    func fuzzTarget(kind: LayoutKind) {
        #expect(LayoutFuzzTarget.target(for: kind).kind == kind)
        #expect(LayoutFuzzTarget.named(kind.name)?.kind == kind)
        #expect(
            ObjectIdentifier(type(of: LayoutFuzzTarget.target(for: kind).standard))
                == ObjectIdentifier(type(of: kind.standardLayout)))
    }

    @Test("The targets are the kinds, in their order; no other name finds one")
    func targets() {
        #expect(LayoutFuzzTarget.all.map(\.kind) == LayoutKind.allCases)
        #expect(LayoutFuzzTarget.named("circlePack") == nil)
        #expect(LayoutFuzzTarget.named("sessions") == nil)
    }

    @Test("Fuzz/corpus holds a folder of seeds per kind, and besides them only the sessions'")
    func corpusFolders() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: FuzzCorpus.root.path)
        #expect(Set(folders) == Set(LayoutKind.allCases.map(\.name) + ["sessions"]))
        for kind in LayoutKind.allCases {
            #expect(try !FuzzCorpus.files(for: kind.name).isEmpty, "Fuzz/corpus/\(kind.name)")
        }
    }
}
