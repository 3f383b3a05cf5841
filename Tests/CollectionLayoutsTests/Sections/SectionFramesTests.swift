@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutFuzzing
import Testing

/// The engine's part of compositional sections: a stackable layout's frames for one section, at a
/// container size, equal to the layout's own prepare of a one-section collection view.
@Suite("Sections: one section's frames, as the layout's own prepare places them")
struct SectionFramesTests {
    @Test("Grid: two rows from a 200-point height, odd rows half an item along")
    func gridExact() {
        let section = StaggeredGridLayout().sectionFrames(across: 200, itemCount: 5)
        #expect(
            section.frames == [
                CGRect(x: 0, y: 0, width: 100, height: 90), CGRect(x: 50, y: 100, width: 100, height: 90),
                CGRect(x: 110, y: 0, width: 100, height: 90), CGRect(x: 160, y: 100, width: 100, height: 90),
                CGRect(x: 220, y: 0, width: 100, height: 90),
            ])
        // Three columns (2 · 110 + 100) of two rows (2 · 100 − 10); the last column's one item has no stagger.
        #expect(section.size == CGSize(width: 320, height: 190))
        #expect(section.shownCount == 5)
    }

    /// Whether every value of `a` is within 10⁻⁹ of `b`'s.
    private func close(_ a: CGRect, _ b: CGRect) -> Bool {
        [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) <= 1e-9 }
    }

    @Test("Circles: the first in the corner, the next touching it at the spacing, one on the right inset")
    func circlesExact() throws {
        let sizes = [CGSize(width: 100, height: 100), CGSize(width: 60, height: 60), CGSize(width: 40, height: 40)]
        // Standard: insets 20, spacing 10, default diameter 100 (the fourth item has no size).
        let section = CirclePackLayout().sectionFrames(across: 300, itemCount: 4, itemSizes: sizes)
        let f = section.frames
        #expect(f.count == 4 && section.shownCount == 4)
        #expect(f[0] == CGRect(x: 20, y: 20, width: 100, height: 100))
        // On the top inset, its centre 50 + 30 + 10 from the first's: touching at the spacing.
        #expect(f[1].minY == 20 && f[1].size == CGSize(width: 60, height: 60))
        // (The packer keeps circles a hair apart against rounding, as its own tests allow.)
        #expect(abs(hypot(f[1].midX - f[0].midX, f[1].midY - f[0].midY) - 90) <= 1e-6)
        // Against the right inset (300 − 20), on the top one.
        #expect(f[2] == CGRect(x: 240, y: 20, width: 40, height: 40))
        #expect(f[3].size == CGSize(width: 100, height: 100))
        // As wide as the container, as tall as the lowest circle and the bottom inset.
        #expect(section.size.width == 300)
        #expect(abs(section.size.height - (f[3].maxY + 20)) <= 1e-9)
    }

    @Test("Gallery: a justified row of ratios 1 and 2, then a last row at the target height")
    func galleryExact() throws {
        let gallery = JustifiedGalleryLayout(
            configuration: try .init(
                mode: .aspectRatios(targetRowHeight: 100, tolerance: 0.5), insets: .zero, itemSpacing: 10,
                rowSpacing: 10, headerHeight: 0))
        let sizes = [CGSize(width: 1, height: 1), CGSize(width: 2, height: 1), CGSize(width: 1, height: 1)]
        let section = gallery.sectionFrames(across: 300, itemCount: 3, itemSizes: sizes)
        // h · (1 + 2) + 10 = 300; the last row keeps the target height, leading.
        let h: CGFloat = 290 / 3
        let expected = [
            CGRect(x: 0, y: 0, width: h, height: h), CGRect(x: h + 10, y: 0, width: 2 * h, height: h),
            CGRect(x: 0, y: h + 10, width: 100, height: 100),
        ]
        #expect(section.frames.count == 3)
        for (frame, want) in zip(section.frames, expected) { #expect(close(frame, want), "\(frame) ≠ \(want)") }
        #expect(section.size.width == 300 && abs(section.size.height - (h + 110)) <= 1e-9)
        #expect(section.shownCount == 3)
    }

    @Test("Gallery: items past the row limit are counted as hidden; bad input is clamped")
    func hiddenAndClamps() throws {
        let gallery = JustifiedGalleryLayout(
            configuration: try .init(
                mode: .aspectRatios(targetRowHeight: 100, tolerance: 0.5), insets: .zero, itemSpacing: 10,
                rowSpacing: 10, headerHeight: 0, maximumRowsPerSection: 1))
        let sizes = [CGSize(width: 1, height: 1), CGSize(width: 2, height: 1), CGSize(width: 1, height: 1)]
        #expect(gallery.sectionFrames(across: 300, itemCount: 3, itemSizes: sizes).shownCount == 2)
        let empty = CirclePackLayout().sectionFrames(across: .nan, itemCount: -3)
        #expect(empty.frames.isEmpty && empty.shownCount == 0)
        let narrow = StaggeredGridLayout().sectionFrames(across: -50, itemCount: 2)
        // No room: one row (documented clamp), both items on it.
        #expect(narrow.frames.map(\.minY) == [0, 0] && narrow.frames.count == 2)
    }
}
