#if !os(watchOS) && (canImport(UIKit) || (canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)))
import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// A carousel or a wheel as one adjustable element, as a picker is: swipe up or down moves one
/// item, VoiceOver says the item and its position ("Paris, 3 of 9"), and a double tap touches
/// that item (`LayoutAccessibility`).
@MainActor
final class PagingAccessibilityElement: LayoutAccessibilityElement {
    /// The element of a paging `layout`: adjustable, as a picker is.
    override init(layout: EngineCollectionViewLayout, container: UICollectionView) {
        super.init(layout: layout, container: container)
        accessibilityTraits = .adjustable
    }

    /// The item said: the one an increment is scrolling to, else the centred one
    /// (`LayoutAccessibility.announcedItem(of:at:)`).
    private var current: ElementIndex? {
        guard let layout, let collectionView = layout.collectionView else { return nil }
        return layout.accessibility.announcedItem(of: layout, at: collectionView.contentOffset)
    }

    override var accessibilityLabel: String? {
        get { current.flatMap { layout?.accessibility.label(for: $0, in: layout?.collectionView) } }
        set {}
    }

    override var accessibilityValue: String? {
        get {
            guard let layout, let current, let place = layout.state.accessibilityPosition(of: current) else {
                return nil
            }
            return layout.accessibility.position(place.position, place.count)
        }
        set {}
    }

    /// The centre of the item said, as drawn, in screen coordinates (while an increment is on its
    /// way and that centre is not on screen yet, the centre of the item's part on screen):
    /// VoiceOver's double tap touches the screen there. UIKit's default is the middle of the
    /// element's frame, here the whole carousel, which is not the item said when items rest at
    /// the leading edge, nor during a move. So the tap reaches that item's cell, which the
    /// collection view selects (and the carousel and the wheel centre). See
    /// https://developer.apple.com/documentation/objectivec/nsobject/1615179-accessibilityactivationpoint
    /// and `UIAccessibility.convertToScreenCoordinates(_:in:)`.
    override var accessibilityActivationPoint: CGPoint {
        get {
            guard let layout, let collectionView = layout.collectionView, let current,
                let frame = layout.state.activationFrame(of: current, in: collectionView.bounds)
            else { return super.accessibilityActivationPoint }
            let screen = UIAccessibility.convertToScreenCoordinates(frame, in: collectionView)
            return CGPoint(x: screen.midX, y: screen.midY)
        }
        set {}
    }

    override func accessibilityIncrement() { _ = move(by: 1) }

    override func accessibilityDecrement() { _ = move(by: -1) }

    /// A three-finger swipe moves one item the way the content moves, and says where it landed.
    override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        guard let layout, let collectionView = layout.collectionView else { return false }
        let swipe: LayoutAdapterState.AccessibilitySwipe?
        switch direction {
        case .next: swipe = .next
        case .previous: swipe = .previous
        case .left: swipe = .left
        case .right: swipe = .right
        case .up: swipe = .up
        case .down: swipe = .down
        @unknown default: swipe = nil
        }
        guard let swipe,
            let steps = layout.state.accessibilitySteps(for: swipe, boundsSize: collectionView.bounds.size),
            move(by: steps)
        else { return false }
        let words = [accessibilityLabel, accessibilityValue].compactMap { $0 }.joined(separator: ", ")
        UIAccessibility.post(notification: .pageScrolled, argument: words)
        return true
    }

    /// Scrolls to the item `steps` from the current one (a jump with Reduce Motion on:
    /// `scrollToItem(at:animated:)`), said from now on while the scroll is on its way; false at
    /// an end.
    private func move(by steps: Int) -> Bool {
        guard let layout, let collectionView = layout.collectionView, let current,
            let next = layout.state.accessibilityItem(after: current, steps: steps)
        else { return false }
        layout.scrollToItem(at: IndexPath(next), animated: true)
        if let target = layout.contentOffset(centering: IndexPath(next)) {
            layout.state.accessibilityMove = AccessibilityMove(
                item: next, target: target, last: collectionView.contentOffset)
        }
        return true
    }
}
#endif
