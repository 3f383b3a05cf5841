#if !canImport(UIKit)
import Foundation

/// Where and how one element is shown (UICollectionViewLayout.h).
///
/// Stored values live in `nonisolated(unsafe)` storage so that `isEqual(_:)` and `hash`, which
/// NSObject declares nonisolated and which UIKit may call off the main thread, read them purely.
/// `frame` is `size` centred on `center` (the stand-in does not fold the transform into it).
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    nonisolated(unsafe) private var storedCenter = CGPoint.zero
    nonisolated(unsafe) private var storedSize = CGSize.zero
    nonisolated(unsafe) private var storedTransform3D = CATransform3DIdentity
    nonisolated(unsafe) private var storedAlpha: CGFloat = 1
    nonisolated(unsafe) private var storedZIndex = 0
    nonisolated(unsafe) private var storedIsHidden = false
    nonisolated(unsafe) private var storedIndexPath = IndexPath(item: 0, section: 0)
    nonisolated(unsafe) private var storedCategory = UICollectionView.ElementCategory.cell
    nonisolated(unsafe) private var storedKind: String?

    /// Created by `init()` through `layoutAttributesClass` and `copy(with:)`, as UIKit does;
    /// `required` because Swift needs it to construct from a metatype.
    public required override init() {
        super.init()
    }

    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        storedIndexPath = indexPath
    }

    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        storedIndexPath = indexPath
        storedCategory = .supplementaryView
        storedKind = elementKind
    }

    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        storedIndexPath = indexPath
        storedCategory = .decorationView
        storedKind = decorationViewKind
    }

    open var frame: CGRect {
        get {
            CGRect(
                x: storedCenter.x - storedSize.width / 2, y: storedCenter.y - storedSize.height / 2,
                width: storedSize.width, height: storedSize.height)
        }
        set {
            storedCenter = CGPoint(x: newValue.midX, y: newValue.midY)
            storedSize = newValue.size
        }
    }

    open var center: CGPoint {
        get { storedCenter }
        set { storedCenter = newValue }
    }

    open var size: CGSize {
        get { storedSize }
        set { storedSize = newValue }
    }

    open var transform3D: CATransform3D {
        get { storedTransform3D }
        set { storedTransform3D = newValue }
    }

    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: storedSize) }
        set { storedSize = newValue.size }
    }

    /// The affine part of `transform3D`; setting it replaces `transform3D`, as in UIKit.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(storedTransform3D) }
        set { storedTransform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    open var alpha: CGFloat {
        get { storedAlpha }
        set { storedAlpha = newValue }
    }

    open var zIndex: Int {
        get { storedZIndex }
        set { storedZIndex = newValue }
    }

    open var isHidden: Bool {
        get { storedIsHidden }
        set { storedIsHidden = newValue }
    }

    open var indexPath: IndexPath {
        get { storedIndexPath }
        set { storedIndexPath = newValue }
    }

    open var representedElementCategory: UICollectionView.ElementCategory { storedCategory }

    /// The supplementary or decoration kind; nil for cells.
    open var representedElementKind: String? { storedKind }

    /// A copy of the same class with the same values; subclasses with extra properties override it.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.storedCenter = storedCenter
        copy.storedSize = storedSize
        copy.storedTransform3D = storedTransform3D
        copy.storedAlpha = storedAlpha
        copy.storedZIndex = storedZIndex
        copy.storedIsHidden = storedIsHidden
        copy.storedIndexPath = storedIndexPath
        copy.storedCategory = storedCategory
        copy.storedKind = storedKind
        return copy
    }

    /// Same class and same values; subclasses with extra properties override it.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes, type(of: other) == type(of: self) else {
            return false
        }
        return other.storedCenter == storedCenter && other.storedSize == storedSize
            && CATransform3DEqualToTransform(other.storedTransform3D, storedTransform3D)
            && other.storedAlpha == storedAlpha
            && other.storedZIndex == storedZIndex && other.storedIsHidden == storedIsHidden
            && other.storedIndexPath == storedIndexPath && other.storedCategory == storedCategory
            && other.storedKind == storedKind
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(storedIndexPath)
        hasher.combine(storedCategory)
        hasher.combine(storedKind)
        return hasher.finalize()
    }
}
#endif
