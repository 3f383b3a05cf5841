import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where a layout takes its items' sizes from: the configuration and the app's data, or the
/// items' own cells (self-sizing). The justified gallery and the circle packing take it
/// (`itemSizing` of their configurations).
///
/// With ``measured(estimate:)`` a front (the UIKit layouts, `CollectionLayoutView`) asks each
/// cell once per item and text size for the size its content needs, hands the engine those sizes
/// as ``LayoutEnvironment/itemSizes`` (the estimate for the items not measured yet) and lays the
/// items out again from the first one whose size changed.
public enum ItemSizing: Hashable, Sendable {
    /// The sizes come from the configuration and the app's data (``LayoutEnvironment/itemSizes``):
    /// the gallery's widths from its seeded hash or the photos' aspect ratios, the circles'
    /// diameters from the data. The default.
    case fixed
    /// Each item's size comes from its cell's content; `estimate` stands for the items not
    /// measured yet (and for any size that is missing, NaN, infinite, zero or negative). What a
    /// layout takes of a size is its own to say: the gallery's natural width in its width-range
    /// mode, the circle's diameter (the larger side). The fronts then read no sizes from the app
    /// (`itemSizeProvider`, the size delegate, SwiftUI's `itemSize`).
    case measured(estimate: CGSize)

    /// The estimate of ``measured(estimate:)``; nil for ``fixed``.
    package var estimate: CGSize? {
        if case .measured(let estimate) = self { return estimate }
        return nil
    }

    /// The size the layout takes for an item whose data gives `size`: `size` when both its sides
    /// are positive and finite, else the estimate; nil for ``fixed``.
    package func measuredSize(_ size: CGSize?) -> CGSize? {
        guard case .measured(let estimate) = self else { return nil }
        guard let size, size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            return estimate
        }
        return size
    }

    /// Checks the estimate: both sides positive and at most 10⁶ points.
    func validated(_ parameter: String) throws(LayoutError) -> ItemSizing {
        guard case .measured(let estimate) = self else { return self }
        let width = try Validate.length(
            try Validate.positive(estimate.width, "\(parameter).estimate.width"),
            "\(parameter).estimate.width")
        let height = try Validate.length(
            try Validate.positive(estimate.height, "\(parameter).estimate.height"),
            "\(parameter).estimate.height")
        return .measured(estimate: CGSize(width: width, height: height))
    }
}

extension ItemSizing {
    /// Hashes the estimate's sides, nil for ``fixed`` (`CGSize` is Hashable only from iOS 18).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(estimate?.width)
        hasher.combine(estimate?.height)
    }
}
