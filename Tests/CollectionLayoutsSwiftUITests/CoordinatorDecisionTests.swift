import CollectionLayoutsSwiftUI
import Foundation
import Testing

/// What both `CollectionLayoutView` coordinators (UIKit and AppKit) decide the same way, without a
/// collection view: what an update animates, when the binding scrolls, when a size is new.
@Suite("SwiftUI view: the coordinators' shared decisions")
struct CoordinatorDecisionTests {
    @Test("Data changes animate with the update and motion; a layout swap lands the data at once")
    func updatePlans() {
        let plain = CollectionLayoutUpdatePlan(
            styleChanged: false, toAnotherClass: false, dynamicTypeChanged: false, animated: true,
            animatesLayout: false, motion: true)
        #expect(plain.animatesData && !plain.swapsLayout && !plain.configurationChanges && !plain.animatesLayout)
        #expect(!plain.animatesKeptItems(sizesOfKeptItems: true), "no animation in the transaction")

        let stillness = CollectionLayoutUpdatePlan(
            styleChanged: false, toAnotherClass: false, dynamicTypeChanged: false, animated: true,
            animatesLayout: true, motion: false)
        #expect(!stillness.animatesData && !stillness.animatesLayout, "Reduce Motion or off screen: nothing animates")

        let swap = CollectionLayoutUpdatePlan(
            styleChanged: true, toAnotherClass: true, dynamicTypeChanged: false, animated: true, animatesLayout: true,
            motion: true)
        #expect(swap.swapsLayout && !swap.configurationChanges && !swap.animatesData && swap.animatesLayout)

        let reconfigure = CollectionLayoutUpdatePlan(
            styleChanged: true, toAnotherClass: false, dynamicTypeChanged: false, animated: true,
            animatesLayout: false, motion: true)
        #expect(!reconfigure.swapsLayout && reconfigure.configurationChanges)
        #expect(!reconfigure.animatesData, "a new configuration animates as the transaction does: not here")

        let textSize = CollectionLayoutUpdatePlan(
            styleChanged: false, toAnotherClass: true, dynamicTypeChanged: true, animated: false,
            animatesLayout: true, motion: true)
        #expect(!textSize.swapsLayout && textSize.configurationChanges && textSize.animatesData)
        #expect(textSize.animatesKeptItems(sizesOfKeptItems: false))
    }

    @Test("The binding scrolls to its item unless the user scrolls, a scroll of ours heads there, or it is centred")
    func bindingFollows() {
        #expect(CenteredItemBinding.follows(bound: 3, centered: 1, scrollingTo: nil, userIsScrolling: false))
        #expect(!CenteredItemBinding.follows(bound: 3, centered: 3, scrollingTo: nil, userIsScrolling: false))
        #expect(!CenteredItemBinding.follows(bound: 3, centered: 1, scrollingTo: 3, userIsScrolling: false))
        #expect(CenteredItemBinding.follows(bound: 3, centered: 1, scrollingTo: 2, userIsScrolling: false))
        #expect(!CenteredItemBinding.follows(bound: 3, centered: 1, scrollingTo: nil, userIsScrolling: true))
        #expect(!CenteredItemBinding.follows(bound: nil, centered: 1, scrollingTo: nil, userIsScrolling: false))
        #expect(CenteredItemBinding.write(reported: 4, current: 4) == nil)
        #expect(CenteredItemBinding.write(reported: 4, current: 2) == .some(4))
        #expect(CenteredItemBinding.write(reported: nil, current: 2) == .some(nil))
    }

    @Test("A size is placed once: the first, then each new one; empty sizes never")
    func sizePlacement() {
        var placement = SizePlacement()
        #expect(placement.placement(for: CGSize(width: 0, height: 300)) == nil)
        #expect(placement.placement(for: CGSize(width: 390, height: 844)) == true)
        #expect(placement.placement(for: CGSize(width: 390, height: 844)) == nil)
        #expect(placement.placement(for: CGSize(width: 844, height: 390)) == false)
        #expect(placement.placedSize == CGSize(width: 844, height: 390))
    }
}
