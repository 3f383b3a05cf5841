import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension PreparedStaggeredGrid {
    /// An item grows from 0.8 of its size as it fades in: enough to see it arrive among items of
    /// one size, little enough not to cover its neighbours' gaps (10 points in the standard grid).
    public var automaticCellTransition: ElementTransition { .scale(0.8) }
}
