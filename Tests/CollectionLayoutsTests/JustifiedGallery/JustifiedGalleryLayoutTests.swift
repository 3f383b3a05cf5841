@_spi(Tools) import CollectionLayouts
import Foundation
import Testing

@Suite("Justified gallery")
struct JustifiedGalleryLayoutTests {
    typealias Configuration = JustifiedGalleryLayout.Configuration

    private func prepare(
        _ configuration: Configuration = .standard, width: CGFloat = 1060, counts: [Int],
        sizes: ItemSizes = .none, direction: LayoutDirection = .leftToRight
    ) -> PreparedJustifiedGallery {
        JustifiedGalleryLayout(configuration: configuration).prepare(
            in: LayoutEnvironment(
                boundsSize: CGSize(width: width, height: 800), layoutDirection: direction, itemCounts: counts,
                itemSizes: sizes))
    }

    private func frame(_ layout: PreparedJustifiedGallery, _ section: Int, _ item: Int) -> CGRect? {
        layout.attributes(for: ElementIndex(section, item))?.frame
    }

    private static func ratios(_ values: [[CGFloat]]) -> ItemSizes {
        .perSection(values.map { $0.map { CGSize(width: $0, height: 1) } })
    }

    /// Aspect ratios 2, 2, 1, 3, 1 in a 400-point row aiming at 100: rows [2, 2] and [1, 3] are
    /// exactly 100 tall, and the last row [1] stays at the target, 100 wide.
    private let smallAspect = try! Configuration(
        mode: .aspectRatios(targetRowHeight: 100, tolerance: 0.5),
        insets: LayoutInsets(all: 15), itemSpacing: 0, rowSpacing: 10, footerHeight: 20)
    private let smallRatios = ratios([[2, 2, 1, 3, 1], []])

    // MARK: Exact frames

