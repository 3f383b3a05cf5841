import CollectionLayoutsAdapterCore
import Foundation
import Testing

/// The SwiftUI view's decisions as core values, without SwiftUI or UIKit: the centred item's
/// binding and how a new version of the data and layout is applied.
@Suite("The SwiftUI front's decisions: the centred item's binding, applying data")
struct SwiftUIDecisionsTests {
    @Test("The binding: the user's scroll wins, a scroll on its way is left to arrive, a centred item stays")
    func binding() {
        var binding = CenteredItemBinding<Int>()
        var asked = 0
        func centred(_ answer: Bool) -> () -> Bool {
            {
                asked += 1
                return answer
            }
        }
        #expect(binding.follow(3, isUserScrolling: true, isCentred: centred(false), animates: true) == .stay)
        #expect(asked == 0, "the user's scroll decides without laying out")
        #expect(binding.follow(3, isUserScrolling: false, isCentred: centred(true), animates: true) == .stay)
        #expect(
            binding.follow(3, isUserScrolling: false, isCentred: centred(false), animates: true)
                == .scroll(animated: true))
        #expect(binding.scrollingTo == 3)
        #expect(
            binding.follow(3, isUserScrolling: false, isCentred: centred(false), animates: true) == .stay, "on its way")
        #expect(
            binding.follow(4, isUserScrolling: false, isCentred: centred(false), animates: false)
                == .scroll(animated: false))
        #expect(binding.scrollingTo == nil, "a jump has nothing to wait for")
        #expect(binding.centredItemChanged(to: 4, bound: 4) == false)
        #expect(binding.centredItemChanged(to: 5, bound: 4) == true)
        #expect(binding.centredItemChanged(to: nil, bound: 4) == true)
        _ = binding.follow(6, isUserScrolling: false, isCentred: centred(false), animates: true)
        binding.scrollEnded()
        #expect(binding.scrollingTo == nil)
    }

    @Test("A new size puts the bound item in place once; the first size is said")
    func sizes() {
        var binding = CenteredItemBinding<Int>()
        #expect(binding.laidOut(at: .zero) == nil)
        #expect(binding.laidOut(at: CGSize(width: 0, height: 500)) == nil)
        #expect(binding.laidOut(at: CGSize(width: 390, height: 844)) == true)
        #expect(binding.laidOut(at: CGSize(width: 390, height: 844)) == nil)
        #expect(binding.laidOut(at: CGSize(width: 844, height: 390)) == false)
        #expect(binding.placedSize == CGSize(width: 844, height: 390))
    }

    @Test("Applying data: what animates, what goes in a batch update, what invalidates")
    func application() {
        typealias Change = DataApplication.Change
        // New identities only: animated as the app asks, with motion.
        #expect(DataApplication(for: Change(identifiers: true, animated: true)).dataAnimates == true)
        #expect(DataApplication(for: Change(identifiers: true, animated: true, motion: false)).dataAnimates == false)
        // With a new configuration: as the configuration (the transaction's animation).
        #expect(
            DataApplication(for: Change(identifiers: true, configuration: true, animated: true)).dataAnimates == false)
        #expect(
            DataApplication(for: Change(identifiers: true, configuration: true, animatesLayout: true)).dataAnimates
                == true)
        // Another layout class: the data lands at once.
        #expect(
            DataApplication(for: Change(identifiers: true, layoutClass: true, animated: true, animatesLayout: true))
                .dataAnimates == false)
        // Same identities: the layout's change in a batch update when it animates.
        let sizes = DataApplication(for: Change(sizesOfKeptItems: true, animatesLayout: true))
        #expect(sizes == DataApplication(for: Change(sizesOfKeptItems: true, animatesLayout: true)))
        #expect(sizes.dataAnimates == nil && sizes.layoutChangeInBatch && sizes.invalidatesLayout)
        #expect(
            !DataApplication(for: Change(dynamicType: true, animatesLayout: true, motion: false)).layoutChangeInBatch)
        #expect(DataApplication(for: Change(dynamicTypeSize: true)).invalidatesLayout)
        #expect(!DataApplication(for: Change(configuration: true)).invalidatesLayout)
    }
}
