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
/// The size is the gallery's content size: the proposed width (without one, the width of one
/// row holding every item at its natural size) and the content's height. The ideal sizes are
/// read and the gallery prepared once per change of the subviews or the width.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct JustifiedGalleryStack: Layout {
    /// The gallery's configuration. The default is `JustifiedGalleryLayout.Configuration.tutorial`.
    public var configuration: JustifiedGalleryLayout.Configuration

    /// Creates the layout.
    public init(configuration: JustifiedGalleryLayout.Configuration = .tutorial) {
        self.configuration = configuration
    }

    public func makeCache(subviews: Subviews) -> EngineLayoutCache<PreparedJustifiedGallery> {
        if case .aspectRatios = configuration.mode { return engineCache(for: subviews, readsSizes: true) }
        return engineCache(for: subviews, readsSizes: false)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews,
                             cache: inout EngineLayoutCache<PreparedJustifiedGallery>) -> CGSize {
        let width = proposal.width ?? NaturalSize.justifiedGalleryWidth(configuration, count: cache.count, idealSizes: cache.idealSizes)
        return cache.prepared(JustifiedGalleryLayout(configuration: configuration), width: width).contentSize
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                              cache: inout EngineLayoutCache<PreparedJustifiedGallery>) {
        placeCells(of: subviews, in: bounds, from: cache.prepared(JustifiedGalleryLayout(configuration: configuration), width: bounds.width))
    }
}
#endif
