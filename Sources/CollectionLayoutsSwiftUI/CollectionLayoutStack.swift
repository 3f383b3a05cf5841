#if canImport(SwiftUI)
@_spi(Tools) import CollectionLayouts
import SwiftUI

/// An engine layout as a SwiftUI layout: the subviews, in order, are the items of one section,
/// each placed at its cell's frame and proposed its cell's size.
///
/// Use it through its aliases, ``CirclePackStack``, ``JustifiedGalleryStack`` and
/// ``StaggeredGridStack``, or with any ``StackableLayout``:
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
/// ``StackableLayout/naturalSizeAcrossScrollAxis(itemCount:itemSizes:)``), and the stack's size is
/// the layout's content size. When the layout uses item sizes, each subview's ideal size is its
/// item's size. The ideal sizes are read and the layout prepared once per change of the subviews
/// or of the size across the axis (SwiftUI's `updateCache` makes the cache again), shared by
/// `sizeThatFits` and `placeSubviews`.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct CollectionLayoutStack<Engine: StackableLayout>: Layout {
    /// The engine layout's configuration. The default is the layout's usual one:
    /// `CirclePackLayout.Configuration.standard`, `JustifiedGalleryLayout.Configuration.tutorial`,
    /// `StaggeredGridLayout.Configuration.contacts`.
    public var configuration: Engine.Configuration

    /// Creates the layout.
    public init(configuration: Engine.Configuration) {
        self.configuration = configuration
    }

    public func makeCache(subviews: Subviews) -> EngineLayoutCache<Engine.Prepared> {
        let engine = Engine(configuration: configuration)
        return EngineLayoutCache(count: subviews.count,
                                 idealSizes: engine.usesItemSizes ? subviews.map { $0.sizeThatFits(.unspecified) } : [])
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout EngineLayoutCache<Engine.Prepared>) -> CGSize {
        let engine = Engine(configuration: configuration)
        let across = (engine.scrollAxis == .horizontal ? proposal.height : proposal.width)
            ?? engine.naturalSizeAcrossScrollAxis(itemCount: cache.count, itemSizes: cache.idealSizes)
        return cache.prepared(engine, across: across).contentSize
    }

    /// Places subview `i` at the frame of cell `[0, i]`, offset by the origin of `bounds`; a
    /// subview the engine has no frame for is given no room.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                              cache: inout EngineLayoutCache<Engine.Prepared>) {
        let engine = Engine(configuration: configuration)
        let prepared = cache.prepared(engine, across: engine.scrollAxis == .horizontal ? bounds.height : bounds.width)
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
public typealias CirclePackStack = CollectionLayoutStack<CirclePackLayout>

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
public typealias JustifiedGalleryStack = CollectionLayoutStack<JustifiedGalleryLayout>

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
public typealias StaggeredGridStack = CollectionLayoutStack<StaggeredGridLayout>

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension CollectionLayoutStack where Engine == CirclePackLayout {
    /// Creates the layout. The default configuration is `CirclePackLayout.Configuration.standard`.
    public init(configuration: CirclePackLayout.Configuration = .standard) {
        self.configuration = configuration
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension CollectionLayoutStack where Engine == JustifiedGalleryLayout {
    /// Creates the layout. The default configuration is `JustifiedGalleryLayout.Configuration.tutorial`.
    public init(configuration: JustifiedGalleryLayout.Configuration = .tutorial) {
        self.configuration = configuration
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension CollectionLayoutStack where Engine == StaggeredGridLayout {
    /// Creates the layout. The default configuration is `StaggeredGridLayout.Configuration.contacts`.
    public init(configuration: StaggeredGridLayout.Configuration = .contacts) {
        self.configuration = configuration
    }
}
#endif
