@_spi(Tools) import CollectionLayouts
import Testing

@Suite("Partitioning index")
struct PartitioningIndexTests {
    @Test func smallCasesExactly() {
        let values = [1, 3, 3, 3, 7]
        #expect(values.partitioningIndex { $0 > 3 } == 4)
        #expect(values.partitioningIndex { $0 >= 3 } == 1)
        #expect(values.partitioningIndex { $0 > 100 } == 5)
        #expect(values.partitioningIndex { _ in true } == 0)
        #expect([Int]().partitioningIndex { _ in true } == 0)
        // A slice answers with the base collection's indices.
        #expect(values[2...].partitioningIndex { $0 > 0 } == 2)
        #expect(values[2...].partitioningIndex { $0 > 3 } == 4)
    }

    /// Sorted arrays with repeats: the first index past each probe, as a linear search finds it.
    @Test(arguments: 0..<10) func agreesWithALinearSearch(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let values = (0..<Int.random(in: 0...60, using: &rng)).map { _ in Int.random(in: 0...20, using: &rng) }.sorted()
        for probe in -1...21 {
            #expect(
                values.partitioningIndex { $0 > probe } == (values.firstIndex { $0 > probe } ?? values.count),
                "seed \(seed), probe \(probe)")
        }
    }
}
