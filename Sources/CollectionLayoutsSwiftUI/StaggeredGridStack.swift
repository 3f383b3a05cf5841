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
/// grid); the size along it is the grid's.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct StaggeredGridStack: Layout {
    /// The grid's configuration. The default is `StaggeredGridLayout.Configuration.contacts`.
    public var configuration: StaggeredGridLayout.Configuration

    /// Creates the layout.
    public init(configuration: StaggeredGridLayout.Configuration = .contacts) {
        self.configuration = configuration
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        prepared(for: proposal.replacingUnspecifiedDimensions(), count: subviews.count).contentSize
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let grid = prepared(for: proposal.replacingUnspecifiedDimensions(by: bounds.size), count: subviews.count)
        placeCells(of: subviews, in: bounds, from: grid)
    }

    private func prepared(for size: CGSize, count: Int) -> PreparedStaggeredGrid {
        StaggeredGridLayout(configuration: configuration)
            .prepare(in: engineEnvironment(size: size, count: count))
    }
}
#endif
