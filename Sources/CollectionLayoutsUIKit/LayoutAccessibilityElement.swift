#if !os(watchOS) && (canImport(UIKit) || (canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)))
import Foundation

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// An element VoiceOver sees in a layout's collection view in place of what UIKit would give it
/// (`LayoutAccessibility`): the base of the item, header and paging elements, which holds the
/// layout that made it, weakly, so that an element VoiceOver keeps does not keep the layout.
@MainActor
class LayoutAccessibilityElement: UIAccessibilityElement {
    /// The layout that made it; nil once the layout is gone, when the element says and does nothing.
    private(set) weak var layout: EngineCollectionViewLayout?

    /// An element of `layout` in `container`, its collection view.
    init(layout: EngineCollectionViewLayout, container: UICollectionView) {
        self.layout = layout
        super.init(accessibilityContainer: container)
    }
}
#endif
