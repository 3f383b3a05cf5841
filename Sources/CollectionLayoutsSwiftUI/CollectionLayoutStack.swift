#if canImport(SwiftUI)
@_spi(Tools) import CollectionLayouts
import SwiftUI

/// An engine layout as a SwiftUI layout: the subviews, in order, are the items of one section,
/// each placed at its cell's frame and proposed its cell's size.
///
/// Any `StackableLayout` works: `CirclePackLayout` (each circle's diameter is the width of its
/// subview's ideal size), `JustifiedGalleryLayout` (in the aspect-ratio mode, `.photos`, each
/// subview keeps the aspect ratio of its ideal size) and `StaggeredGridLayout` (lanes from the
/// height a horizontal `ScrollView` proposes):
///
/// ```swift
/// ScrollView {
///     CollectionLayoutStack<JustifiedGalleryLayout>(configuration: .photos) {
///         ForEach(photos) { photo in Image(photo.name).resizable().scaledToFill() }
///     }
/// }
/// ```
/// The engine layout is prepared for the proposed size across its scroll axis (the width of a
/// vertical layout, the height of a horizontal one; without one, the layout's
/// `StackableLayout/naturalSizeAcrossScrollAxis(itemCount:itemSizes:)`), and the stack's size is
/// the layout's content size. When the layout uses item sizes, each subview's ideal size is its
/// item's size. The ideal sizes are read and the layout prepared once per change of the subviews
/// or of the size across the axis (SwiftUI's `updateCache` makes the cache again), shared by
/// `sizeThatFits` and `placeSubviews`.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct CollectionLayoutStack<Engine: StackableLayout>: Layout {
    /// The engine layout's configuration. The default is the layout's `.standard`.
    public var configuration: Engine.Configuration

    /// Creates the layout. The default configuration is the layout's `.standard`.
    public init(configuration: Engine.Configuration = .standard) {
        self.configuration = configuration
    }

    public func makeCache(subviews: Subviews) -> EngineLayoutCache<Engine.Prepared> {
        let engine = Engine(configuration: configuration)
        return EngineLayoutCache(
            count: subviews.count,
            idealSizes: engine.usesItemSizes ? subviews.map { $0.sizeThatFits(.unspecified) } : [])
    }

    public func sizeThatFits(
        proposal: ProposedViewSize, subviews: Subviews, cache: inout EngineLayoutCache<Engine.Prepared>
    ) -> CGSize {
        let engine = Engine(configuration: configuration)
        let across =
            (engine.scrollAxis == .horizontal ? proposal.height : proposal.width)
            ?? engine.naturalSizeAcrossScrollAxis(itemCount: cache.count, itemSizes: cache.idealSizes)
        return cache.prepared(engine, across: across).contentSize
    }

    /// Places subview `i` at the frame of cell `[0, i]`, offset by the origin of `bounds`; a
    /// subview the engine has no frame for is given no room.
    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout EngineLayoutCache<Engine.Prepared>
    ) {
        let engine = Engine(configuration: configuration)
        let prepared = cache.prepared(engine, across: engine.scrollAxis == .horizontal ? bounds.height : bounds.width)
        for (i, subview) in subviews.enumerated() {
            guard let frame = prepared.attributes(for: ElementIndex(0, i))?.frame else {
                subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY), anchor: .topLeading, proposal: .zero)
                continue
            }
            subview.place(
                at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                anchor: .topLeading, proposal: ProposedViewSize(frame.size))
        }
    }
}

#endif
