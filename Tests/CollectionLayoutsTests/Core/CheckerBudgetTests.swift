@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutFuzzing
import Testing

/// The checker's cheaper paths (the fuzzer's budget, the kind-by-kind comparison with brute force)
/// still catch what they are there to catch, and `visualBounds` without arrays is the bounds of
/// `transformedCorners`, bit for bit.
@Suite("Checker budgets")
struct CheckerBudgetTests {
    /// The committed seeds under `Fuzz/corpus/<layout>/`.
    static func corpus(_ layout: String) -> [(String, [UInt8])] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz/corpus/\(layout)")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().compactMap { name in
            (try? Data(contentsOf: folder.appendingPathComponent(name))).map { (name, Array($0)) }
        }
    }

    /// What the fuzzer runs: every corpus file (among them carousel/timeout-9ea7b260…, 100,000
    /// scaled items in a 10⁹-point visible rect, whose queries allocated three arrays per item
    /// for its visual bounds and took over 10 s under the fuzzer) holds its promises within the
    /// fuzzing budget, as the property suite checks it within the thorough one.
    @Test("The corpus passes within the fuzzing budget", arguments: LayoutKind.allCases)
    func corpusWithinFuzzingBudget(layout: LayoutKind) throws {
        let target = LayoutFuzzTarget.target(for: layout)
        let files = Self.corpus(layout.name)
        #expect(files.count >= 10, "\(layout): \(files.count) corpus files")
        for (file, bytes) in files {
            if case .checked(let report) = LayoutChecker.run(target, bytes: bytes, budget: .fuzzing) {
                #expect(report.violations.isEmpty, "\(layout), corpus file \(file):\n\(report)")
            }
        }
    }

    /// A grid that leaves one cell out of its rect queries, or moves one: the kind-by-kind
    /// comparison names it, for a small input (brute force) and, moved, for a large one.
    @Test("A query that drops or moves a cell is caught")
    func brokenQueriesAreCaught() {
        let grid = StaggeredGridLayout().prepare(
            in: LayoutEnvironment(boundsSize: CGSize(width: 375, height: 667), itemCounts: [40]))
        let dropping = BrokenGrid(base: grid, broken: ElementIndex(0, 3), moves: false)
        let dropped = LayoutChecker.check(dropping, as: .grid, rects: [])
        #expect(
            dropped.contains {
                $0.contains("differs from brute force: missing [cell(0, 3)]") || $0.contains("missing [cell[0, 3]]")
            },
            "\(dropped)")
        let moving = BrokenGrid(base: grid, broken: ElementIndex(0, 5), moves: true)
        let moved = LayoutChecker.check(moving, as: .grid, rects: [])
        #expect(moved.contains { $0.contains("attributes(for:) answers") }, "\(moved)")
    }

    /// `visualBounds` folds the corners of `transformedCorners` as `Array.min()` and `max()` did.
    @Test("visualBounds is the bounds of transformedCorners, bit for bit")
    func visualBoundsMatchesCorners() {
        var rng = SeededGenerator(seed: 23)
        for _ in 0..<2_000 {
            let frame = CGRect(
                x: .random(in: -1e4...1e4, using: &rng), y: .random(in: -1e4...1e4, using: &rng),
                width: .random(in: 0...500, using: &rng), height: .random(in: 0...500, using: &rng))
            let transform = LayoutTransform(
                rotation: .random(in: -7...7, using: &rng), scale: .random(in: 0...2, using: &rng),
                rotationX: Bool.random(using: &rng) ? 0 : .random(in: -1.5...1.5, using: &rng),
                perspective: Bool.random(using: &rng) ? 0 : .random(in: 10...3_000, using: &rng))
            let a = LayoutAttributes(
                index: ElementIndex(0, 0), frame: frame, transform: transform,
                anchorPoint: CGPoint(x: .random(in: -1...2, using: &rng), y: .random(in: -1...2, using: &rng)))
            let corners = a.transformedCorners
            let xs = corners.map(\.x), ys = corners.map(\.y)
            let expected = CGRect(
                x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
            #expect(
                a.visualBounds == expected || a.transform.rotation == 0 && a.transform.scale == 1 && !a.transform.is3D,
                "\(a): \(a.visualBounds) vs \(expected)")
        }
    }
}

/// A staggered grid whose rect queries leave out (or move by a point) the cell at `broken`.
private struct BrokenGrid: PreparedLayout {
    let base: PreparedStaggeredGrid
    let broken: ElementIndex
    let moves: Bool
    var environment: LayoutEnvironment { base.environment }
    var contentSize: CGSize { base.contentSize }

    func forEachElement(in rect: CGRect, _ body: (LayoutAttributes) -> Bool) -> Bool {
        base.forEachElement(in: rect) { a in
            guard a.index == broken else { return body(a) }
            guard moves else { return true }
            var moved = a
            moved.center.x += 1e-3
            return body(moved)
        }
    }

    func attributes(for index: ElementIndex) -> LayoutAttributes? { base.attributes(for: index) }
    func centeredItem(at offset: CGPoint) -> ElementIndex? { base.centeredItem(at: offset) }
    mutating func updateContentOffset(_ offset: CGPoint) {}
}
