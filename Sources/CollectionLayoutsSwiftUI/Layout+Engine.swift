#if canImport(SwiftUI)
import CollectionLayouts
import SwiftUI

/// What the SwiftUI layouts share: the cache of subview sizes and the prepared engine layout, and
/// placing each subview at its cell's frame. SwiftUI's subviews are one section, in order.
///
/// Written as an extension of `Layout` so that these helpers have the protocol's isolation,
/// whatever the SDK declares it to be.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Layout {
    /// A cache for `subviews`: their count and, when `readsSizes`, each one's ideal size.
    func engineCache<P>(for subviews: LayoutSubviews, readsSizes: Bool) -> EngineLayoutCache<P> {
        EngineLayoutCache(count: subviews.count, idealSizes: readsSizes ? subviews.map { $0.sizeThatFits(.unspecified) } : [])
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
