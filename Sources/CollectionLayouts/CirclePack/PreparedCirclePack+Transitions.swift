import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension PreparedCirclePack {
    /// A circle grows from its centre, from the smallest scale a transition takes (0.01), as it
    /// fades in; a deleted one shrinks into its centre.
    public var automaticCellTransition: ElementTransition { .scale(ElementTransition.scaleRange.lowerBound) }
}
