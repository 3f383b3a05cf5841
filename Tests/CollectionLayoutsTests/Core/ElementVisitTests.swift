@_spi(Tools) import CollectionLayouts
import Foundation
import Testing

/// `forEachElement(in:_:)`, `elementCount(in:)` and `centeredItem(at:)` on exact small cases and
/// on the hostile case that used to build every element of a screen (the checker holds every
/// layout's visitor and centred item to brute force on random inputs).
@Suite("Element visits")
struct ElementVisitTests {
    private func grid(
        _ counts: [Int], itemSize: CGSize = CGSize(width: 100, height: 90), spacing: CGFloat = 10
    ) throws -> PreparedStaggeredGrid {
        let configuration = try StaggeredGridLayout.Configuration(itemSize: itemSize, spacing: spacing)
        return StaggeredGridLayout(configuration: configuration)
            .prepare(in: LayoutEnvironment(boundsSize: CGSize(width: 375, height: 667), itemCounts: counts))
    }

    @Test("A visit stops when asked, after exactly the first elements, and counts what elements(in:) returns")
    func stopsOnDemand() throws {
        let prepared = try grid([60])
        let rect = prepared.environment.visibleRect
        let all = prepared.elements(in: rect)
        #expect(all.count == 21)  // columns 0–3, less column 3's three shifted items
        #expect(prepared.elementCount(in: rect) == 21)
        var visited: [LayoutAttributes] = []
        let finished = prepared.forEachElement(in: rect) {
            visited.append($0)
            return visited.count < 3
        }
        #expect(!finished)
        #expect(visited == Array(all.prefix(3)))
        #expect(prepared.forEachElement(in: rect) { _ in true })
        #expect(prepared.elementCount(in: .zero) == 0)
    }

    @Test("The spatial index visits unsorted frames in ascending positions and stops when asked")
    func spatialIndexVisit() {
        let frames = [
            CGRect(x: 0, y: 50, width: 10, height: 10), CGRect(x: 0, y: 0, width: 10, height: 10),
            CGRect(x: 0, y: 25, width: 10, height: 10), CGRect(x: 0, y: 500, width: 10, height: 10),
        ]
        let index = SpatialIndex(frames: frames, axis: .vertical)
        var positions: [Int] = []
        #expect(
            index.forEachPosition(overlapping: CGRect(x: 0, y: 0, width: 10, height: 100)) {
                positions.append($0)
                return true
            })
        #expect(positions == [0, 1, 2])
        positions = []
        #expect(
            !index.forEachPosition(overlapping: CGRect(x: 0, y: 0, width: 10, height: 100)) {
                positions.append($0)
                return false
            })
        #expect(positions == [0])
    }

    @Test("The grid's centred item: the tutorial's contacts, at the start, past the end and far away")
    func gridCenteredItem() throws {
        let prepared = try grid([60])
        // Middle (187.5, 333.5): row 3 (odd, shifted by 50) of column 1 has its centre at (210, 345).
        #expect(prepared.centeredItem(at: .zero) == ElementIndex(0, 9))
        // Middle (1187.5, 333.5): column 9's row 3, centred at (1090, 345).
        #expect(prepared.centeredItem(at: CGPoint(x: 1000, y: 0)) == ElementIndex(0, 57))
        #expect(prepared.centeredItem(at: CGPoint(x: 1e6, y: 0)) == nil)
        #expect(prepared.centeredItem(at: CGPoint(x: CGFloat.nan, y: 0)) == nil)
    }

    @Test("The grid's centred item over 100,000 items of 0.001 pt, all on one screen: the brute-force answer")
    func tinyItems() throws {
        let prepared = try grid([100_000], itemSize: CGSize(width: 0.001, height: 0.001), spacing: 0)
        let visible = prepared.environment.visibleRect
        let middle = CGPoint(x: visible.midX, y: visible.midY)
        func distance(_ a: LayoutAttributes) -> CGFloat { hypot(a.center.x - middle.x, a.center.y - middle.y) }
        let expected = prepared.elements(in: visible).min { (distance($0), $0.index) < (distance($1), $1.index) }?.index
        // One line of 100,000 items 100 pt long, below the middle: the last (odd, so shifted
        // towards the middle) is nearest.
        #expect(expected == ElementIndex(0, 99_999))
        #expect(prepared.centeredItem(at: .zero) == expected)
    }

    @Test("Sparse sections: one item per section among thousands of lanes rests on the nearest section's item")
    func sparseSections() throws {
        let prepared = try grid(
            Array(repeating: 1, count: 2_000), itemSize: CGSize(width: 0.01, height: 0.01), spacing: 0)
        let visible = prepared.environment.visibleRect
        let middle = CGPoint(x: visible.midX, y: visible.midY)
        func distance(_ a: LayoutAttributes) -> CGFloat { hypot(a.center.x - middle.x, a.center.y - middle.y) }
        let expected = prepared.elements(in: visible).min { (distance($0), $0.index) < (distance($1), $1.index) }?.index
        #expect(expected != nil)
        #expect(prepared.centeredItem(at: .zero) == expected)
    }
}
