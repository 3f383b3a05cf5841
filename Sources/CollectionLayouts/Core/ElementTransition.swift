import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How an element comes in when it is inserted and goes out when it is deleted: what
/// ``PreparedLayout/initialAttributes(forAppearing:transition:)`` and
/// ``PreparedLayout/finalAttributes(forDisappearing:transition:)`` make of its attributes, for
/// UIKit's `initialLayoutAttributesForAppearingItem(at:)` and
/// `finalLayoutAttributesForDisappearingItem(at:)` (and their supplementary forms) to animate from
/// and to.
///
/// A transition changes only the alpha, the scale and the turn of an element, never its frame:
/// an element that stays but moves is animated from its old frame by UIKit itself. A delete is an
/// insert played backwards: the attributes an element disappears to are the ones it would appear
/// from. Use ``automatic`` (each layout's own), ``fade``, ``scale(_:)`` or ``none``.
public struct ElementTransition: Hashable, Sendable {
    /// Whether the layout chooses (``automatic``); the other values are then unused.
    package let isAutomatic: Bool
    /// The factor on the element's alpha where the transition starts (an insert) or ends (a delete).
    package let alpha: CGFloat
    /// The factor on the element's scale, about its anchor point, there.
    package let scale: CGFloat
    /// The angle, in radians, added to the element's rotation about its anchor point, there.
    package let rotation: CGFloat

    /// The scales ``scale(_:)`` accepts: smaller is clamped to 0.01 (a point or two for any cell:
    /// a scale of 0 makes a transform UIKit cannot invert), larger to 100.
    package static let scaleRange: ClosedRange<CGFloat> = 0.01...100

    private init(isAutomatic: Bool = false, alpha: CGFloat, scale: CGFloat = 1, rotation: CGFloat = 0) {
        self.isAutomatic = isAutomatic
        self.alpha = alpha
        self.scale = scale
        self.rotation = rotation
    }

    /// Each layout's own, for cells: a circle grows from its centre (``scale(_:)`` 0.01), a
    /// carousel item grows from the side items' scale (``CarouselLayout/Configuration/sideItemScale``),
    /// a grid item from 0.8 of its size, a wheel item turns in from the next item's angle, and a
    /// gallery photo fades in place; each fades in too. Headers and footers fade in place. The
    /// default of the functions that take a transition.
    public static let automatic = ElementTransition(isAutomatic: true, alpha: 0)

    /// None: the element appears, or disappears, at once, where it rests.
    public static let none = ElementTransition(alpha: 1)

    /// A fade in place, from alpha 0 (to it, when deleted): what UIKit does when a layout says nothing.
    public static let fade = ElementTransition(alpha: 0)

    /// A fade while growing from `scale` times the element's size (shrinking to it, when deleted),
    /// about its anchor point: its centre, but for the wheel's items, which turn about a point
    /// below them. `scale` is clamped into 0.01…100; NaN counts as 1 (a fade).
    public static func scale(_ scale: CGFloat) -> ElementTransition {
        let factor = scale.isNaN ? 1 : Swift.min(Swift.max(scale, scaleRange.lowerBound), scaleRange.upperBound)
        return ElementTransition(alpha: 0, scale: factor)
    }

    /// A fade while turning from `angle` radians further round (positive: clockwise), about the
    /// element's anchor point: the wheel's own. A non-finite angle counts as 0 (a fade).
    package static func turn(_ angle: CGFloat) -> ElementTransition {
        ElementTransition(alpha: 0, rotation: angle.finiteOrZero)
    }

    /// `element` where the transition starts (an insert) or ends (a delete): its alpha and scale
    /// multiplied by the transition's, its rotation turned by the transition's. Not for
    /// ``automatic``, which a layout resolves first.
    package func applied(to element: LayoutAttributes) -> LayoutAttributes {
        var result = element
        result.alpha *= alpha
        result.transform.scale *= scale
        result.transform.rotation += rotation
        return result
    }
}
