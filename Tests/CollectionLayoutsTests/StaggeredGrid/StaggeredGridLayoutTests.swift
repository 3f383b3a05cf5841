@_spi(Tools) import CollectionLayouts
import Foundation
import Testing

@Suite("Staggered grid")
struct StaggeredGridLayoutTests {
    private func prepare(
        _ configuration: StaggeredGridLayout.Configuration = .standard,
        bounds: CGSize = CGSize(width: 375, height: 667),
        counts: [Int], direction: LayoutDirection = .leftToRight
    ) -> PreparedStaggeredGrid {
        StaggeredGridLayout(configuration: configuration)
            .prepare(in: LayoutEnvironment(boundsSize: bounds, layoutDirection: direction, itemCounts: counts))
    }

    @Test("The tutorial's 60 contacts: 6 rows, 10 columns, odd rows shifted by 50")
    func tutorialFrames() {
        let grid = prepare(counts: [60])
        #expect(grid.laneCount == 6)
        #expect(grid.lineCount == 10)
        #expect(grid.attributes(for: ElementIndex(0, 0))?.frame == CGRect(x: 0, y: 0, width: 100, height: 90))
        #expect(grid.attributes(for: ElementIndex(0, 1))?.frame == CGRect(x: 50, y: 100, width: 100, height: 90))
        #expect(grid.attributes(for: ElementIndex(0, 5))?.frame == CGRect(x: 50, y: 500, width: 100, height: 90))
        #expect(grid.attributes(for: ElementIndex(0, 6))?.frame == CGRect(x: 110, y: 0, width: 100, height: 90))
        #expect(grid.attributes(for: ElementIndex(0, 59))?.frame == CGRect(x: 1040, y: 500, width: 100, height: 90))
        // 10 columns, the last one with odd rows: 9 × 110 + 100 + 50.
        #expect(grid.contentSize == CGSize(width: 1140, height: 590))
        #expect(grid.attributes(for: ElementIndex(0, 60)) == nil)
        #expect(grid.attributes(for: ElementIndex(1, 0)) == nil)
        #expect(grid.attributes(for: ElementIndex(0, -1)) == nil)
    }

    @Test("The first screen: columns 0–3, less column 3's shifted items")
    func firstScreen() {
        let grid = prepare(counts: [60])
        let items = grid.elements(in: CGRect(x: 0, y: 0, width: 375, height: 667)).map(\.index.item)
        // Column 3 starts at x = 330; its odd rows start at 380, past the screen's 375.
        #expect(items == Array(0..<19) + [20, 22])
        let narrow = grid.elements(in: CGRect(x: 101, y: 0, width: 8, height: 667)).map(\.index.item)
        #expect(narrow == [1, 3, 5])
    }

    @Test("A last column holding only row 0 does not widen the content by the stagger")
    func contentWidthWithoutOddRowInLastColumn() {
        let grid = prepare(counts: [7])
        #expect(grid.contentSize == CGSize(width: 210, height: 590))
    }

    @Test("Vertical scrolling: lanes are columns from the width, odd columns shifted down")
    func vertical() throws {
        let configuration = try StaggeredGridLayout.Configuration(
            itemSize: CGSize(width: 100, height: 90), spacing: 10, scrollAxis: .vertical)
        let grid = prepare(configuration, counts: [7])
        #expect(grid.laneCount == 3)
        #expect(grid.attributes(for: ElementIndex(0, 1))?.frame == CGRect(x: 110, y: 45, width: 100, height: 90))
        #expect(grid.attributes(for: ElementIndex(0, 3))?.frame == CGRect(x: 0, y: 100, width: 100, height: 90))
        #expect(grid.contentSize == CGSize(width: 320, height: 290))
    }

