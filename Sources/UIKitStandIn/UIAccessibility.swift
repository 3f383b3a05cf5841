#if !canImport(UIKit)
import Foundation

// The accessibility members the adapters use, as UIAccessibility.h, UIAccessibilityElement.h,
// UIAccessibilityContainer.h and UIAccessibilityConstants.h declare them. UIKit declares
// `accessibilityLabel`, `accessibilityValue`, `accessibilityTraits`, `accessibilityIncrement()`
// and the rest on NSObject (informal protocols); here they are members of UIAccessibilityElement,
// the one class the adapters subclass, and `accessibilityElements` of UIScrollView.

/// What an accessibility element is (UIAccessibilityTraits), an option set as in UIKit.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    /// No traits.
    public static let none = UIAccessibilityTraits([])
    /// Behaves like a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// A value VoiceOver's swipe up and down change (`accessibilityIncrement()`, `accessibilityDecrement()`).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
}

/// The direction of VoiceOver's three-finger scroll (UIAccessibilityScrollDirection).
public enum UIAccessibilityScrollDirection: Int, Sendable {
    case right = 1
    case left
    case up
    case down
    case next
    case previous
}

/// UIAccessibility's settings and notifications. Not UIKit: the settings can be set, and the
/// notifications posted are recorded, so that tests can check them.
@MainActor
public enum UIAccessibility {
    /// A notification for assistive technologies (UIAccessibility.Notification).
    public struct Notification: Hashable, Sendable, RawRepresentable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The layout of the screen changed; the argument is the element to move to, or nil.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// A scroll finished; the argument is the string to speak ("page 3 of 9").
        public static let pageScrolled = Notification(rawValue: 1009)
        /// Something to speak; the argument is the string.
        public static let announcement = Notification(rawValue: 1008)
    }

    /// Whether VoiceOver is on. Not UIKit: settable. The default is false.
    public static var isVoiceOverRunning = false

    /// Whether the user asked for less motion. Not UIKit: settable. The default is false.
    public static var isReduceMotionEnabled = false

    /// Not UIKit: every notification posted, with its argument, oldest first.
    public static var postedNotifications: [(notification: Notification, argument: Any?)] = []

    /// Posts `notification` (recorded in ``postedNotifications``).
    public static func post(notification: Notification, argument: Any?) {
        postedNotifications.append((notification, argument))
    }

    /// `rect`, in `view`'s bounds coordinates, in screen coordinates (UIAccessibility.h declares
    /// `view` a `UIView`, which the stand-in does not have). Not UIKit: the screen is the view's
    /// frame at the screen's origin, so a point moves by minus the view's bounds origin (its content
    /// offset).
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIScrollView) -> CGRect {
        rect.offsetBy(dx: -view.bounds.minX, dy: -view.bounds.minY)
    }
}

/// An element VoiceOver can focus that is not a view (UIAccessibilityElement).
@preconcurrency @MainActor
open class UIAccessibilityElement: NSObject {
    /// The container the element belongs to: its frame is in this container's bounds.
    open weak var accessibilityContainer: AnyObject?
    /// What VoiceOver says first.
    open var accessibilityLabel: String?
    /// The element's value, said after the label ("3 of 9").
    open var accessibilityValue: String?
    /// A hint on what activating it does.
    open var accessibilityHint: String?
    /// What the element is.
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// Whether VoiceOver sees it. The default is true for an element.
    open var isAccessibilityElement = true
    /// The element's frame in its container's bounds coordinates.
    open var accessibilityFrameInContainerSpace: CGRect = .zero
    /// The frame set through ``accessibilityFrame``, if any.
    private var screenFrame: CGRect?
    /// The activation point set through ``accessibilityActivationPoint``, if any.
    private var activationPoint: CGPoint?

    /// The element's frame in screen coordinates: the one set, else ``accessibilityFrameInContainerSpace``
    /// converted from its container (a scroll view), as UIKit keeps it following the container.
    open var accessibilityFrame: CGRect {
        get {
            if let screenFrame { return screenFrame }
            guard let container = accessibilityContainer as? UIScrollView else {
                return accessibilityFrameInContainerSpace
            }
            return UIAccessibility.convertToScreenCoordinates(accessibilityFrameInContainerSpace, in: container)
        }
        set { screenFrame = newValue }
    }

    /// Where VoiceOver's double tap activates the element, in screen coordinates (the element's
    /// own `accessibilityActivate()` aside): the point set, else the middle of ``accessibilityFrame``,
    /// UIKit's default.
    open var accessibilityActivationPoint: CGPoint {
        get { activationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { activationPoint = newValue }
    }

    /// An element of `container`.
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }

    /// VoiceOver's swipe up on an adjustable element.
    open func accessibilityIncrement() {}
    /// VoiceOver's swipe down on an adjustable element.
    open func accessibilityDecrement() {}
    /// VoiceOver's three-finger swipe; true when the element scrolled.
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }
    /// VoiceOver's double tap; false lets VoiceOver tap the element's activation point.
    open func accessibilityActivate() -> Bool { false }
    /// VoiceOver's focus moved to the element.
    open func accessibilityElementDidBecomeFocused() {}
}
#endif
