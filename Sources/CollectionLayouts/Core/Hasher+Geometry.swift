import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// Apple's SDKs make CGPoint, CGSize and CGRect `Hashable` only from iOS 18 / macOS 15 (and older SDKs
// not at all), so the engine's values hash their geometry through these, component by component.
// Each component is a `CGFloat`, whose hash treats -0.0 and 0.0 alike, as `==` does.
extension Hasher {
    /// Feeds both coordinates of `point`.
    package mutating func combine(point: CGPoint) {
        combine(point.x)
        combine(point.y)
    }

    /// Feeds the width and height of `size`.
    package mutating func combine(size: CGSize) {
        combine(size.width)
        combine(size.height)
    }

    /// Feeds the origin and size of `rect`.
    package mutating func combine(rect: CGRect) {
        combine(point: rect.origin)
        combine(size: rect.size)
    }

    /// Feeds the count, then every size of `sizes`, so that `[a, b]` and `[a], [b]` differ.
    package mutating func combine(sizes: [CGSize]) {
        combine(sizes.count)
        for size in sizes { combine(size: size) }
    }
}
