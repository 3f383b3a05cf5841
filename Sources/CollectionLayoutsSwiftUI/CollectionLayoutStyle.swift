#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
@_spi(Tools) import CollectionLayouts
import CollectionLayoutsUIKit
import UIKit

/// Which of the package's five layouts a ``CollectionLayoutView`` shows, with its configuration.
@available(iOS 16.0, tvOS 16.0, *)
public enum CollectionLayoutStyle: Hashable, Sendable {
    /// The staggered grid (`StaggeredGridLayout`).
    case staggeredGrid(StaggeredGridLayout.Configuration)
    /// The circle packing (`CirclePackLayout`): each item's diameter is the width of its size.
    case circlePack(CirclePackLayout.Configuration)
    /// The carousel (`CarouselLayout`): one item centred, paging with snapping.
    case carousel(CarouselLayout.Configuration)
    /// The justified gallery (`JustifiedGalleryLayout`): in the aspect-ratio mode each item keeps
    /// the aspect ratio of its size.
    case justifiedGallery(JustifiedGalleryLayout.Configuration)
    /// The spinning wheel (`WheelLayout`): the cells turn about their anchor point.
    case wheel(WheelLayout.Configuration)

    /// Whether the layout pages with one item in the middle (the carousel and the wheel), so that
    /// a tap centres the item.
    var pages: Bool {
        switch self {
        case .carousel, .wheel: true
        case .staggeredGrid, .circlePack, .justifiedGallery: false
        }
    }

    /// A new `UICollectionViewLayout` for this style: the class of its kind, given the
    /// configuration as ``update(_:)`` gives it.
    @MainActor
    func makeLayout() -> EngineCollectionViewLayout {
        let layout: EngineCollectionViewLayout = switch self {
        case .staggeredGrid: StaggeredGridCollectionViewLayout()
        case .circlePack: CirclePackCollectionViewLayout()
        case .carousel: CarouselCollectionViewLayout()
        case .justifiedGallery: JustifiedGalleryCollectionViewLayout()
        case .wheel: WheelCollectionViewLayout()
        }
        _ = update(layout)  // true: the layout is of this style's kind
        return layout
    }

    /// The engine layout of this style.
    var engineLayout: any ConfiguredLayout {
        switch self {
        case .staggeredGrid(let c): StaggeredGridLayout(configuration: c)
        case .circlePack(let c): CirclePackLayout(configuration: c)
        case .carousel(let c): CarouselLayout(configuration: c)
        case .justifiedGallery(let c): JustifiedGalleryLayout(configuration: c)
        case .wheel(let c): WheelLayout(configuration: c)
        }
    }

    /// Gives `layout` this style's configuration if it is this style's kind of layout (it
    /// invalidates itself when the configuration differs); false when it is another kind.
    @MainActor
    func update(_ layout: EngineCollectionViewLayout) -> Bool {
        layout.adoptConfiguration(of: engineLayout)
    }
}
#endif
