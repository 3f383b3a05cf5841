import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension PreparedWheel {
    /// An item turns in from the next item's angle (one ``WheelLayout/Configuration/anglePerItem``
    /// further round, the side later items lie on: the right, the left right to left) as it fades
    /// in; a deleted one turns out that way.
    public var automaticCellTransition: ElementTransition {
        let c = configuration
        // An item's rotation is its wheel angle (negated right to left), negated when hanging.
        let towardsLater: CGFloat = (isMirrored ? -1 : 1) * (c.isHanging ? -1 : 1)
        return .turn(towardsLater * c.anglePerItem)
    }
}