    @Test("Aspect ratios, small case: exact frames, header and footer, an empty section")
    func exactAspectFrames() {
        let g = prepare(smallAspect, width: 430, counts: [5, 0], sizes: smallRatios)
        #expect(
            g.supplementaryAttributes(ofKind: "header", at: ElementIndex(0, 0))?.frame
                == CGRect(x: 0, y: 0, width: 430, height: 25))
        #expect(frame(g, 0, 0) == CGRect(x: 15, y: 40, width: 200, height: 100))
        #expect(frame(g, 0, 1) == CGRect(x: 215, y: 40, width: 200, height: 100))
        #expect(frame(g, 0, 2) == CGRect(x: 15, y: 150, width: 100, height: 100))
        #expect(frame(g, 0, 3) == CGRect(x: 115, y: 150, width: 300, height: 100))
        #expect(frame(g, 0, 4) == CGRect(x: 15, y: 260, width: 100, height: 100))
        #expect(
            g.supplementaryAttributes(ofKind: "footer", at: ElementIndex(0, 0))?.frame
                == CGRect(x: 0, y: 375, width: 430, height: 20))
        // The empty section: its header directly on its footer.
        #expect(
            g.supplementaryAttributes(ofKind: "header", at: ElementIndex(1, 0))?.frame
                == CGRect(x: 0, y: 395, width: 430, height: 25))
        #expect(
            g.supplementaryAttributes(ofKind: "footer", at: ElementIndex(1, 0))?.frame
                == CGRect(x: 0, y: 420, width: 430, height: 20))
        #expect(g.contentSize == CGSize(width: 430, height: 440))
        #expect(g.rows.map(\.items) == [0..<2, 2..<4, 4..<5])
        #expect(g.rows.map(\.fillsWidth) == [true, true, false])
        #expect(g.rows.map(\.isLastInSection) == [false, false, true])
        #expect(g.rowWidth == 400)
    }

    @Test("Right to left fills rows from the right; the insets stay physical")
    func rightToLeft() throws {
        let insets = LayoutInsets(top: 15, left: 15, bottom: 15, right: 30)
        let configuration = try Configuration(
            mode: .aspectRatios(targetRowHeight: 100), insets: insets, itemSpacing: 0, rowSpacing: 10)
        let ltr = prepare(configuration, width: 445, counts: [5], sizes: smallRatios)
        let rtl = prepare(configuration, width: 445, counts: [5], sizes: smallRatios, direction: .rightToLeft)
        #expect(frame(rtl, 0, 0) == CGRect(x: 215, y: 40, width: 200, height: 100))
        #expect(frame(rtl, 0, 1) == CGRect(x: 15, y: 40, width: 200, height: 100))
        #expect(frame(rtl, 0, 4) == CGRect(x: 315, y: 260, width: 100, height: 100))
        for item in 0..<5 {
            // Mirrored between the left inset (15) and the right one (445 − 30).
            let a = frame(ltr, 0, item)!
            #expect(frame(rtl, 0, item) == CGRect(x: 15 + 415 - a.maxX, y: a.minY, width: a.width, height: a.height))
        }
        #expect(rtl.contentSize == ltr.contentSize)
    }

    @Test("Last row: centred, or justified like the others")
    func lastRowStyles() throws {
        let centered = try Configuration(
            mode: .aspectRatios(targetRowHeight: 100), insets: LayoutInsets(all: 15), itemSpacing: 0,
            rowSpacing: 10, lastRow: .centered)
        #expect(
            frame(prepare(centered, width: 430, counts: [5], sizes: smallRatios), 0, 4)
                == CGRect(x: 165, y: 260, width: 100, height: 100))
        let justified = try Configuration(
            mode: .aspectRatios(targetRowHeight: 100), insets: LayoutInsets(all: 15), itemSpacing: 0,
            rowSpacing: 10, lastRow: .justified)
        let g = prepare(justified, width: 430, counts: [5], sizes: smallRatios)
        // Justified, a lone last item would be 400 tall. [2, 2], [1, 3, 1] and [2, 2, 1], [3, 1] both
        // cost 20² (one row 80 tall); the tie goes to the fewer items in the last row.
        #expect(g.rows.map(\.items) == [0..<3, 3..<5])
        #expect(frame(g, 0, 2) == CGRect(x: 335, y: 40, width: 80, height: 80))
        #expect(frame(g, 0, 3) == CGRect(x: 15, y: 130, width: 300, height: 100))
        #expect(frame(g, 0, 4) == CGRect(x: 315, y: 130, width: 100, height: 100))
        #expect(g.rows.allSatisfy { $0.fillsWidth })
    }

    @Test("Widths mode with min == max: a row that cannot stay in bounds shrinks its items evenly")
    func exactWidthFrames() throws {
        let configuration = try Configuration(
            mode: .widthRange(min: 100, max: 100, height: 50), insets: LayoutInsets(all: 10),
            itemSpacing: 10, rowSpacing: 10)
        let g = prepare(configuration, width: 400, counts: [6])
        // Room 380: three items need stretching by 60, four shrinking by 50; neither within 100…100,
        // so the smaller change wins and the four items share it: 87.5 each.
        #expect(
            g.supplementaryAttributes(ofKind: "header", at: ElementIndex(0, 0))?.frame
                == CGRect(x: 0, y: 0, width: 400, height: 12.5))
        #expect(
            (0..<4).map { frame(g, 0, $0) } == [
                CGRect(x: 10, y: 22.5, width: 87.5, height: 50), CGRect(x: 107.5, y: 22.5, width: 87.5, height: 50),
                CGRect(x: 205, y: 22.5, width: 87.5, height: 50), CGRect(x: 302.5, y: 22.5, width: 87.5, height: 50),
            ])
        // The last row keeps its natural widths.
        #expect(frame(g, 0, 4) == CGRect(x: 10, y: 82.5, width: 100, height: 50))
        #expect(frame(g, 0, 5) == CGRect(x: 120, y: 82.5, width: 100, height: 50))
        #expect(g.contentSize == CGSize(width: 400, height: 142.5))
        #expect(g.supplementaryAttributes(ofKind: "footer", at: ElementIndex(0, 0)) == nil)
    }

    @Test("The tutorial's grid: natural widths from the seeded hash, the same on every machine")
    func tutorialWidths() {
        // Independently computed values of the hash (SplitMix64 finalizer over seed, section, item).
        #expect(ItemHash.value(seed: 0, section: 0, item: 0) == 0x80AB_E802_AC1E_182E)
        #expect(ItemHash.value(seed: 42, section: 3, item: 7) == 0x8A8A_0A47_1149_159A)
        #expect(ItemHash.value(seed: 0, section: -1, item: 5) == 0x6BC6_043C_6F55_0968)
        #expect(Configuration.standard.naturalWidth(at: ElementIndex(0, 0)) == 225.3934622744215)
        #expect(Configuration.standard.naturalWidth(at: ElementIndex(0, 1)) == 289.9494828240014)
        #expect(Configuration.photos.naturalWidth(at: ElementIndex(0, 0)) == nil)
        // Item 0 (225.4) and item 1 (289.9) and item 2 fit the first 1030-point row at their natural widths.
        let g = prepare(counts: [12])
        #expect(frame(g, 0, 0) == CGRect(x: 15, y: 77.5, width: 225.3934622744215, height: 250))
        #expect(frame(g, 0, 1)?.minX == 15 + 225.3934622744215 + 15)
        let other = try! Configuration(seed: 7)
        #expect(
            other.naturalWidth(at: ElementIndex(0, 0)) != Configuration.standard.naturalWidth(at: ElementIndex(0, 0)))
    }

    // MARK: Properties

    @Test("The tutorial's bounds hold at every common width: every full row fills it, every width in 150…300")
    func tutorialBounds() {
        for width: CGFloat in [345, 375, 414, 768, 834, 1024, 1060, 1366, 2000] {
            let g = prepare(width: width, counts: [400, 37])
            for row in g.rows where row.fillsWidth {
                #expect(
                    JustifiedRowBreaker.canFill(
                        count: row.items.count, room: g.rowWidth, spacing: 15, minimum: 150, maximum: 300))
            }
            for section in 0..<2 {
                for item in 0..<g.environment.numberOfItems(inSection: section) {
                    let w = frame(g, section, item)!.width
                    #expect(w >= 150 - 1e-9 && w <= 300 + 1e-9, "width \(width): item \(section).\(item) is \(w) wide")
                }
            }
            Self.checkRows(g, context: "width \(width)")
        }
    }

    @Test(
        "Random galleries: rows fill, bounds hold, nothing overlaps, elements(in:) equals brute force, deterministic",
        arguments: 0..<60)
    func randomGalleries(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let mode: JustifiedGalleryLayout.Mode
        if Bool.random(using: &rng) {
            let minimum = CGFloat.random(in: 20...200, using: &rng)
            mode = .widthRange(
                min: minimum, max: minimum * .random(in: 1...3, using: &rng), height: .random(in: 20...300, using: &rng)
            )
        } else {
            mode = .aspectRatios(
                targetRowHeight: .random(in: 30...300, using: &rng), tolerance: .random(in: 0...0.9, using: &rng))
        }
        let configuration = try Configuration(
            mode: mode,
            insets: LayoutInsets(
                top: .random(in: 0...30, using: &rng), left: .random(in: 0...30, using: &rng),
                bottom: .random(in: 0...30, using: &rng), right: .random(in: 0...30, using: &rng)),
            itemSpacing: .random(in: 0...20, using: &rng), rowSpacing: .random(in: 0...20, using: &rng),
            headerHeight: ([nil, 0, 40] as [CGFloat?])[Int.random(in: 0...2, using: &rng)],
            footerHeight: ([0, 0, 30] as [CGFloat])[Int.random(in: 0...2, using: &rng)],
            lastRow: JustifiedGalleryLayout.LastRow.allCases.randomElement(using: &rng)!,
            maximumRowsPerSection: ([nil, nil, 1, 3] as [Int?])[Int.random(in: 0...3, using: &rng)], seed: rng.next())
        let counts = (0..<Int.random(in: 1...4, using: &rng)).map { _ in Int.random(in: 0...120, using: &rng) }
        let sizes = ItemSizes.perSection(
            counts.map { count in
                (0..<count).map { _ in CGSize(width: .random(in: 0.2...5, using: &rng), height: 1) }
            })
        let width = [
            CGFloat.random(in: 0...60, using: &rng), .random(in: 60...1400, using: &rng),
            .random(in: 300...1400, using: &rng),
        ][Int.random(in: 0...2, using: &rng)]
        let environment = LayoutEnvironment(
            boundsSize: CGSize(width: width, height: 700),
            layoutDirection: Bool.random(using: &rng) ? .leftToRight : .rightToLeft,
            itemCounts: counts, itemSizes: sizes)
        let layout = JustifiedGalleryLayout(configuration: configuration)
        let g = layout.prepare(in: environment)
        let context = "seed \(seed)"
        LayoutInvariants.check(
            g, as: .gallery, rects: LayoutInvariants.randomRects(in: g.contentSize, count: 30, using: &rng),
            context: context)
        Self.checkRows(g, context: context)
        // Determinism: again, and after a rotation and back.
        let all = g.allElements()
        #expect(layout.prepare(in: environment).allElements() == all, "\(context): not deterministic")
        var rotated = environment
        rotated.boundsSize.width = width + .random(in: 50...500, using: &rng)
        _ = layout.prepare(in: rotated)
        #expect(layout.prepare(in: environment).allElements() == all, "\(context): changed by a rotation and back")
    }

    @Test("Determinism across a rotation and back, with a thousand items in both modes")
    func rotation() {
        let sizes = ItemSizes.cycle((0..<17).map { CGSize(width: 0.5 + CGFloat($0) / 11, height: 1) })
        for configuration in [Configuration.standard, .photos] {
            let before = prepare(configuration, width: 1060, counts: [600, 400], sizes: sizes)
            let turned = prepare(configuration, width: 700, counts: [600, 400], sizes: sizes)
            #expect(turned.allElements() != before.allElements())
            let after = prepare(configuration, width: 1060, counts: [600, 400], sizes: sizes)
            #expect(after.allElements() == before.allElements())
            #expect(after.contentSize == before.contentSize)
        }
    }

    @Test("Invalidation: a new offset invalidates nothing, a new size everything")
    func invalidation() {
        let g = prepare(counts: [30])
        #expect(g.invalidation(forBoundsChange: CGRect(x: 0, y: 500, width: 1060, height: 800)) == .nothing)
        // The rows are the same, but the visible area and where a scroll may rest are not.
        #expect(g.invalidation(forBoundsChange: CGRect(x: 0, y: 0, width: 1060, height: 300)) == .everything)
        #expect(g.invalidation(forBoundsChange: CGRect(x: 0, y: 0, width: 700, height: 800)) == .everything)
        var moved = g
        moved.updateContentOffset(CGPoint(x: 0, y: CGFloat.nan))
        #expect(moved.environment.contentOffset == .zero)
        moved.updateContentOffset(CGPoint(x: 0, y: 400))
        #expect(
            moved.elements(in: moved.environment.visibleRect)
                == g.elements(in: CGRect(x: 0, y: 400, width: 1060, height: 800)))
    }

    @Test("elements(in:): cells in index order, then headers, then footers")
    func order() throws {
        let configuration = try Configuration(footerHeight: 10)
        let g = prepare(configuration, counts: [3, 0, 2])
        let all = g.allElements()
        #expect(
            all.map(\.kind) == Array(repeating: ElementKind.cell, count: 5) + Array(repeating: .header, count: 3)
                + Array(repeating: .footer, count: 3))
        #expect(
            all.map(\.index) == [
                ElementIndex(0, 0), ElementIndex(0, 1), ElementIndex(0, 2), ElementIndex(2, 0), ElementIndex(2, 1),
            ]
                + [0, 1, 2, 0, 1, 2].map { ElementIndex($0, 0) })
        #expect(g.supplementaryAttributes(ofKind: "header", at: ElementIndex(0, 1)) == nil)
        #expect(g.supplementaryAttributes(ofKind: "header", at: ElementIndex(3, 0)) == nil)
        #expect(g.supplementaryAttributes(ofKind: "badge", at: ElementIndex(0, 0)) == nil)
        #expect(g.attributes(for: ElementIndex(1, 0)) == nil)
        #expect(g.attributes(for: ElementIndex(0, -1)) == nil)
        #expect(g.attributes(for: ElementIndex(2, 2)) == nil)
    }

    @Test("A row limit hides the items past it; the next section follows the shown rows")
    func rowLimit() throws {
        let configuration = try Configuration(maximumRowsPerSection: 2)
        let g = prepare(configuration, counts: [40, 3])
        #expect(g.rows.filter { $0.section == 0 }.count == 2)
        let shown = g.rows[1].items.upperBound
        #expect(shown < 40)
        #expect(!g.rows[1].isLastInSection && g.rows[1].fillsWidth)
        for item in 0..<40 {
            let a = g.attributes(for: ElementIndex(0, item))!
            #expect(a.isHidden == (item >= shown))
            if a.isHidden { #expect(a.size == .zero) }
        }
        #expect(!g.allElements().contains { $0.isHidden })
        // Header 62.5, inset 15, two rows of 250 and a gap of 15, inset 15: section 1 starts at 607.5.
        #expect(g.supplementaryAttributes(ofKind: "header", at: ElementIndex(1, 0))?.frame.minY == 607.5)
        Self.checkRows(g, context: "row limit")
    }

    // MARK: Bad input

    @Test("Empty sections keep their header and footer, with no insets between them")
    func emptySections() throws {
        let configuration = try Configuration(footerHeight: 10)
        for counts in [[0], [0, 0], [-3]] {
            let g = prepare(configuration, counts: counts)
            #expect(g.contentSize == CGSize(width: 1060, height: CGFloat(counts.count) * 72.5))
            #expect(g.allElements().allSatisfy { $0.kind != .cell })
            #expect(g.rows.isEmpty)
        }
        let none = prepare(counts: [])
        #expect(none.contentSize == CGSize(width: 1060, height: 0))
        #expect(none.allElements().isEmpty)
        let bare = prepare(try Configuration(headerHeight: 0), counts: [0, 4])
        #expect(bare.allElements().map(\.kind) == Array(repeating: .cell, count: 4))
        #expect(frame(bare, 1, 0)?.minY == 15)
    }

    @Test("A width narrower than the narrowest item: one item per row, as wide as the row")
    func narrowerThanMinimum() {
        let g = prepare(width: 100, counts: [3])
        for item in 0..<3 {
            #expect(frame(g, 0, item) == CGRect(x: 15, y: 77.5 + CGFloat(item) * 265, width: 70, height: 250))
        }
        let photos = prepare(.photos, width: 100, counts: [3])
        // Squares 70 wide: rows of one, 70 tall, since two would be 27.5 (< half the target).
        #expect(frame(photos, 0, 1) == CGRect(x: 15, y: 77.5 + 85, width: 70, height: 70))
        for width in [0, 20, -5, CGFloat.nan, .infinity] {
            for configuration in [Configuration.standard, .photos] {
                let g = prepare(configuration, width: width, counts: [4])
                // The content is as wide as the insets; the items have no width and are never returned.
                #expect(g.contentSize.width == Swift.max(30, width.isFinite ? width : 0), "width \(width)")
                #expect(g.allElements().allSatisfy { $0.kind != .cell }, "width \(width)")
                LayoutInvariants.check(
                    g, as: .gallery, rects: [CGRect(x: -10, y: -10, width: 100, height: 2000)],
                    context: "width \(width)")
            }
        }
    }

    @Test("A missing, zero, negative, NaN or infinite aspect ratio counts as 1; extreme ones are clamped")
    func badAspectRatios() {
        let bad: [CGSize] = [
            CGSize(width: 0, height: 3), CGSize(width: 3, height: 0), CGSize(width: -2, height: 1),
            CGSize(width: CGFloat.nan, height: 1), CGSize(width: 1, height: CGFloat.nan),
            CGSize(width: CGFloat.infinity, height: 1), CGSize(width: 1, height: -CGFloat.infinity),
            CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.leastNonzeroMagnitude),
        ]
        for size in bad { #expect(JustifiedGalleryLayout.aspectRatio(of: size) == 1, "\(size)") }
        #expect(JustifiedGalleryLayout.aspectRatio(of: nil) == 1)
        #expect(JustifiedGalleryLayout.aspectRatio(of: CGSize(width: 4, height: 3)) == 4.0 / 3)
        #expect(JustifiedGalleryLayout.aspectRatio(of: CGSize(width: 1e-9, height: 1)) == 0.01)
        #expect(JustifiedGalleryLayout.aspectRatio(of: CGSize(width: 1e9, height: 1)) == 100)

        // In a layout: each bad item alone in a row of a 100-wide container is a 70-point square.
        let g = prepare(.photos, width: 100, counts: [bad.count + 1], sizes: .perSection([bad]))
        for item in 0...bad.count {
            let f = frame(g, 0, item)!
            #expect(f.width == 70 && f.height == 70, "item \(item): \(f)")
        }
        LayoutInvariants.check(
            g, as: .gallery, rects: [CGRect(x: 0, y: 0, width: 100, height: 500)], context: "bad ratios")
        // Extreme ratios stay finite and bounded in a wide container.
        let extreme = prepare(
            .photos, counts: [60],
            sizes: .cycle([
                CGSize(width: 1e-12, height: 1), CGSize(width: 1e12, height: 1), CGSize(width: 1, height: 1),
            ]))
        LayoutInvariants.check(
            extreme, as: .gallery, rects: [CGRect(x: 0, y: 0, width: 1060, height: 5000)],
            context: "extreme ratios")
        Self.checkRows(extreme, context: "extreme ratios")
    }

    @Test("Invalid configurations are rejected with the parameter named")
    func invalidConfiguration() throws {
        // NaN is not equal to itself, so the error is checked by its parameter.
        let nan = #expect(throws: LayoutError.self) {
            try Configuration(mode: .widthRange(min: .nan, max: 300, height: 250))
        }
        #expect(nan?.parameter == "widthRange.min")
        #expect(nan?.description == "widthRange.min must be a finite number (got nan)")
        #expect(throws: LayoutError.tooSmall(parameter: "widthRange.max", value: 100, minimum: 150, inclusive: true)) {
            try Configuration(mode: .widthRange(min: 150, max: 100, height: 250))
        }
        #expect(throws: LayoutError.tooSmall(parameter: "widthRange.height", value: 0, minimum: 0, inclusive: false)) {
            try Configuration(mode: .widthRange(min: 150, max: 300, height: 0))
        }
        #expect(throws: LayoutError.notFinite(parameter: "widthRange.max", value: .infinity)) {
            try Configuration(mode: .widthRange(min: 150, max: .infinity, height: 250))
        }
        #expect(
            throws: LayoutError.tooSmall(
                parameter: "aspectRatios.targetRowHeight", value: -1, minimum: 0, inclusive: false)
        ) {
            try Configuration(mode: .aspectRatios(targetRowHeight: -1))
        }
        #expect(throws: LayoutError.tooLarge(parameter: "aspectRatios.tolerance", value: 0.95, maximum: 0.9)) {
            try Configuration(mode: .aspectRatios(targetRowHeight: 250, tolerance: 0.95))
        }
        #expect(throws: LayoutError.self) { try Configuration(mode: .aspectRatios(targetRowHeight: .nan)) }
        #expect(throws: LayoutError.self) {
            try Configuration(mode: .aspectRatios(targetRowHeight: 250, tolerance: .nan))
        }
        #expect(throws: LayoutError.self) { try Configuration(insets: LayoutInsets(left: .nan)) }
        #expect(throws: LayoutError.self) { try Configuration(itemSpacing: -1) }
        #expect(throws: LayoutError.self) { try Configuration(rowSpacing: .infinity) }
        #expect(throws: LayoutError.self) { try Configuration(headerHeight: .nan) }
        #expect(throws: LayoutError.self) { try Configuration(footerHeight: -1) }
        #expect(throws: LayoutError.tooSmall(parameter: "maximumRowsPerSection", value: 0, minimum: 1, inclusive: true))
        {
            try Configuration(maximumRowsPerSection: 0)
        }
        // The defaults are the tutorial's.
        #expect(try Configuration() == .standard)
        #expect(try Configuration(mode: .aspectRatios(targetRowHeight: 250)) == .photos)
        #expect(Configuration.standard.headerHeight == 62.5)
    }

    @Test("A hundred thousand items: screen queries equal brute force")
    func large() {
        let g = prepare(
            .photos, counts: [100_000], sizes: .cycle((0..<29).map { CGSize(width: 0.5 + CGFloat($0) / 19, height: 1) })
        )
        let all = (0..<100_000).map { g.attributes(for: ElementIndex(0, $0))! }
        for y in [0, g.contentSize.height / 3, g.contentSize.height - 400] {
            let screen = CGRect(x: 0, y: y, width: 1060, height: 800)
            #expect(g.elements(in: screen).filter { $0.kind == .cell } == all.filter { $0.frame.overlaps(screen) })
        }
        Self.checkRows(g, context: "100k")
    }

    @Test(
        "Sections of thousands of items, both modes, right to left, a row limit: rows hold and queries equal brute force",
        arguments: [Configuration.standard, .photos])
    func thousandsPerSection(base: Configuration) throws {
        var rng = SeededGenerator(seed: 1_060)
        for rowLimit in [nil, 400] as [Int?] {
            let configuration = try Configuration(
                mode: base.mode, headerHeight: 40, footerHeight: 20, lastRow: .centered,
                maximumRowsPerSection: rowLimit)
            let counts = [6_000, 0, 1, 2_500]
            let sizes = ItemSizes.perSection(
                counts.map { count in
                    (0..<count).map { _ in CGSize(width: .random(in: 0.3...3, using: &rng), height: 1) }
                })
            let g = JustifiedGalleryLayout(configuration: configuration).prepare(
                in: LayoutEnvironment(
                    boundsSize: CGSize(width: 1060, height: 800), layoutDirection: .rightToLeft, itemCounts: counts,
                    itemSizes: sizes))
            let context = "\(base.mode), row limit \(rowLimit.map(String.init) ?? "none")"
            Self.checkRows(g, context: context)
            LayoutInvariants.check(
                g, as: .gallery,
                rects: LayoutInvariants.randomRects(in: g.contentSize, count: 20, using: &rng),
                context: context)
            if rowLimit != nil {
                // More than one run of frames shown, and the rest hidden.
                let rows = g.rows.filter { $0.section == 0 }
                #expect(rows.count == 400 && rows.last!.items.upperBound > 1_024, "\(context)")
            }
        }
    }

    // MARK: Row checks

    /// Checks the rows of `g` against its frames:
    /// - the rows of a section cover its shown items in order, and the rest are hidden;
    /// - every item of a row has the row's top and height, and the items are `itemSpacing` apart,
    ///   left to right (right to left in RTL);
    /// - a row that fills spans exactly from the left inset to the right one (to 0.5 pt); others
    ///   stay inside;
    /// - widths mode: every width within `min…max` unless its row fills and no row of that many
    ///   items can (see `canFill`); aspect-ratio mode: every item keeps its (clamped) ratio;
    /// - no two cells with an area overlap (neighbours in a row, rows one under the other);
    /// - headers lie above their section's items and below the previous section; footers below.
    static func checkRows(
        _ g: PreparedJustifiedGallery, context: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let c = g.configuration
        let left = c.insets.left, right = g.contentSize.width - c.insets.right
        let rtl = g.environment.layoutDirection == .rightToLeft
        var rowIndex = 0
        var previousBottom: CGFloat = 0
        for section in 0..<g.environment.numberOfSections {
            let count = g.environment.numberOfItems(inSection: section)
            var next = 0
            var top = CGFloat.infinity, bottom = -CGFloat.infinity
            while rowIndex < g.rows.count && g.rows[rowIndex].section == section {
                let row = g.rows[rowIndex]
                #expect(
                    row.items.lowerBound == next, "\(context): row \(rowIndex) does not follow on",
                    sourceLocation: sourceLocation)
                next = row.items.upperBound
                let frames = row.items.map { g.attributes(for: ElementIndex(section, $0))!.frame }
                let ordered = rtl ? Array(frames.reversed()) : frames
                for f in frames {
                    // Attributes keep a centre and a size, so a frame read back can differ in its last bits.
                    #expect(
                        abs(f.minY - row.minY) <= 1e-9 * Swift.max(1, row.minY)
                            && abs(f.height - row.height) <= 1e-9 * Swift.max(1, row.minY),
                        "\(context): \(f) off row \(rowIndex)", sourceLocation: sourceLocation)
                    #expect(
                        f.width >= 0 && f.minX >= left - 1e-9 && f.maxX <= right + 1e-9,
                        "\(context): \(f) outside the row", sourceLocation: sourceLocation)
                }
                for (a, b) in zip(ordered, ordered.dropFirst()) {
                    #expect(
                        abs(b.minX - a.maxX - c.itemSpacing) < 1e-6,
                        "\(context): gap \(b.minX - a.maxX) in row \(rowIndex)", sourceLocation: sourceLocation)
                }
                if row.fillsWidth && g.rowWidth > 0 {
                    #expect(
                        abs(ordered.first!.minX - left) <= 0.5 && abs(ordered.last!.maxX - right) <= 0.5,
                        "\(context): row \(rowIndex) spans \(ordered.first!.minX)…\(ordered.last!.maxX), not \(left)…\(right)",
                        sourceLocation: sourceLocation)
                }
                switch c.mode {
                case let .widthRange(minimum, maximum, height):
                    #expect(row.height == height, sourceLocation: sourceLocation)
                    let bounded =
                        !row.fillsWidth
                        || JustifiedRowBreaker.canFill(
                            count: frames.count, room: g.rowWidth, spacing: c.itemSpacing,
                            minimum: minimum, maximum: maximum)
                    if bounded {
                        for f in frames {
                            #expect(
                                f.width >= minimum - 1e-6 && f.width <= maximum + 1e-6,
                                "\(context): width \(f.width) outside \(minimum)…\(maximum) in row \(rowIndex)",
                                sourceLocation: sourceLocation)
                        }
                    }
                case .aspectRatios:
                    for (k, f) in zip(row.items, frames) where f.height > 1e-9 && f.width > 1e-9 {
                        let ratio = JustifiedGalleryLayout.aspectRatio(
                            of: g.environment.itemSizes.size(at: ElementIndex(section, k)))
                        #expect(
                            abs(f.width / f.height / ratio - 1) < 1e-6,
                            "\(context): item \(section).\(k) has ratio \(f.width / f.height), not \(ratio)",
                            sourceLocation: sourceLocation)
                    }
                }
                if rowIndex > 0 && g.rows[rowIndex - 1].section == section {
                    let above = g.rows[rowIndex - 1]
                    #expect(
                        abs(row.minY - (above.minY + above.height + c.rowSpacing)) < 1e-6,
                        "\(context): row \(rowIndex) spacing", sourceLocation: sourceLocation)
                }
                top = Swift.min(top, row.minY)
                bottom = Swift.max(bottom, row.minY + row.height)
                rowIndex += 1
            }
            for item in next..<count {
                let a = g.attributes(for: ElementIndex(section, item))!
                #expect(
                    a.isHidden && a.size == .zero, "\(context): item \(section).\(item) in no row is not hidden",
                    sourceLocation: sourceLocation)
            }
            if let header = g.supplementaryAttributes(ofKind: ElementKind.headerKind, at: ElementIndex(section, 0)) {
                #expect(
                    header.frame.minY >= previousBottom - 1e-9 && header.frame.maxY <= top + 1e-9,
                    "\(context): header \(section) not above its items", sourceLocation: sourceLocation)
                previousBottom = header.frame.maxY
            }
            if bottom > -CGFloat.infinity {
                #expect(
                    top >= previousBottom - 1e-9, "\(context): section \(section) overlaps the one above",
                    sourceLocation: sourceLocation)
                previousBottom = bottom
            }
            if let footer = g.supplementaryAttributes(ofKind: ElementKind.footerKind, at: ElementIndex(section, 0)) {
                #expect(
                    footer.frame.minY >= previousBottom - 1e-9, "\(context): footer \(section) not below its items",
                    sourceLocation: sourceLocation)
                previousBottom = footer.frame.maxY
            }
        }
        #expect(rowIndex == g.rows.count, "\(context): rows out of section order", sourceLocation: sourceLocation)
        #expect(previousBottom <= g.contentSize.height + 1e-9, sourceLocation: sourceLocation)
        // Nothing overlaps: rows are stacked with gaps checked above, and items within a row are
        // ordered with gaps, so checking neighbours suffices; for small galleries check every pair too.
        let cells = g.allElements().filter { $0.kind == .cell }.map(\.frame)
        if cells.count <= 500 {
            for i in cells.indices {
                for j in cells.indices where j > i {
                    #expect(
                        !cells[i].overlaps(cells[j].insetBy(dx: 1e-7, dy: 1e-7)),
                        "\(context): \(cells[i]) overlaps \(cells[j])", sourceLocation: sourceLocation)
                }
            }
        }
    }
}
