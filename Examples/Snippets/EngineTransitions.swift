import CoreGraphics
import CollectionLayouts

/// What an inserted and a deleted item animate from and to, as UIKit's
/// `initialLayoutAttributesForAppearingItem(at:)` and `finalLayoutAttributesForDisappearingItem(at:)`
/// ask: the layout's own transition, or one of the app's choosing.
func transitions(
    before: any PreparedLayout, after: any PreparedLayout, inserted: ElementIndex, deleted: ElementIndex
) -> [LayoutAttributes] {
    var answers: [LayoutAttributes] = []
    if let final = after.attributes(for: inserted) {
        answers.append(after.initialAttributes(forAppearing: final))  // .automatic: the layout's own
        answers.append(after.initialAttributes(forAppearing: final, transition: .scale(0.5)))
    }
    if let last = before.attributes(for: deleted) {
        answers.append(after.finalAttributes(forDisappearing: last, transition: .fade))  // or .none
    }
    return answers
}
