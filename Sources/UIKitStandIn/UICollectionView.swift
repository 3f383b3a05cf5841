#if !canImport(UIKit)
import Foundation

/// The collection view members a layout reads (UICollectionView.h). On its own it has no data
/// (no sections); ``FakeCollectionView`` supplies data and drives the layout.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The layout; assigning it attaches it (its `collectionView` becomes this view) and
    /// invalidates it.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard oldValue !== collectionViewLayout else { return }
            oldValue.attachedCollectionView = nil
            collectionViewLayout.attachedCollectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }

    /// Whether the layout was invalidated since the last layout pass: the stand-in's record of
    /// what UIKit keeps privately.
    var layoutIsInvalid = true

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.attachedCollectionView = self
    }

    /// Not UIKit: the cells on screen by index path, as a test puts them there (UIKit makes and
    /// reuses them itself). The default is none.
    public var cellsOnScreen: [IndexPath: UICollectionViewCell] = [:]

    /// Not UIKit: the supplementary views on screen by kind and index path, as a test puts them
    /// there. The default is none.
    public var supplementaryViewsOnScreen: [String: [IndexPath: UICollectionReusableView]] = [:]

    /// The cell of the item at `indexPath`, or nil when it has none (not on screen, or no such
    /// item): here from ``cellsOnScreen``
    /// (https://developer.apple.com/documentation/uikit/uicollectionview/cellforitem(at:)).
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        cellsOnScreen[indexPath]
    }

    /// The supplementary view of `elementKind` at `indexPath`, or nil when it has none: here from
    /// ``supplementaryViewsOnScreen``
    /// (https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryview(forelementkind:at:), iOS 9).
    open func supplementaryView(
        forElementKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView? {
        supplementaryViewsOnScreen[elementKind]?[indexPath]
    }

    open var numberOfSections: Int { 0 }

    open func numberOfItems(inSection section: Int) -> Int { 0 }

    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    public enum ElementCategory: UInt, Sendable {
        case cell = 0
        case supplementaryView = 1
        case decorationView = 2
    }
}
#endif
