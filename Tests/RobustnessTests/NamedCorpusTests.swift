@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutFuzzing
import Testing

/// The corpus entries that stand for a named input, made from the input by `ByteWriter` so that
/// they can be made again, and the writer itself.
@Suite("Robustness: named corpus entries")
struct NamedCorpusTests {
    /// `WRITE_CORPUS=1 swift test --filter namedCorpusEntries` writes the entries instead.
    @Test("The circles' named corpus entries are what ByteWriter makes of their inputs")
    func namedCorpusEntries() throws {
        let folder = FuzzCorpus.root.appendingPathComponent(LayoutKind.circles.name)
        let write = ProcessInfo.processInfo.environment["WRITE_CORPUS"] == "1"
        for entry in try CornerCases.circlesCorpus() where write {
            try Data(entry.bytes).write(to: folder.appendingPathComponent(entry.file))
        }
        let committed = Dictionary(uniqueKeysWithValues: try FuzzCorpus.files(for: LayoutKind.circles.name))
        for entry in try CornerCases.circlesCorpus() {
            #expect(
                committed[entry.file] == entry.bytes,
                "Fuzz/corpus/circles/\(entry.file) differs from CornerCases.circlesCorpus(): WRITE_CORPUS=1 swift test --filter namedCorpusEntries"
            )
        }
    }

    @Test("The circles' named entries read back as the inputs they stand for")
    func namedEntriesReadBack() throws {
        for entry in try CornerCases.circlesCorpus() {
            var reader = ByteReader(entry.bytes)
            let layout = try LayoutFuzzTarget.circles.makeLayout(&reader)
            #expect((layout as? CirclePackLayout)?.configuration == entry.configuration, "\(entry.file)")
            let environment = reader.environment(maximumItems: LayoutFuzzTarget.circles.maximumItems)
            #expect(environment == entry.environment, "\(entry.file): \(environment)")
        }
    }

    @Test("ByteWriter writes what ByteReader reads back, adversarial values included")
    func writerRoundTrip() {
        let nan = CGFloat.nan
        let environments = [
            LayoutEnvironment(itemCounts: []),
            LayoutEnvironment(
                boundsSize: CGSize(width: nan, height: -CGFloat.infinity), contentOffset: CGPoint(x: -0.0, y: 1e300),
                contentInsets: LayoutInsets(top: 1, left: nan, bottom: .leastNonzeroMagnitude, right: 0),
                layoutDirection: .rightToLeft, itemCounts: [0, 1, 20, 200, 2_000],
                itemSizes: .cycle([CGSize(width: 5e-324, height: 1), CGSize(width: nan, height: -3)])),
            LayoutEnvironment(
                boundsSize: CGSize(width: 375, height: 667), itemCounts: [3, -1, 8, 0, 7, 2, 1, 5],
                itemSizes: .uniform(CGSize(width: 1e-300, height: 1e-300))),
            LayoutEnvironment(boundsSize: CGSize(width: 1e-13, height: 1e-13), itemCounts: [30_000]),
        ]
        for environment in environments {
            var writer = ByteWriter()
            writer.environment(environment, maximumItems: 40_000)
            var reader = ByteReader(writer.bytes)
            // NaN != NaN: compare the printed values.
            #expect("\(reader.environment(maximumItems: 40_000))" == "\(environment)")
            #expect(reader.consumed == writer.bytes.count)
        }
        for value in [0, -0.0, nan, CGFloat.infinity, 5e-324, 1e-300, 1, 1e308] {
            var writer = ByteWriter()
            writer.double(value)
            writer.double(value)
            var reader = ByteReader(writer.bytes)
            #expect(reader.double().bitPattern == value.bitPattern)
            #expect(reader.length(typical: 0...1).bitPattern == value.bitPattern)
        }
    }
}
