#if canImport(SwiftUI)
import CollectionLayouts
import SwiftUI

/// The staggered grid (`StaggeredGridLayout`) as a SwiftUI layout: the subviews, in order, are the
/// items of one section, each proposed the configuration's item size.
///
/// ```swift
/// ScrollView(.horizontal) {
///     StaggeredGridStack(configuration: .contacts) {
///         ForEach(contacts) { ContactView(contact: $0) }
///     }
/// }
/// ```
/// The lanes come from the proposed size across the scroll axis (the height for a horizontal
/// grid; without one, a single lane); the size along it is the grid's content. The grid is
/// prepared once per change of the subviews or of the size across the axis.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct StaggeredGridStack: Layout {
    /// The grid's configuration. The default is `StaggeredGridLayout.Configuration.contacts`.
    public var configuration: StaggeredGridLayout.Configuration

    /// Creates the layout.
    public init(configuration: StaggeredGridLayout.Configuration = .contacts) {
        self.configuration = configuration
    }

    public func makeCache(subviews: Subviews) -> EngineLayoutCache<PreparedStaggeredGrid> {
        engineCache(for: subviews, readsSizes: false)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews,
                             cache: inout EngineLayoutCache<PreparedStaggeredGrid>) -> CGSize {
        let across = (configuration.scrollAxis == .horizontal ? proposal.height : proposal.width)
            ?? NaturalSize.staggeredGridAcross(configuration)
        return prepared(across: across, cache: &cache).contentSize
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                              cache: inout EngineLayoutCache<PreparedStaggeredGrid>) {
        let across = configuration.scrollAxis == .horizontal ? bounds.height : bounds.width
        placeCells(of: subviews, in: bounds, from: prepared(across: across, cache: &cache))
    }

    /// The grid for `across` points across the scroll axis (the length along it changes nothing,
    /// so it is left at 0).
    private func prepared(across: CGFloat, cache: inout EngineLayoutCache<PreparedStaggeredGrid>) -> PreparedStaggeredGrid {
        let size = configuration.scrollAxis == .horizontal ? CGSize(width: 0, height: across) : CGSize(width: across, height: 0)
        return cache.prepared(StaggeredGridLayout(configuration: configuration), for: size)
    }
}
#endif
