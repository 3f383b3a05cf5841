@_spi(Tools) import CollectionLayouts
import Foundation
import Testing

@Suite("Shared clamp rules")
struct ClampRuleTests {
    static let inf = CGFloat.infinity

    @Test("A query rect can overlap something exactly when it has area and a finite part on each axis")
    func queryRects() {
        let usable = [CGRect(x: 0, y: 0, width: 10, height: 10), .infinite, CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300),
                      CGRect(x: 1e15, y: 0, width: 5e-324, height: 5e-324), CGRect(x: 0, y: 0, width: -10, height: 10),
                      CGRect(x: 0, y: 0, width: Self.inf, height: 10), CGRect(x: 0, y: 0, width: 10, height: Self.inf)]
        for rect in usable { #expect(rect.canOverlapFiniteRects, "\(rect)") }
        let unusable = [CGRect.null, .zero, CGRect(x: 0, y: 0, width: 0, height: 10), CGRect(x: 0, y: 0, width: 10, height: 0),
                        CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10),
                        CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10), CGRect(x: 0, y: 0, width: 10, height: CGFloat.nan),
                        CGRect(x: Self.inf, y: 0, width: 10, height: 10), CGRect(x: 0, y: Self.inf, width: 10, height: 10),
                        CGRect(x: -Self.inf, y: 0, width: 10, height: 10), CGRect(x: 0, y: -Self.inf, width: 10, height: 10),
                        CGRect(x: -Self.inf, y: 0, width: Self.inf, height: 10), CGRect(x: 0, y: -Self.inf, width: 10, height: Self.inf)]
        for rect in unusable { #expect(!rect.canOverlapFiniteRects, "\(rect)") }
        // The rule agrees with `overlaps`: an unusable rect overlaps none of these finite rects.
        let finite = [CGRect(x: -1e15, y: -1e15, width: 2e15, height: 2e15), CGRect(x: 0, y: 0, width: 10, height: 10)]
        for rect in unusable { for other in finite { #expect(!rect.overlaps(other), "\(rect)") } }
    }
}
