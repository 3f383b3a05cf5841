import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What one update of a ``CollectionLayoutView`` does, decided from what changed: the part of its
/// coordinator that neither UIKit nor AppKit decides, shared by both (compiled on every platform,
/// so that Linux tests can hold it).
///
/// Data changes animate when the update does and motion is allowed; layout changes (another
/// configuration, another Dynamic Type style or size, new sizes of items already shown) only when
/// the transaction has an animation. With another layout class the data lands at once and the swap
/// of layouts animates; with a new configuration of the same class, the update is one, animated
/// as the configuration is.
package struct CollectionLayoutUpdatePlan: Equatable, Sendable {
    /// Whether the view's style (layout and configuration) changed.
    package var styleChanged: Bool
    /// Whether the new style is another layout class: a new layout object is swapped in.
    package var swapsLayout: Bool
    /// Whether the layout in place changes its configuration (the same class with a new one,
    /// another Dynamic Type style or size).
    package var configurationChanges: Bool
    /// Whether layout changes animate: the transaction has an animation and motion is allowed.
    package var animatesLayout: Bool
    /// Whether a new snapshot of the data animates its differences.
    package var animatesData: Bool

    /// The plan for an update whose style changed (`styleChanged`) to another layout class
    /// (`toAnotherClass`), whose Dynamic Type style or size changed (`dynamicTypeChanged`),
    /// `animated` (the update animates) with `animatesLayout` (the transaction has an animation),
    /// where `motion` is allowed (on screen, Reduce Motion off).
    package init(
        styleChanged: Bool, toAnotherClass: Bool, dynamicTypeChanged: Bool, animated: Bool, animatesLayout: Bool,
        motion: Bool
    ) {
        self.styleChanged = styleChanged
        swapsLayout = styleChanged && toAnotherClass
        configurationChanges = (styleChanged && !swapsLayout) || dynamicTypeChanged
        self.animatesLayout = animatesLayout && motion
        animatesData = swapsLayout ? false : configurationChanges ? self.animatesLayout : animated && motion
    }

    /// Whether the items being the same, the layout's changes (a new configuration, new sizes of
    /// items already shown when `sizesOfKeptItems`) run inside an animated batch update.
    package func animatesKeptItems(sizesOfKeptItems: Bool) -> Bool {
        (configurationChanges || sizesOfKeptItems) && animatesLayout
    }
}
