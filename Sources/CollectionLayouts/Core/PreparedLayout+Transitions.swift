/// Inserts and deletes as values: the attributes an element appears from or disappears to, pure
/// functions of its attributes where it rests and the layout's configuration.
extension PreparedLayout {
    /// ``ElementTransition/fade``: cells fade in and out in place.
    public var automaticCellTransition: ElementTransition { .fade }

    /// The attributes an inserted element starts from, for UIKit's
    /// `initialLayoutAttributesForAppearingItem(at:)` (and the supplementary form): `element`, its
    /// attributes in this layout after the update, changed by `transition` (``ElementTransition``).
    /// The frame stays: only the alpha, the scale and the turn change.
    /// - Parameters:
    ///   - element: The element's attributes once inserted (``attributes(for:)``,
    ///     ``supplementaryAttributes(ofKind:at:)``).
    ///   - transition: How it comes in. The default is ``ElementTransition/automatic``: the layout's own.
    public func initialAttributes(
        forAppearing element: LayoutAttributes, transition: ElementTransition = .automatic
    ) -> LayoutAttributes {
        resolved(transition, for: element).applied(to: element)
    }

    /// The attributes a deleted element ends at, for UIKit's
    /// `finalLayoutAttributesForDisappearingItem(at:)` (and the supplementary form): `element`, its
    /// last attributes (the layout's answer before the update), changed by `transition` as an
    /// insert would start from them: a delete is an insert played backwards. Reads only the
    /// configuration and the layout direction, so the layout prepared after the update answers
    /// as the one before it would.
    /// - Parameters:
    ///   - element: The element's attributes before it was deleted.
    ///   - transition: How it goes out. The default is ``ElementTransition/automatic``: the layout's own.
    public func finalAttributes(
        forDisappearing element: LayoutAttributes, transition: ElementTransition = .automatic
    ) -> LayoutAttributes {
        initialAttributes(forAppearing: element, transition: transition)
    }

    /// `transition`, or for ``ElementTransition/automatic`` what this layout makes of it for
    /// `element`: its own for cells, a fade for headers, footers and decorations.
    package func resolved(_ transition: ElementTransition, for element: LayoutAttributes) -> ElementTransition {
        guard transition.isAutomatic else { return transition }
        return element.kind == .cell ? automaticCellTransition : .fade
    }
}
