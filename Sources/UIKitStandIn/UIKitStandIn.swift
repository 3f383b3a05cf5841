// UIKitStandIn: the UIKit, CoreGraphics and QuartzCore declarations that CollectionLayoutsUIKit uses,
// mirrored for wherever UIKit does not exist (Linux, macOS); plus `FakeCollectionView`, which drives
// a layout the way UICollectionView does so that tests can run the adapters. Empty where UIKit
// exists (and SwiftPM links it only on the platforms without UIKit: Package.swift).
//
// The authority is Apple's iOS SDK, not this file: CI type-checks CollectionLayoutsUIKit,
// CollectionLayoutsSwiftUI, the README's snippets and the demo app against the real iOS 16 SDK
// (Scripts/ios-typecheck, with ../shared/apple-sdk). This module exists only so that the adapter
// tests can *run*. Each declaration below mirrors the SDK's name, signature, isolation and
// overridability; where the two disagreed the SDK won and the difference was removed:
// - `UIEdgeInsets` was `Hashable` here; the SDK makes it `Equatable` only, so it is `Equatable`.
// Known simplifications that cannot make code compile here but not on iOS:
// - `bounds` and `effectiveUserInterfaceLayoutDirection` are declared on `UIScrollView`, which
//   derives from `NSObject`; in UIKit they are `UIView`'s, which `UIScrollView` derives from.
// - `UICollectionReusableView` derives from `NSObject` (in UIKit, from `UIView`), and
//   `UIAccessibility.convertToScreenCoordinates(_:in:)` takes a `UIScrollView` (in UIKit, a `UIView`).
// Where each declaration comes from (iPhoneOS16.5.sdk, see ../../../shared/apple-sdk):
//
// UIKit.framework/Headers/UICollectionViewLayout.h (NS_SWIFT_UI_ACTOR)
//   UICollectionViewLayout: init(), init?(coder:), encode(with:) (NSCoding), collectionView,
//     invalidateLayout(), invalidateLayout(with:), layoutAttributesClass, invalidationContextClass,
//     prepare(), layoutAttributesForElements(in:), layoutAttributesForItem(at:),
//     layoutAttributesForSupplementaryView(ofKind:at:), layoutAttributesForDecorationView(ofKind:at:),
//     shouldInvalidateLayout(forBoundsChange:),
//     invalidationContext(forBoundsChange:),
//     shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:),
//     invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:),
//     targetContentOffset(forProposedContentOffset:),
//     targetContentOffset(forProposedContentOffset:withScrollingVelocity:),
//     collectionViewContentSize, flipsHorizontallyInOppositeLayoutDirection,
//     prepare(forCollectionViewUpdates:), finalizeCollectionViewUpdates(),
//     initialLayoutAttributesForAppearingItem(at:), finalLayoutAttributesForDisappearingItem(at:),
//     initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:),
//     finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:),
//     initialLayoutAttributesForAppearingDecorationElement(ofKind:at:),
//     finalLayoutAttributesForDisappearingDecorationElement(ofKind:at:)
//   UICollectionViewLayoutAttributes (NSCopying): frame, center, size, transform3D, bounds,
//     transform, alpha, zIndex, isHidden, indexPath, representedElementCategory,
//     representedElementKind, init(forCellWith:), init(forSupplementaryViewOfKind:with:),
//     init(forDecorationViewOfKind:with:), copy(with:), isEqual(_:) (NSObject), hash (NSObject)
//   UICollectionViewLayoutInvalidationContext: invalidateEverything, invalidateDataSourceCounts,
//     invalidateItems(at:), invalidateSupplementaryElements(ofKind:at:), invalidatedItemIndexPaths,
//     invalidatedSupplementaryIndexPaths, contentOffsetAdjustment, contentSizeAdjustment
// UIKit.framework/Headers/UICollectionViewUpdateItem.h
//   UICollectionViewUpdateItem: indexPathBeforeUpdate, indexPathAfterUpdate, updateAction (.Action)
// UIKit.framework/Headers/UICollectionView.h
//   UICollectionView: init(frame:collectionViewLayout:), collectionViewLayout, numberOfSections,
//     numberOfItems(inSection:), elementKindSectionHeader, elementKindSectionFooter,
//     UICollectionView.ElementCategory, cellForItem(at:), supplementaryView(forElementKind:at:)
// UIKit.framework/Headers/UICollectionViewCell.h
//   UICollectionReusableView: init(frame:), and what VoiceOver reads of a view (UIAccessibility.h,
//     UIAccessibilityContainer.h): isAccessibilityElement, accessibilityLabel, accessibilityTraits,
//     accessibilityElements; UICollectionViewCell (UICollectionViewCell.swift)
// UIKit.framework/Headers/UIScrollView.h
//   UIScrollView: contentOffset, contentInset, adjustedContentInset, decelerationRate,
//     UIScrollView.DecelerationRate (.normal, .fast), isTracking, isDragging, isDecelerating,
//     setContentOffset(_:animated:)
// UIKit.framework/Headers/UIView.h (declared on UIScrollView here; UIView itself is not needed)
//   bounds, effectiveUserInterfaceLayoutDirection, layoutIfNeeded(), traitCollection
//   (UITraitEnvironment), accessibilityElements (UIAccessibilityContainer)
// UIKit.framework/Headers/UIAccessibility*.h: UIAccessibilityElement (with accessibilityFrame and
//   accessibilityActivationPoint), UIAccessibility (post, isReduceMotionEnabled, isVoiceOverRunning,
//   Notification, convertToScreenCoordinates(_:in:)), UIAccessibilityTraits (.header among them),
//   UIAccessibilityScrollDirection (UIAccessibility.swift)
// UIKit.framework/Headers/UIFontDescriptor.h, UIContentSizeCategory.h, UITraitCollection.h,
//   UIFontMetrics.h: UIFont.TextStyle, UIContentSizeCategory (and didChangeNotification),
//   UITraitCollection(preferredContentSizeCategory:), UIFontMetrics(forTextStyle:),
//   scaledValue(for:compatibleWith:) (UIFontMetrics.swift)
// UIKit.framework/Headers/UIApplication.h: UIUserInterfaceLayoutDirection
// UIKit.framework/Headers/UIFocus.h, UICollectionView.h, UIFocusAnimationCoordinator.h:
//   UIFocusUpdateContext, UICollectionViewFocusUpdateContext (previouslyFocusedIndexPath,
//   nextFocusedIndexPath), UIFocusAnimationCoordinator (addCoordinatedAnimations(_:completion:))
//   (UIFocus.swift)
// UIKit.framework/Headers/UIGeometry.h: UIEdgeInsets (init(top:left:bottom:right:), .zero)
// UIKit.framework/Headers/NSIndexPath+UIKitAdditions.h: IndexPath(item:section:), item, section
// CoreGraphics CGAffineTransform.h: CGAffineTransform (a, b, c, d, tx, ty), .identity
//   (Linux only: macOS has the real one)
// QuartzCore CATransform3D.h: CATransform3D (m11 … m44), CATransform3DIdentity,
//   CATransform3DEqualToTransform, CATransform3DMakeAffineTransform, CATransform3DGetAffineTransform
//   (Linux only: macOS has the real ones)
//
// Isolation follows the SDK: the UIKit classes are `@MainActor` (NS_SWIFT_UI_ACTOR), imported as
// if `@preconcurrency` (SE-0337); their ObjC protocol conformances are `@preconcurrency`; NSObject's
// `isEqual(_:)` and `hash` stay nonisolated. Members UIKit declares in categories are declared in
// the class bodies here, because Swift cannot override members declared in extensions.
#if !canImport(UIKit)
// UIKit re-exports Foundation, Core Graphics and Quartz Core; so does the stand-in, where they exist
// (on macOS: CGFloat, CGRect, `CGSize.zero` and `CGAffineTransform` come from Core Graphics and
// `CATransform3D` from Quartz Core; on Linux Foundation has the geometry and
// CoreGraphicsTransforms.swift the transforms).
@_exported import Foundation
#if canImport(CoreGraphics)
@_exported import CoreGraphics
#endif
#if canImport(QuartzCore)
@_exported import QuartzCore
#endif

/// The direction a view lays out its content (UIApplication.h).
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

/// Insets for the edges of a rectangle (UIGeometry.h).
/// `Equatable` only, as in the SDK (UIKit's overlay adds `Equatable` and `Codable`, not `Hashable`).
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = UIEdgeInsets()
}

extension IndexPath {
    /// UIKit's index path for an item in a collection view (NSIndexPath+UIKitAdditions.h).
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The item: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
#endif
