#if !os(watchOS) && (canImport(UIKit) || (canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)))
import CollectionLayouts
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
/// collectionView.collectionViewLayout = WheelCollectionViewLayout(configuration: .standard)
/// ```
/// The items turn about their `AnchoredLayoutAttributes.anchorPoint`, which UIKit does not apply by
/// itself: make the cells `AnchoredCollectionViewCell`s, or call `applyAnchorPoint(from:)` in
/// your cell's `apply(_:)`. Every item depends on the scroll offset, so scrolling refreshes the
/// wheel's angle only (O(1)) and queries compute the visible items. The wheel turns in the
/// bounds less the adjusted content inset, and right to left it is the mirror image (item 0
/// upright at the right end of the content). `centeredItemDidChange` reports the upright item
/// when scrolling rests; `scrollToItem(at:animated:)` turns an item upright.
@MainActor
open class WheelCollectionViewLayout: EngineCollectionViewLayout, ConfigurableCollectionViewLayout {
    /// The engine layout this class shows.
    package typealias Layout = WheelLayout

    /// The wheel's configuration; setting a different one invalidates the layout. The default is
    /// `WheelLayout.Configuration.standard`.
    public var configuration: WheelLayout.Configuration {
        didSet { configurationDidChange(from: oldValue) }
    }

    /// Creates the layout.
    public required init(configuration: WheelLayout.Configuration = .standard) {
        self.configuration = configuration
        super.init(layout: WheelLayout(configuration: configuration))
    }

    /// Creates the layout with the default configuration, for a storyboard.
    public required init?(coder: NSCoder) {
        configuration = .standard
        super.init(layout: WheelLayout(), coder: coder)
    }

    /// The prepared wheel (its angle, its centre), or nil before the first `prepare()`.
    public var preparedWheel: PreparedWheel? { preparedLayout as? PreparedWheel }
}
extension CollectionLayoutStyle {
    /// The wheel (``WheelCollectionViewLayout``) with `configuration`.
    public static func wheel(_ configuration: WheelLayout.Configuration = .standard) -> Self {
        Self(WheelCollectionViewLayout.self, configuration: configuration)
    }
}
#endif
