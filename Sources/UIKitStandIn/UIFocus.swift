#if !canImport(UIKit)
import Foundation

/// The facts of one focus update (UIFocus.h): which views had and get focus. The adapters read
/// only the collection view's subclass; this one carries nothing here
/// (https://developer.apple.com/documentation/uikit/uifocusupdatecontext).
@preconcurrency @MainActor
open class UIFocusUpdateContext: NSObject {}

/// A focus update in a collection view (UICollectionView.h): the index paths of the items that
/// had and get focus, nil for a view outside the collection view's cells
/// (https://developer.apple.com/documentation/uikit/uicollectionviewfocusupdatecontext).
@preconcurrency @MainActor
open class UICollectionViewFocusUpdateContext: UIFocusUpdateContext {
    /// The index path of the cell that had focus; nil when focus comes from outside the collection
    /// view's cells or enters it for the first time.
    public let previouslyFocusedIndexPath: IndexPath?
    /// The index path of the cell that receives focus; nil when focus leaves the collection
    /// view's cells.
    public let nextFocusedIndexPath: IndexPath?

    /// Not UIKit (where the focus engine makes contexts): a context as a test describes it.
    public init(previouslyFocusedIndexPath: IndexPath?, nextFocusedIndexPath: IndexPath?) {
        self.previouslyFocusedIndexPath = previouslyFocusedIndexPath
        self.nextFocusedIndexPath = nextFocusedIndexPath
        super.init()
    }
}

/// Runs animations alongside the focus engine's own (UIFocusAnimationCoordinator.h
/// https://developer.apple.com/documentation/uikit/uifocusanimationcoordinator). Here it runs them
/// at once, then the completion.
@preconcurrency @MainActor
open class UIFocusAnimationCoordinator: NSObject {
    /// Not UIKit (where the focus engine makes coordinators): a coordinator for a test.
    public override init() { super.init() }

    /// Runs `animations` with the focus animation, then `completion` when it ends.
    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        animations?()
        completion?()
    }
}
#endif