    @Test("Right to left mirrors every frame")
    func rightToLeft() {
        let ltr = prepare(counts: [60]), rtl = prepare(counts: [60], direction: .rightToLeft)
        #expect(rtl.contentSize == ltr.contentSize)
        for item in 0..<60 {
            let a = ltr.attributes(for: ElementIndex(0, item))!.frame
            #expect(
                rtl.attributes(for: ElementIndex(0, item))!.frame == a.mirroredHorizontally(in: ltr.contentSize.width))
        }
        #expect(rtl.attributes(for: ElementIndex(0, 0))!.frame.maxX == 1140)
    }

    @Test("Sections start new columns; empty sections take none")
    func sections() {
        let grid = prepare(counts: [4, 0, 7])
        #expect(grid.lineCount == 3)
        #expect(grid.attributes(for: ElementIndex(2, 0))?.frame.minX == 110)
        #expect(grid.attributes(for: ElementIndex(2, 6))?.frame.minX == 220)
        #expect(grid.attributes(for: ElementIndex(1, 0)) == nil)
        let all = grid.allElements().map(\.index)
        #expect(all == (0..<4).map { ElementIndex(0, $0) } + (0..<7).map { ElementIndex(2, $0) })
    }

    @Test("A container shorter than one item still gets one row (documented clamp)")
    func tooShort() {
        let grid = prepare(bounds: CGSize(width: 375, height: 10), counts: [3])
        #expect(grid.laneCount == 1)
        #expect(grid.attributes(for: ElementIndex(0, 2))?.frame == CGRect(x: 220, y: 0, width: 100, height: 90))
        let zero = prepare(bounds: .zero, counts: [3])
        #expect(zero.laneCount == 1)
        let nan = prepare(bounds: CGSize(width: CGFloat.nan, height: -5), counts: [3])
        #expect(nan.laneCount == 1)
        #expect(nan.environment.boundsSize == .zero)
    }

    @Test("No items: empty content, no elements")
    func empty() {
        for counts in [[], [0], [0, 0], [-4]] {
            let grid = prepare(counts: counts)
            #expect(grid.contentSize == .zero)
            #expect(grid.elements(in: CGRect(x: 0, y: 0, width: 1000, height: 1000)).isEmpty)
        }
    }

    @Test("Invalid configurations are rejected with the parameter named")
    func invalidConfiguration() {
        #expect(throws: LayoutError.tooSmall(parameter: "itemSize.width", value: 0, minimum: 0, inclusive: false)) {
            try StaggeredGridLayout.Configuration(itemSize: CGSize(width: 0, height: 10))
        }
        #expect(throws: LayoutError.notFinite(parameter: "itemSize.height", value: Double.infinity)) {
            try StaggeredGridLayout.Configuration(itemSize: CGSize(width: 10, height: CGFloat.infinity))
        }
        #expect(throws: LayoutError.self) { try StaggeredGridLayout.Configuration(spacing: -1) }
        #expect(throws: LayoutError.self) { try StaggeredGridLayout.Configuration(spacing: .nan) }
        #expect(throws: LayoutError.tooLarge(parameter: "staggerFraction", value: 1.5, maximum: 1)) {
            try StaggeredGridLayout.Configuration(staggerFraction: 1.5)
        }
        #expect(throws: LayoutError.self) { try StaggeredGridLayout.Configuration(insets: LayoutInsets(top: -1)) }
    }

    @Test("Ten million items: queries answer from arithmetic, in any rect")
    func tenMillion() {
        let grid = prepare(counts: [10_000_000])
        #expect(grid.lineCount == 1_666_667)
        // Column 833,333 starts at x = 91,666,630: the screen from there holds the previous
        // column's shifted items (which end at +40), 4 columns, less the 4th's shifted items.
        let screen = CGRect(x: 91_666_630, y: 0, width: 375, height: 667)
        #expect(
            grid.elements(in: screen).map(\.index.item)
                == [4_999_993, 4_999_995, 4_999_997] + Array(4_999_998..<5_000_017) + [5_000_018, 5_000_020])
        // The last column holds rows 0–3; only its shifted rows reach the content's last point.
        #expect(
            grid.elements(in: CGRect(x: grid.contentSize.width - 1, y: 0, width: 1e9, height: 1e9)).map(\.index.item)
                == [9_999_997, 9_999_999])
        #expect(grid.elements(in: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)).isEmpty)
        #expect(grid.elements(in: CGRect(x: -.infinity, y: 0, width: .infinity, height: 10)).isEmpty)
    }

    @Test("Random grids: inside the content, elements(in:) equals brute force, deterministic", arguments: 0..<40)
    func randomGrids(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let configuration = try StaggeredGridLayout.Configuration(
            itemSize: CGSize(width: .random(in: 1...200, using: &rng), height: .random(in: 1...200, using: &rng)),
            spacing: .random(in: 0...30, using: &rng), staggerFraction: .random(in: 0...1, using: &rng),
            scrollAxis: Bool.random(using: &rng) ? .horizontal : .vertical,
            insets: LayoutInsets(
                top: .random(in: 0...20, using: &rng), left: .random(in: 0...20, using: &rng),
                bottom: .random(in: 0...20, using: &rng), right: .random(in: 0...20, using: &rng)))
        let counts = (0..<Int.random(in: 1...4, using: &rng)).map { _ in Int.random(in: 0...150, using: &rng) }
        let environment = LayoutEnvironment(
            boundsSize: CGSize(width: .random(in: 0...900, using: &rng), height: .random(in: 0...900, using: &rng)),
            layoutDirection: Bool.random(using: &rng) ? .leftToRight : .rightToLeft, itemCounts: counts)
        let layout = StaggeredGridLayout(configuration: configuration)
        let grid = layout.prepare(in: environment)
        let rects = LayoutInvariants.randomRects(in: grid.contentSize, count: 30, using: &rng)
        LayoutInvariants.check(grid, as: .grid, rects: rects, context: "seed \(seed)")
        #expect(layout.prepare(in: environment).allElements() == grid.allElements(), "seed \(seed): not deterministic")
    }
}
