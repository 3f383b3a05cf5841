@_spi(Tools) import CollectionLayouts
import LayoutBenchmarks
import LayoutCatalog
import Testing

/// The catalog and the benchmarks cover every ``LayoutKind``, each with its own entry, in the
/// kind's order (the playground's costs are `WorkBudgetTests`').
@Suite("Every layout kind in the catalog and the benchmarks")
struct LayoutKindCoverageTests {
    @Test("Each kind has its spec, found by its name, building its layout", arguments: LayoutKind.allCases)
    func catalogSpec(kind: LayoutKind) throws {
        let spec = LayoutCatalog.spec(for: kind)
        #expect(spec.kind == kind)
        #expect(spec.name == kind.name)
        #expect(try LayoutCatalog.spec(named: kind.name).kind == kind)
        let built = try LayoutCatalog.build(kind.name, LayoutParameters([:]))
        let standard = kind.standardLayout.prepare(in: built.prepared.environment)
        #expect(
            ObjectIdentifier(type(of: built.prepared)) == ObjectIdentifier(type(of: standard)),
            "\(kind): the spec prepares a \(type(of: built.prepared))")
    }

    @Test("The catalog lists the kinds in their order, and each layout's benchmark is first, in that order")
    func order() {
        #expect(LayoutCatalog.names == LayoutKind.allCases.map(\.name))
        #expect(LayoutCatalog.names == ["circles", "carousel", "gallery", "grid", "wheel"])
        #expect(BenchmarkSuite.all.prefix(LayoutKind.allCases.count).map(\.name) == LayoutKind.allCases.map(\.name))
        for kind in LayoutKind.allCases {
            #expect(BenchmarkSuite.benchmark(for: kind).name == kind.name)
        }
    }
}
