#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// An item that applies the transform of ``AnchoredLayoutAttributes`` to its view's layer: the
/// base class for the items of the carousel (side items scaled) and the wheel (items turned about
/// a point far below them); the other layouts transform nothing, so any item works for them.
///
/// `NSCollectionViewLayoutAttributes` has no transform, so the layouts of this module return
/// ``AnchoredLayoutAttributes``, and `NSCollectionView` hands them to the item's `apply(_:)`
/// (`NSCollectionViewElement`, "Applies the specified layout attributes to the view") after
/// setting its frame. This class makes its view layer-backed (`wantsLayer`) and sets the layer's
/// `transform` to the engine's transform expressed about the layer's own anchor point
/// (``AnchoredLayoutAttributes/layerTransform(forLayerAnchorPoint:yAxisUp:)``): AppKit keeps a
/// layer-backed view's anchor point and position itself, so the item moves the transform rather
/// than the anchor. The view's `frame` stays the untransformed rectangle, as AppKit's layout
/// gives it. Subclasses that override `apply(_:)` call `super`.
@MainActor
open class AnchoredCollectionViewItem: NSCollectionViewItem {
    /// Makes the view layer-backed, so that its layer can take the transform.
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.wantsLayer = true
    }

    /// A plain layer-backed view, when the item has no nib: an item made in code needs a view.
    open override func loadView() {
        if nibName != nil {
            super.loadView()
        } else {
            view = NSView()
            view.wantsLayer = true
        }
    }

    /// In a layout whose items are sized by their content (``EngineCollectionViewLayout/measuresItemSizes``):
    /// the layout's attributes with the view's fitting size (the smallest size its constraints
    /// allow); otherwise AppKit's.
    open override func preferredLayoutAttributesFitting(
        _ layoutAttributes: NSCollectionViewLayoutAttributes
    ) -> NSCollectionViewLayoutAttributes {
        guard let layout = collectionView?.collectionViewLayout as? EngineCollectionViewLayout,
            layout.measuresItemSizes, let preferred = layoutAttributes.copy() as? NSCollectionViewLayoutAttributes
        else { return super.preferredLayoutAttributesFitting(layoutAttributes) }
        preferred.size = view.fittingSize
        return preferred
    }

    /// Sets the view's layer transform from ``AnchoredLayoutAttributes`` (the identity for other
    /// attributes).
    open override func apply(_ layoutAttributes: NSCollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        Self.applyTransform(of: layoutAttributes, to: view)
    }

    /// Sets `view`'s layer transform to that of `layoutAttributes` when they are
    /// ``AnchoredLayoutAttributes`` (the identity otherwise), making the view layer-backed: what an
    /// item or supplementary view of your own calls from its `apply(_:)`.
    public static func applyTransform(of layoutAttributes: NSCollectionViewLayoutAttributes, to view: NSView) {
        view.wantsLayer = true
        guard let layer = view.layer else { return }
        guard let attributes = layoutAttributes as? AnchoredLayoutAttributes else {
            layer.transform = CATransform3DIdentity
            return
        }
        let yAxisUp = !(view.superview?.isFlipped ?? true)
        layer.transform = attributes.layerTransform(forLayerAnchorPoint: layer.anchorPoint, yAxisUp: yAxisUp)
    }
}
#endif
