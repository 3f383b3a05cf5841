#if canImport(SwiftUI)
import CollectionLayouts
import SwiftUI

/// What the SwiftUI layouts share: the engine environment for a proposal, and placing each
/// subview at its cell's frame. SwiftUI's subviews are one section, in order.
///
/// Written as an extension of `Layout` so that these helpers have the protocol's isolation,
/// whatever the SDK declares it to be.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Layout {
    /// The environment for laying out `count` items in `size` (a proposal with its unspecified
    /// dimensions replaced), with no offset and no insets.
    func engineEnvironment(size: CGSize, count: Int, itemSizes: ItemSizes = .none) -> LayoutEnvironment {
        LayoutEnvironment(boundsSize: size, itemCounts: [count], itemSizes: itemSizes)
    }

    /// Each subview's ideal size, as the per-item sizes of the one section.
    func idealSizes(of subviews: LayoutSubviews) -> ItemSizes {
        .perSection([subviews.map { $0.sizeThatFits(.unspecified) }])
    }

    /// Places subview `i` at the frame of cell `[0, i]`, offset by the origin of `bounds`; a
    /// subview the engine has no frame for is given no room.
    func placeCells(of subviews: LayoutSubviews, in bounds: CGRect, from prepared: some PreparedLayout) {
        for (i, subview) in subviews.enumerated() {
            guard let frame = prepared.attributes(for: ElementIndex(0, i))?.frame else {
                subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY), anchor: .topLeading, proposal: .zero)
                continue
            }
            subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                          anchor: .topLeading, proposal: ProposedViewSize(frame.size))
        }
    }
}
#endif
