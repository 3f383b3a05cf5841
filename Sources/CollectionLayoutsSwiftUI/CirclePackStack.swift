#if canImport(SwiftUI)
import CollectionLayouts
import SwiftUI

/// The circle packing (`CirclePackLayout`) as a SwiftUI layout: the subviews, in order, are the
/// items of one section, packed in the proposed width.
///
/// ```swift
/// ScrollView {
///     CirclePackStack {
///         ForEach(bubbles) { bubble in
///             Circle().fill(bubble.color).frame(width: bubble.diameter, height: bubble.diameter)
///         }
///     }
/// }
/// ```
/// Each circle's diameter is the width of its subview's ideal size; each subview is proposed its
/// circle's square. The size is the packing's content size: the proposed width (without one, the
/// side of a square holding the circles' squares, at least the widest circle, plus the insets)
/// and the content's height. The ideal sizes are read and the packing prepared once per change
/// of the subviews or the width.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct CirclePackStack: Layout {
    /// The packing's configuration. The default is `CirclePackLayout.Configuration.standard`.
    public var configuration: CirclePackLayout.Configuration

    /// Creates the layout.
    public init(configuration: CirclePackLayout.Configuration = .standard) {
        self.configuration = configuration
    }

    public func makeCache(subviews: Subviews) -> EngineLayoutCache<PreparedCirclePack> {
        engineCache(for: subviews, readsSizes: true)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout EngineLayoutCache<PreparedCirclePack>) -> CGSize {
        let width = proposal.width ?? NaturalSize.circlePackWidth(configuration, count: cache.count, idealSizes: cache.idealSizes)
        return cache.prepared(CirclePackLayout(configuration: configuration), width: width).contentSize
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                              cache: inout EngineLayoutCache<PreparedCirclePack>) {
        placeCells(of: subviews, in: bounds, from: cache.prepared(CirclePackLayout(configuration: configuration), width: bounds.width))
    }
}
#endif
