#if !os(watchOS)
@_spi(Tools) import CollectionLayouts
import Foundation
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// The spinning wheel (`WheelLayout`) as a `UICollectionViewLayout`: items turn about a point far
/// below them as the content scrolls horizontally, and flings snap to an upright item.
///
/// ```swift
/// collectionView.register(BookCell.self, forCellWithReuseIdentifier: "book") // BookCell: AnchoredCollectionViewCell
/// collectionView.collectionViewLayout = WheelCollectionViewLayout(configuration: .tutorial)
/// ```
/// The items turn about their `AnchoredLayoutAttributes.anchorPoint`, which UIKit does not apply by
/// itself: make the cells `AnchoredCollectionViewCell`s, or call `applyAnchorPoint(from:)` in
/// your cell's `apply(_:)`. Every item depends on the scroll offset, so scrolling refreshes the
/// wheel's angle only (O(1)) and queries compute the visible items. The wheel turns in the
/// bounds less the adjusted content inset, and right to left it is the mirror image (item 0
/// upright at the right end of the content). `centeredItemDidChange` reports the upright item
/// when scrolling rests; `scrollToItem(at:animated:)` turns an item upright.
@MainActor
open class WheelCollectionViewLayout: EngineCollectionViewLayout {
    /// The wheel's configuration; setting a different one invalidates the layout. The default is
    /// `WheelLayout.Configuration.tutorial`.
    public var configuration: WheelLayout.Configuration {
        get { engineConfiguration(WheelLayout.self) }
        set { setEngineConfiguration(newValue, of: WheelLayout.self) }
    }

    /// Creates the layout.
    public init(configuration: WheelLayout.Configuration = .tutorial) {
        super.init(engineLayout: WheelLayout(configuration: configuration))
    }

    /// Creates the layout with the default configuration, for a storyboard.
    public required init?(coder: NSCoder) {
        super.init(engineLayout: WheelLayout(), coder: coder)
    }

    /// The prepared wheel (its angle, its centre), or nil before the first `prepare()`.
    public var preparedWheel: PreparedWheel? { preparedLayout as? PreparedWheel }
}
#endif
