import CollectionLayouts
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// How a batch update animates (`UpdateTransitions`): the attributes each element appears from and
// disappears to.
extension LayoutAdapterState {
    /// The attributes the element of `kind` at `index` (after the update) appears from; nil
    /// outside a batch update or when the layouts have no such element. `restingOffset` is where
    /// the update rests (the front's resting offset for its offset now), asked once per update.
    package mutating func appearing(
        _ kind: ElementKind, at index: ElementIndex, restingAt restingOffset: () -> CGPoint
    ) -> LayoutAttributes? {
        guard let prepared else { return nil }
        return transitions.animation(after: prepared, restingAt: restingOffset)?.appearing(kind, at: index)
    }

    /// The attributes the element of `kind` at `index` (before the update) disappears to; nil
    /// outside a batch update or when the layouts have no such element.
    package mutating func disappearing(
        _ kind: ElementKind, at index: ElementIndex, restingAt restingOffset: () -> CGPoint
    ) -> LayoutAttributes? {
        guard let prepared else { return nil }
        return transitions.animation(after: prepared, restingAt: restingOffset)?.disappearing(kind, at: index)
    }
}
