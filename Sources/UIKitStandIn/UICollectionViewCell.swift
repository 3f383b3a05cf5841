#if !canImport(UIKit)
import Foundation

/// A view a collection view shows for a supplementary element, and the base of its cells
/// (UICollectionReusableView, UICollectionViewCell.h): here only what VoiceOver reads of it, the
/// members UIKit declares on NSObject (the UIAccessibility and UIAccessibilityContainer informal
/// protocols). UIKit's derives from UIView; the stand-in has no UIView.
@preconcurrency @MainActor
open class UICollectionReusableView: NSObject {
    /// A view with `frame`; the stand-in keeps no geometry.
    public init(frame: CGRect) {
        super.init()
    }

    /// Whether VoiceOver reads the view as one element. The default is false, as for a view:
    /// VoiceOver reads its elements (``accessibilityElements``) instead.
    open var isAccessibilityElement = false
    /// What VoiceOver says for the view. The default is nil.
    open var accessibilityLabel: String?
    /// What the view is. The default is none.
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// The elements VoiceOver reads inside the view, in order, when set. The default is nil.
    open var accessibilityElements: [Any]?
}

/// A cell of a collection view (UICollectionViewCell.h): a reusable view.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {}
#endif
