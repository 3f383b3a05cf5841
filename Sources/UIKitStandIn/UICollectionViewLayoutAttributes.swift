#if !canImport(UIKit)
import Foundation

/// Where and how one element is shown (UICollectionViewLayout.h).
///
/// The values are `nonisolated(unsafe)` stored properties so that `isEqual(_:)` and `hash`, which
/// NSObject declares nonisolated and which UIKit may call off the main thread, read them purely
/// (UIKit's own are main-actor isolated: Apple's SDK check holds the adapters to that).
/// `frame` is `size` centred on `center` (the stand-in does not fold the transform into it).
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    nonisolated(unsafe) open var center = CGPoint.zero
    nonisolated(unsafe) open var size = CGSize.zero
    nonisolated(unsafe) open var transform3D = CATransform3DIdentity
    nonisolated(unsafe) open var alpha: CGFloat = 1
    nonisolated(unsafe) open var zIndex = 0
    nonisolated(unsafe) open var isHidden = false
    nonisolated(unsafe) open var indexPath = IndexPath(item: 0, section: 0)
    nonisolated(unsafe) private var storedCategory = UICollectionView.ElementCategory.cell
    nonisolated(unsafe) private var storedKind: String?

    /// Created by `init()` through `layoutAttributesClass` and `copy(with:)`, as UIKit does;
    /// `required` because Swift needs it to construct from a metatype.
    public required override init() {
        super.init()
    }

    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        storedCategory = .supplementaryView
        storedKind = elementKind
    }

    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        storedCategory = .decorationView
        storedKind = decorationViewKind
    }

    open var frame: CGRect {
        get {
            CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        }
        set {
            center = CGPoint(x: newValue.midX, y: newValue.midY)
            size = newValue.size
        }
    }

    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// The affine part of `transform3D`; setting it replaces `transform3D`, as in UIKit.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    open var representedElementCategory: UICollectionView.ElementCategory { storedCategory }

    /// The supplementary or decoration kind; nil for cells.
    open var representedElementKind: String? { storedKind }

    /// A copy of the same class with the same values; subclasses with extra properties override it.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.center = center
        copy.size = size
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.storedCategory = storedCategory
        copy.storedKind = storedKind
        return copy
    }

    /// Same class and same values; subclasses with extra properties override it.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes, type(of: other) == type(of: self) else {
            return false
        }
        return other.center == center && other.size == size
            && CATransform3DEqualToTransform(other.transform3D, transform3D) && other.alpha == alpha
            && other.zIndex == zIndex && other.isHidden == isHidden && other.indexPath == indexPath
            && other.storedCategory == storedCategory && other.storedKind == storedKind
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(storedCategory)
        hasher.combine(storedKind)
        return hasher.finalize()
    }
}
#endif
