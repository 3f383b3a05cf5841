@_spi(Tools) import CollectionLayouts
import Foundation

/// Brute-force checks on circles given by their frames.
enum CirclePackChecks {
    /// The smallest distance between the edges of two circles (infinity with fewer than two),
    /// comparing every pair whose frames come within 1,000 points vertically.
    static func closestGap(_ frames: [CGRect]) -> CGFloat {
        let sorted = frames.sorted { $0.minY < $1.minY }
        var closest = CGFloat.infinity
        for a in sorted.indices {
            var b = a + 1
            while b < sorted.count && sorted[b].minY < sorted[a].maxY + 1_000 {
                let p = sorted[a], q = sorted[b]
                closest = min(closest, hypot(p.midX - q.midX, p.midY - q.midY) - p.width / 2 - q.width / 2)
                b += 1
            }
        }
        return closest
    }

    /// The first pair of items whose circles are closer than `spacing − 1e-6`, if any.
    static func tooClose(_ elements: [LayoutAttributes], spacing: CGFloat) -> (ElementIndex, ElementIndex, CGFloat)? {
        for a in elements.indices {
            for b in elements.indices where b > a {
                let p = elements[a].frame, q = elements[b].frame
                let gap = hypot(p.midX - q.midX, p.midY - q.midY) - p.width / 2 - q.width / 2
                if gap < spacing - 1e-6 { return (elements[a].index, elements[b].index, gap) }
            }
        }
        return nil
    }
}
