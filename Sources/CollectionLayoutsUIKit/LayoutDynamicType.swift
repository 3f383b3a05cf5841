#if !os(watchOS) && (canImport(UIKit) || (canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)))
import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// A layout's Dynamic Type state: the text style its sizes follow and the scale that gives at the
/// collection view's content size category (`EngineCollectionViewLayout.dynamicTypeStyle`), the
/// observation of the category's changes: what only UIKit knows. The heights supplementary views
/// ask for are the core's (`SupplementaryHeights`).
@MainActor
final class LayoutDynamicType {
    /// Differences of a view's height below this are no change: a thousandth of a point, far
    /// below a pixel, so that a view whose fitting height wobbles in its last bits does not make
    /// the layout prepare again and again.
    static let heightTolerance = SupplementaryHeights.tolerance

    /// The text style the layout's sizes scale with; nil for sizes as configured.
    var style: UIFont.TextStyle? {
        didSet { cachedScale = nil }
    }
    /// The last scale worked out, and the category it is for.
    private var cachedScale: (category: UIContentSizeCategory, scale: CGFloat)?
    /// The observation of `UIContentSizeCategory.didChangeNotification` while a style is set.
    private var observation: NotificationObservation?

    /// The Dynamic Type scale for `traitCollection`: what `UIFontMetrics` scales a value by for
    /// ``style`` at its content size category, 1 without a style.
    func scale(for traitCollection: UITraitCollection) -> CGFloat {
        guard let style else { return 1 }
        let category = traitCollection.preferredContentSizeCategory
        if let cached = cachedScale, cached.category == category { return cached.scale }
        // A value of 1,000 points, so that rounding of the scaled value, if any, stays below 0.1 %.
        let scale =
            UIFontMetrics(forTextStyle: style).scaledValue(for: 1_000, compatibleWith: traitCollection) / 1_000
        cachedScale = (category, scale)
        return scale
    }

    /// Calls `change` on the main actor after each change of the user's content size category
    /// while `observing`; stops otherwise.
    func observeCategoryChanges(_ observing: Bool, _ change: @escaping @MainActor @Sendable () -> Void) {
        guard observing else {
            observation = nil
            return
        }
        guard observation == nil else { return }
        observation = NotificationObservation(UIContentSizeCategory.didChangeNotification) {
            // Posted on the main thread by UIKit; the hop also covers a post from elsewhere.
            Task { @MainActor in change() }
        }
    }
}

/// A block observing a notification for as long as this object lives.
final class NotificationObservation {
    private let token: any NSObjectProtocol

    init(_ name: Notification.Name, _ handler: @escaping @Sendable () -> Void) {
        token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in handler() }
    }

    deinit {
        NotificationCenter.default.removeObserver(token)
    }
}
#endif
