@_spi(Tools) import CollectionLayouts
import Foundation
import Testing

@Suite("Shared clamp rules")
struct ClampRuleTests {
    static let inf = CGFloat.infinity

    @Test("A query rect can overlap something exactly when it has area and a finite part on each axis")
    func queryRects() {
        let usable = [
            CGRect(x: 0, y: 0, width: 10, height: 10), .infinite,
            CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300),
            CGRect(x: 1e15, y: 0, width: .leastNonzeroMagnitude, height: .leastNonzeroMagnitude),
            CGRect(x: 0, y: 0, width: -10, height: 10),
            CGRect(x: 0, y: 0, width: Self.inf, height: 10), CGRect(x: 0, y: 0, width: 10, height: Self.inf),
        ]
        for rect in usable { #expect(rect.canOverlapFiniteRects, "\(rect)") }
        let unusable = [
            CGRect.null, .zero, CGRect(x: 0, y: 0, width: 0, height: 10), CGRect(x: 0, y: 0, width: 10, height: 0),
            CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10),
            CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10), CGRect(x: 0, y: 0, width: 10, height: CGFloat.nan),
            CGRect(x: Self.inf, y: 0, width: 10, height: 10), CGRect(x: 0, y: Self.inf, width: 10, height: 10),
            CGRect(x: -Self.inf, y: 0, width: 10, height: 10), CGRect(x: 0, y: -Self.inf, width: 10, height: 10),
            CGRect(x: -Self.inf, y: 0, width: Self.inf, height: 10),
            CGRect(x: 0, y: -Self.inf, width: 10, height: Self.inf),
        ]
        for rect in unusable { #expect(!rect.canOverlapFiniteRects, "\(rect)") }
        // The rule agrees with `overlaps`: an unusable rect overlaps none of these finite rects.
        let finite = [CGRect(x: -1e15, y: -1e15, width: 2e15, height: 2e15), CGRect(x: 0, y: 0, width: 10, height: 10)]
        for rect in unusable { for other in finite { #expect(!rect.overlaps(other), "\(rect)") } }
    }

    @Test("Width-only layouts compare the clamped size: a raw width that clamps to the prepared one changes nothing")
    func clampedWidth() {
        expectClampedWidthRule(CirclePackLayout())
        expectClampedWidthRule(JustifiedGalleryLayout())
    }

    private func expectClampedWidthRule<Layout: CollectionLayout>(_ layout: Layout) {
        func prepared(width: CGFloat) -> Layout.Prepared {
            layout.prepare(in: LayoutEnvironment(boundsSize: CGSize(width: width, height: 600), itemCounts: [20]))
        }
        // (prepared width, new width): each pair clamps to the same width (0, 0, 0, 10⁹).
        for (old, new) in [(CGFloat.nan, CGFloat.nan), (.nan, -5), (-3, Self.inf), (2e9, 3e9)] {
            #expect(
                prepared(width: old).invalidation(forBoundsChange: CGRect(x: 0, y: 40, width: new, height: 600))
                    == .nothing,
                "\(Layout.self) prepared at width \(old), bounds width \(new)")
        }
        let p = prepared(width: 375)
        #expect(p.invalidation(forBoundsChange: CGRect(x: 0, y: 40, width: 375, height: 600)) == .nothing)
        // The height alone (a keyboard, a split view, 844 → 500) changes what is visible.
        #expect(p.invalidation(forBoundsChange: CGRect(x: 0, y: 40, width: 375, height: 300)) == .everything)
        #expect(p.invalidation(forBoundsChange: CGRect(x: 0, y: 0, width: 376, height: 600)) == .everything)
        #expect(p.invalidation(forBoundsChange: CGRect(x: 0, y: 0, width: -375, height: 600)) == .everything)
        #expect(p.invalidation(forBoundsChange: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 600)) == .everything)
    }
}
