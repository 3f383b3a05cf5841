#if !os(watchOS) && (canImport(UIKit) || (canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)))
import CollectionLayouts
import Foundation

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

extension EngineCollectionViewLayout {
    /// Whether the layout gives its collection view the elements VoiceOver reads (its
    /// `accessibilityElements`): the items in the layout's reading order, each once, the next ones
    /// off screen reachable (focusing one scrolls there), each section's header before its items
    /// as a heading (the `.header` trait: the rotor's "Headings" moves between sections); for the
    /// carousel and the wheel, one adjustable element: swipe up or down moves one item, and
    /// VoiceOver says the item and its position, "3 of 9"; a three-finger swipe moves one item and
    /// says where it landed; a double tap touches the item said (its activation point is that
    /// item's centre); the cell of the item said follows, so that its own elements (a button on a
    /// card) are a swipe away.
    ///
    /// One line in a UIKit app: `layout.providesAccessibilityElements = true`. `CollectionLayoutView`
    /// (SwiftUI) turns it on. Labels stay the app's: see ``accessibilityLabelForItem``. The default
    /// is false (UIKit's own elements: the visible cells).
    public var providesAccessibilityElements: Bool {
        get { accessibility.isEnabled }
        set {
            accessibility.isEnabled = newValue
            if let collectionView { accessibility.refresh(self, in: collectionView) }
        }
    }

    /// The label VoiceOver says for an item: for the items whose cell is not on screen, and for
    /// the carousel's and the wheel's adjustable element. When this is nil or returns nil, the
    /// cell on screen's own words are said: its `accessibilityLabel`, else the labels of the
    /// elements in it, in order. The default is nil.
    public var accessibilityLabelForItem: (@MainActor (IndexPath) -> String?)? {
        get { accessibility.label }
        set { accessibility.label = newValue }
    }

    /// The words for an item's position after its label, from the 1-based position and the count.
    /// The default says "3 of 9"; give your app's localized words.
    public var accessibilityPositionDescription: @MainActor (_ position: Int, _ count: Int) -> String {
        get { accessibility.position }
        set { accessibility.position = newValue }
    }
}
#endif
