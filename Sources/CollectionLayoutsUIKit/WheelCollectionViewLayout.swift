#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
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
        didSet { if configuration != oldValue { invalidateLayout() } }
    }

    /// Creates the layout.
    public init(configuration: WheelLayout.Configuration = .tutorial) {
        self.configuration = configuration
        super.init()
    }

    public required init?(coder: NSCoder) {
        configuration = .tutorial
        super.init(coder: coder)
    }

    open override func makePreparedLayout(in environment: LayoutEnvironment) -> any PreparedLayout {
        WheelLayout(configuration: configuration).prepare(in: environment)
    }

    /// The prepared wheel (its angle, its centre), or nil before the first `prepare()`.
    public var preparedWheel: PreparedWheel? { preparedLayout as? PreparedWheel }

    /// The content offset at which the item at `indexPath` is upright in the centre; nil when
    /// there is no such item or before `prepare()`.
    open override func contentOffset(centering indexPath: IndexPath) -> CGPoint? {
        guard let index = ElementIndex(indexPath) else { return nil }
        return preparedWheel?.contentOffset(centering: index)
    }
}
#endif
