#if !os(watchOS) && (canImport(UIKit) || (canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)))
import CollectionLayouts
import Foundation

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// One item as VoiceOver sees it while its cell is not on screen: its frame, its label, and
/// focusing it scrolls it into view (`LayoutAccessibility`).
@MainActor
final class ItemAccessibilityElement: LayoutAccessibilityElement {
    /// The item.
    let index: ElementIndex

    init(index: ElementIndex, layout: EngineCollectionViewLayout, container: UICollectionView) {
        self.index = index
        super.init(layout: layout, container: container)
    }

    override var accessibilityLabel: String? {
        get { layout?.accessibility.label(for: index, in: layout?.collectionView) }
        set {}
    }

    /// Scrolls the item into view when it is not wholly visible, resting as snapping would, then
    /// moves VoiceOver to its cell.
    override func accessibilityElementDidBecomeFocused() {
        guard let layout, let collectionView = layout.collectionView else { return }
        let visible = collectionView.bounds
        guard !visible.contains(accessibilityFrameInContainerSpace) else { return }
        layout.scrollToItem(at: IndexPath(index), animated: false)
        collectionView.layoutIfNeeded()
        if let cell = collectionView.cellForItem(at: IndexPath(index)) {
            UIAccessibility.post(notification: .layoutChanged, argument: cell)
        }
    }
}
#endif
