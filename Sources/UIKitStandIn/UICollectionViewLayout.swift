#if !canImport(UIKit)
import Foundation

/// The layout base class (UICollectionViewLayout.h), with UIKit's default behaviour for each member.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject, @preconcurrency NSCoding {
    weak var attachedCollectionView: UICollectionView?

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    open func encode(with coder: NSCoder) {}

    /// The collection view this layout is attached to.
    open var collectionView: UICollectionView? { attachedCollectionView }

    /// Invalidates everything: calls `invalidateLayout(with:)` with a context of
    /// `invalidationContextClass` whose `invalidateEverything` is true.
    open func invalidateLayout() {
        let context = Self.makeInvalidationContext()
        context.everything = true
        invalidateLayout(with: context)
    }

    /// Marks the layout as needing a layout pass (in which the collection view calls `prepare()`).
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        attachedCollectionView?.layoutIsInvalid = true
    }

    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    open func prepare() {}

    /// Called after `prepare()` in a batch update, with one item per change.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called at the end of a batch update, inside its animation block.
    open func finalizeCollectionViewUpdates() {}

    /// Called before an animated change of the collection view's bounds (a rotation, a resize),
    /// after `prepare()`, with the bounds before the change. The default does nothing.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// Called after the animations of a bounds change have been made. The default does nothing.
    open func finalizeAnimatedBoundsChange() {}

    // An animated update asks, for each element on screen after it, the attributes it appears
    // from, and for each element on screen before it, those it disappears to. The default
    // returns nil: UIKit then uses the element's attributes where it rests. Decoration views
    // (section backgrounds) are asked the same two questions.

    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    {
        nil
    }

    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    {
        nil
    }

    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String,
        at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForDecorationView(
        ofKind elementKind: String,
        at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The default is false: a bounds change alone does not invalidate the layout.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The default creates an instance of `invalidationContextClass` with `init()`.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        Self.makeInvalidationContext()
    }

    /// The default is false: what a view asks for does not change the layout.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// The default creates an instance of `invalidationContextClass` with `init()`.
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        Self.makeInvalidationContext()
    }

    /// The default returns `proposedContentOffset`.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint,
        withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    /// The default returns `proposedContentOffset`.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// The default is zero.
    open var collectionViewContentSize: CGSize { .zero }

    /// The default is false (UICollectionViewFlowLayout returns true).
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    // Interactive movement (iOS 9): the collection view asks where a moving item goes for a
    // position, for its context as the finger moves and when the movement ends, and for the moving
    // item's attributes. The defaults here are the stand-in's: UIKit documents their purpose, not
    // their answer.

    /// The index path of the moving item at `position`. The stand-in's default is
    /// `previousIndexPath` (the item stays).
    open func targetIndexPath(
        forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
    )
        -> IndexPath
    { previousIndexPath }

    /// The moving item's attributes at `position`. The stand-in's default is a copy of
    /// `layoutAttributesForItem(at:)` (an empty cell's when nil) with its centre at `position`.
    open func layoutAttributesForInteractivelyMovingItem(
        at indexPath: IndexPath, withTargetPosition position: CGPoint
    ) -> UICollectionViewLayoutAttributes {
        let attributes =
            (layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes)
            ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.center = position
        return attributes
    }

    /// A context of `invalidationContextClass` whose interactive-movement properties are the
    /// arguments, as UIKit fills them.
    open func invalidationContext(
        forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
        previousIndexPaths: [IndexPath], previousPosition: CGPoint
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = Self.makeInvalidationContext()
        context.targetIndexPathsForInteractivelyMovingItems = targetIndexPaths
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.interactiveMovementTarget = targetPosition
        return context
    }

    /// A context of `invalidationContextClass` whose interactive-movement index paths are the
    /// arguments, as UIKit fills them.
    open func invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = Self.makeInvalidationContext()
        context.targetIndexPathsForInteractivelyMovingItems = indexPaths
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        return context
    }

    private static func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        guard let type = invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type else {
            preconditionFailure("invalidationContextClass must be a UICollectionViewLayoutInvalidationContext subclass")
        }
        return type.init()
    }
}

/// Which parts of a layout to refresh (UICollectionViewLayout.h).
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    var everything = false
    var dataSourceCounts = false

    /// Created by `init()` through `invalidationContextClass`, as UIKit does; `required` because
    /// Swift, unlike the Objective-C runtime, needs it to construct from a metatype.
    public required override init() {
        super.init()
    }

    open var invalidateEverything: Bool { everything }

    open var invalidateDataSourceCounts: Bool { dataSourceCounts }

    /// The items marked to be laid out again.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?

    /// The supplementary views marked to be laid out again, by kind.
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?

    /// Marks items to be laid out again.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Marks supplementary views of `elementKind` to be laid out again.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedSupplementaryIndexPaths = invalidatedSupplementaryIndexPaths ?? [:]
        invalidatedSupplementaryIndexPaths?[elementKind, default: []] += indexPaths
    }

    /// Added to the collection view's content offset when the context invalidates its layout
    /// (positive values increase the offset). The default is zero.
    open var contentOffsetAdjustment: CGPoint = .zero

    /// Added to the collection view's content size when the context invalidates its layout. The
    /// default is zero.
    open var contentSizeAdjustment: CGSize = .zero

    /// The moving items' index paths now, during or at the end of an interactive movement; else nil.
    open internal(set) var targetIndexPathsForInteractivelyMovingItems: [IndexPath]?

    /// The moving items' index paths before, during or at the end of an interactive movement; else nil.
    open internal(set) var previousIndexPathsForInteractivelyMovingItems: [IndexPath]?

    /// The point that decided ``targetIndexPathsForInteractivelyMovingItems``. The default is zero.
    open internal(set) var interactiveMovementTarget: CGPoint = .zero
}
#endif
