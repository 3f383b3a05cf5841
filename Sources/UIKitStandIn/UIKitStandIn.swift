// UIKitStandIn: the UIKit, CoreGraphics and QuartzCore declarations that CollectionLayoutsUIKit uses,
// mirrored for Linux, where UIKit does not exist; plus `FakeCollectionView`, which drives a layout
// the way UICollectionView does so that tests can run the adapters.
//
// Rule: every public declaration below except `FakeCollectionView` exists in the iOS 16/17 SDK with
// the same name, signature, isolation and overridability, so that adapter code which compiles
// against this module compiles against UIKit. Only what the adapters (and the fake) use is here.
// Where each declaration comes from (see also ../../../shared/reference/uikit-surface.md, checked
// against developer.apple.com/documentation/uikit):
//
// UIKit.framework/Headers/UICollectionViewLayout.h (NS_SWIFT_UI_ACTOR)
//   UICollectionViewLayout: init(), init?(coder:), encode(with:) (NSCoding), collectionView,
//     invalidateLayout(), invalidateLayout(with:), layoutAttributesClass, invalidationContextClass,
//     prepare(), layoutAttributesForElements(in:), layoutAttributesForItem(at:),
//     layoutAttributesForSupplementaryView(ofKind:at:), shouldInvalidateLayout(forBoundsChange:),
//     invalidationContext(forBoundsChange:), targetContentOffset(forProposedContentOffset:),
//     targetContentOffset(forProposedContentOffset:withScrollingVelocity:),
//     collectionViewContentSize, flipsHorizontallyInOppositeLayoutDirection
//   UICollectionViewLayoutAttributes (NSCopying): frame, center, size, transform3D, bounds,
//     transform, alpha, zIndex, isHidden, indexPath, representedElementCategory,
//     representedElementKind, init(forCellWith:), init(forSupplementaryViewOfKind:with:),
//     init(forDecorationViewOfKind:with:), copy(with:), isEqual(_:) (NSObject), hash (NSObject)
//   UICollectionViewLayoutInvalidationContext: invalidateEverything, invalidateDataSourceCounts,
//     contentOffsetAdjustment, contentSizeAdjustment
// UIKit.framework/Headers/UICollectionView.h
//   UICollectionView: init(frame:collectionViewLayout:), collectionViewLayout, numberOfSections,
//     numberOfItems(inSection:), elementKindSectionHeader, elementKindSectionFooter,
//     UICollectionView.ElementCategory
// UIKit.framework/Headers/UIScrollView.h
//   UIScrollView: contentOffset, contentInset, adjustedContentInset, decelerationRate,
//     UIScrollView.DecelerationRate (.normal, .fast), isTracking, isDragging, isDecelerating,
//     setContentOffset(_:animated:)
// UIKit.framework/Headers/UIView.h (declared on UIScrollView here; UIView itself is not needed)
//   bounds, effectiveUserInterfaceLayoutDirection, layoutIfNeeded()
// UIKit.framework/Headers/UIApplication.h: UIUserInterfaceLayoutDirection
// UIKit.framework/Headers/UIGeometry.h: UIEdgeInsets (init(top:left:bottom:right:), .zero)
// UIKit.framework/Headers/NSIndexPath+UIKitAdditions.h: IndexPath(item:section:), item, section
// CoreGraphics CGAffineTransform.h: CGAffineTransform (a, b, c, d, tx, ty), .identity
// QuartzCore CATransform3D.h: CATransform3D (m11 … m44), CATransform3DIdentity
//
// Isolation follows the SDK: the UIKit classes are `@MainActor` (NS_SWIFT_UI_ACTOR), imported as
// if `@preconcurrency` (SE-0337); their ObjC protocol conformances are `@preconcurrency`; NSObject's
// `isEqual(_:)` and `hash` stay nonisolated. Members UIKit declares in categories are declared in
// the class bodies here, because Swift cannot override members declared in extensions.
#if os(Linux)
@_exported import Foundation

/// The direction a view lays out its content (UIApplication.h).
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

/// Insets for the edges of a rectangle (UIGeometry.h).
public struct UIEdgeInsets: Hashable, Sendable {
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
