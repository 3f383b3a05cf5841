#if !os(watchOS) && (canImport(UIKit) || (canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)))
import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// Focus (the Apple TV remote; a keyboard's arrow keys on iPad): the carousel and the wheel follow
/// it, the other layouts keep the focused item in view. What the content does is
/// `FocusScrolling`'s decision; this extension carries UIKit's calls to it.
extension EngineCollectionViewLayout {
    /// Moves the content for the item that has just taken focus: the carousel and the wheel bring
    /// it to the centre (the focused item is the centred one: moving focus by one item moves the
    /// content by one item, with the layout's own side scale all the way, as
    /// ``scrollToItem(at:animated:)`` does); the other layouts scroll it just into view when it is
    /// not wholly visible. Focus leaving the collection view's cells moves nothing.
    ///
    /// UIKit tells the collection view's delegate of each focus update in
    /// `collectionView(_:didUpdateFocusIn:with:)`
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didupdatefocusin:with:)),
    /// with the index paths of the items that had and get focus
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewfocusupdatecontext). Forward
    /// it here, one line in the app's delegate:
    ///
    /// ```swift
    /// func collectionView(
    ///     _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
    ///     with coordinator: UIFocusAnimationCoordinator
    /// ) {
    ///     layout.collectionView(collectionView, didUpdateFocusIn: context, with: coordinator)
    /// }
    /// ```
    ///
    /// `CollectionLayoutView` (SwiftUI) forwards it itself on tvOS. The move is the scroll view's
    /// animated `setContentOffset(_:animated:)` (at once with Reduce Motion), which replaces the
    /// focus engine's own scroll to keep the item onscreen
    /// (https://developer.apple.com/documentation/uikit/uifocusitemscrollablecontainer); the
    /// coordinator's animations are left to the app (the cell's own focus effect).
    /// - Parameters:
    ///   - collectionView: The collection view this layout lays out; another one is ignored.
    ///   - context: The focus update.
    ///   - coordinator: The focus animation coordinator (not used).
    public func collectionView(
        _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) {
        guard collectionView === self.collectionView, let next = context.nextFocusedIndexPath,
            let index = ElementIndex(next)
        else { return }
        // Data changed since the last layout pass: lay out first, so that the item exists.
        if !lifecycle.isUpToDate || preparedLayout == nil { collectionView.layoutIfNeeded() }
        guard let preparedLayout,
            let target = FocusScrolling.contentOffset(
                focusing: index, in: preparedLayout, from: collectionView.contentOffset),
            target != collectionView.contentOffset
        else { return }
        let animated = !UIAccessibility.isReduceMotionEnabled
        // As `scrollToItem(at:animated:)`: the centred item is reported on arrival, not on the way.
        state.beginScroll(to: target, animated: animated, now: Date())
        collectionView.setContentOffset(target, animated: animated)
    }

    /// The item that takes focus when focus enters the collection view: the centred item for the
    /// carousel and the wheel, so that entering moves nothing; nil (UIKit's own choice) for the
    /// other layouts and before the first layout pass.
    ///
    /// UIKit asks the delegate's `indexPathForPreferredFocusedView(in:)` when focus is about to
    /// enter the collection view, except when its `remembersLastFocusedIndexPath` is true and it
    /// has a last focused item, which then takes focus
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/indexpathforpreferredfocusedview(in:),
    /// https://developer.apple.com/documentation/uikit/uicollectionview/rememberslastfocusedindexpath):
    /// that item, once focused, becomes the centred one. Forward the delegate's call here, or leave
    /// it to UIKit (focus then enters at the item UIKit picks, which the carousel and the wheel
    /// then centre). `CollectionLayoutView` (SwiftUI) forwards it itself on tvOS.
    /// - Parameter collectionView: The collection view this layout lays out; another one gives nil.
    public func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? {
        guard collectionView === self.collectionView, let preparedLayout else { return nil }
        return FocusScrolling.preferredFocusedItem(in: preparedLayout, at: collectionView.contentOffset)
            .map { IndexPath($0) }
    }
}
#endif
