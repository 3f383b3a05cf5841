#if !canImport(UIKit)
import Foundation

// Dynamic Type: the text styles, the content size categories, the trait collection that carries
// the category and UIFontMetrics, as UIFontDescriptor.h, UIContentSizeCategory.h,
// UITraitCollection.h and UIFontMetrics.h declare them (all Sendable, none main-actor isolated).

/// A font; here only the namespace of its text styles (UIFont.h).
open class UIFont: NSObject, @unchecked Sendable {
    /// A text style's name (UIFontTextStyle, an `NS_TYPED_ENUM` of strings).
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

extension UIFont.TextStyle {
    public static let largeTitle = UIFont.TextStyle(rawValue: "UICTFontTextStyleTitle0")
    public static let title1 = UIFont.TextStyle(rawValue: "UICTFontTextStyleTitle1")
    public static let title2 = UIFont.TextStyle(rawValue: "UICTFontTextStyleTitle2")
    public static let title3 = UIFont.TextStyle(rawValue: "UICTFontTextStyleTitle3")
    public static let headline = UIFont.TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let subheadline = UIFont.TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let body = UIFont.TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let callout = UIFont.TextStyle(rawValue: "UICTFontTextStyleCallout")
    public static let footnote = UIFont.TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = UIFont.TextStyle(rawValue: "UICTFontTextStyleCaption1")
    public static let caption2 = UIFont.TextStyle(rawValue: "UICTFontTextStyleCaption2")
}

/// The user's preferred size of text (UIContentSizeCategory, an `NS_TYPED_ENUM` of strings).
public struct UIContentSizeCategory: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Posted when the user changes the preferred size of text.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
}

/// The traits of a view's environment (UITraitCollection.h); here the content size category only.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// The user's preferred size of text. The default is `.unspecified`.
    open private(set) var preferredContentSizeCategory: UIContentSizeCategory = .unspecified

    public override init() {
        super.init()
    }

    /// A trait collection with only the content size category set.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init()
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }
}

/// Scales values as a text style's font scales with the content size category (UIFontMetrics.h).
///
/// Not UIKit: every text style scales as `.body` does in Apple's Dynamic Type table (17 points at
/// `.large`, from 14 at `.extraSmall` to 53 at `.accessibilityExtraExtraExtraLarge`); an
/// unspecified category counts as `.large`, and nothing is rounded.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The text style whose scaling this follows.
    private let textStyle: UIFont.TextStyle

    /// The metrics of `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// `value` scaled for the content size category of `traitCollection` (nil: `.large`).
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        let category = traitCollection?.preferredContentSizeCategory ?? .large
        return value * (Self.bodyPointSizes[category] ?? 17) / 17
    }

    /// The body style's point size at each category.
    private static let bodyPointSizes: [UIContentSizeCategory: CGFloat] = [
        .extraSmall: 14, .small: 15, .medium: 16, .large: 17, .extraLarge: 19, .extraExtraLarge: 21,
        .extraExtraExtraLarge: 23, .accessibilityMedium: 28, .accessibilityLarge: 33,
        .accessibilityExtraLarge: 40, .accessibilityExtraExtraLarge: 47, .accessibilityExtraExtraExtraLarge: 53,
    ]
}
#endif
