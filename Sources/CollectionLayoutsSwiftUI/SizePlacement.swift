import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Whether a ``CollectionLayoutView`` has just been given a size or a new one, after which it puts
/// the bound item in the middle (and a wrapping carousel in the middle of its content, the first
/// time): shared by the UIKit and AppKit coordinators.
package struct SizePlacement: Sendable {
    /// The size the bound item was last put in place for; zero before the first.
    package private(set) var placedSize: CGSize = .zero

    package init() {}

    /// What a layout pass at `size` calls for: nil for nothing (the same size, or an empty one),
    /// true for the first size, false for a new one.
    package mutating func placement(for size: CGSize) -> Bool? {
        guard size != placedSize, size.width > 0, size.height > 0 else { return nil }
        let isFirst = placedSize == .zero
        placedSize = size
        return isFirst
    }
}
