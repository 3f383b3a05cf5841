import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where a circle meets an upright rectangle, as angles: the wheel's query maths.
enum WheelArcs {
    /// The angles φ in [−π, π] at which the point `centre + radius · (sin φ, cosineSign · cos φ)`
    /// lies in `rect`, as at most four closed intervals, each widened by a little for rounding.
    ///
    /// On each quarter of the circle both coordinates are monotonic in φ, so the angles where each
    /// coordinate is in range form one interval, found by inverting sin or cos at the clamped ends.
    static func angles(
        where rect: CGRect, centre: CGPoint, radius: CGFloat, cosineSign: CGFloat
    ) -> [ClosedRange<CGFloat>] {
        let s0 = (rect.minX - centre.x) / radius, s1 = (rect.maxX - centre.x) / radius
        let t0 = (rect.minY - centre.y) / radius, t1 = (rect.maxY - centre.y) / radius
        let (c0, c1) = cosineSign > 0 ? (t0, t1) : (-t1, -t0)
        guard !s0.isNaN, !s1.isNaN, !c0.isNaN, !c1.isNaN else { return [] }
        // asin and acos lose up to ~1.5e-8 near ±1; widen by far more than that.
        let widen: CGFloat = 1e-6
        var result: [ClosedRange<CGFloat>] = []
        for quarter in Quarter.allCases {
            guard let a = quarter.preimage(ofSine: s0...Swift.max(s0, s1)),
                let b = quarter.preimage(ofCosine: c0...Swift.max(c0, c1))
            else { continue }
            let lo = Swift.max(a.lowerBound, b.lowerBound), hi = Swift.min(a.upperBound, b.upperBound)
            if lo <= hi { result.append((lo - widen)...(hi + widen)) }
        }
        return result
    }

    /// A quarter of the circle, on which sin and cos are both monotonic.
    enum Quarter: CaseIterable {
        case topRight, bottomRight, bottomLeft, topLeft  // [0, π/2], [π/2, π], [−π, −π/2], [−π/2, 0]

        /// The angles in this quarter whose sine lies in `range`, or nil.
        func preimage(ofSine range: ClosedRange<CGFloat>) -> ClosedRange<CGFloat>? {
            let values: ClosedRange<CGFloat> = self == .topRight || self == .bottomRight ? 0...1 : -1...0
            return preimage(range, values: values) { v in
                switch self {
                case .topRight, .topLeft: asin(v)
                case .bottomRight: .pi - asin(v)
                case .bottomLeft: -.pi - asin(v)
                }
            }
        }

        /// The angles in this quarter whose cosine lies in `range`, or nil.
        func preimage(ofCosine range: ClosedRange<CGFloat>) -> ClosedRange<CGFloat>? {
            let values: ClosedRange<CGFloat> = self == .topRight || self == .topLeft ? 0...1 : -1...0
            return preimage(range, values: values) { v in
                switch self {
                case .topRight, .bottomRight: acos(v)
                case .bottomLeft, .topLeft: -acos(v)
                }
            }
        }

        private func preimage(
            _ range: ClosedRange<CGFloat>, values: ClosedRange<CGFloat>,
            inverse: (CGFloat) -> CGFloat
        ) -> ClosedRange<CGFloat>? {
            let v0 = Swift.max(range.lowerBound, values.lowerBound), v1 = Swift.min(range.upperBound, values.upperBound)
            guard v0 <= v1 else { return nil }
            let a = inverse(v0), b = inverse(v1)
            return Swift.min(a, b)...Swift.max(a, b)
        }
    }
}
