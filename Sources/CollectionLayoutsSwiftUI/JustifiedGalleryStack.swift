#if canImport(SwiftUI)
import CollectionLayouts
import SwiftUI

/// The justified gallery (`JustifiedGalleryLayout`) as a SwiftUI layout: the subviews, in order,
/// are the items of one section, in rows that fill the proposed width.
///
/// ```swift
/// ScrollView {
///     JustifiedGalleryStack(configuration: .photos) {
///         ForEach(photos) { photo in
///             Image(photo.name).resizable().scaledToFill()
///         }
///     }
/// }
/// ```
/// In the aspect-ratio mode (`.photos`) each subview keeps the aspect ratio of its ideal size
/// (an image's pixel size); the one section has no header unless the configuration asks for one.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct JustifiedGalleryStack: Layout {
    /// The gallery's configuration. The default is `JustifiedGalleryLayout.Configuration.tutorial`.
    public var configuration: JustifiedGalleryLayout.Configuration

    /// Creates the layout.
    public init(configuration: JustifiedGalleryLayout.Configuration = .tutorial) {
        self.configuration = configuration
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        prepared(for: proposal.replacingUnspecifiedDimensions(), subviews: subviews).contentSize
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let gallery = prepared(for: proposal.replacingUnspecifiedDimensions(by: bounds.size), subviews: subviews)
        placeCells(of: subviews, in: bounds, from: gallery)
    }

    private func prepared(for size: CGSize, subviews: Subviews) -> PreparedJustifiedGallery {
        let sizes: ItemSizes
        if case .aspectRatios = configuration.mode { sizes = idealSizes(of: subviews) } else { sizes = .none }
        return JustifiedGalleryLayout(configuration: configuration)
            .prepare(in: engineEnvironment(size: size, count: subviews.count, itemSizes: sizes))
    }
}
#endif
