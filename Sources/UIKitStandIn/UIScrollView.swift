#if !canImport(UIKit)
import Foundation

/// The scroll view members a collection-view layout reads (UIScrollView.h), with UIView's `bounds`
/// and `effectiveUserInterfaceLayoutDirection` declared here because UIView is not needed otherwise.
@preconcurrency @MainActor
open class UIScrollView: NSObject {
    /// The visible rectangle; its origin is the content offset, as in UIKit.
    open var bounds: CGRect

    public init(frame: CGRect) {
        bounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    /// The content offset: `bounds.origin`. Setting it sets `bounds`, as in UIKit.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// The developer's content inset. The default is zero.
    open var contentInset: UIEdgeInsets = .zero

    /// The content inset plus the safe area; here the content inset (no safe area).
    open var adjustedContentInset: UIEdgeInsets { contentInset }

    /// The rate at which a fling slows down. The default is `.normal`.
    open var decelerationRate: UIScrollView.DecelerationRate = .normal

    /// The elements VoiceOver reads in this view, in order, when set (UIAccessibilityContainer,
    /// declared on NSObject in UIKit); nil for the view's own. The default is nil.
    open var accessibilityElements: [Any]?

    /// The layout direction of the view's content. The default is left to right.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// The traits of the view's environment (UITraitEnvironment, which UIView adopts): here the
    /// content size category. The default has none (`.unspecified`).
    open var traitCollection: UITraitCollection { UITraitCollection() }

    /// Whether the user has touched the content (UIScrollView.h `tracking`). Always false here.
    open var isTracking: Bool { false }

    /// Whether the user is scrolling (UIScrollView.h `dragging`). Always false here.
    open var isDragging: Bool { false }

    /// Whether the content is still moving after the user lifted the finger (UIScrollView.h
    /// `decelerating`). Always false here.
    open var isDecelerating: Bool { false }

    /// Scrolls to `contentOffset`; UIKit animates "at constant velocity" when `animated` is true.
    /// Here it sets the offset at once.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// Lays out now if a layout is pending (UIView.h). Nothing to do here.
    open func layoutIfNeeded() {}
}

extension UIScrollView {
    /// The fraction of velocity a scroll view keeps per millisecond after a fling.
    public struct DecelerationRate: Hashable, RawRepresentable, @unchecked Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
    }
}

extension UIScrollView.DecelerationRate {
    public static let normal = UIScrollView.DecelerationRate(rawValue: 0.998)
    public static let fast = UIScrollView.DecelerationRate(rawValue: 0.99)
}
#endif
