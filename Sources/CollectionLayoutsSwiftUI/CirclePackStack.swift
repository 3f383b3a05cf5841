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
/// circle's square.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct CirclePackStack: Layout {
    /// The packing's configuration. The default is `CirclePackLayout.Configuration.standard`.
    public var configuration: CirclePackLayout.Configuration

    /// Creates the layout.
    public init(configuration: CirclePackLayout.Configuration = .standard) {
        self.configuration = configuration
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        prepared(for: proposal.replacingUnspecifiedDimensions(), subviews: subviews).contentSize
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let packing = prepared(for: proposal.replacingUnspecifiedDimensions(by: bounds.size), subviews: subviews)
        placeCells(of: subviews, in: bounds, from: packing)
    }

    private func prepared(for size: CGSize, subviews: Subviews) -> PreparedCirclePack {
        CirclePackLayout(configuration: configuration)
            .prepare(in: engineEnvironment(size: size, count: subviews.count, itemSizes: idealSizes(of: subviews)))
    }
}
#endif
