/// A layout's benchmarks: figures for ours and for a faithful port of the tutorial's method.
package protocol LayoutBenchmark: Sendable {
    /// The layout's name, as in the catalog.
    var name: String { get }
    /// Runs the benchmarks. `quick` uses small counts, for tests of the benchmark code itself.
    func run(quick: Bool) -> [BenchmarkRow]
}
