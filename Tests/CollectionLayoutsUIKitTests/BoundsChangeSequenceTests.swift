#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
@testable import CollectionLayoutsUIKit
import Foundation
import Testing
import UIKitStandIn

/// The fake collection view's change of size (`resize(to:)`: a rotation, a split-view resize, the
/// keyboard) makes UIKit's calls of an animated bounds change, in UIKit's order, applies the
/// invalidation context's `contentOffsetAdjustment` and clamps the offset into the new content.
@Suite("The fake's bounds change of size, in UIKit's order") @MainActor
struct BoundsChangeSequenceTests {
    /// A layout of the stand-in's base class that records what the collection view's bounds were
    /// at each call, answers with a content size of `contentSize(bounds)`, adjusts the offset by
    /// `adjustment` and moves a proposed offset by `targetShift`.
    final class Probe: UICollectionViewLayout {
        var contentSize: (CGRect) -> CGSize = { $0.size }
        var adjustment = CGPoint.zero
        var targetShift = CGPoint.zero
        private(set) var calls: [(name: String, bounds: CGRect)] = []
        private(set) var animatedBoundsChangeFrom: CGRect?

        func clearCalls() {
            calls.removeAll()
        }

        private func record(_ name: String) {
            calls.append((name, collectionView?.bounds ?? .null))
        }

        override func prepare() { record("prepare") }

        override var collectionViewContentSize: CGSize {
            contentSize(collectionView?.bounds ?? .zero)
        }

        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            record("shouldInvalidate")
            return newBounds.size != collectionView?.bounds.size
        }

        override func invalidationContext(
            forBoundsChange newBounds: CGRect
        ) -> UICollectionViewLayoutInvalidationContext {
            record("invalidationContext")
            let context = super.invalidationContext(forBoundsChange: newBounds)
            context.contentOffsetAdjustment = adjustment
            return context
        }

