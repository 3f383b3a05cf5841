import Foundation

/// How near the end of the data a ``CollectionLayoutView`` calls its ``CollectionLayoutView/onNearEnd(within:perform:)``
/// action: how many items may follow the last item on screen, a count or a number of screens.
///
/// A screen is as many items as are on screen, so that one threshold suits every layout: a
/// carousel's three cards or a gallery's thirty photos. Values are clamped where they are made:
/// a negative or NaN count is 0 (called only when the last item itself is on screen). The
/// default, ``standard``, is two screens, as Texture's batch fetching does.
/// (Compiled on every platform, so that Linux tests can hold it.)
public struct NearEndThreshold: Hashable, Sendable {
    /// The threshold in items, or nil for one in screens.
    private let items: Int?
    /// The threshold in screens (of visible items), when ``items`` is nil.
    private let screens: Double

    /// Within `count` items of the last item: called when at most `count` items follow the last
    /// one on screen. A negative count is 0.
    public static func items(_ count: Int) -> Self {
        Self(items: max(count, 0), screens: 0)
    }

    /// Within `count` screens of the last item: called when at most `count` times as many items
    /// as are on screen follow the last one on screen. A negative or NaN count is 0, and more
    /// than a million screens is a million.
    public static func screens(_ count: Double) -> Self {
        Self(items: nil, screens: count >= 0 ? min(count, maximumScreens) : 0)
    }

    /// Two screens: ``screens(_:)`` with 2.
    public static let standard = screens(2)

    /// The largest number of screens: a million, far past any data on screen, and small enough
    /// that the count of items it means never overflows.
    private static let maximumScreens: Double = 1_000_000

    /// How many items may follow the last one on screen when `visible` items are on screen.
    package func itemCount(visible: Int) -> Int {
        if let items { return items }
        // Both factors are clamped (screens ≤ 10⁶, the visible count far below 10⁹): no overflow.
        return Int((screens * Double(min(max(visible, 0), 1_000_000_000))).rounded(.up))
    }
}
