#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
import CollectionLayoutsAdapterCore
@testable import CollectionLayoutsUIKit
import Foundation
import LayoutFuzzing
import UIKitStandIn

extension SessionChecks {
    /// The adapter core's answers (`LayoutAdapterState`, the value the UIKit front keeps) equal
    /// the front's: the geometry the front reads is the fake's, and the content size, the elements
    /// in the visible rect, the resting offset, the centred item, where `scrollToItem` goes and a
    /// release (on a copy of the state: a value, so asking changes nothing) say the same through
    /// UIKit's objects as the core says in the engine's values.
    static func coreAnswersMatchFront(_ runner: SessionRunner, using rng: inout SeededGenerator) -> [String] {
        let layout = runner.layout, fake = runner.fake
        let core = layout.state
        var wrong: [String] = []
        let geometry = layout.geometry(of: fake), inset = fake.adjustedContentInset
        if geometry.bounds != fake.bounds
            || geometry.contentInsets
                != LayoutInsets(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)
            || (geometry.layoutDirection == .rightToLeft)
                != (fake.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        {
            wrong.append("the front reads \(geometry), the view is \(fake.bounds), \(inset)")
        }
        guard let prepared = core.prepared else {
            return layout.preparedLayout == nil ? wrong : wrong + ["the core has no layout, the front has one"]
        }
        if layout.collectionViewContentSize != prepared.contentSize {
            wrong.append("content size: front \(layout.collectionViewContentSize), core \(prepared.contentSize)")
        }
        if let d = difference(
            layout.layoutAttributesForElements(in: fake.bounds) ?? [], prepared.elements(in: fake.bounds))
        {
            wrong.append("elements in the visible rect: \(d)")
        }
        let offset = fake.contentOffset
        let resting = layout.targetContentOffset(forProposedContentOffset: offset)
        if let want = core.restingOffset(proposed: offset), !close(resting, want) {
            wrong.append("resting offset at \(offset): front \(resting), core \(want)")
        }
        let centred = core.centeredItem(at: offset).map { IndexPath(item: $0.item, section: $0.section) }
        if layout.centeredItem != centred {
            wrong.append(
                "centeredItem: front \(String(describing: layout.centeredItem)), core \(String(describing: centred))")
        }
        if runner.total > 0, let indexPath = runner.indexPath(flat: Int.random(in: 0..<runner.total, using: &rng)) {
            let front = layout.contentOffset(centering: indexPath)
            let want = core.contentOffset(centering: ElementIndex(indexPath.section, indexPath.item))
            let differs: Bool
            switch (front, want) {
            case (let a?, let b?): differs = !close(a, b)
            case (nil, nil): differs = false
            default: differs = true
            }
            if differs {
                wrong.append(
                    "scrollToItem(\(indexPath)): front \(String(describing: front)), core \(String(describing: want))")
            }
        }
        // A release, asked of a copy of the core first, then of the front.
        let velocity = CGPoint(x: CGFloat.random(in: -4...4, using: &rng), y: CGFloat.random(in: -4...4, using: &rng))
        let rate = DecelerationRate(rawValue: fake.decelerationRate.rawValue)
        let proposed = ScrollPhysics.restingOffset(from: offset, velocity: velocity, rate: rate)
        var copy = core
        let coreRelease = copy.release(proposed: proposed, velocity: velocity, current: offset, wantsLandingItems: true)
        runner.landed = nil
        let target = layout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
        let landing = coreRelease?.landing.map { $0.map { IndexPath(item: $0.item, section: $0.section) } }
        if coreRelease.map({ !close($0.target, target) }) ?? true || runner.landed != landing {
            wrong.append(
                "a release at \(velocity): front \(target), landing \(String(describing: runner.landed)); "
                    + "core \(String(describing: coreRelease?.target)), landing \(String(describing: landing))")
        }
        runner.landed = nil
        return wrong
    }
}
#endif