        override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
            record("prepareForAnimatedBoundsChange")
            animatedBoundsChangeFrom = oldBounds
        }

        override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
            record("targetContentOffset")
            return CGPoint(x: proposedContentOffset.x + targetShift.x, y: proposedContentOffset.y + targetShift.y)
        }

        override func finalizeAnimatedBoundsChange() { record("finalizeAnimatedBoundsChange") }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { [] }
    }

    /// A probe whose content is as wide as the view and 5,000 points high, in a 390 × 844 view
    /// scrolled to y = 1,000, the view's events cleared; `configure` sets the probe's answers first.
    private func scrolledProbe(_ configure: (Probe) -> Void = { _ in }) -> (Probe, FakeCollectionView) {
        let probe = Probe()
        probe.contentSize = { CGSize(width: $0.width, height: 5_000) }
        configure(probe)
        let view = FakeCollectionView(
            size: CGSize(width: 390, height: 844), layout: probe, itemCounts: [10],
            contentOffset: CGPoint(x: 0, y: 1_000))
        view.clearEvents()
        return (probe, view)
    }

    @Test func aRotationMakesUIKitsCallsInUIKitsOrder() {
        let (probe, view) = scrolledProbe()
        probe.clearCalls()
        let old = view.bounds
        let new = CGRect(x: 0, y: 1_000, width: 844, height: 390)
        view.resize(to: new.size)
        #expect(
            view.events == [
                .shouldInvalidate(forBoundsChange: new, answer: true),
                .invalidationContext(forBoundsChange: new),
                .invalidate(everything: false, dataSourceCounts: false),
                .prepare,
                .prepareForAnimatedBoundsChange(oldBounds: old),
                .targetContentOffsetForBoundsChange(proposed: new.origin, answer: new.origin),
                .contentSize,
                .contentSize,
                .elements(in: new),
                .finalizeAnimatedBoundsChange,
            ])
        #expect(probe.animatedBoundsChangeFrom == old)
        // The layout sees the new bounds from `prepare()` on: the change has been made.
        let seen = probe.calls.map { "\($0.name) \($0.bounds.size)" }
        #expect(
            seen == [
                "shouldInvalidate \(old.size)", "invalidationContext \(old.size)", "prepare \(new.size)",
                "prepareForAnimatedBoundsChange \(new.size)", "targetContentOffset \(new.size)",
                "finalizeAnimatedBoundsChange \(new.size)",
            ])
        #expect(view.bounds == new)
    }

    @Test func theContextsOffsetAdjustmentIsAddedBeforeTheTargetIsAsked() {
        let (_, view) = scrolledProbe { $0.adjustment = CGPoint(x: 0, y: 30) }
        view.resize(to: CGSize(width: 390, height: 500))
        #expect(view.contentOffset == CGPoint(x: 0, y: 1_030))
        #expect(
            view.events.contains(
                .targetContentOffsetForBoundsChange(
                    proposed: CGPoint(x: 0, y: 1_030), answer: CGPoint(x: 0, y: 1_030))))
    }

    @Test func theLayoutsTargetIsTakenThroughABoundsChangeOfItsOwn() {
        let (_, view) = scrolledProbe { $0.targetShift = CGPoint(x: 0, y: 200) }
        view.resize(to: CGSize(width: 390, height: 600))
        let moved = CGRect(x: 0, y: 1_200, width: 390, height: 600)
        #expect(view.contentOffset == moved.origin)
        // The offset is set as any other: the layout is asked about that bounds change too, and the
        // layout pass shows the target; the bounds change ends after it.
        #expect(
            Array(view.events.suffix(4)) == [
                .shouldInvalidate(forBoundsChange: moved, answer: false), .contentSize, .elements(in: moved),
                .finalizeAnimatedBoundsChange,
            ])
    }

    @Test func theOffsetIsClampedIntoTheNewContent() {
        let probe = Probe()
        // The content is as tall as three of the view's widths: narrower, it is shorter.
        probe.contentSize = { CGSize(width: $0.width, height: 3 * $0.width) }
        let view = FakeCollectionView(
            size: CGSize(width: 844, height: 390), layout: probe, itemCounts: [10],
            contentOffset: CGPoint(x: 0, y: 2_000), contentInset: UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0))
        view.resize(to: CGSize(width: 390, height: 844))
        #expect(view.contentOffset == CGPoint(x: 0, y: 3 * 390 + 20 - 844), "the end of the new content")
        // Past the start, too: a target above the top rests at minus the top inset.
        probe.targetShift = CGPoint(x: -50, y: -5_000)
        view.contentInset = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        view.resize(to: CGSize(width: 400, height: 800))
        #expect(view.contentOffset == CGPoint(x: 0, y: -44))
        #expect(
            view.clampedContentOffset(CGPoint(x: CGFloat.nan, y: .infinity), contentSize: CGSize(width: 10, height: 10))
                == CGPoint(x: 0, y: -44), "a non-finite coordinate is the start")
    }

    @Test func theSameSizeChangesNothingAndBeforeTheFirstPassOnlyTheSizeIsSet() {
        let probe = Probe()
        let view = FakeCollectionView(size: CGSize(width: 390, height: 844), layout: probe, itemCounts: [1])
        view.clearEvents()
        view.resize(to: CGSize(width: 390, height: 844))
        #expect(view.events.isEmpty)
    }

    @Test func everyAdapterIsAskedWhereToRestWithTheNewBoundsPrepared() throws {
        let layouts: [EngineCollectionViewLayout] = [
            StaggeredGridCollectionViewLayout(), CarouselCollectionViewLayout(), JustifiedGalleryCollectionViewLayout(),
            WheelCollectionViewLayout(), CirclePackCollectionViewLayout(),
        ]
        for layout in layouts {
            let view = FakeCollectionView(size: CGSize(width: 390, height: 844), layout: layout, itemCounts: [40])
            view.scroll(to: CGPoint(x: 300, y: 300))
            view.clearEvents()
            view.resize(to: CGSize(width: 844, height: 390))
            let prepared = try #require(layout.preparedLayout)
            #expect(prepared.environment.boundsSize.width == 844, "\(type(of: layout)): prepared for the new width")
            let asked = view.events.firstIndex {
                if case .targetContentOffsetForBoundsChange = $0 { return true }
                return false
            }
            let prepareIndex = view.events.firstIndex(of: .prepare)
            #expect(asked != nil && prepareIndex != nil && prepareIndex! < asked!, "\(type(of: layout))")
            #expect(view.events.last == .finalizeAnimatedBoundsChange)
        }
    }
}
#endif
