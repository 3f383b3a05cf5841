#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import CollectionLayouts
import CollectionLayoutsAdapterCore

/// The spinning wheel (`WheelLayout`) as an `NSCollectionViewLayout`: items turn about a point far
/// below them as the content scrolls horizontally, and a scroll comes to rest on an upright item.
///
/// ```swift
/// collectionView.register(BookItem.self, forItemWithIdentifier: .init("book")) // BookItem: AnchoredCollectionViewItem
/// collectionView.collectionViewLayout = WheelCollectionViewLayout(configuration: .standard)
/// ```
/// `NSCollectionViewLayoutAttributes` has no transform: the rotation and the point it turns about
/// reach the item through ``AnchoredLayoutAttributes``, which ``AnchoredCollectionViewItem``
/// applies to its view's layer (make the items `AnchoredCollectionViewItem`s, or call
/// ``AnchoredCollectionViewItem/applyTransform(of:to:)`` from your item's `apply(_:)`). On the
/// Mac a scroll comes to rest on an item when it ends, ← and → turn the wheel one item (mirrored
/// right to left), and VoiceOver gets one adjustable element.
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

    /// Creates the layout with the default configuration, for a nib.
    public required init?(coder: NSCoder) {
        configuration = .standard
        super.init(layout: WheelLayout(), coder: coder)
    }

    /// The prepared layout, or nil before the first `prepare()`.
    public var preparedWheel: PreparedWheel? { preparedLayout as? PreparedWheel }
}

extension CollectionLayoutStyle {
    /// The layout ``WheelCollectionViewLayout`` with `configuration`.
    public static func wheel(_ configuration: WheelLayout.Configuration = .standard) -> Self {
        Self(WheelCollectionViewLayout.self, configuration: configuration)
    }
}
#endif
