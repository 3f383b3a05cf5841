#if !os(watchOS) && (canImport(UIKit) || (canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)))
import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// A section's header as VoiceOver sees it: a heading (the `.header` trait, so that the rotor's
/// "Headings" moves from section to section), saying what the header view on screen says, and
/// focusing it scrolls it into view (`LayoutAccessibility`).
@MainActor
final class HeaderAccessibilityElement: LayoutAccessibilityElement {
    /// The section whose header it is.
    let section: Int

    init(section: Int, layout: EngineCollectionViewLayout, container: UICollectionView) {
        self.section = section
        super.init(layout: layout, container: container)
        accessibilityTraits = .header
    }

    override var accessibilityLabel: String? {
        get { layout?.accessibility.headerLabel(ofSection: section, in: layout?.collectionView) }
        set {}
    }

    /// Scrolls the header into view when it is not wholly visible (its top at the top of the
    /// visible area, kept inside the content), then says it again with its view's words.
    override func accessibilityElementDidBecomeFocused() {
        guard let layout, let collectionView = layout.collectionView,
            let target = layout.state.contentOffset(
                revealing: accessibilityFrameInContainerSpace, in: layout.geometry(of: collectionView))
        else { return }
        collectionView.setContentOffset(target, animated: false)
        collectionView.layoutIfNeeded()
        UIAccessibility.post(notification: .layoutChanged, argument: self)
    }
}
#endif
