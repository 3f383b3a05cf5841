import CollectionLayouts
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// How a batch update animates (`UpdateTransitions`): the attributes each element appears from and
// disappears to.
extension LayoutAdapterState {
    /// The attributes the element of `kind` at `index` appears from (`appearing`: `index` is after
    /// the update) or disappears to (`index` is before it); nil outside a batch update or when the
    /// layouts have no such element. `restingOffset` is where the update rests (the front's resting
    /// offset for its offset now), asked once per update.
    package mutating func transition(
        of kind: ElementKind, at index: ElementIndex, appearing: Bool, restingAt restingOffset: () -> CGPoint
    ) -> LayoutAttributes? {
        guard let prepared, let animation = transitions.animation(after: prepared, restingAt: restingOffset) else {
            return nil
        }
        return appearing ? animation.appearing(kind, at: index) : animation.disappearing(kind, at: index)
    }
}
